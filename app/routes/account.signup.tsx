import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {signupLoader} from '~/features/account/account-forms.server';

export {
  signupLoader as loader,
  signupAction as action,
} from '~/features/account/account-forms.server';
export {SignupPage as default} from '~/features/account/AccountForms';

/** Titled in the shopper's language, never indexed; account styles are loaded here only. */
export const meta: MetaFunction<typeof signupLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

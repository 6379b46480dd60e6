import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {loginLoader} from '~/features/account/account-forms.server';

export {
  loginLoader as loader,
  loginAction as action,
} from '~/features/account/account-forms.server';
export {LoginPage as default} from '~/features/account/AccountForms';

/** Titled in the shopper's language, never indexed; account styles are loaded here only. */
export const meta: MetaFunction<typeof loginLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

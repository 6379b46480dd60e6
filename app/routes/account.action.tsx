import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {actionPageLoader} from '~/features/account/account-forms.server';

export {
  actionPageLoader as loader,
  actionPageAction as action,
} from '~/features/account/account-forms.server';
export {ActionPage as default} from '~/features/account/AccountForms';

/** Titled in the shopper's language, never indexed; account styles are loaded here only. */
export const meta: MetaFunction<typeof actionPageLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

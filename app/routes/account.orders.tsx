import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {ordersLoader} from '~/features/account/orders.server';

export {ordersLoader as loader} from '~/features/account/orders.server';
export {OrdersPage as default} from '~/features/account/OrdersPage';

/** Titled in the shopper's language, never indexed; account styles are loaded here only. */
export const meta: MetaFunction<typeof ordersLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {ordersLoader} from '~/features/account/orders.server';
import {OrdersPage} from '~/features/account/OrdersPage';
import {LineNotes} from '~/features/cart/LineNotes';

export {ordersLoader as loader} from '~/features/account/orders.server';

/** Titled in the shopper's language, never indexed; account styles are loaded here only. */
export const meta: MetaFunction<typeof ordersLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

/** The route joins the two features: an order's lines read as the cart's do. */
export default function OrdersRoute() {
  return <OrdersPage lineNotes={LineNotes} />;
}

import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/features/shell/page-meta';
import type {cartLoader} from '~/features/cart/cart-route.server';

export {
  cartAction as action,
  cartHeaders as headers,
  cartLoader as loader,
} from '~/features/cart/cart-route.server';
export {CartPage as default} from '~/features/cart/CartPage';

/** A shopper's cart is nobody else's page: titled and described for sharing, never indexed. */
export const meta: MetaFunction<typeof cartLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

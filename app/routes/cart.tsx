import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {cartLoader} from '~/features/cart/cart-route.server';
import type {CartPageData} from '~/features/cart/cart.types';

export {
  cartAction as action,
  cartHeaders as headers,
} from '~/features/cart/cart-route.server';

/** The page reads CartPageData: the loader's answer is held to it here. */
export const loader: (args: LoaderFunctionArgs) => Promise<CartPageData> = cartLoader;
export {CartPage as default} from '~/features/cart/CartPage';

/** A shopper's cart is nobody else's page: titled and described for sharing, never indexed. */
export const meta: MetaFunction<typeof cartLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

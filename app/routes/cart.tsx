import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {cartLoader} from '~/features/cart/cart-route.server';
import {CartPage} from '~/features/cart/CartPage';
import type {CartPageData} from '~/features/cart/cart.types';
import {StoreCreditForm} from '~/features/programmes/StoreCreditForm';

export {
  cartAction as action,
  cartHeaders as headers,
} from '~/features/cart/cart-route.server';

/** The page reads CartPageData: the loader's answer is held to it here. */
export const loader: (args: LoaderFunctionArgs) => Promise<CartPageData> = cartLoader;

/** A shopper's cart is nobody else's page: titled and described for sharing, never indexed. */
export const meta: MetaFunction<typeof cartLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

/** The route joins the two features: the cart's summary holds programmes' store credit form. */
export default function CartRoute() {
  return <CartPage storeCreditForm={StoreCreditForm} />;
}

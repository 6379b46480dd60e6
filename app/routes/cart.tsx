import {useRouteLoaderData, type MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {cartRoute} from '~/features/cart/cart-route.server';
import {CartPage} from '~/features/cart/CartPage';
import type {CartPageData} from '~/features/cart/cart.types';
import {subscribe} from '~/features/growth/mailing-list.server';
import {trackingAttributesFor} from '~/server/tracking.server';
import {StoreCreditForm} from '~/features/programmes/StoreCreditForm';
import {secretShopPreparer} from '~/features/programmes/secret-shop-cart.server';
import {
  availableCredit,
  storeCreditPreparer,
} from '~/features/programmes/store-credit.server';
import {welcomeOfferMarker} from '~/features/promos/welcome-marker.server';
import {reportFailedCall} from '~/server/error-report.server';
import type {RootLoader} from '~/features/shell/root-data';

/**
 * The route joins the features above the cart to its action and page: store credit and the
 * secret shop's adds (programmes), the welcome offer's marker (promos), the mailing list and
 * a new cart's tracking (growth), error reporting (shell).
 */
const cart = cartRoute({
  preparers: [storeCreditPreparer, secretShopPreparer],
  availableCredit,
  trackingAttributes: trackingAttributesFor,
  welcomeMarker: welcomeOfferMarker,
  subscribe,
  reportFailedCall,
});

export const action = cart.action;
export {cartHeaders as headers} from '~/features/cart/cart-route.server';

/** The page reads CartPageData: the loader's answer is held to it here. */
export const loader: (args: LoaderFunctionArgs) => Promise<CartPageData> = cart.loader;

/** A shopper's cart is nobody else's page: titled and described for sharing, never indexed. */
export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

/**
 * The route joins the features to the page: the cart's summary holds programmes' store credit
 * form and names the shopper's country from the shell's root data.
 */
export default function CartRoute() {
  const country = useRouteLoaderData<RootLoader>('root')?.layout.localization.country;
  return <CartPage storeCreditForm={StoreCreditForm} country={country} />;
}

import {lazy} from 'react';
import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import {productLoader} from '~/features/catalog/product.server';
import {ProductPage, type ProductAddToCartProps} from '~/features/catalog/ProductPage';
import {AddToCartButton} from '~/features/cart/AddToCartButton';
import {rememberEmailRegistered} from '~/features/growth/mailing-list';
import {ShippingUnavailableNote} from '~/features/markets/ShippingUnavailableNote';

export const loader = productLoader;

export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

export {variantPageShouldRevalidate as shouldRevalidate} from '~/features/catalog/variant-selection';

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(
    matches,
    data && {
      title: data.product.seo.title,
      description: data.product.seo.description,
      url: data.canonicalUrl,
      image: data.product.images[0],
      type: 'product',
    },
  );

/** Loaded when the dialog shows it, not with the page. */
const WelcomeOfferForm = lazy(() =>
  import('~/features/promos/WelcomeOfferForm').then((module) => ({
    default: module.WelcomeOfferForm,
  })),
);

// The product's add to cart is the cart's, and its dialog holds promos' welcome offer
// form; below it, where the shop does not ship, the markets' note says so.
function ProductAddToCart(props: ProductAddToCartProps) {
  return (
    <>
      <AddToCartButton
        {...props}
        welcomeOfferForm={WelcomeOfferForm}
        onWelcomeAdded={rememberEmailRegistered}
      />
      <ShippingUnavailableNote />
    </>
  );
}

/** The route joins the features: the catalog's page holds the cart's add to cart. */
export default function ProductRoute() {
  return <ProductPage addToCart={ProductAddToCart} />;
}

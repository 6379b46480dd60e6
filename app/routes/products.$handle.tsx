import {lazy} from 'react';
import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {productLoader} from '~/features/catalog/product.server';
import type {ProductData} from '~/features/catalog/page-data';
import {ProductPage} from '~/features/catalog/ProductPage';

/** The page reads ProductData: the loader's answer is held to it here. */
export const loader: (args: LoaderFunctionArgs) => Promise<ProductData> = productLoader;

export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

export {variantPageShouldRevalidate as shouldRevalidate} from '~/features/catalog/variant-selection';

export const meta: MetaFunction<typeof productLoader> = ({data, matches}) =>
  pageMeta(
    matches,
    data && {
      title: data.product.seo.title || data.product.title,
      description: data.product.seo.description || data.product.description,
      url: data.canonicalUrl,
      image: data.product.images[0],
      type: 'product',
    },
  );

/**
 * Loaded when the dialog shows it, not with the page: the form and the promo flows it posts
 * through are a chunk of their own, outside the product page's first load.
 */
const WelcomeOfferForm = lazy(() =>
  import('~/features/promos/WelcomeOfferForm').then((module) => ({
    default: module.WelcomeOfferForm,
  })),
);

/** The route joins the two features: the product's dialog holds promos' welcome offer form. */
export default function ProductRoute() {
  return <ProductPage welcomeOfferForm={WelcomeOfferForm} />;
}

import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {collectionLoader} from '~/features/catalog/collection.server';
import type {CollectionData} from '~/features/catalog/page-data';
import {CollectionPage} from '~/features/catalog/CollectionPage';
import {QuickAdd} from '~/features/cart/QuickAdd';

/** The page reads CollectionData: the loader's answer is held to it here. */
export const loader: (args: LoaderFunctionArgs) => Promise<CollectionData> =
  collectionLoader;

export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

export const meta: MetaFunction<typeof collectionLoader> = ({data, matches}) =>
  pageMeta(
    matches,
    data && {
      title: data.collection.seo.title || data.collection.title,
      description: data.collection.seo.description || data.collection.description,
      url: data.canonicalUrl,
      image: data.collection.image,
    },
  );

/** The route joins the two features: each of the collection's cards holds the cart's quick add. */
export default function CollectionRoute() {
  return <CollectionPage cardAction={QuickAdd} />;
}

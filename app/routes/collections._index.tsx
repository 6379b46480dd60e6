import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {collectionsLoader} from '~/features/catalog/collections.server';
import type {CollectionsData} from '~/features/catalog/page-data';

/** The page reads CollectionsData: the loader's answer is held to it here. */
export const loader: (args: LoaderFunctionArgs) => Promise<CollectionsData> =
  collectionsLoader;
export {CollectionsPage as default} from '~/features/catalog/CollectionsPage';

export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

export const meta: MetaFunction<typeof collectionsLoader> = ({data, matches}) =>
  pageMeta(
    matches,
    data && {
      title: data.title,
      description: data.description,
      url: data.canonicalUrl,
    },
  );

import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/features/shell/page-meta';
import type {collectionsLoader} from '~/features/catalog/collections.server';

export {collectionsLoader as loader} from '~/features/catalog/collections.server';
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

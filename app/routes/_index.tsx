import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/features/shell/page-meta';
import type {homeLoader} from '~/features/catalog/home.server';

export {homeLoader as loader} from '~/features/catalog/home.server';
export {HomePage as default} from '~/features/catalog/HomePage';

export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

export const meta: MetaFunction<typeof homeLoader> = ({data, matches}) =>
  pageMeta(
    matches,
    data && {
      title: data.title,
      description: data.description,
      url: data.canonicalUrl,
      image: data.hero?.image,
    },
  );

import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {homeLoader} from '~/features/catalog/home.server';
import type {HomeData} from '~/features/catalog/page-data';

/** The page reads HomeData: the loader's answer is held to it here. */
export const loader: (args: LoaderFunctionArgs) => Promise<HomeData> = homeLoader;
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

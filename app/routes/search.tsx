import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {searchLoader} from '~/features/search/search.server';
import type {SearchData} from '~/features/search/page-data';

/** The page reads SearchData: the loader's answer is held to it here. */
export const loader: (args: LoaderFunctionArgs) => Promise<SearchData> = searchLoader;
export {SearchPage as default} from '~/features/search/SearchPage';

export const meta: MetaFunction<typeof searchLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {pwywProductsLoader} from '~/features/promos/pwyw-products.server';
import type {PwywProductsData} from '~/features/promos/page-data';

/** The page reads PwywProductsData: the loader's answer is held to it here. */
export const loader: (args: LoaderFunctionArgs) => Promise<PwywProductsData> =
  pwywProductsLoader;
export {PwywProductsPage as default} from '~/features/promos/PwywProductsPage';

export const meta: MetaFunction<typeof pwywProductsLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

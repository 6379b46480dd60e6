import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {pwywProductLoader} from '~/features/promos/pwyw-product.server';
import type {PwywProductData} from '~/features/promos/page-data';

/** The page reads PwywProductData: the loader's answer is held to it here. */
export const loader: (args: LoaderFunctionArgs) => Promise<PwywProductData> =
  pwywProductLoader;
export {PwywProductPage as default} from '~/features/promos/PwywProductPage';

export {variantPageShouldRevalidate as shouldRevalidate} from '~/features/catalog/variant-selection';

/** The gallery is the catalog's; the chooser is ours. */

export const meta: MetaFunction<typeof pwywProductLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

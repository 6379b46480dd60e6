import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/features/shell/page-meta';
import type {pwywProductLoader} from '~/features/promos/pwyw-product.server';

export {pwywProductLoader as loader} from '~/features/promos/pwyw-product.server';
export {PwywProductPage as default} from '~/features/promos/PwywProductPage';

export {variantPageShouldRevalidate as shouldRevalidate} from '~/features/catalog/variant-selection';

/** The gallery is the catalog's; the chooser is ours. */

export const meta: MetaFunction<typeof pwywProductLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

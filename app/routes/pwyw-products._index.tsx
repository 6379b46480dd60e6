import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/features/shell/page-meta';
import type {pwywProductsLoader} from '~/features/promos/pwyw-products.server';

export {pwywProductsLoader as loader} from '~/features/promos/pwyw-products.server';
export {PwywProductsPage as default} from '~/features/promos/PwywProductsPage';

export const meta: MetaFunction<typeof pwywProductsLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

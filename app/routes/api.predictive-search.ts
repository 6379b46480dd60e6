import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {predictiveSearchLoader} from '~/features/search/predictive-search.server';
import type {PredictiveSearchData} from '~/features/search/page-data';

/** The search box reads PredictiveSearchData: the loader's answer is held to it here. */
export const loader: (args: LoaderFunctionArgs) => Promise<PredictiveSearchData> =
  predictiveSearchLoader;

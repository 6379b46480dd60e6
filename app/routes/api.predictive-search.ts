import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {predictiveSearchLoader} from '~/features/search/predictive-search.server';
import type {PredictiveSearchData} from '~/features/search/page-data';

/**
 * The search box reads PredictiveSearchData: the loader's answer is held to it here. It goes out
 * as a Response: handed a bare object, Remix logs a deprecation warning on every request that
 * reaches the route by its address, a log line per keystroke's suggestions.
 */
export async function loader(args: LoaderFunctionArgs): Promise<Response> {
  const data: PredictiveSearchData = await predictiveSearchLoader(args);
  return Response.json(data);
}

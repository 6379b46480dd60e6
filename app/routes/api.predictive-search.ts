import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {predictiveSearchLoader} from '~/features/search/predictive-search.server';

/**
 * A Response, not a bare object: for a bare one, Remix logs a deprecation warning on every
 * request that reaches the route by its address, a line per keystroke's suggestions.
 */
export async function loader(args: LoaderFunctionArgs): Promise<Response> {
  return Response.json(await predictiveSearchLoader(args));
}

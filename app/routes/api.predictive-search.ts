import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {predictiveSearchLoader} from '~/features/search/predictive-search.server';

/** A Response, not a bare object. */
export async function loader(args: LoaderFunctionArgs): Promise<Response> {
  return Response.json(await predictiveSearchLoader(args));
}

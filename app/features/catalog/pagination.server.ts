import {redirect} from '@shopify/remix-oxygen';
import {getPaginationVariables} from '@shopify/hydrogen';
import {isPlausibleCursor, PAGINATION_PARAMS} from '~/lib/public-catalog';

/** The same page without its cursor: the first page in the same order. */
export function firstPageLocation(requestUrl: string): string {
  const url = new URL(requestUrl);
  for (const name of PAGINATION_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

// Hydrogen's pagination variables once the cursor is worth sending: a mangled cursor
// sends the shopper to the first page instead of the platform an impossible request.
export function paginationVariables(request: Request, pageBy: number) {
  const cursor = new URL(request.url).searchParams.get('cursor');
  if (cursor !== null && !isPlausibleCursor(cursor)) {
    throw redirect(firstPageLocation(request.url));
  }
  return {
    variables: getPaginationVariables(request, {pageBy}),
    hasCursor: cursor !== null,
  };
}

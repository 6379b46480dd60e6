/**
 * A page's critical data is whole, or the page is the error screen. Hydrogen's
 * storefront.query throws when the platform fails outright (network, HTTP 5xx), but resolves
 * GraphQL errors beside whatever data came back: a loader reading a product that came back
 * null with an error would answer 404, or render half a page, for what is the platform's
 * failure. Both kinds become one 5xx Response, which the route's error boundary shows as the
 * spec's error screen. The platform's messages are logged, never sent to the browser.
 */

/** The platform failed the page: a gateway's error, not the shopper's. */
export const UPSTREAM_ERROR_STATUS = 502;

export interface GraphQLErrorLike {
  message: string;
}

export interface CriticalDataOptions {
  /**
   * What to throw instead of the error screen when the platform refused the request with
   * GraphQL errors because of what the address asked (a cursor it no longer knows: page one).
   */
  onGraphQLErrors?: () => Response;
}

export function upstreamError(operation: string): Response {
  return new Response(`the shop's platform could not answer ${operation}`, {
    status: UPSTREAM_ERROR_STATUS,
    headers: {'Content-Type': 'text/plain; charset=utf-8'},
  });
}

/**
 * The data of a critical Storefront query (null stays null: nothing found is no error), or a
 * thrown Response when there is none to trust.
 */
export async function criticalData<
  T extends {errors?: readonly GraphQLErrorLike[] | null} | null,
>(
  pending: Promise<T>,
  operation: string,
  {onGraphQLErrors}: CriticalDataOptions = {},
): Promise<T> {
  let result: T;
  try {
    result = await pending;
  } catch (error) {
    console.error(`${operation} failed`, error);
    throw upstreamError(operation);
  }
  const errors = result?.errors ?? [];
  if (errors.length > 0) {
    if (onGraphQLErrors) throw onGraphQLErrors();
    console.error(
      `${operation} answered with errors: ${errors.map((error) => error.message).join('; ')}`,
    );
    throw upstreamError(operation);
  }
  return result;
}

/**
 * The failures a page's thrown upstream errors stand for. A thrown Response never reaches
 * Remix's handleError, and the browser's boundary does not report a 5xx the worker answered,
 * so the worker reports these itself (query errors go to error reporting:
 * docs/product/operations.md#error-reports). Each becomes an Error naming the operation.
 */
export function upstreamFailures(
  errors: Record<string, unknown> | null | undefined,
): Error[] {
  return Object.values(errors ?? {}).flatMap((error) => {
    if (!isUpstreamErrorResponse(error)) return [];
    return [upstreamFailure(typeof error.data === 'string' ? error.data : 'a query')];
  });
}

/** An Error standing for a failed critical query, named so that reports group them. */
export function upstreamFailure(message: string): Error {
  return Object.assign(new Error(message), {name: 'UpstreamError'});
}

function isUpstreamErrorResponse(
  error: unknown,
): error is {status: number; data: unknown} {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    error.status === UPSTREAM_ERROR_STATUS &&
    'data' in error &&
    !('error' in error && error.error)
  );
}

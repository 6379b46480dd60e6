/** A page's critical data is whole, or the page is the error screen. */

/** The platform failed the page: a gateway's error, not the shopper's. */
export const UPSTREAM_ERROR_STATUS = 502;

export interface CriticalDataOptions {
  /** What to throw instead of the error screen when GraphQL errors say the address is wrong. */
  onGraphQLErrors?: () => Response;
}

export function upstreamError(operation: string): Response {
  return new Response(`the shop's platform could not answer ${operation}`, {
    status: UPSTREAM_ERROR_STATUS,
    headers: {'Content-Type': 'text/plain; charset=utf-8'},
  });
}

export async function criticalData<
  T extends {errors?: readonly {message: string}[] | null} | null,
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

/** The failures a page's thrown upstream errors stand for. */
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

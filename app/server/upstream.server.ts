/**
 * Every call the worker makes to a service it depends on ends by a deadline
 * (app/rules/upstream-deadlines.ts): the platform's Storefront API, the Auth service, the
 * brand API, the mailing list and the error reports.
 */
import {deadlineForMethod} from '@brush/rules/upstream-deadlines';

/** A call that got no whole answer within its deadline. */
export class UpstreamDeadlineError extends Error {
  override name = 'UpstreamDeadlineError';
  constructor(what: string, deadlineMs: number) {
    super(`${what} gave no answer within ${deadlineMs} ms`);
  }
}

/**
 * fetch, ended by the deadline (by default the method's: reads shorter than writes). The body
 * is read within the deadline too: a service that sends its headers and then stalls would
 * otherwise hang whoever reads the body. Upstream answers are small JSON, so holding one whole
 * costs little. The caller's own signal still ends the call early.
 */
export async function fetchWithDeadline(
  input: string | URL,
  init: RequestInit = {},
  deadlineMs: number = deadlineForMethod(init.method),
): Promise<Response> {
  const controller = new AbortController();
  const outer = init.signal;
  const abortFromOuter = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  outer?.addEventListener('abort', abortFromOuter);
  const timer = setTimeout(() => controller.abort(), deadlineMs);
  try {
    const response = await fetch(input, {...init, signal: controller.signal});
    const body = await response.arrayBuffer();
    return new Response(body.byteLength > 0 ? body : null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } catch (error) {
    if (controller.signal.aborted && !outer?.aborted) {
      throw new UpstreamDeadlineError(String(input), deadlineMs);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abortFromOuter);
  }
}

/**
 * A promise that rejects with UpstreamDeadlineError once the deadline passes. For calls made
 * by a library that takes no signal (Hydrogen's Storefront client): the shopper's answer no
 * longer waits for it, and the runtime ends the abandoned request with the shopper's.
 */
export function withDeadline<T>(
  pending: Promise<T>,
  what: string,
  deadlineMs: number,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new UpstreamDeadlineError(what, deadlineMs)),
      deadlineMs,
    );
  });
  return Promise.race([pending, expired]).finally(() => clearTimeout(timer));
}

interface StorefrontCalls {
  query: (...args: never[]) => Promise<unknown>;
  mutate: (...args: never[]) => Promise<unknown>;
}

/**
 * The Storefront client with a deadline on every query (a read) and mutation (a write). The
 * object is changed in place: Hydrogen's cart handler holds this same client and calls its
 * methods at call time, so cart writes get the deadline too.
 */
export function withStorefrontDeadlines<S extends StorefrontCalls>(
  storefront: S,
  deadlines: {read: number; write: number},
): S {
  const query = storefront.query.bind(storefront);
  const mutate = storefront.mutate.bind(storefront);
  storefront.query = ((...args: Parameters<S['query']>) =>
    withDeadline(query(...args), 'a Storefront API query', deadlines.read)) as S['query'];
  storefront.mutate = ((...args: Parameters<S['mutate']>) =>
    withDeadline(
      mutate(...args),
      'a Storefront API mutation',
      deadlines.write,
    )) as S['mutate'];
  return storefront;
}

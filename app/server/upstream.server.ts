/**
 * Every call the worker makes to a service it depends on ends by a deadline
 * (app/server/upstream-deadlines.ts): the platform's Storefront API, the Auth service, the
 * brand API, the mailing list and the error reports.
 */
import {deadlineForMethod} from './upstream-deadlines';

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

/**
 * A write that went out and got no answer: its deadline passed, or the connection ended before
 * the platform answered. The platform may still make it, so the shopper is not told it failed
 * (decision 0124).
 */
export class UnconfirmedWriteError extends Error {
  override name = 'UnconfirmedWriteError';
  constructor(cause: unknown) {
    super('a Storefront API mutation got no answer; it may still be made', {cause});
  }
}

/**
 * Hydrogen's Storefront client throws its GraphQLError only for an answer from the platform
 * (an error status or GraphQL errors): the platform decided, and the write was not made. Any
 * other failure is the transport's, after which nobody here knows.
 */
function answeredByPlatform(error: unknown): boolean {
  return error instanceof Error && error.name === 'GraphQLError';
}

/** Per Storefront client (one per request): its writes that passed their deadline unanswered. */
const unsettledWrites = new WeakMap<object, Promise<void>[]>();

/**
 * The writes of this request's Storefront client that passed their deadline and may still
 * land; each settles when the platform answers or the connection ends.
 */
export function pendingWritesOf(storefront: object): readonly Promise<void>[] {
  return unsettledWrites.get(storefront) ?? [];
}

interface StorefrontCalls {
  query: (...args: never[]) => Promise<unknown>;
  mutate: (...args: never[]) => Promise<unknown>;
}

/**
 * The Storefront client with a deadline on every query (a read) and mutation (a write). The
 * object is changed in place: Hydrogen's cart handler holds this same client and calls its
 * methods at call time, so cart writes get the deadline too.
 *
 * A write past its deadline is not dropped: `keepAlive` (the runtime's waitUntil) holds it
 * until the platform answers, so it ends the way the platform decides rather than cut off in
 * between, and pendingWritesOf lets the cart's next read wait for it. A write with no answer
 * rejects with UnconfirmedWriteError.
 */
export function withStorefrontDeadlines<S extends StorefrontCalls>(
  storefront: S,
  deadlines: {read: number; write: number},
  keepAlive: (pending: Promise<unknown>) => void,
): S {
  const query = storefront.query.bind(storefront);
  const mutate = storefront.mutate.bind(storefront);
  storefront.query = ((...args: Parameters<S['query']>) =>
    withDeadline(query(...args), 'a Storefront API query', deadlines.read)) as S['query'];
  storefront.mutate = (async (...args: Parameters<S['mutate']>) => {
    const pending = mutate(...args);
    try {
      return await withDeadline(pending, 'a Storefront API mutation', deadlines.write);
    } catch (error) {
      if (error instanceof UpstreamDeadlineError) {
        const settled = pending.then(
          () => undefined,
          () => undefined,
        );
        keepAlive(settled);
        unsettledWrites.set(storefront, [...pendingWritesOf(storefront), settled]);
      }
      throw answeredByPlatform(error) ? error : new UnconfirmedWriteError(error);
    }
  }) as S['mutate'];
  return storefront;
}

// Every call the worker makes to a service it depends on ends by a deadline, after which the
// shopper gets the error screen or the spec's message (decision 0119).

export const UPSTREAM_READ_DEADLINE_MS = 5_000;
/** A write (a cart change, a sign-in, a subscription) waits longer than a read. */
export const UPSTREAM_WRITE_DEADLINE_MS = 8_000;

export class UpstreamDeadlineError extends Error {
  override name = 'UpstreamDeadlineError';
  constructor(what: string, deadlineMs: number) {
    super(`${what} gave no answer within ${deadlineMs} ms`);
  }
}

/** fetch, ended by the deadline (by default the method's: reads shorter than writes). */
export async function fetchWithDeadline(
  input: string | URL,
  init: RequestInit = {},
  deadlineMs = ['GET', 'HEAD'].includes((init.method ?? 'GET').toUpperCase())
    ? UPSTREAM_READ_DEADLINE_MS
    : UPSTREAM_WRITE_DEADLINE_MS,
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

/** A promise that rejects with UpstreamDeadlineError once the deadline passes. */
function withDeadline<T>(
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

/** A write that went out and got no answer. */
export class UnconfirmedWriteError extends Error {
  override name = 'UnconfirmedWriteError';
  constructor(cause: unknown) {
    super('a Storefront API mutation got no answer; it may still be made', {cause});
  }
}

// Hydrogen throws its GraphQLError only for the platform's answer (an error status or GraphQL
// errors): the platform decided, and the write was not made.
function answeredByPlatform(error: unknown): boolean {
  return error instanceof Error && error.name === 'GraphQLError';
}

// A read that got no answer (a kept-alive connection the platform closed as it restarted) is
// asked once more within the same deadline: a read changes nothing.
async function readAgainIfUnanswered<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (answeredByPlatform(error)) throw error;
    return read();
  }
}

interface StorefrontCalls {
  query: (...args: never[]) => Promise<unknown>;
  mutate: (...args: never[]) => Promise<unknown>;
}

/** A Storefront client of its own with a deadline on every query and mutation. */
export function withStorefrontDeadlines<S extends StorefrontCalls>(
  storefront: S,
  deadlines: {read: number; write: number},
  keepAlive: (pending: Promise<unknown>) => void,
): S {
  return {
    ...storefront,
    query: ((...args: Parameters<S['query']>) =>
      withDeadline(
        readAgainIfUnanswered(() => storefront.query(...args)),
        'a Storefront API query',
        deadlines.read,
      )) as S['query'],
    mutate: (async (...args: Parameters<S['mutate']>) => {
      const pending = storefront.mutate(...args);
      try {
        return await withDeadline(pending, 'a Storefront API mutation', deadlines.write);
      } catch (error) {
        if (error instanceof UpstreamDeadlineError)
          keepAlive(pending.catch(() => undefined));
        throw answeredByPlatform(error) ? error : new UnconfirmedWriteError(error);
      }
    }) as S['mutate'],
  };
}

/**
 * How long the worker waits for any service it calls before it gives the shopper the error
 * screen (a page) or the spec's message (a write) instead of an answer that never comes
 * (docs/product/operations.md#error-screens; decision 0119). A hung platform that accepts the
 * connection and never answers would otherwise hold the shopper until the runtime's own limit.
 */

/**
 * A read (a Storefront query, an account or programme look-up): the platform answers one in
 * well under a second, and a page makes a few of them, so a shopper waits at most a few
 * seconds for the error screen.
 */
export const UPSTREAM_READ_DEADLINE_MS = 5_000;

/**
 * A write (a cart change, a sign-in, a subscription): longer than a read, since a write that
 * gives up early is a change the shopper is told failed while the platform may still make it.
 */
export const UPSTREAM_WRITE_DEADLINE_MS = 8_000;

/**
 * How long a cart's next read or write waits for a write of that cart that passed its deadline
 * unanswered (decision 0124): long enough for a slow platform to finish it, short enough that a
 * hung one costs the shopper one more wait, not an endless one.
 */
export const UNCONFIRMED_WRITE_WAIT_MS = 8_000;

/** An error report, sent after the answer: it must not hold the worker for long either. */
export const ERROR_REPORT_DEADLINE_MS = 3_000;

/** Which deadline a call gets from its method alone: anything but GET and HEAD writes. */
export function deadlineForMethod(method: string | undefined): number {
  const verb = (method ?? 'GET').toUpperCase();
  return verb === 'GET' || verb === 'HEAD'
    ? UPSTREAM_READ_DEADLINE_MS
    : UPSTREAM_WRITE_DEADLINE_MS;
}

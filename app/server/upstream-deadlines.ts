// How long the worker waits for any service it calls before it gives the shopper the
// error screen (a page) or the spec's message (a write) instead of an answer that never
// comes (docs/product/operations.md#error-screens; decision 0119).

/** A read (a Storefront query, an account or programme look-up). */
export const UPSTREAM_READ_DEADLINE_MS = 5_000;

/** A write (a cart change, a sign-in, a subscription): longer than a read. */
export const UPSTREAM_WRITE_DEADLINE_MS = 8_000;

/** Which deadline a call gets from its method alone: anything but GET and HEAD writes. */
export function deadlineForMethod(method: string | undefined): number {
  const verb = (method ?? 'GET').toUpperCase();
  return verb === 'GET' || verb === 'HEAD'
    ? UPSTREAM_READ_DEADLINE_MS
    : UPSTREAM_WRITE_DEADLINE_MS;
}

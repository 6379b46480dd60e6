/**
 * One cart's writes, one at a time: the check of a limit (one white cheek brush, one free or
 * pay-what-you-want item) reads the cart, and the write that follows must not meet another
 * request's write of the same cart in between.
 *
 * What holds: within one isolate, requests naming the same cart (or, before the cart exists,
 * the same session) run their check and write in the order they arrived. Oxygen may run a
 * shopper's requests in several isolates, which share nothing; there the /cart action checks
 * the limits again on the cart its write produced and takes back its own excess, and the
 * platform's cart validation refuses an over-limit cart at checkout whatever the storefront did.
 */

import {UNCONFIRMED_WRITE_WAIT_MS} from '~/server/upstream-deadlines';

const tails = new Map<string, Promise<unknown>>();

/**
 * A cart's writes that got no answer and may still land (decision 0124): the cart's next read
 * and write wait for them, for at most UNCONFIRMED_WRITE_WAIT_MS, so what the shopper sees next
 * is the cart as the platform decided, not a cart the late write changes afterwards.
 */
const unconfirmed = new Map<string, Promise<void>>();

/** Resolves once the cart's unanswered writes have settled, or their wait is over. */
export function cartWritesSettled(key: string | undefined): Promise<void> {
  return (key ? unconfirmed.get(key) : undefined) ?? Promise.resolve();
}

function holdFor(key: string, writes: readonly Promise<unknown>[]): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, UNCONFIRMED_WRITE_WAIT_MS);
  });
  const settled = Promise.race([
    Promise.allSettled([cartWritesSettled(key), ...writes]),
    waited,
  ]).then(() => clearTimeout(timer));
  unconfirmed.set(key, settled);
  void settled.then(() => {
    if (unconfirmed.get(key) === settled) unconfirmed.delete(key);
  });
}

/** The cart a queued request of a session made, while that session's queue still runs. */
const createdCarts = new Map<string, string>();

const SESSION_COOKIE = /(?:^|;\s*)session=([^;]+)/;

/**
 * The queue a cart write joins: its cart's, or, for a shopper whose cookie names no cart yet,
 * their session's (each session cookie carries its own id, SESSION_ID_KEY). A request that arrives once the first add has set the cart cookie joins the
 * cart's queue instead; the after-write check covers that overlap.
 */
export function cartQueueKey(
  cartId: string | undefined,
  request: Request,
): string | undefined {
  if (cartId) return `cart:${cartId}`;
  const session = SESSION_COOKIE.exec(request.headers.get('Cookie') ?? '')?.[1];
  return session ? `session:${session}` : undefined;
}

/**
 * The cart an earlier request in this session's queue created: the requests queued behind it
 * add to that cart rather than each making one of their own.
 */
export function queuedCartId(request: Request): string | undefined {
  const key = cartQueueKey(undefined, request);
  return key ? createdCarts.get(key) : undefined;
}

/**
 * Runs the task once every earlier task with the same key has settled. No key (a visitor with
 * neither a cart nor a session cookie) runs at once: nothing ties their requests together.
 * `unanswered` names the task's writes that got no answer, which the cart then waits for.
 */
export async function inCartQueue<T>(
  key: string | undefined,
  task: (created: (cartId: string) => void) => Promise<T>,
  unanswered: () => readonly Promise<unknown>[] = () => [],
): Promise<T> {
  if (!key) return task(() => undefined);
  const previous = Promise.all([tails.get(key), cartWritesSettled(key)]);
  const run = previous.then(() =>
    task((cartId) => {
      if (key.startsWith('session:')) createdCarts.set(key, cartId);
    }),
  );
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    const writes = unanswered();
    if (writes.length > 0) holdFor(key, writes);
    if (tails.get(key) === tail) {
      tails.delete(key);
      createdCarts.delete(key);
    }
  }
}

import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {cartWritesSettled, inCartQueue} from '../../app/features/cart/cart-queue.server';
import {
  pendingWritesOf,
  UnconfirmedWriteError,
  withStorefrontDeadlines,
} from '../../app/server/upstream.server';
import {UNCONFIRMED_WRITE_WAIT_MS} from '~/server/upstream-deadlines';

/**
 * A cart write that gets no answer is one nobody here knows the outcome of (decision 0124): the
 * shopper is not told it failed, the runtime keeps it until the platform answers, and the
 * cart's next read and write wait for it.
 */

const DEADLINES = {read: 50, write: 100};

/** A write the test answers when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

function storefrontWith(mutation: Promise<unknown>) {
  const kept: Promise<unknown>[] = [];
  const storefront = withStorefrontDeadlines(
    {
      query: async () => ({}),
      mutate: () => mutation,
    },
    DEADLINES,
    (pending) => kept.push(pending),
  );
  return {storefront, kept};
}

function graphQLError(message: string): Error {
  const error = new Error(message);
  error.name = 'GraphQLError';
  return error;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a Storefront write', () => {
  it('past its deadline is unconfirmed, kept alive and pending until the platform answers', async () => {
    const write = deferred<{cart: string}>();
    const {storefront, kept} = storefrontWith(write.promise);
    const answer = storefront.mutate().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(DEADLINES.write);
    expect(await answer).toBeInstanceOf(UnconfirmedWriteError);
    expect(kept).toHaveLength(1);
    expect(pendingWritesOf(storefront)).toHaveLength(1);

    let settled = false;
    void kept[0]?.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    write.resolve({cart: 'made'});
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('refused by the platform is a failure the shopper is told of', async () => {
    const {storefront, kept} = storefrontWith(
      Promise.reject(graphQLError('API response error: 500')),
    );
    await expect(storefront.mutate()).rejects.toMatchObject({name: 'GraphQLError'});
    expect(kept).toHaveLength(0);
  });

  it('whose connection ended before an answer is unconfirmed', async () => {
    const {storefront} = storefrontWith(
      Promise.reject(new Error('Network connection lost.')),
    );
    await expect(storefront.mutate()).rejects.toBeInstanceOf(UnconfirmedWriteError);
  });

  it('answered in time is the answer', async () => {
    const {storefront} = storefrontWith(Promise.resolve({cart: 'made'}));
    await expect(storefront.mutate()).resolves.toEqual({cart: 'made'});
    expect(pendingWritesOf(storefront)).toHaveLength(0);
  });
});

describe('the cart queue after an unanswered write', () => {
  it("holds the cart's next read until the write settles", async () => {
    const key = 'cart:held-until-settled';
    const write = deferred<void>();
    await inCartQueue(
      key,
      async () => 'answered',
      () => [write.promise],
    );
    let read = false;
    void cartWritesSettled(key).then(() => (read = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toBe(false);
    write.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toBe(true);
  });

  it('holds the next write too, and lets go once the wait is over', async () => {
    const key = 'cart:held-at-most';
    await inCartQueue(
      key,
      async () => 'answered',
      () => [new Promise(() => undefined)],
    );
    const order: string[] = [];
    const next = inCartQueue(key, async () => {
      order.push('next write');
    });
    await vi.advanceTimersByTimeAsync(UNCONFIRMED_WRITE_WAIT_MS - 1);
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await next;
    expect(order).toEqual(['next write']);
  });

  it('does not hold a cart whose writes were all answered', async () => {
    const key = 'cart:answered';
    await inCartQueue(key, async () => 'answered');
    let read = false;
    void cartWritesSettled(key).then(() => (read = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toBe(true);
  });
});

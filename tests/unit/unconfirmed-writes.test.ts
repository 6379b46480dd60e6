import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  UnconfirmedWriteError,
  withStorefrontDeadlines,
} from '../../app/server/upstream.server';

/**
 * A cart write that gets no answer is one nobody here knows the outcome of (decision 0124): the
 * shopper is not told it failed, and the runtime keeps it until the platform answers.
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
    const {storefront, kept} = storefrontWith(Promise.resolve({cart: 'made'}));
    await expect(storefront.mutate()).resolves.toEqual({cart: 'made'});
    expect(kept).toHaveLength(0);
  });
});

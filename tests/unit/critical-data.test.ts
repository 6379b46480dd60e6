import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  criticalData,
  UPSTREAM_ERROR_STATUS,
  type CriticalDataOptions,
} from '~/server/critical-data.server';

type Result = {product: {handle: string} | null; errors?: {message: string}[]};

const PRODUCT = {handle: 'kumo-blending-brush'};
const STALE_CURSOR: CriticalDataOptions = {
  onGraphQLErrors: () =>
    new Response(null, {status: 302, headers: {Location: '/collections/eye-brushes'}}),
};

afterEach(() => vi.restoreAllMocks());

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('criticalData', () => {
  it.each<[string, Result]>([
    ['data and no errors', {product: PRODUCT}],
    ['an empty error list', {product: PRODUCT, errors: []}],
    ['nothing found, which is not an error', {product: null}],
  ])('passes %s through', async (_, result) => {
    await expect(criticalData(Promise.resolve(result), 'product')).resolves.toBe(result);
  });

  it('passes a null answer through (a cookie naming no cart)', async () => {
    await expect(criticalData(Promise.resolve(null), 'cart')).resolves.toBeNull();
  });

  // Promises are made in the test: a rejection made while collecting would go unhandled.
  it.each<[string, () => Promise<Result>, CriticalDataOptions, number]>([
    [
      'GraphQL errors beside null data',
      () =>
        Promise.resolve({product: null, errors: [{message: 'Internal error: db down'}]}),
      {},
      UPSTREAM_ERROR_STATUS,
    ],
    [
      'GraphQL errors beside partial data',
      () =>
        Promise.resolve({
          product: PRODUCT,
          errors: [{message: 'Internal error: db down'}],
        }),
      {},
      UPSTREAM_ERROR_STATUS,
    ],
    [
      'a failed request',
      () => Promise.reject(new Error('Internal error: db down')),
      {},
      UPSTREAM_ERROR_STATUS,
    ],
    [
      'GraphQL errors the address caused',
      () => Promise.resolve({product: null, errors: [{message: 'Invalid cursor'}]}),
      STALE_CURSOR,
      302,
    ],
    [
      'a failed request, whatever the address asked',
      () => Promise.reject(new Error('Internal error: db down')),
      STALE_CURSOR,
      UPSTREAM_ERROR_STATUS,
    ],
  ])('throws a Response for %s', async (_, pending, options, status) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await thrown(criticalData(pending(), 'product', options));
    expect(response.status).toBe(status);
    // The platform's own words go to the log, never to the shopper's browser.
    expect(await response.text()).not.toContain('db down');
    if (status === UPSTREAM_ERROR_STATUS) expect(log).toHaveBeenCalled();
  });
});

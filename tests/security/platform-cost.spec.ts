import {expect, test} from '@playwright/test';
import {LOCAL_STOREFRONT_TOKEN} from '../../dev/local-env';
import {PLATFORM_ORIGIN} from './platform';

/**
 * The hostile pass held the platform for seconds with one document of 11,000 aliased searches;
 * a calculated query cost refuses it before any search runs.
 */
const ALIASED_SEARCHES = 11_000;

test('the platform refuses 11,000 aliased searches with MAX_COST_EXCEEDED, unrun', async ({
  request,
}) => {
  const fields = Array.from(
    {length: ALIASED_SEARCHES},
    (_, index) => `s${index}: search(query: "brush", first: 10) { totalCount }`,
  );
  const response = await request.post(`${PLATFORM_ORIGIN}/api/2025-01/graphql.json`, {
    headers: {'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN},
    data: {query: `{ ${fields.join(' ')} }`},
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    data?: unknown;
    errors: {extensions: {code: string; maxCost: number}}[];
  };
  expect(body.data).toBeUndefined();
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0]?.extensions).toMatchObject({
    code: 'MAX_COST_EXCEEDED',
    maxCost: 1000,
  });
});

test('the platform refuses pages of pages of pages, each nested page paid per item', async ({
  request,
}) => {
  const response = await request.post(`${PLATFORM_ORIGIN}/api/2025-01/graphql.json`, {
    headers: {'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN},
    data: {
      query:
        '{ collections(first: 250) { nodes { products(first: 250) { nodes { collections(first: 250) { nodes { products(first: 250) { nodes { id } } } } } } } } }',
    },
  });
  const body = (await response.json()) as {
    data?: unknown;
    errors: {extensions: {code: string}}[];
  };
  expect(body.data).toBeUndefined();
  expect(body.errors[0]?.extensions.code).toBe('MAX_COST_EXCEEDED');
});

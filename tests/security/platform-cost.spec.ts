import {expect, test, type APIRequestContext} from '@playwright/test';
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

interface CostRefusal {
  data?: unknown;
  errors: {message: string; extensions: {code: string; cost: number; maxCost: number}}[];
}

async function platformQuery(
  request: APIRequestContext,
  query: string,
): Promise<CostRefusal> {
  const response = await request.post(`${PLATFORM_ORIGIN}/api/2025-01/graphql.json`, {
    headers: {'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN},
    data: {query},
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as CostRefusal;
}

/** Shopify's connection cost: 2, plus the page size times what one item of the page costs. */
const page = (size: number, item: number) => 2 + size * item;
/** A node of a page costs 1 (an object) plus what it asks. */
const node = (asks = 0) => 1 + asks;

test("the platform refuses three nested pages of 250 with their multiplied cost, in Shopify's error", async ({
  request,
}) => {
  const body = await platformQuery(
    request,
    '{ collections(first: 250) { nodes { products(first: 250) { nodes { collections(first: 250) { nodes { id } } } } } } }',
  );
  const cost = page(250, node(page(250, node(page(250, node())))));
  expect(body.data).toBeUndefined();
  expect(body.errors).toEqual([
    {
      message: `Query cost is ${cost}, which exceeds the single query max cost limit (1000). Ask for fewer fields or smaller pages (first/last).`,
      extensions: {code: 'MAX_COST_EXCEEDED', cost, maxCost: 1000},
    },
  ]);
});

test('the platform multiplies two nested pages: 20 collections of 50 products are refused', async ({
  request,
}) => {
  const body = await platformQuery(
    request,
    '{ collections(first: 20) { nodes { products(first: 50) { nodes { id } } } } }',
  );
  expect(body.data).toBeUndefined();
  expect(body.errors[0]?.extensions).toEqual({
    code: 'MAX_COST_EXCEEDED',
    cost: page(20, node(page(50, node()))),
    maxCost: 1000,
  });
});

/** The reported bomb's depth and more: 2^39 spreads of the last fragment. */
const FRAGMENT_BOMB_LEVELS = 40;

test('the platform answers a fragment-spread bomb with its cost, each fragment costed once', async ({
  request,
}) => {
  const fragments = Array.from({length: FRAGMENT_BOMB_LEVELS}, (_, index) =>
    index === FRAGMENT_BOMB_LEVELS - 1
      ? `fragment F${index} on Shop { brand { slogan } }`
      : `fragment F${index} on Shop { ...F${index + 1} ...F${index + 1} }`,
  );
  const body = await platformQuery(
    request,
    `query FragmentBomb { shop { ...F0 } } ${fragments.join(' ')}`,
  );
  expect(body.data).toBeUndefined();
  expect(body.errors[0]?.extensions).toEqual({
    code: 'MAX_COST_EXCEEDED',
    cost: 1 + 2 ** (FRAGMENT_BOMB_LEVELS - 1),
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

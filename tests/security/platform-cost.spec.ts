import {expect, test, type APIRequestContext} from '@playwright/test';
import {LOCAL_STOREFRONT_TOKEN} from '../../dev/local-env';
import {PLATFORM_ORIGIN} from './platform';

/**
 * The hostile pass held the platform for seconds with one document of 11,000 aliased searches,
 * and a fragment-spread bomb doubled the work of any walk over it with each level. Each is
 * refused from its shape before anything runs: the Storefront API has no cost ceiling, but no
 * storefront sends such a document (emulators/commerce/src/graphql/query-limits.ts).
 */

interface Refusal {
  data?: unknown;
  errors: {message: string; extensions: Record<string, unknown> & {code: string}}[];
}

async function platformQuery(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Refusal> {
  const response = await request.post(`${PLATFORM_ORIGIN}/api/2025-01/graphql.json`, {
    headers: {'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN},
    data: {query, variables},
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Refusal;
}

const ALIASED_SEARCHES = 11_000;

test('the platform refuses 11,000 aliased searches for their aliases, unrun', async ({
  request,
}) => {
  const fields = Array.from(
    {length: ALIASED_SEARCHES},
    (_, index) => `s${index}: search(query: "brush", first: 10) { totalCount }`,
  );
  const body = await platformQuery(request, `{ ${fields.join(' ')} }`);
  expect(body.data).toBeUndefined();
  expect(body.errors).toEqual([
    {
      message: 'Query has 11000 aliases, which exceeds max aliases of 250',
      extensions: {code: 'MAX_ALIASES_EXCEEDED', aliases: 11_000, maxAliases: 250},
    },
  ]);
});

/** The reported bomb's depth and more: 2^39 spreads of the last fragment. */
const FRAGMENT_BOMB_LEVELS = 40;

test('the platform refuses a fragment-spread bomb for the fields its spreads write out', async ({
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
    code: 'MAX_FIELDS_EXCEEDED',
    fields: 1 + 2 ** FRAGMENT_BOMB_LEVELS,
    maxFields: 5000,
  });
});

test('the platform refuses a query nested deeper than any storefront nests', async ({
  request,
}) => {
  let items = 'title';
  for (let level = 0; level < 40; level++) items = `items { ${items} }`;
  const body = await platformQuery(request, `{ menu(handle: "main-menu") { ${items} } }`);
  expect(body.data).toBeUndefined();
  expect(body.errors[0]?.extensions).toEqual({
    code: 'MAX_DEPTH_EXCEEDED',
    depth: 42,
    maxDepth: 30,
  });
});

test('the platform refuses an input list above 250 items, as Shopify does', async ({
  request,
}) => {
  const ids = Array.from({length: 251}, (_, index) => `gid://shopify/Product/${index}`);
  const body = await platformQuery(
    request,
    'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
    {ids},
  );
  expect(body.data).toBeUndefined();
  expect(body.errors[0]?.extensions.code).toBe('MAX_INPUT_SIZE_EXCEEDED');
});

test('the platform stops pages of pages of pages at the fields it may resolve', async ({
  request,
}) => {
  const products = (inner: string) => `products(first: 250) { nodes { id ${inner} } }`;
  const collections = (inner: string) =>
    `collections(first: 250) { nodes { id ${inner} } }`;
  const body = await platformQuery(
    request,
    `{ ${products(collections(products(collections(products(collections(''))))))} }`,
  );
  expect(body.data).toBeUndefined();
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0]?.extensions.code).toBe('MAX_COMPLEXITY_EXCEEDED');
});

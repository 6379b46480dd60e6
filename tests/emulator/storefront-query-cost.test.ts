import {parse, specifiedRules, validate, type OperationDefinitionNode} from 'graphql';
import {describe, expect, it} from 'vitest';
import {
  deadlineRule,
  MAX_QUERY_COST,
  queryCost,
  ValidationTimeout,
} from '../../emulators/commerce/src/graphql/query-cost';
import {storefrontSchema} from '../../emulators/commerce/src/graphql/schema';
import {
  costOf,
  FRAGMENT_BOMB_DEPTH,
  FRAGMENT_BOMB_REQUEST_DEPTH,
  fragmentBomb,
  MIN_STOREFRONT_OPERATIONS,
  pagedFragmentBomb,
  SENT_VARIABLES,
  storefrontDocuments,
  storefrontQueryCosts,
} from './storefront-operations';
import {sharedStorefront} from './storefront-platform';

describe('calculated query cost', () => {
  it('knows what each storefront operation is sent with', () => {
    const names = storefrontDocuments().map(([name]) => name);
    expect(names.length).toBeGreaterThanOrEqual(MIN_STOREFRONT_OPERATIONS);
    expect(names.filter((name) => !SENT_VARIABLES[name])).toEqual([]);
  });

  it.each(
    storefrontQueryCosts().map((row) => [
      row.name,
      JSON.stringify(row.variables),
      row.cost,
    ]),
  )('%s with %s stays under the limit', (_name, _variables, cost) => {
    expect(cost).toBeLessThanOrEqual(MAX_QUERY_COST);
  });

  it.each([
    ['a scalar on the shop', '{ shop { name } }', 1],
    ['a page of products', '{ products(first: 10) { nodes { id title } } }', 2 + 10 * 1],
    [
      'edges count like nodes',
      '{ products(first: 10) { edges { cursor node { id } } } }',
      2 + 10 * 1,
    ],
    [
      'a page size from a variable',
      'query ($n: Int) { products(first: $n) { nodes { id } } }',
      2 + 5 * 1,
    ],
    [
      "a page's own fields, once",
      '{ products(first: 10) { pageInfo { hasNextPage } nodes { id } } }',
      2 + 1 + 10 * 1,
    ],
    [
      'a page asking nothing of its items still pays its rows',
      '{ search(query: "brush", first: 10) { totalCount } }',
      2 + 10 * 1,
    ],
    [
      'a page nested in each item of a page, paid per item',
      '{ products(first: 10) { nodes { variants(first: 5) { nodes { id } } } } }',
      2 + 10 * (1 + (2 + 5 * 1)),
    ],
    [
      'three nested pages, multiplied at every level',
      '{ collections(first: 10) { nodes { products(first: 10) { nodes { collections(first: 10) { nodes { id } } } } } } }',
      2 + 10 * (1 + (2 + 10 * (1 + (2 + 10 * 1)))),
    ],
    [
      'four nested pages, multiplied at every level',
      '{ collections(first: 10) { nodes { products(first: 10) { nodes { collections(first: 10) { nodes { products(first: 10) { nodes { id } } } } } } } } }',
      2 + 10 * (1 + (2 + 10 * (1 + (2 + 10 * (1 + (2 + 10 * 1)))))),
    ],
    [
      'a fragment in a page, paid per item',
      '{ products(first: 10) { nodes { ...P } } } fragment P on Product { featuredImage { url } }',
      2 + 10 * (1 + 1),
    ],
    [
      'one fragment in pages of two sizes, each paid at its own size',
      '{ a: products(first: 10) { nodes { ...P } } b: products(first: 2) { nodes { ...P } } } fragment P on Product { variants(first: 5) { nodes { id } } }',
      2 + 10 * (1 + (2 + 5)) + (2 + 2 * (1 + (2 + 5))),
    ],
    [
      'a fragment spread twice costs what its two copies would',
      '{ shop { ...A ...A } } fragment A on Shop { brand { logo { image { url } } } }',
      1 + 2 * 3,
    ],
    [
      'fragments spreading fragments, costed once each',
      fragmentBomb(FRAGMENT_BOMB_DEPTH),
      1 + 2 ** (FRAGMENT_BOMB_DEPTH - 1),
    ],
    [
      'fragments spreading fragments inside a page, costed once each and multiplied',
      pagedFragmentBomb(FRAGMENT_BOMB_DEPTH),
      2 + 250 * (1 + 2 ** (FRAGMENT_BOMB_DEPTH - 1) * (2 + 250 * 1)),
    ],
    ['a mutation', 'mutation { cartCreate { cart { id } } }', 10 + 1 + 1],
    [
      'fragments on different types: the dearest counts',
      '{ node(id: "x") { ... on Product { featuredImage { url } seo { title } } ... on Collection { image { url } } } }',
      1 + 2,
    ],
  ])('%s', (_name, text, expected) => {
    expect(costOf(text, {n: 5})).toBe(expected);
  });
});

describe('the time checking a document may take', () => {
  const operation = parse('{ shop { name } }').definitions[0] as OperationDefinitionNode;

  it('refuses a document still being costed after its deadline', () => {
    const passed = {at: 0, now: () => 1};
    expect(() => queryCost(storefrontSchema(), operation, new Map(), {}, passed)).toThrow(
      ValidationTimeout,
    );
  });

  it('stops graphql validation at its deadline', () => {
    const passed = {at: 0, now: () => 1};
    expect(() =>
      validate(storefrontSchema(), parse('{ shop { name } }'), [
        ...specifiedRules,
        deadlineRule(passed),
      ]),
    ).toThrow(ValidationTimeout);
  });

  it('costs a document within its deadline as without one', () => {
    const ahead = {at: 1, now: () => 0};
    expect(queryCost(storefrontSchema(), operation, new Map(), {}, ahead)).toBe(1);
  });
});

const client = sharedStorefront();

/** The attacker's request: thousands of aliased searches in one document. */
function aliasedSearches(count: number): string {
  const fields = Array.from(
    {length: count},
    (_, index) => `s${index}: search(query: "brush", first: 10) { totalCount }`,
  );
  return `{ ${fields.join(' ')} }`;
}

describe('the platform refuses a request above the limit before running it', () => {
  it('answers 11,000 aliased searches with MAX_COST_EXCEEDED and no data', async () => {
    const {data, errors} = await client.query(aliasedSearches(11_000));
    expect(data).toBeUndefined();
    expect(errors).toEqual([
      {
        message: expect.stringMatching(
          /^Query cost is 132000, which exceeds the single query max cost limit \(1000\)/,
        ),
        extensions: {code: 'MAX_COST_EXCEEDED', cost: 132_000, maxCost: MAX_QUERY_COST},
      },
    ]);
  });

  it('sizes a page from its variable', async () => {
    const query = 'query ($n: Int) { products(first: $n) { nodes { id } } }';
    const refused = await client.query(query, {n: MAX_QUERY_COST});
    expect(refused.errors?.[0]?.extensions?.code).toBe('MAX_COST_EXCEEDED');
    const answered = await client.query(query, {n: 3});
    expect(answered.errors).toBeUndefined();
    expect(answered.data?.products.nodes).toHaveLength(3);
  });

  it("refuses three nested pages of 250 with their multiplied cost, in Shopify's error", async () => {
    const {data, errors} = await client.query(
      '{ collections(first: 250) { nodes { products(first: 250) { nodes { collections(first: 250) { nodes { id } } } } } } }',
    );
    const cost = 2 + 250 * (1 + (2 + 250 * (1 + (2 + 250 * 1))));
    expect(data).toBeUndefined();
    expect(errors).toEqual([
      {
        message: `Query cost is ${cost}, which exceeds the single query max cost limit (1000). Ask for fewer fields or smaller pages (first/last).`,
        extensions: {code: 'MAX_COST_EXCEEDED', cost, maxCost: MAX_QUERY_COST},
      },
    ]);
  });

  it('refuses two nested pages whose product is over the limit, though their sum is not', async () => {
    const {data, errors} = await client.query(
      '{ collections(first: 20) { nodes { products(first: 50) { nodes { id } } } } }',
    );
    expect(data).toBeUndefined();
    expect(errors?.[0]?.extensions).toEqual({
      code: 'MAX_COST_EXCEEDED',
      cost: 2 + 20 * (1 + (2 + 50 * 1)),
      maxCost: MAX_QUERY_COST,
    });
  });

  it('answers two nested pages whose product is under the limit', async () => {
    const {data, errors} = await client.query(
      '{ collections(first: 5) { nodes { handle products(first: 5) { nodes { handle } } } } }',
    );
    expect(errors).toBeUndefined();
    const collections = (
      data as {collections: {nodes: {products: {nodes: {handle: string}[]}}[]}}
    ).collections.nodes;
    expect(collections.length).toBeGreaterThan(0);
    expect(collections.some((collection) => collection.products.nodes.length > 0)).toBe(
      true,
    );
  });

  it('answers a fragment bomb of 40 levels with its cost, costing each fragment once', async () => {
    const {data, errors} = await client.query(fragmentBomb(FRAGMENT_BOMB_REQUEST_DEPTH));
    expect(data).toBeUndefined();
    expect(errors?.[0]?.extensions).toEqual({
      code: 'MAX_COST_EXCEEDED',
      cost: 1 + 2 ** (FRAGMENT_BOMB_REQUEST_DEPTH - 1),
      maxCost: MAX_QUERY_COST,
    });
  });

  it('answers a fragment bomb inside a page with its multiplied cost', async () => {
    const {data, errors} = await client.query(pagedFragmentBomb(FRAGMENT_BOMB_DEPTH));
    expect(data).toBeUndefined();
    expect(errors?.[0]?.extensions).toEqual({
      code: 'MAX_COST_EXCEEDED',
      cost: 2 + 250 * (1 + 2 ** (FRAGMENT_BOMB_DEPTH - 1) * (2 + 250 * 1)),
      maxCost: MAX_QUERY_COST,
    });
  });

  it('answers a request right at the limit', async () => {
    const {data, errors} = await client.query(aliasedSearches(76));
    expect(errors).toBeUndefined();
    expect(Object.keys(data ?? {})).toHaveLength(76);
  });
});

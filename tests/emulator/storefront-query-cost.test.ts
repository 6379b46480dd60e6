import {parse, specifiedRules, validate, type OperationDefinitionNode} from 'graphql';
import {describe, expect, it} from 'vitest';
import {queryCost} from '../../emulators/commerce/src/graphql/query-cost';
import {
  deadlineRule,
  MAX_ALIASES,
  MAX_INPUT_ARRAY_SIZE,
  MAX_QUERY_DEPTH,
  MAX_SPREAD_FIELDS,
  shapeError,
  ValidationTimeout,
} from '../../emulators/commerce/src/graphql/query-limits';
import {storefrontSchema} from '../../emulators/commerce/src/graphql/schema';
import {
  costOf,
  FRAGMENT_BOMB_DEPTH,
  FRAGMENT_BOMB_REQUEST_DEPTH,
  fragmentBomb,
  hydrogenDefaultCartQuery,
  MIN_STOREFRONT_OPERATIONS,
  pagedFragmentBomb,
  SENT_VARIABLES,
  shapeOf,
  storefrontDocuments,
  storefrontQueryCosts,
} from './storefront-operations';
import {sharedStorefront} from './storefront-platform';

/** What Hydrogen's cart handler asks by default: 100 lines (Hydrogen's `numCartLines`). */
const HYDROGEN_CART_LINES = 100;

describe('every operation a storefront sends is accepted, at its cost', () => {
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
      row.text,
    ]),
  )('%s with %s costs %i and is within every limit', (_name, _variables, cost, text) => {
    expect(cost).toBeGreaterThan(0);
    expect(shapeError(shapeOf(text))).toBeNull();
  });

  it("accepts Hydrogen's default cart query, 100 lines at a cost of 1,212", async () => {
    const query = await hydrogenDefaultCartQuery();
    expect(query).toContain('lines(first: $numCartLines)');
    expect(costOf(query, {numCartLines: HYDROGEN_CART_LINES})).toBe(1212);
    expect(shapeError(shapeOf(query))).toBeNull();
  });
});

describe('the requested cost', () => {
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
      'a fragment spread twice is one selection, as GraphQL runs it',
      '{ shop { ...A ...A } } fragment A on Shop { brand { logo { image { url } } } }',
      1 + 3,
    ],
    [
      'one field selected twice is one field',
      '{ shop { brand { slogan } brand { logo { id } } } }',
      1 + 1 + 1,
    ],
    [
      'fragments spreading fragments are one selection',
      fragmentBomb(FRAGMENT_BOMB_DEPTH),
      1 + 1,
    ],
    ['a mutation', 'mutation { cartCreate { cart { id } } }', 10 + 1 + 1],
    [
      'fragments on different types: the dearest counts',
      '{ node(id: "x") { ... on Product { featuredImage { url } seo { title } } ... on Collection { image { url } } } }',
      1 + 2,
    ],
    [
      "a page's two kinds of item: each item is one kind, the dearer counts",
      '{ cart(id: "x") { lines(first: 10) { nodes { ... on CartLine { merchandise { ... on ProductVariant { image { url } } } } } nodes { ... on ComponentizableCartLine { merchandise { ... on ProductVariant { id } } lineComponents { id } } } } } }',
      1 + 2 + 10 * (1 + 1 + 1),
    ],
    [
      "fields of the abstract type itself count for every kind, with the kind's own",
      '{ node(id: "x") { id ... on Product { seo { title } } ... on Collection { image { url } seo { title } } } }',
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

/** Aliased searches, each scanning the whole catalog. */
function aliasedSearches(count: number): string {
  const fields = Array.from(
    {length: count},
    (_, index) => `s${index}: search(query: "brush", first: 10) { totalCount }`,
  );
  return `{ ${fields.join(' ')} }`;
}

/** A menu's items nested until the operation is `depth` deep. */
function nestedMenu(depth: number): string {
  let items = 'title';
  for (let level = 2; level < depth; level++) items = `items { ${items} }`;
  return `{ menu(handle: "main-menu") { ${items} } }`;
}

describe('the platform refuses what no storefront sends, unrun, and answers the rest', () => {
  it('refuses 11,000 aliased searches for their aliases', async () => {
    const {data, errors} = await client.query(aliasedSearches(11_000));
    expect(data).toBeUndefined();
    expect(errors).toEqual([
      {
        message: `Query has 11000 aliases, which exceeds max aliases of ${MAX_ALIASES}`,
        extensions: {
          code: 'MAX_ALIASES_EXCEEDED',
          aliases: 11_000,
          maxAliases: MAX_ALIASES,
        },
      },
    ]);
  });

  it(`answers ${MAX_ALIASES} aliased searches and refuses one more`, async () => {
    const answered = await client.query(aliasedSearches(MAX_ALIASES));
    expect(answered.errors).toBeUndefined();
    expect(Object.keys(answered.data ?? {})).toHaveLength(MAX_ALIASES);
    const refused = await client.query(aliasedSearches(MAX_ALIASES + 1));
    expect(refused.errors?.[0]?.extensions?.code).toBe('MAX_ALIASES_EXCEEDED');
  });

  it('refuses a fragment bomb of 40 levels for the fields its spreads write out', async () => {
    const {data, errors} = await client.query(fragmentBomb(FRAGMENT_BOMB_REQUEST_DEPTH));
    const fields = 1 + 2 ** FRAGMENT_BOMB_REQUEST_DEPTH;
    expect(data).toBeUndefined();
    expect(errors).toEqual([
      {
        message: `Query has ${fields} fields once its fragments are spread, which exceeds max fields of ${MAX_SPREAD_FIELDS}`,
        extensions: {code: 'MAX_FIELDS_EXCEEDED', fields, maxFields: MAX_SPREAD_FIELDS},
      },
    ]);
  });

  it('refuses a fragment bomb inside a page', async () => {
    const {data, errors} = await client.query(pagedFragmentBomb(FRAGMENT_BOMB_DEPTH));
    expect(data).toBeUndefined();
    expect(errors?.[0]?.extensions?.code).toBe('MAX_FIELDS_EXCEEDED');
  });

  it(`answers an operation ${MAX_QUERY_DEPTH} deep and refuses one deeper`, async () => {
    const answered = await client.query(nestedMenu(MAX_QUERY_DEPTH));
    expect(answered.errors).toBeUndefined();
    expect(answered.data?.menu).not.toBeNull();
    const refused = await client.query(nestedMenu(MAX_QUERY_DEPTH + 1));
    expect(refused.data).toBeUndefined();
    expect(refused.errors).toEqual([
      {
        message: `Query has depth of ${MAX_QUERY_DEPTH + 1}, which exceeds max depth of ${MAX_QUERY_DEPTH}`,
        extensions: {
          code: 'MAX_DEPTH_EXCEEDED',
          depth: MAX_QUERY_DEPTH + 1,
          maxDepth: MAX_QUERY_DEPTH,
        },
      },
    ]);
  });

  it('answers pages nested in pages, as Shopify does, with no cost ceiling', async () => {
    const {data, errors} = await client.query(
      '{ collections(first: 250) { nodes { handle products(first: 250) { nodes { handle variants(first: 250) { nodes { id } } } } } } }',
    );
    expect(errors).toBeUndefined();
    const collections = (
      data as {collections: {nodes: {products: {nodes: {handle: string}[]}}[]}}
    ).collections.nodes;
    expect(collections.length).toBeGreaterThan(1);
    expect(collections.some((collection) => collection.products.nodes.length > 10)).toBe(
      true,
    );
  });

  const productIds = (count: number) =>
    Array.from({length: count}, (_, index) => `gid://shopify/Product/${index + 1}`);
  const inputSizeRequests: [
    string,
    (ids: string[]) => [string, Record<string, unknown>],
  ][] = [
    [
      'written in the query',
      (ids) => [`{ nodes(ids: ${JSON.stringify(ids)}) { id } }`, {}],
    ],
    [
      'sent as a variable',
      (ids) => ['query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {ids}],
    ],
  ];

  it.each(inputSizeRequests)(
    `answers an input list of ${MAX_INPUT_ARRAY_SIZE} items %s and refuses one more`,
    async (_name, request) => {
      const answered = await client.query(...request(productIds(MAX_INPUT_ARRAY_SIZE)));
      expect(answered.errors).toBeUndefined();
      expect(answered.data?.nodes).toHaveLength(MAX_INPUT_ARRAY_SIZE);
      const {data, errors} = await client.query(
        ...request(productIds(MAX_INPUT_ARRAY_SIZE + 1)),
      );
      expect(data).toBeUndefined();
      expect(errors).toEqual([
        {
          message: `The input array size of ${MAX_INPUT_ARRAY_SIZE + 1} is greater than the maximum allowed of ${MAX_INPUT_ARRAY_SIZE}.`,
          extensions: {
            code: 'MAX_INPUT_SIZE_EXCEEDED',
            size: MAX_INPUT_ARRAY_SIZE + 1,
            maxSize: MAX_INPUT_ARRAY_SIZE,
          },
        },
      ]);
    },
  );

  it('refuses a list nested in an input object above the limit', async () => {
    const attributes = Array.from({length: MAX_INPUT_ARRAY_SIZE + 1}, (_, index) => ({
      key: `k${index}`,
      value: 'v',
    }));
    const {data, errors} = await client.query(
      'mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } } }',
      {input: {attributes}},
    );
    expect(data).toBeUndefined();
    expect(errors?.[0]?.extensions?.code).toBe('MAX_INPUT_SIZE_EXCEEDED');
  });

  it('logs each answered request with its requested cost', async () => {
    const mark = client.platform.core.requestLog.seq;
    await client.query('query Cost { products(first: 10) { nodes { id } } }');
    expect(client.platform.core.requestLog.since(mark)).toEqual([
      expect.objectContaining({operationName: 'Cost', cost: 12, errors: 0}),
    ]);
  });
});

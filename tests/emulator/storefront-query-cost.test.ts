import {
  Kind,
  parse,
  specifiedRules,
  validate,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  deadlineRule,
  MAX_QUERY_COST,
  queryCost,
  ValidationTimeout,
} from '../../emulators/commerce/src/graphql/query-cost';
import {storefrontSchema} from '../../emulators/commerce/src/graphql/schema';
import * as cart from '../../graphql/cart';
import * as catalog from '../../graphql/catalog';
import * as content from '../../graphql/content';
import * as layout from '../../graphql/layout';
import * as product from '../../graphql/product';
import * as promos from '../../graphql/promos';
import * as search from '../../graphql/search';
import {startStorefront, type StorefrontClient} from './storefront-platform';

/** The storefront's cart page (CART_LINES_LIMIT), its largest. */
const CART_PAGE = 250;
/** The largest other page or list the storefront asks (VARIANTS_LIMIT, COLLECTIONS_LIMIT). */
const LARGEST_OTHER_PAGE = 50;

function costOf(text: string, variables: Record<string, unknown> = {}): number {
  const document = parse(text);
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION
        ? [[definition.name.value, definition] as [string, FragmentDefinitionNode]]
        : [],
    ),
  );
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  return queryCost(storefrontSchema(), operation, fragments, variables);
}

/** Every operation the storefront sends, each size variable at the largest value it uses. */
function storefrontOperations(): [string, string][] {
  const operations: [string, string][] = [
    cart,
    catalog,
    content,
    layout,
    product,
    promos,
    search,
  ].flatMap((module) =>
    Object.entries(module as Record<string, unknown>).flatMap(([name, text]) =>
      typeof text === 'string' && /^\s*#graphql\s*(query|mutation)\b/.test(text)
        ? [[name, text] as [string, string]]
        : [],
    ),
  );
  // Hydrogen's cart handler wraps the cart fragment in its own query and mutations.
  operations.push(
    [
      'CartQuery (Hydrogen)',
      `query CartQuery($cartId: ID!, $numCartLines: Int = 100) { cart(id: $cartId) { ...CartApiQuery } } ${cart.CART_QUERY_FRAGMENT}`,
    ],
    [
      'cartLinesAdd (Hydrogen)',
      `mutation cartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $numCartLines: Int = 100) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ...CartApiQuery } userErrors { code field message } warnings { code message target } } } ${cart.CART_QUERY_FRAGMENT}`,
    ],
  );
  return operations;
}

/** As deep as the reported request: 25 fragments, 1.3 KB, 3.4 s of costing before. */
const FRAGMENT_BOMB_DEPTH = 25;

/**
 * A document of `depth` fragments on Shop, each spreading the next twice, the last asking for
 * the shop's brand: the brand is asked 2^(depth - 1) times over.
 */
function fragmentBomb(depth: number): string {
  const fragments = Array.from({length: depth}, (_, index) =>
    index === depth - 1
      ? `fragment F${index} on Shop { brand { slogan } }`
      : `fragment F${index} on Shop { ...F${index + 1} ...F${index + 1} }`,
  );
  return `query FragmentBomb { shop { ...F0 } } ${fragments.join(' ')}`;
}

/** Deep enough that costing every spread would not finish: 2^39 walks of the last fragment. */
const FRAGMENT_BOMB_REQUEST_DEPTH = 40;

const sizeVariables = new Proxy<Record<string, unknown>>(
  {},
  {get: (_target, name) => (name === 'numCartLines' ? CART_PAGE : LARGEST_OTHER_PAGE)},
);

describe('calculated query cost', () => {
  it('finds the storefront operations', () => {
    expect(storefrontOperations().length).toBeGreaterThanOrEqual(15);
  });

  it.each(storefrontOperations())('%s stays under the limit', (_name, text) => {
    expect(costOf(text, sizeVariables)).toBeLessThanOrEqual(MAX_QUERY_COST);
  });

  it.each([
    ['a scalar on the shop', '{ shop { name } }', 1],
    ['a page of products', '{ products(first: 10) { nodes { id title } } }', 2 + 10 + 1],
    [
      'edges count like nodes',
      '{ products(first: 10) { edges { cursor node { id } } } }',
      2 + 10 + 1,
    ],
    [
      'a page size from a variable',
      'query ($n: Int) { products(first: $n) { nodes { id } } }',
      2 + 5 + 1,
    ],
    [
      'a page nested in each item of a page, counted once',
      '{ products(first: 10) { nodes { variants(first: 5) { nodes { id } } } } }',
      2 + 10 + 1 + (2 + 5 + 1),
    ],
    [
      'a page of pages nested in a page, paid once per item',
      '{ collections(first: 10) { nodes { products(first: 10) { nodes { collections(first: 10) { nodes { id } } } } } } }',
      2 + 10 + 1 + 10 * (2 + 10 + 1 + (2 + 10 + 1)),
    ],
    [
      'pages four deep, multiplied at every level that holds pages',
      '{ collections(first: 10) { nodes { products(first: 10) { nodes { collections(first: 10) { nodes { products(first: 10) { nodes { id } } } } } } } } }',
      2 + 10 + 1 + 10 * (2 + 10 + 1 + 10 * (2 + 10 + 1 + (2 + 10 + 1))),
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

let client: StorefrontClient;
beforeAll(async () => {
  client = await startStorefront();
});
afterAll(() => client.close());

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

  it('refuses three nested pages of 250, which once cost about 760', async () => {
    const {data, errors} = await client.query(
      '{ collections(first: 250) { nodes { products(first: 250) { nodes { collections(first: 250) { nodes { id } } } } } } }',
    );
    expect(data).toBeUndefined();
    expect(errors?.[0]?.extensions).toMatchObject({code: 'MAX_COST_EXCEEDED'});
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

  it('answers a request right at the limit', async () => {
    const {data, errors} = await client.query(aliasedSearches(76));
    expect(errors).toBeUndefined();
    expect(Object.keys(data ?? {})).toHaveLength(76);
  });
});

import {
  Kind,
  parse,
  specifiedRules,
  validate,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import {
  deadlineRule,
  MAX_QUERY_COST,
  queryCost,
  ValidationTimeout,
} from '../../emulators/commerce/src/graphql/query-cost';
import {storefrontSchema} from '../../emulators/commerce/src/graphql/schema';
import {
  ORDER_DISCOUNTS_FIRST,
  ORDER_DISCOUNTS_PAGE_SIZE,
  ORDER_LINES_FIRST,
  ORDER_LINES_PAGE_SIZE,
  ORDERS_PAGE_SIZE,
} from '../../app/features/account/orders.server';
import {CART_LINES_PAGE_SIZE} from '../../app/features/cart/cart.server';
import {RECOMMENDATIONS_FETCHED} from '../../app/features/cart/confirmation-recommendations.server';
import {COLLECTION_PAGE_SIZE} from '../../app/features/catalog/collection.server';
import {COLLECTIONS_PAGE_SIZE} from '../../app/features/catalog/collections.server';
import {HOME_BEST_SELLERS_COUNT} from '../../app/features/catalog/home.server';
import {PRODUCT_RECOMMENDATIONS_FETCHED} from '../../app/features/catalog/product.server';
import {SECRET_SHOP_PRODUCTS_PAGE_SIZE} from '../../app/features/programmes/secret-shop.server';
import {PREDICTIVE_RESULTS_PER_KIND} from '../../app/features/search/predictive-search.server';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_PAGES_LIMIT,
  SUGGESTED_COLLECTIONS_LIMIT,
  SUGGESTED_PRODUCTS_LIMIT,
} from '../../app/features/search/search.server';
import {
  CARD_VARIANTS_LIMIT,
  COLLECTIONS_LIMIT,
  PRODUCT_IMAGES_LIMIT,
  PROMO_CARDS_PAGE_SIZE,
  VARIANTS_LIMIT,
} from '@brush/rules/limits';
import * as account from '../../graphql/account';
import * as cart from '../../graphql/cart';
import * as catalog from '../../graphql/catalog';
import * as content from '../../graphql/content';
import * as layout from '../../graphql/layout';
import * as markets from '../../graphql/markets';
import * as product from '../../graphql/product';
import * as programmes from '../../graphql/programmes';
import * as promos from '../../graphql/promos';
import * as search from '../../graphql/search';
import {sharedStorefront} from './storefront-platform';

function parsed(text: string) {
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
  return {fragments, operation};
}

function costOf(text: string, variables: Record<string, unknown> = {}): number {
  const {fragments, operation} = parsed(text);
  if (!operation) throw new Error('no operation');
  return queryCost(storefrontSchema(), operation, fragments, variables);
}

/** As many operations as graphql/ exports today, so a module left out of the walk shows. */
const MIN_STOREFRONT_OPERATIONS = 25;

/** Hydrogen's cart handler wraps the cart fragment in its own query. */
const HYDROGEN_CART_QUERY = `query CartQuery($cartId: ID!, $numCartLines: Int = 100) { cart(id: $cartId) { ...CartApiQuery } } ${cart.CART_QUERY_FRAGMENT}`;

/**
 * The size variables each operation is sent with, one set per loader that sends it (a page
 * read forwards or backwards is the same size). An operation missing here fails the test
 * below, so a new query is costed with what its loader sends.
 */
const SENT_VARIABLES: Record<string, Record<string, unknown>[]> = {
  CustomerAccessTokenCreateWithMultipass: [{}],
  CustomerAccessTokenDelete: [{}],
  CustomerSessionsRevoke: [{}],
  Customer: [{}],
  CustomerOrders: [
    {
      first: ORDERS_PAGE_SIZE,
      linesFirst: ORDER_LINES_FIRST,
      discountsFirst: ORDER_DISCOUNTS_FIRST,
    },
  ],
  OrderParts: [
    {linesFirst: ORDER_LINES_PAGE_SIZE, discountsFirst: ORDER_DISCOUNTS_PAGE_SIZE},
  ],
  CartQuery: [{numCartLines: CART_LINES_PAGE_SIZE}],
  CartLines: [{first: CART_LINES_PAGE_SIZE}],
  CountryRebuildProducts: [{variantsLimit: VARIANTS_LIMIT}],
  CartOffers: [{}],
  BogoChoices: [{}],
  Home: [{bestSellersCount: HOME_BEST_SELLERS_COUNT, variantsLimit: CARD_VARIANTS_LIMIT}],
  Collections: [{first: COLLECTIONS_PAGE_SIZE}, {last: COLLECTIONS_PAGE_SIZE}],
  Collection: [
    {first: COLLECTION_PAGE_SIZE, variantsLimit: CARD_VARIANTS_LIMIT},
    {last: COLLECTION_PAGE_SIZE, variantsLimit: CARD_VARIANTS_LIMIT},
  ],
  ContentPage: [{}],
  Layout: [{}],
  AvailableCountries: [{}],
  Product: [{imagesLimit: PRODUCT_IMAGES_LIMIT, variantsLimit: VARIANTS_LIMIT}],
  ProductRecommendations: [
    {first: PRODUCT_RECOMMENDATIONS_FETCHED, variantsLimit: CARD_VARIANTS_LIMIT},
    {first: RECOMMENDATIONS_FETCHED, variantsLimit: CARD_VARIANTS_LIMIT},
  ],
  SecretShop: [{collectionsLimit: COLLECTIONS_LIMIT}],
  SecretShopProducts: [
    {
      first: SECRET_SHOP_PRODUCTS_PAGE_SIZE,
      variantsLimit: VARIANTS_LIMIT,
      imagesLimit: PRODUCT_IMAGES_LIMIT,
      collectionsLimit: COLLECTIONS_LIMIT,
    },
  ],
  ConceptStore: [{first: PROMO_CARDS_PAGE_SIZE, variantsLimit: CARD_VARIANTS_LIMIT}],
  PwywProducts: [{first: PROMO_CARDS_PAGE_SIZE, variantsLimit: CARD_VARIANTS_LIMIT}],
  PwywProduct: [{imagesLimit: PRODUCT_IMAGES_LIMIT, variantsLimit: VARIANTS_LIMIT}],
  CartFlowVariant: [{collectionsLimit: COLLECTIONS_LIMIT}],
  Search: [
    {
      first: SEARCH_PAGE_SIZE,
      pagesLimit: SEARCH_PAGES_LIMIT,
      collectionsLimit: SUGGESTED_COLLECTIONS_LIMIT,
      variantsLimit: CARD_VARIANTS_LIMIT,
    },
  ],
  SearchSuggestions: [
    {
      collectionsLimit: SUGGESTED_COLLECTIONS_LIMIT,
      productsLimit: SUGGESTED_PRODUCTS_LIMIT,
      variantsLimit: CARD_VARIANTS_LIMIT,
    },
  ],
  PredictiveSearch: [
    {limit: PREDICTIVE_RESULTS_PER_KIND, variantsLimit: CARD_VARIANTS_LIMIT},
  ],
  SearchTermCount: [{}],
};

/** Every operation the storefront sends: the documents graphql/ exports, and Hydrogen's cart query. */
function storefrontDocuments(): [string, string][] {
  const exported = [
    account,
    cart,
    catalog,
    content,
    layout,
    markets,
    product,
    programmes,
    promos,
    search,
  ].flatMap((module) =>
    Object.values(module as Record<string, unknown>).flatMap((text) => {
      if (typeof text !== 'string') return [];
      const name = parsed(text).operation?.name?.value;
      return name ? [[name, text] as [string, string]] : [];
    }),
  );
  return [...exported, ['CartQuery', HYDROGEN_CART_QUERY]];
}

/** Each operation with each set of variables it is sent with, and what that costs. */
function storefrontQueryCosts(): {
  name: string;
  variables: Record<string, unknown>;
  cost: number;
}[] {
  return storefrontDocuments().flatMap(([name, text]) =>
    (SENT_VARIABLES[name] ?? []).map((variables) => ({
      name,
      variables,
      cost: costOf(text, variables),
    })),
  );
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

/**
 * The bomb on a page: `depth` fragments on Collection, each spreading the next twice, the last
 * asking for a page of products, all inside a page of 250 collections.
 */
function pagedFragmentBomb(depth: number): string {
  const fragments = Array.from({length: depth}, (_, index) =>
    index === depth - 1
      ? `fragment C${index} on Collection { products(first: 250) { nodes { id } } }`
      : `fragment C${index} on Collection { ...C${index + 1} ...C${index + 1} }`,
  );
  return `query PagedFragmentBomb { collections(first: 250) { nodes { ...C0 } } } ${fragments.join(' ')}`;
}

/** Deep enough that costing every spread would not finish: 2^39 walks of the last fragment. */
const FRAGMENT_BOMB_REQUEST_DEPTH = 40;

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

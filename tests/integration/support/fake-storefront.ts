/**
 * A small Storefront API for route tests: it executes the worker's real documents against the
 * official 2025-01 schema (so a document the schema refuses fails the test), over a handful of
 * products and an in-memory cart store. msw routes the worker's fetches to it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  buildClientSchema,
  graphql,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {currencyForCountry} from '~/lib/countries';
import {convertFromUsd} from '~/lib/currency';
import {TEST_SESSION_SECRET} from './worker';

export const FAKE_STORE_ORIGIN = 'http://commerce.test';
export const FAKE_STOREFRONT_TOKEN = 'teststorefrontpublictoken0000001';
export const STOREFRONT_API_PATH = '/api/2025-01/graphql.json';

/** The worker environment pointing at the fake. */
export const FAKE_STOREFRONT_ENV = {
  SESSION_SECRET: TEST_SESSION_SECRET,
  PUBLIC_STORE_DOMAIN: FAKE_STORE_ORIGIN,
  PUBLIC_STOREFRONT_API_TOKEN: FAKE_STOREFRONT_TOKEN,
  PUBLIC_STOREFRONT_ID: '1000000001',
  PUBLIC_CHECKOUT_DOMAIN: FAKE_STORE_ORIGIN,
  MULTIPASS_SECRET: 'integration-test-multipass-secret',
  PUBLIC_FIREBASE_API_KEY: 'integration-test-key',
  PUBLIC_FIREBASE_PROJECT_ID: 'demo-integration',
};

const ROOT = path.resolve(import.meta.dirname, '../../..');

let schema: GraphQLSchema | undefined;
function storefrontSchema(): GraphQLSchema {
  schema ??= buildClientSchema(
    JSON.parse(
      readFileSync(
        path.join(ROOT, 'node_modules/@shopify/hydrogen-react/storefront.schema.json'),
        'utf8',
      ),
    ) as IntrospectionQuery,
  );
  return schema;
}

export interface FakeVariant {
  id: string;
  title: string;
  sku: string;
  priceUsd: number;
  options: Record<string, string>;
  availableForSale?: boolean;
  currentlyNotInStock?: boolean;
  /** 'namespace.key' -> value */
  metafields?: Record<string, string>;
}

export interface FakeProduct {
  id: string;
  handle: string;
  title: string;
  tags?: string[];
  descriptionHtml?: string;
  metafields?: Record<string, string>;
  variants: FakeVariant[];
}

export interface FakeCollection {
  handle: string;
  title: string;
  /** Shopify's seo.hidden: a secret collection. */
  hidden?: boolean;
  /** The member products' handles; every product when absent. */
  productHandles?: string[];
}

/** The shop's public shelves, each holding every fake product unless a test says otherwise. */
export const DEFAULT_FAKE_COLLECTIONS: FakeCollection[] = [
  {handle: 'eye-brushes', title: 'eye brushes'},
  {handle: 'best-sellers', title: 'best sellers'},
  {handle: 'face-brushes', title: 'face brushes'},
  {handle: 'concept-store', title: 'concept store'},
];

export interface RecordedRequest {
  operationName: string;
  isMutation: boolean;
  query: string;
  variables: Record<string, unknown>;
  headers: Headers;
}

interface StoredLine {
  id: string;
  merchandiseId: string;
  quantity: number;
  attributes: Array<{key: string; value: string}>;
}

interface StoredCart {
  token: string;
  country: string;
  lines: StoredLine[];
  discountCodes: string[];
}

interface RequestContext {
  country: string;
}

type Resolved<T> = (args: Record<string, unknown>, context: RequestContext) => T;

function money(usd: number): {amount: Resolved<string>; currencyCode: Resolved<string>} {
  return {
    amount: (_args, {country}) =>
      String(convertFromUsd(usd, currencyForCountry(country))),
    currencyCode: (_args, {country}) => currencyForCountry(country),
  };
}

function image(id: string, alt: string) {
  return {
    __typename: 'Image',
    id: `gid://shopify/ProductImage/${id}`,
    url: () => `${FAKE_STORE_ORIGIN}/cdn/shop/files/${id}.png`,
    altText: alt,
    width: 1200,
    height: 1500,
  };
}

function metafieldResolver(values: Record<string, string> | undefined) {
  return ({namespace, key}: Record<string, unknown>) => {
    const value = values?.[`${String(namespace)}.${String(key)}`];
    return value === undefined ? null : {__typename: 'Metafield', value, reference: null};
  };
}

/** The operation name Hydrogen's minified document declares. */
function operationOf(query: string): {operationName: string; isMutation: boolean} {
  const match = /\b(query|mutation)\s+(\w+)/.exec(query);
  return {
    operationName: match?.[2] ?? 'anonymous',
    isMutation: match?.[1] === 'mutation',
  };
}

export interface FakeStorefront {
  products: FakeProduct[];
  carts: Map<string, StoredCart>;
  requests: RecordedRequest[];
  /** Operation names that answer HTTP 500, to exercise error paths. */
  failing: Set<string>;
  /**
   * Operations answered 200 with GraphQL errors and no data, which Hydrogen resolves instead
   * of throwing (the platform's partial failures).
   */
  answeringWithErrors: Set<string>;
  readonly env: Record<string, string>;
  start(): void;
  stop(): void;
  reset(): void;
  operations(): string[];
}

export function createFakeStorefront(
  products: FakeProduct[],
  collections: FakeCollection[] = DEFAULT_FAKE_COLLECTIONS,
): FakeStorefront {
  const carts = new Map<string, StoredCart>();
  const requests: RecordedRequest[] = [];
  const failing = new Set<string>();
  const answeringWithErrors = new Set<string>();
  let nextId = 1;

  const variantById = (id: unknown) => {
    for (const product of products) {
      const variant = product.variants.find((candidate) => candidate.id === id);
      if (variant) return {product, variant};
    }
    return undefined;
  };

  const variantNode = (product: FakeProduct, variant: FakeVariant) => ({
    __typename: 'ProductVariant',
    id: variant.id,
    title: variant.title,
    sku: variant.sku,
    availableForSale: variant.availableForSale ?? true,
    currentlyNotInStock: variant.currentlyNotInStock ?? false,
    requiresShipping: true,
    selectedOptions: Object.entries(variant.options).map(([name, value]) => ({
      name,
      value,
    })),
    price: money(variant.priceUsd),
    compareAtPrice: null,
    image: image(`${product.handle}-1`, product.title),
    metafield: metafieldResolver(variant.metafields),
    product: () => productNode(product),
  });

  const productNode = (product: FakeProduct) => {
    const prices = product.variants.map((variant) => variant.priceUsd);
    const optionNames = [
      ...new Set(product.variants.flatMap((v) => Object.keys(v.options))),
    ];
    return {
      __typename: 'Product',
      id: product.id,
      handle: product.handle,
      title: product.title,
      vendor: 'Brush Atelier',
      productType: 'Eye Brush',
      tags: product.tags ?? [],
      description: product.title,
      descriptionHtml: product.descriptionHtml ?? `<p>${product.title}</p>`,
      availableForSale: product.variants.some(
        (variant) => variant.availableForSale ?? true,
      ),
      seo: {title: null, description: null},
      featuredImage: image(`${product.handle}-1`, product.title),
      images: () => ({nodes: [image(`${product.handle}-1`, product.title)]}),
      options: optionNames.map((name) => ({
        name,
        optionValues: [...new Set(product.variants.map((v) => v.options[name]))].map(
          (value) => ({name: value}),
        ),
      })),
      priceRange: {minVariantPrice: money(Math.min(...prices))},
      compareAtPriceRange: {minVariantPrice: money(0)},
      metafield: metafieldResolver(product.metafields),
      variants: () => ({
        nodes: product.variants.map((variant) => variantNode(product, variant)),
      }),
      collections: () => ({
        nodes: collections
          .filter(
            (collection) =>
              !collection.productHandles ||
              collection.productHandles.includes(product.handle),
          )
          .map(collectionNode),
      }),
    };
  };

  const collectionNode = (collection: FakeCollection) => ({
    __typename: 'Collection',
    id: `gid://shopify/Collection/${collection.handle}`,
    handle: collection.handle,
    title: collection.title,
    description: '',
    seo: {title: null, description: null},
    image: null,
    metafield: metafieldResolver(collection.hidden ? {'seo.hidden': '1'} : {}),
    products: () => ({
      nodes: products
        .filter(
          (product) =>
            !collection.productHandles ||
            collection.productHandles.includes(product.handle),
        )
        .map(productNode),
      pageInfo: {
        hasPreviousPage: false,
        hasNextPage: false,
        startCursor: null,
        endCursor: null,
      },
    }),
  });

  const cartNode = (stored: StoredCart) => {
    const lineNodes = stored.lines.map((line) => {
      const found = variantById(line.merchandiseId);
      const unitUsd = found?.variant.priceUsd ?? 0;
      return {
        __typename: 'CartLine',
        id: line.id,
        quantity: line.quantity,
        attributes: line.attributes,
        discountAllocations: [],
        cost: {
          totalAmount: money(unitUsd * line.quantity),
          subtotalAmount: money(unitUsd * line.quantity),
          amountPerQuantity: money(unitUsd),
          compareAtAmountPerQuantity: null,
        },
        merchandise: found ? variantNode(found.product, found.variant) : null,
      };
    });
    const subtotalUsd = stored.lines.reduce(
      (sum, line) =>
        sum + (variantById(line.merchandiseId)?.variant.priceUsd ?? 0) * line.quantity,
      0,
    );
    return {
      __typename: 'Cart',
      id: `gid://shopify/Cart/${stored.token}?key=k${stored.token}`,
      checkoutUrl: `${FAKE_STORE_ORIGIN}/checkouts/cn/${stored.token}`,
      totalQuantity: stored.lines.reduce((sum, line) => sum + line.quantity, 0),
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
      note: null,
      attributes: [],
      buyerIdentity: {countryCode: stored.country, email: null},
      cost: {subtotalAmount: money(subtotalUsd), totalAmount: money(subtotalUsd)},
      discountCodes: stored.discountCodes.map((code) => ({code, applicable: false})),
      discountAllocations: [],
      lines: () => ({nodes: lineNodes}),
    };
  };

  const cartFromId = (id: unknown): StoredCart | undefined => {
    const match = /^gid:\/\/shopify\/Cart\/([^?]+)/.exec(String(id));
    return match ? carts.get(match[1] ?? '') : undefined;
  };

  const missingCart = {
    cart: null,
    userErrors: [
      {code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.'},
    ],
    warnings: [],
  };

  const payload = (stored: StoredCart) => ({
    cart: cartNode(stored),
    userErrors: [],
    warnings: [],
  });

  type LineInput = {
    merchandiseId: string;
    quantity?: number;
    attributes?: StoredLine['attributes'];
  };

  const addLines = (stored: StoredCart, lines: LineInput[]) => {
    for (const line of lines) {
      stored.lines.push({
        id: `gid://shopify/CartLine/${nextId++}?cart=${stored.token}`,
        merchandiseId: line.merchandiseId,
        quantity: line.quantity ?? 1,
        attributes: line.attributes ?? [],
      });
    }
  };

  const rootValue = {
    shop: {
      id: 'gid://shopify/Shop/1',
      name: 'Brush Atelier',
      description: 'Eye and face brushes',
      primaryDomain: {url: 'https://brushes.example'},
    },
    localization: (_args: unknown, {country}: RequestContext) => ({
      country: {
        isoCode: country,
        name: country,
        currency: {isoCode: currencyForCountry(country), symbol: ''},
      },
      language: {isoCode: 'EN'},
    }),
    menu: ({handle}: {handle: string}) => ({
      id: `gid://shopify/Menu/${handle}`,
      handle,
      items: [
        {
          id: `gid://shopify/MenuItem/${handle}-1`,
          resourceId: null,
          title: handle === 'footer' ? 'faq' : 'eye brushes',
          type: 'HTTP',
          url:
            handle === 'footer'
              ? 'https://brushes.example/pages/faq'
              : `${FAKE_STORE_ORIGIN}/collections/eye-brushes`,
          items: [],
        },
      ],
    }),
    products: ({first}: {first: number}) => ({
      nodes: products.slice(0, first).map(productNode),
    }),
    product: ({handle}: {handle: string}) => {
      const product = products.find((candidate) => candidate.handle === handle);
      return product ? productNode(product) : null;
    },
    collection: ({handle}: {handle: string}) => {
      const collection = collections.find((candidate) => candidate.handle === handle);
      return collection ? collectionNode(collection) : null;
    },
    collections: () => ({
      nodes: collections.map(collectionNode),
      pageInfo: {
        hasPreviousPage: false,
        hasNextPage: false,
        startCursor: null,
        endCursor: null,
      },
    }),
    node: ({id}: {id: string}) => {
      const found = variantById(id);
      return found ? variantNode(found.product, found.variant) : null;
    },
    urlRedirects: () => ({edges: []}),
    cart: ({id}: {id: string}) => {
      const stored = cartFromId(id);
      return stored ? cartNode(stored) : null;
    },
    cartCreate: (
      {input}: {input: {lines?: LineInput[]; buyerIdentity?: {countryCode?: string}}},
      context: RequestContext,
    ) => {
      const token = `c${nextId++}`;
      const stored: StoredCart = {
        token,
        country: input.buyerIdentity?.countryCode ?? context.country,
        lines: [],
        discountCodes: [],
      };
      addLines(stored, input.lines ?? []);
      carts.set(token, stored);
      return payload(stored);
    },
    cartLinesAdd: ({cartId, lines}: {cartId: string; lines: LineInput[]}) => {
      const stored = cartFromId(cartId);
      if (!stored) return missingCart;
      addLines(stored, lines);
      return payload(stored);
    },
    cartLinesUpdate: ({
      cartId,
      lines,
    }: {
      cartId: string;
      lines: Array<{id: string; quantity?: number}>;
    }) => {
      const stored = cartFromId(cartId);
      if (!stored) return missingCart;
      for (const update of lines) {
        const line = stored.lines.find((candidate) => candidate.id === update.id);
        if (line && update.quantity !== undefined) line.quantity = update.quantity;
      }
      stored.lines = stored.lines.filter((line) => line.quantity > 0);
      return payload(stored);
    },
    cartLinesRemove: ({cartId, lineIds}: {cartId: string; lineIds: string[]}) => {
      const stored = cartFromId(cartId);
      if (!stored) return missingCart;
      stored.lines = stored.lines.filter((line) => !lineIds.includes(line.id));
      return payload(stored);
    },
    cartDiscountCodesUpdate: ({
      cartId,
      discountCodes,
    }: {
      cartId: string;
      discountCodes: string[];
    }) => {
      const stored = cartFromId(cartId);
      if (!stored) return missingCart;
      stored.discountCodes = discountCodes;
      return payload(stored);
    },
  };

  const server = setupServer(
    http.post(`${FAKE_STORE_ORIGIN}${STOREFRONT_API_PATH}`, async ({request}) => {
      const body = (await request.json()) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const variables = body.variables ?? {};
      const {operationName, isMutation} = operationOf(body.query);
      requests.push({
        operationName,
        isMutation,
        query: body.query,
        variables,
        headers: request.headers,
      });
      if (failing.has(operationName)) {
        return HttpResponse.json(
          {errors: [{message: 'upstream failure'}]},
          {status: 500},
        );
      }
      if (answeringWithErrors.has(operationName)) {
        return HttpResponse.json({data: null, errors: [{message: 'upstream failure'}]});
      }
      const country =
        typeof variables.country === 'string' && variables.country !== 'ZZ'
          ? variables.country
          : 'US';
      const result = await graphql({
        schema: storefrontSchema(),
        source: body.query,
        rootValue,
        variableValues: variables,
        contextValue: {country} satisfies RequestContext,
      });
      return HttpResponse.json(result);
    }),
  );

  return {
    products,
    carts,
    requests,
    failing,
    answeringWithErrors,
    env: FAKE_STOREFRONT_ENV,
    start: () => server.listen({onUnhandledRequest: 'error'}),
    stop: () => server.close(),
    reset() {
      requests.length = 0;
      failing.clear();
      answeringWithErrors.clear();
    },
    operations: () => requests.map((request) => request.operationName),
  };
}

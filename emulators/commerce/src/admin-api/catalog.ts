import {COUNTRIES, SUPPORTED_LANGUAGES, currencyForCountry} from '@brush/rules/countries';
import {uniqueTags} from '../customers/store';
import {recordWebhookEvent} from '../webhooks/deliveries';
import {productWebhookPayload} from '../webhooks/payloads';
import type {AdminApiPart, AdminContext, StoredDocument} from '../types';
import {metafieldFields, tableOwner} from './metafields';
import {requireScope} from './scopes';

/**
 * Products, variants and collections in the Admin API (what setup and settlement read, and
 * productUpdate's tags, which raise products/update), with the shop's markets and languages,
 * which setup only reports on.
 */

const PAGE_LIMIT = 250;

function productObject(product: StoredDocument) {
  return {
    __typename: 'Product',
    id: product.id,
    handle: product.handle,
    title: product.title,
    tags: product.tags,
    updatedAt: product.updatedAt,
  };
}

function documentOf(ctx: AdminContext, gid: string, typename: string) {
  const document = ctx.store.get(gid);
  return document?.__typename === typename ? document : null;
}

function productOf(ctx: AdminContext, gid: string) {
  requireScope(ctx, 'product', 'read_products');
  const product = documentOf(ctx, gid, 'Product');
  return product ? productObject(product) : null;
}

function collectionObject(collection: StoredDocument) {
  return {
    __typename: 'Collection',
    id: collection.id,
    handle: collection.handle,
    title: collection.title,
  };
}

function variantOf(ctx: AdminContext, gid: string) {
  requireScope(ctx, 'productVariant', 'read_products');
  const variant = documentOf(ctx, gid, 'ProductVariant');
  return variant
    ? {
        __typename: 'ProductVariant',
        id: variant.id,
        sku: variant.sku,
        title: variant.title,
        productId: variant.product,
      }
    : null;
}

/** The shop's markets by currency, each with the countries of the spec's table it sells to. */
function markets() {
  const byCurrency = new Map<string, string[]>();
  for (const country of COUNTRIES) {
    const currency = currencyForCountry(country.code);
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), country.code]);
  }
  return [...byCurrency].map(([currency, codes]) => ({
    id: `gid://shopify/Market/${currency}`,
    handle: currency.toLowerCase(),
    name: currency,
    enabled: true,
    currencySettings: {baseCurrency: {currencyCode: currency}},
    regions: {nodes: codes.map((code) => ({__typename: 'MarketRegionCountry', code}))},
  }));
}

function productUpdate(
  _root: unknown,
  args: {product: {id: string; tags?: string[] | null; title?: string | null}},
  ctx: AdminContext,
) {
  const current = documentOf(ctx, args.product.id, 'Product');
  if (!current) {
    return {
      product: null,
      userErrors: [{field: ['product', 'id'], message: 'Product does not exist'}],
    };
  }
  const updated: StoredDocument = {
    ...current,
    ...(args.product.tags ? {tags: uniqueTags(args.product.tags)} : {}),
    ...(args.product.title ? {title: args.product.title} : {}),
    updatedAt: ctx.now().toISOString(),
  };
  ctx.db.transaction(() => {
    ctx.store.put(updated);
    recordWebhookEvent(
      ctx.db,
      'products/update',
      productWebhookPayload(updated),
      ctx.now(),
    );
  })();
  return {product: productObject(updated), userErrors: []};
}

export const CATALOG_ADMIN_API: AdminApiPart = {
  typeDefs: /* GraphQL */ `
    type Product implements Node & HasMetafields {
      id: ID!
      handle: String!
      title: String!
      tags: [String!]!
      updatedAt: DateTime
      metafield(namespace: String, key: String!): Metafield
      metafields(first: Int, namespace: String): MetafieldConnection!
    }
    type ProductEdge {
      cursor: String!
      node: Product!
    }
    type ProductConnection {
      nodes: [Product!]!
      edges: [ProductEdge!]!
      pageInfo: PageInfo!
    }
    type ProductVariant implements Node {
      id: ID!
      sku: String
      title: String!
      product: Product!
    }
    type Collection implements Node & HasMetafields {
      id: ID!
      handle: String!
      title: String!
      metafield(namespace: String, key: String!): Metafield
      metafields(first: Int, namespace: String): MetafieldConnection!
    }
    input ProductUpdateInput {
      id: ID!
      tags: [String!]
      title: String
    }
    type ProductUpdatePayload {
      product: Product
      userErrors: [UserError!]!
    }
    type CurrencySetting {
      currencyCode: String!
    }
    type MarketCurrencySettings {
      baseCurrency: CurrencySetting!
    }
    type MarketRegionCountry {
      code: String!
    }
    union MarketRegion = MarketRegionCountry
    type MarketRegionConnection {
      nodes: [MarketRegion!]!
    }
    type Market implements Node {
      id: ID!
      handle: String!
      name: String!
      enabled: Boolean!
      currencySettings: MarketCurrencySettings!
      regions(first: Int): MarketRegionConnection!
    }
    type MarketConnection {
      nodes: [Market!]!
    }
    type ShopLocale {
      locale: String!
      primary: Boolean!
      published: Boolean!
    }
    extend type QueryRoot {
      product(id: ID!): Product
      products(first: Int, after: String): ProductConnection!
      collection(id: ID!): Collection
      collectionByHandle(handle: String!): Collection
      markets(first: Int): MarketConnection!
      shopLocales(published: Boolean): [ShopLocale!]!
    }
    extend type Mutation {
      productUpdate(product: ProductUpdateInput!): ProductUpdatePayload
    }
  `,
  resolvers: {
    QueryRoot: {
      product: (_root, args, ctx) => productOf(ctx, args.id as string),
      products: (_root, args, ctx) => {
        const all = ctx.store.list('Product');
        const start = args.after
          ? all.findIndex((product) => product.id === args.after) + 1
          : 0;
        const page = all.slice(
          start,
          start + Math.min((args.first as number | null) ?? 50, PAGE_LIMIT),
        );
        return {
          nodes: page.map(productObject),
          edges: page.map((product) => ({
            cursor: product.id,
            node: productObject(product),
          })),
          pageInfo: {
            hasNextPage: start + page.length < all.length,
            hasPreviousPage: start > 0,
            startCursor: page[0]?.id ?? null,
            endCursor: page.at(-1)?.id ?? null,
          },
        };
      },
      collection: (_root, args, ctx) => {
        const collection = documentOf(ctx, args.id as string, 'Collection');
        return collection ? collectionObject(collection) : null;
      },
      collectionByHandle: (_root, args, ctx) => {
        const collection = ctx.store.byHandle('Collection', args.handle as string);
        return collection ? collectionObject(collection) : null;
      },
      markets: () => ({nodes: markets()}),
      shopLocales: (_root, args) =>
        SUPPORTED_LANGUAGES.map((locale, index) => ({
          locale,
          primary: index === 0,
          published: true,
        })).filter(
          (locale) => args.published == null || locale.published === args.published,
        ),
    },
    Mutation: {productUpdate},
    Product: metafieldFields,
    Collection: metafieldFields,
    ProductVariant: {
      product: (variant: {productId: string}, _args, ctx) =>
        productOf(ctx, variant.productId),
    },
  },
  scopes: {
    'QueryRoot.products': 'read_products',
    'QueryRoot.collection': 'read_products',
    'QueryRoot.collectionByHandle': 'read_products',
    'QueryRoot.markets': 'read_markets',
    'QueryRoot.shopLocales': 'read_locales',
    'Mutation.productUpdate': 'write_products',
  },
  metafieldOwners: {
    Product: tableOwner(
      'write_products',
      (ctx, id) => documentOf(ctx, id, 'Product') !== null,
      true,
    ),
    Collection: tableOwner(
      'write_products',
      (ctx, id) => documentOf(ctx, id, 'Collection') !== null,
      true,
    ),
  },
  nodeTypes: {
    Product: productOf,
    ProductVariant: variantOf,
    Collection: (ctx, gid) => {
      requireScope(ctx, 'collection', 'read_products');
      const collection = documentOf(ctx, gid, 'Collection');
      return collection ? collectionObject(collection) : null;
    },
  },
};

import {createStorefrontClient} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {
  ORDERS_PAGE_SIZE,
  readCustomerOrders,
} from '../../app/features/account/orders.server';
import {readConnectionPages} from '../../app/server/connection-pages.server';
import {LOCAL_STOREFRONT_TOKEN} from '../../dev/local-env';
import {SECRET_SHOP_PRODUCTS_QUERY} from '../../graphql/programmes';
import {CONCEPT_STORE_QUERY} from '../../graphql/promos';
import {
  CARD_VARIANTS_LIMIT,
  COLLECTIONS_LIMIT,
  PRODUCT_IMAGES_LIMIT,
  PROMO_CARDS_PAGE_SIZE,
  VARIANTS_LIMIT,
} from '@brush/rules/limits';
import {SECRET_SHOP_PRODUCTS_PAGE_SIZE} from '../../app/features/programmes/secret-shop.server';
import {CONCEPT_STORE_COLLECTION_HANDLE} from '@brush/rules/promos';
import {multipassAccessToken, sharedPlatform, type Json} from './cart-platform';

/**
 * The storefront's long lists, read a page at a time as its loaders read them, against the
 * platform: the pages together hold what one unpaged read holds, in the same order.
 */

const platform = sharedPlatform();

function storefront() {
  return createStorefrontClient({
    storeDomain: platform.url,
    publicStorefrontToken: LOCAL_STOREFRONT_TOKEN,
    storefrontApiVersion: '2025-01',
    i18n: {language: 'EN', country: 'US'},
  }).storefront;
}

/** Ava's seeded orders, more than one page of them. */
const AVA_ORDERS = 4;

const ALL_ORDERS = `query AllOrders($token: String!) {
  customer(customerAccessToken: $token) {
    orders(first: 10, sortKey: PROCESSED_AT, reverse: true) {
      nodes { id lineItems(first: 20) { nodes { title quantity } } }
    }
  }
}`;

/** A secret-shop collection of the seed with more products than a page holds. */
const SECRET_COLLECTION_HANDLE = 'spring-preview';

/** Smaller than the concept store, so the read takes several pages. */
const SMALL_PAGE = 2;

describe('reading a long list in pages', () => {
  it("reads a customer's orders over several pages, each whole and in order", async () => {
    expect(AVA_ORDERS).toBeGreaterThan(ORDERS_PAGE_SIZE);
    const token = await multipassAccessToken(platform, 'ava@example.com');
    const whole = await platform.gql(ALL_ORDERS, {token});
    const expected = (whole.data?.customer.orders.nodes as Json[]).map((order) => ({
      id: order.id,
      lines: order.lineItems.nodes,
    }));
    expect(expected).toHaveLength(AVA_ORDERS);

    const read = await readCustomerOrders(storefront(), token);
    expect(read?.email).toBe('ava@example.com');
    expect(
      read?.orders.map((order) => ({
        id: order.id,
        lines: order.lineItems.nodes.map(({title, quantity}) => ({title, quantity})),
      })),
    ).toEqual(expected);
  });

  it('reads no customer for a token the platform does not know', async () => {
    expect(await readCustomerOrders(storefront(), 'f'.repeat(32))).toBeNull();
  });

  it("reads the concept store's products page after page, as one read would", async () => {
    const client = storefront();
    const read = (first: number, after: string | null) =>
      client
        .query(CONCEPT_STORE_QUERY, {
          variables: {
            handle: CONCEPT_STORE_COLLECTION_HANDLE,
            first,
            after,
            variantsLimit: CARD_VARIANTS_LIMIT,
          },
        })
        .then(({collection}) => collection?.products);
    const oneRead = (await read(PROMO_CARDS_PAGE_SIZE, null))?.nodes ?? [];
    expect(oneRead.length).toBeGreaterThan(SMALL_PAGE);

    const paged = await readConnectionPages(oneRead.length, SMALL_PAGE, read);
    expect(paged.map((product) => product.handle)).toEqual(
      oneRead.map((product) => product.handle),
    );
  });

  it("reads a secret-shop collection's products two a page, each with its variants", async () => {
    const client = storefront();
    const {collection} = await client.query(
      `query SecretCollection { collection(handle: "${SECRET_COLLECTION_HANDLE}") { id products(first: 50) { nodes { handle } } } }`,
    );
    const expected = collection.products.nodes.map((product: Json) => product.handle);
    expect(expected.length).toBeGreaterThan(SECRET_SHOP_PRODUCTS_PAGE_SIZE);

    const paged = await readConnectionPages(
      expected.length,
      SECRET_SHOP_PRODUCTS_PAGE_SIZE,
      async (first, after) =>
        (
          await client.query(SECRET_SHOP_PRODUCTS_QUERY, {
            variables: {
              collectionId: collection.id,
              first,
              after,
              variantsLimit: VARIANTS_LIMIT,
              imagesLimit: PRODUCT_IMAGES_LIMIT,
              collectionsLimit: COLLECTIONS_LIMIT,
            },
          })
        ).collection?.products,
    );
    expect(paged.map((product) => product.handle)).toEqual(expected);
    expect(paged.every((product) => product.variants.nodes.length > 0)).toBe(true);
  });
});

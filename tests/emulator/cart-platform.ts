import {afterAll, beforeAll, expect} from 'vitest';
import {
  LOCAL_ADMIN_TOKEN,
  LOCAL_APP_ACCESS_TOKEN,
  LOCAL_MULTIPASS_SECRET,
  LOCAL_STOREFRONT_TOKEN,
} from '../../dev/local-env';
import {createMultipassToken} from '../../emulators/commerce/src/customers/multipass';
import type {PlatformConfig} from '../../emulators/commerce/src/types';
import {startLiveShop, type SettlementReceiver} from './settlement-receiver';
import {SEED_NOW} from './seed-variants';

/**
 * The platform in-process (SQLite in memory, a free port on 127.0.0.1) with a clock the test
 * moves, and small clients for the Storefront API, the admin API and the checkout pages.
 * Shared by the cart, checkout and customers tests.
 */

export {SEED_NOW, VARIANT} from './seed-variants';

/**
 * A JSON answer as the tests walk it: any path may be read, and expect() checks the shape.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above; the one loose type of these tests
export type Json = any;

export interface GraphQLResponse<T = Json> {
  data?: T;
  errors?: {message: string}[];
}

export interface Platform {
  url: string;
  clock: {now: Date};
  /** The storefront's webhook route, receiving the platform's webhooks. */
  receiver: SettlementReceiver;
  /** Resolves once every webhook raised so far has been delivered (and so settled). */
  settled(): Promise<void>;
  gql<T = Json>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
  admin(
    method: string,
    path: string,
    body?: unknown,
    token?: string | null,
  ): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The platform set up by shop:setup, its webhooks received by the storefront's route: what a
 * shop is once it has gone live (docs/operations.md).
 */
export async function startPlatform(
  config: Partial<PlatformConfig> = {},
): Promise<Platform> {
  const clock = {now: new Date(SEED_NOW)};
  const shop = await startLiveShop({now: () => new Date(clock.now), config});
  const {platform, receiver} = shop;
  return {
    url: platform.url,
    clock,
    receiver,
    settled: shop.settled,
    async gql(query, variables = {}, headers = {}) {
      const response = await fetch(`${platform.url}/api/2025-01/graphql.json`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN,
          ...headers,
        },
        body: JSON.stringify({query, variables}),
      });
      return (await response.json()) as GraphQLResponse<Json>;
    },
    admin(method, path, body, token = LOCAL_ADMIN_TOKEN) {
      const headers: Record<string, string> = {};
      if (token !== null) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      return fetch(`${platform.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
    close: shop.close,
  };
}

/**
 * The platform a test file (or describe block) shares: started before its tests and closed
 * after them. The object stands for it from the start, so tests and helpers keep it as a
 * constant.
 */
export function sharedPlatform(): Platform {
  let started: Platform | undefined;
  beforeAll(async () => {
    started = await startPlatform();
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): Platform => {
    if (!started) throw new Error('the platform starts in beforeAll, before any test');
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get clock() {
      return current().clock;
    },
    get receiver() {
      return current().receiver;
    },
    settled: () => current().settled(),
    gql: (query, variables, headers) => current().gql(query, variables, headers),
    admin: (method, path, body, token) => current().admin(method, path, body, token),
    close: () => current().close(),
  };
}

/** A cart as the tests read it: its first 50 lines, more than any test here holds. */
export const CART_FIELDS = `#graphql
  fragment Money on MoneyV2 { amount currencyCode }
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    createdAt
    updatedAt
    note
    attributes { key value }
    discountCodes { code applicable }
    appliedGiftCards { id }
    buyerIdentity { countryCode email customer { id email firstName } }
    cost {
      subtotalAmount { ...Money }
      totalAmount { ...Money }
      totalTaxAmount { ...Money }
      totalDutyAmount { ...Money }
    }
    discountAllocations { discountedAmount { ...Money } }
    lines(first: 50) {
      nodes {
        id
        quantity
        attributes { key value }
        cost {
          amountPerQuantity { ...Money }
          compareAtAmountPerQuantity { ...Money }
          subtotalAmount { ...Money }
          totalAmount { ...Money }
        }
        discountAllocations {
          __typename
          discountedAmount { ...Money }
          ... on CartAutomaticDiscountAllocation { title }
          ... on CartCustomDiscountAllocation { title }
        }
        merchandise { ... on ProductVariant { id sku product { handle } } }
      }
    }
  }
`;

const PAYLOAD = `
  cart { ...CartFields }
  userErrors { code field message }
  warnings { code message target }
`;

export const CART_CREATE = `
  mutation cartCreate($input: CartInput!, $country: CountryCode = ZZ)
  @inContext(country: $country) {
    cartCreate(input: $input) { ${PAYLOAD} }
  }
  ${CART_FIELDS}
`;

export const CART_QUERY = `
  query cart($id: ID!) { cart(id: $id) { ...CartFields } }
  ${CART_FIELDS}
`;

export const CART_LINES_ADD = `
  mutation cartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {
    cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} }
  }
  ${CART_FIELDS}
`;

export const CART_LINES_UPDATE = `
  mutation cartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} }
  }
  ${CART_FIELDS}
`;

export const CART_LINES_REMOVE = `
  mutation cartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} }
  }
  ${CART_FIELDS}
`;

export const CART_BUYER_IDENTITY_UPDATE = `
  mutation cartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${PAYLOAD} }
  }
  ${CART_FIELDS}
`;

export const CART_ATTRIBUTES_UPDATE = `
  mutation cartAttributesUpdate($cartId: ID!, $attributes: [AttributeInput!]!) {
    cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { ${PAYLOAD} }
  }
  ${CART_FIELDS}
`;

export const CART_DISCOUNT_CODES_UPDATE = `
  mutation cartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) { ${PAYLOAD} }
  }
  ${CART_FIELDS}
`;

export const CART_NOTE_UPDATE = `
  mutation cartNoteUpdate($cartId: ID!, $note: String!) {
    cartNoteUpdate(cartId: $cartId, note: $note) { ${PAYLOAD} }
  }
  ${CART_FIELDS}
`;

export const MULTIPASS_SIGN_IN = `
  mutation signIn($token: String!) {
    customerAccessTokenCreateWithMultipass(multipassToken: $token) {
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { code field message }
    }
  }
`;

/** A customer as the account pages read them, with their latest eight orders whole. */
export const CUSTOMER_QUERY = `
  query customer($token: String!) {
    customer(customerAccessToken: $token) {
      id
      email
      firstName
      lastName
      displayName
      tags
      credit: metafield(namespace: "credit", key: "balance") { type value }
      claimed: metafield(namespace: "secret_shop", key: "claimed") { type value }
      orders(first: 8, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          id
          orderNumber
          name
          processedAt
          canceledAt
          fulfillmentStatus
          statusUrl
          email
          subtotalPrice { amount currencyCode }
          totalShippingPrice { amount currencyCode }
          totalPrice { amount currencyCode }
          totalTax { amount }
          originalTotalDuties { amount }
          shippingDiscountAllocations { allocatedAmount { amount } }
          shippingAddress { name phone formatted(withName: true) }
          successfulFulfillments(first: 10) {
            trackingCompany
            trackingInfo(first: 10) { number url }
          }
          lineItems(first: 8) {
            nodes {
              title
              quantity
              customAttributes { key value }
              originalTotalPrice { amount currencyCode }
              discountedTotalPrice { amount currencyCode }
              discountAllocations {
                allocatedAmount { amount currencyCode }
                discountApplication { ... on AutomaticDiscountApplication { title } }
              }
              variant { sku image { url } product { id handle title } }
            }
          }
        }
      }
    }
  }
`;

/** A buyer's latest orders, whole: eight of up to eight lines. */
const ORDERS_QUERY = `
  query orders($token: String!) {
    customer(customerAccessToken: $token) {
      orders(first: 8, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          orderNumber
          email
          processedAt
          totalPrice { amount currencyCode }
          subtotalPrice { amount currencyCode }
          totalShippingPrice { amount currencyCode }
          shippingAddress { firstName lastName address1 city zip countryCodeV2 }
          lineItems(first: 8) {
            nodes {
              title
              quantity
              customAttributes { key value }
              originalTotalPrice { amount currencyCode }
              discountedTotalPrice { amount currencyCode }
              discountAllocations { allocatedAmount { amount currencyCode } }
              variant { id }
            }
          }
        }
      }
    }
  }
`;

/** The latest orders of the customer an access token signs in, newest first. */
export async function customerOrders(platform: Platform, token: string): Promise<Json[]> {
  const response = await platform.gql(ORDERS_QUERY, {token});
  return response.data?.customer.orders.nodes;
}

/** A customer as the platform's admin API shows it (tags, store credit, claimed SKUs). */
export async function adminCustomer(platform: Platform, email: string): Promise<Json> {
  return (
    await platform.admin('GET', `/admin/customers/${encodeURIComponent(email)}`)
  ).json();
}

/** A request to the Admin GraphQL API with the shop's app token; its errors fail the test. */
export async function adminGraphql(
  platform: Pick<Platform, 'url'>,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Json> {
  const response = await fetch(`${platform.url}/admin/api/2026-07/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Access-Token': LOCAL_APP_ACCESS_TOKEN,
    },
    body: JSON.stringify({query, variables}),
  });
  const body = (await response.json()) as Json;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * A customer's secret-shop claims set by hand, as a merchant would in the admin: their own
 * list, and the shop's copy of it that shared links are checked against.
 */
export async function setClaims(
  platform: Pick<Platform, 'url'>,
  customerId: string,
  skus: readonly string[],
): Promise<void> {
  const {shop} = await adminGraphql(
    platform,
    `{ shop { id copy: metafield(namespace: "secret_shop", key: "shared_claims") { value } } }`,
  );
  const copy = JSON.parse(shop.copy?.value ?? '{}') as Record<string, string[]>;
  copy[customerId.split('/').pop() as string] = [...skus];
  const {metafieldsSet} = await adminGraphql(
    platform,
    `mutation Set($metafields: [MetafieldsSetInput!]!) {
      metafieldsSet(metafields: $metafields) { userErrors { message } }
    }`,
    {
      metafields: [
        {
          ownerId: `gid://shopify/Customer/${customerId.split('/').pop()}`,
          namespace: 'secret_shop',
          key: 'claimed',
          type: 'single_line_text_field',
          value: JSON.stringify(skus),
        },
        {
          ownerId: shop.id,
          namespace: 'secret_shop',
          key: 'shared_claims',
          type: 'json',
          value: JSON.stringify(copy),
        },
      ],
    },
  );
  expect(metafieldsSet.userErrors).toEqual([]);
}

/** The orders the platform keeps for a customer, as its admin API lists them, newest first. */
export async function adminOrders(platform: Platform, email: string): Promise<Json[]> {
  const response = await platform.admin(
    'GET',
    `/admin/customers/${encodeURIComponent(email)}/orders`,
  );
  return ((await response.json()) as Json).orders;
}

/** The VALIDATION_CUSTOM messages a cart mutation answers (any other error fails the test). */
export async function customRefusals(
  platform: Platform,
  mutation: string,
  variables: Record<string, unknown>,
): Promise<string[]> {
  const response = await platform.gql(mutation, variables);
  const payload = Object.values(response.data ?? {})[0] as Json;
  return payload.userErrors.map((error: Json) => {
    expect(error).toMatchObject({code: 'VALIDATION_CUSTOM'});
    return error.message;
  });
}

/** The cart token inside a cart GID. */
export function cartToken(cartId: string): string {
  return cartId.replace('gid://shopify/Cart/', '').split('?')[0] ?? '';
}

/** Creates a cart and returns it, failing the test on any userError. */
export async function createCart(
  platform: Platform,
  input: Record<string, unknown>,
  country?: string,
): Promise<Json> {
  const response = await platform.gql(CART_CREATE, {
    input,
    ...(country ? {country} : {}),
  });
  const payload = response.data?.cartCreate;
  if (!payload?.cart || payload.userErrors.length > 0) {
    throw new Error(`cartCreate failed: ${JSON.stringify(response)}`);
  }
  return payload.cart as Json;
}

/** A seed customer signed in as the storefront signs them in (Multipass): their access token. */
export async function multipassAccessToken(
  platform: Platform,
  email: string,
  payload: Record<string, unknown> = {},
): Promise<string> {
  const token = createMultipassToken(LOCAL_MULTIPASS_SECRET, {
    email,
    created_at: platform.clock.now.toISOString(),
    ...payload,
  });
  const response = await platform.gql(MULTIPASS_SIGN_IN, {token});
  const accessToken: unknown =
    response.data?.customerAccessTokenCreateWithMultipass?.customerAccessToken
      ?.accessToken;
  if (typeof accessToken !== 'string') {
    throw new Error(`Multipass sign-in failed: ${JSON.stringify(response)}`);
  }
  return accessToken;
}

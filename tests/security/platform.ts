/**
 * The test stack's commerce platform, read the way an operator reads it: the admin API for the
 * stored state of a cart and the log of Storefront operations, the Storefront API for prices.
 * Carts are made through the storefront itself, as a shopper makes them.
 */
import {expect, type APIRequestContext, type APIResponse} from '@playwright/test';
import {LOCAL_STOREFRONT_TOKEN} from '../../dev/local-env';
import {VARIANT} from '../emulator/seed-variants';
import {E2E_ADMIN_TOKEN, E2E_PORTS} from '../playwright.config';

export const PLATFORM_ORIGIN = `http://127.0.0.1:${E2E_PORTS.commerce}`;
export const STOREFRONT_ORIGIN = `http://localhost:${E2E_PORTS.storefront}`;

/** A variant every US shopper may buy (kumo-blending-brush, Edition: Standard). */
export const BUYABLE_VARIANT_ID = VARIANT.kumoUs;

const CART_COOKIE = /(?:^|;\s*)cart=([^;]*)/;

/** Each Set-Cookie header of a response, whole. */
export function setCookieHeaders(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({name}) => name.toLowerCase() === 'set-cookie')
    .map(({value}) => value);
}

export interface StoredCart {
  token: string;
  updatedAt: string;
  completedAt: string | null;
  lines: Array<{
    uuid: string;
    merchandiseId: string;
    quantity: number;
    attributes: unknown[];
  }>;
  attributes: unknown[];
  note: string | null;
  discountCodes: string[];
  buyerIdentity: Record<string, unknown>;
}

export interface LoggedOperation {
  seq: number;
  operationName: string | null;
  mutation: boolean;
  rootFields: string[];
  country: string | null;
}

/** A cart as the shop's cookie names it: `<token>?key=<key>`. */
export interface ShopperCart {
  token: string;
  key: string;
  /** The cookie value exactly as the storefront set it (percent-encoded). */
  cookieValue: string;
  lineId: string;
}

function adminHeaders() {
  return {Authorization: `Bearer ${E2E_ADMIN_TOKEN}`};
}

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

export async function requestLogSeq(api: APIRequestContext): Promise<number> {
  const response = await api.get(
    `${PLATFORM_ORIGIN}/admin/requests?since=${Number.MAX_SAFE_INTEGER}`,
    {headers: adminHeaders()},
  );
  return (await json<{seq: number}>(response)).seq;
}

export async function operationsSince(
  api: APIRequestContext,
  seq: number,
): Promise<LoggedOperation[]> {
  const response = await api.get(`${PLATFORM_ORIGIN}/admin/requests?since=${seq}`, {
    headers: adminHeaders(),
  });
  return (await json<{requests: LoggedOperation[]}>(response)).requests;
}

export async function storedCart(
  api: APIRequestContext,
  token: string,
): Promise<StoredCart> {
  const response = await api.get(`${PLATFORM_ORIGIN}/admin/carts/${token}`, {
    headers: adminHeaders(),
  });
  return json<StoredCart>(response);
}

/**
 * What each line costs a unit after the platform's rules (pay what you want, concept store and
 * the like are discounts on the line), as the platform prices it, not the browser.
 */
export async function linePrices(
  api: APIRequestContext,
  cart: Pick<ShopperCart, 'token' | 'key'>,
): Promise<Array<{merchandiseId: string; amount: number}>> {
  const response = await api.post(`${PLATFORM_ORIGIN}/api/2025-01/graphql.json`, {
    headers: {'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN},
    data: {
      query: `query ($id: ID!) { cart(id: $id) { lines(first: 100) { nodes {
        quantity merchandise { ... on ProductVariant { id } } cost { totalAmount { amount } } } } } }`,
      variables: {id: `gid://shopify/Cart/${cart.token}?key=${cart.key}`},
    },
  });
  const body = await json<{
    data: {
      cart: {
        lines: {
          nodes: Array<{
            quantity: number;
            merchandise: {id: string};
            cost: {totalAmount: {amount: string}};
          }>;
        };
      } | null;
    };
  }>(response);
  return (body.data.cart?.lines.nodes ?? []).map((line) => ({
    merchandiseId: line.merchandise.id,
    amount: Number(line.cost.totalAmount.amount) / line.quantity,
  }));
}

/**
 * A fresh cart with one line, made by posting the shop's own add-to-cart form (same origin,
 * the shop's market), so each test owns a cart no other test touches. `api` must hold no cart
 * cookie, or the line goes into that cart instead.
 */
export async function createShopperCart(api: APIRequestContext): Promise<ShopperCart> {
  const response = await api.post(`${STOREFRONT_ORIGIN}/cart`, {
    headers: {Origin: STOREFRONT_ORIGIN},
    form: {
      cartFormInput: JSON.stringify({
        action: 'LinesAdd',
        inputs: {lines: [{merchandiseId: BUYABLE_VARIANT_ID, quantity: 1}]},
      }),
    },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(200);
  const setCookie = setCookieHeaders(response).join('; ');
  const cookieValue = CART_COOKIE.exec(setCookie)?.[1];
  expect(cookieValue, 'the storefront sets the cart cookie').toBeTruthy();
  const [token = '', key = ''] = decodeURIComponent(cookieValue ?? '').split('?key=');
  const stored = await storedCart(api, token);
  const uuid = stored.lines[0]?.uuid;
  expect(uuid).toBeTruthy();
  return {
    token,
    key,
    cookieValue: cookieValue ?? '',
    lineId: `gid://shopify/CartLine/${uuid}?cart=${token}`,
  };
}

/** Pays for a cart on the platform's checkout, as a shopper would; the cart is then completed. */
export async function completeCart(
  api: APIRequestContext,
  cart: ShopperCart,
): Promise<void> {
  const checkoutPath = `/checkouts/cn/${cart.token}?key=${cart.key}`;
  const page = await api.get(`${PLATFORM_ORIGIN}${checkoutPath}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  const formToken = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  const shown = /name="shown" value="([^"]+)"/.exec(html)?.[1];
  expect(formToken).toBeTruthy();
  const paid = await api.post(`${PLATFORM_ORIGIN}${checkoutPath}`, {
    form: {
      formToken: formToken ?? '',
      shown: shown ?? '',
      email: 'hostile-suite@example.com',
      lastName: 'Suite',
      address1: '1 Brush Lane',
      city: 'Portland',
    },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  expect((await storedCart(api, cart.token)).completedAt).not.toBeNull();
}

/**
 * A code discount as a merchant creates one, through the platform's Admin API with an app's
 * token: 10% off the whole order from a minute ago, unless `input` says otherwise.
 */
export async function createCodeDiscount(
  api: APIRequestContext,
  input: {code: string; title?: string} & Record<string, unknown>,
): Promise<void> {
  const issued = await api.post(`${PLATFORM_ORIGIN}/admin/app-tokens`, {
    headers: {Authorization: `Bearer ${E2E_ADMIN_TOKEN}`},
    data: {scopes: ['write_discounts']},
  });
  const {accessToken} = (await issued.json()) as {accessToken: string};
  const created = await api.post(`${PLATFORM_ORIGIN}/admin/api/2026-10/graphql.json`, {
    headers: {'X-Shopify-Access-Token': accessToken},
    data: {
      query: `mutation ($input: DiscountCodeBasicInput!) {
        discountCodeBasicCreate(basicCodeDiscount: $input) { userErrors { message } }
      }`,
      variables: {
        input: {
          title: input.code,
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          customerGets: {items: {all: true}, value: {percentage: 0.1}},
          ...input,
        },
      },
    },
  });
  expect(await created.json()).toEqual({
    data: {discountCodeBasicCreate: {userErrors: []}},
  });
}

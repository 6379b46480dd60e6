/**
 * How hostile.spec.ts sends each corpus entry: the carts it needs made first, the request as a
 * script would send it, and what a harmless answer looks like.
 */
import {expect, type APIRequestContext, type APIResponse} from '@playwright/test';
import {hasControlCharacter} from '~/lib/control-characters';
import {
  HOSTILE_MARKET,
  OTHER_CART_LINE,
  OWN_LINE,
  type Body,
  type CartCookie,
  type HostileRequest,
} from './corpus';
import {sessionCookieValue} from './forgery';
import {
  completeCart,
  createShopperCart,
  PLATFORM_ORIGIN,
  setCookieHeaders,
  STOREFRONT_ORIGIN,
  type ShopperCart,
  type StoredCart,
} from './platform';

/** Raw payloads that would run or inject markup if a page carried them unescaped. */
const UNESCAPED = [
  /<script>alert\(1337\)/i,
  /<img src=x onerror=alert\(1337\)>/i,
  /<svg onload=alert\(1337\)>/i,
  /(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i,
];

interface Fixtures {
  own?: ShopperCart;
  other?: ShopperCart;
}

function needsOwnCart(entry: HostileRequest): boolean {
  return (
    typeof entry.cart === 'string' || JSON.stringify(entry.body ?? {}).includes(OWN_LINE)
  );
}

/** Each cart is made in a context of its own, so no cookie jar adds to another test's cart. */
export async function prepare(
  newContext: () => Promise<APIRequestContext>,
  admin: APIRequestContext,
  entry: HostileRequest,
): Promise<Fixtures> {
  const shopperCart = async () => {
    const shopper = await newContext();
    try {
      return await createShopperCart(shopper);
    } finally {
      await shopper.dispose();
    }
  };
  const fixtures: Fixtures = {};
  if (needsOwnCart(entry)) fixtures.own = await shopperCart();
  if (entry.cart === 'completed' && fixtures.own) await completeCart(admin, fixtures.own);
  if (JSON.stringify(entry.body ?? {}).includes(OTHER_CART_LINE)) {
    fixtures.other = await shopperCart();
  }
  return fixtures;
}

function cartCookieValue(cookie: CartCookie, own: ShopperCart | undefined): string {
  if (typeof cookie === 'object') return cookie.raw;
  if (!own) throw new Error('a cart cookie of the own cart needs the own cart');
  switch (cookie) {
    case 'own':
    case 'completed':
      return own.cookieValue;
    case 'ownWrongKey':
      return encodeURIComponent(`${own.token}?key=${'0'.repeat(own.key.length)}`);
    case 'ownWithoutKey':
      return own.token;
  }
}

/** The corpus's line-id placeholders, replaced by the fixtures' real ids. */
function withRealIds(value: unknown, fixtures: Fixtures): unknown {
  return JSON.parse(
    JSON.stringify(value)
      .replaceAll(OWN_LINE, fixtures.own?.lineId ?? OWN_LINE)
      .replaceAll(OTHER_CART_LINE, fixtures.other?.lineId ?? OTHER_CART_LINE),
  );
}

function requestBody(
  body: Body,
  fixtures: Fixtures,
): {form?: Record<string, string>; data?: string | Buffer; contentType?: string} {
  if ('cartForm' in body) {
    return {
      form: {
        cartFormInput: JSON.stringify(withRealIds(body.cartForm, fixtures)),
        ...body.fields,
      },
    };
  }
  if ('form' in body) return {form: body.form};
  if ('raw' in body) return {data: body.raw, contentType: body.contentType};
  return {data: Buffer.alloc(body.bytes, 'a'), contentType: body.contentType};
}

export async function send(
  api: APIRequestContext,
  entry: HostileRequest,
  fixtures: Fixtures,
): Promise<APIResponse> {
  const cookies: string[] = [];
  if (entry.cart !== undefined) {
    cookies.push(`cart=${cartCookieValue(entry.cart, fixtures.own)}`);
  }
  if (entry.session !== undefined) {
    cookies.push(`session=${await sessionCookieValue(entry.session)}`);
  }
  const body = entry.body ? requestBody(entry.body, fixtures) : {};
  const headers: Record<string, string> = {
    ...((entry.state ?? 'untouched') === 'untouched'
      ? {'oxygen-buyer-country': HOSTILE_MARKET}
      : {}),
    ...(cookies.length > 0 ? {Cookie: cookies.join('; ')} : {}),
    ...(body.contentType ? {'Content-Type': body.contentType} : {}),
    ...entry.headers,
  };
  return api.fetch(`${STOREFRONT_ORIGIN}${entry.path}`, {
    method: entry.method ?? 'GET',
    headers,
    form: body.form,
    data: body.data,
    maxRedirects: 0,
    failOnStatusCode: false,
  });
}

/** Where a redirect may lead: this shop, or its platform (checkout, admin). */
function isOwnLocation(location: string): boolean {
  if (/^\s*(?:\/\/|\/\\|\\)/.test(location) || hasControlCharacter(location))
    return false;
  const target = new URL(location, STOREFRONT_ORIGIN);
  return target.origin === STOREFRONT_ORIGIN || target.origin === PLATFORM_ORIGIN;
}

export async function expectHarmlessAnswer(entry: HostileRequest, response: APIResponse) {
  const status = response.status();
  const text = await response.text();
  expect(status, `no server error (${text.slice(0, 300)})`).toBeLessThan(500);
  const allowed = ([] as number[]).concat(entry.expect.status);
  expect(allowed, `status ${status}: ${text.slice(0, 300)}`).toContain(status);
  if (entry.expect.message) expect(text).toContain(entry.expect.message);

  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  for (const cookie of setCookieHeaders(response)) expect(cookie).not.toMatch(/pwned/i);

  const location = headers.location;
  if (entry.expect.location) expect(location).toBe(entry.expect.location);
  if (location !== undefined) {
    expect(isOwnLocation(location), `redirect to ${location}`).toBe(true);
  }

  const contentType = headers['content-type'] ?? '';
  if (contentType === '' || /html|xml/i.test(contentType)) {
    for (const pattern of UNESCAPED) expect(text).not.toMatch(pattern);
  }
}

export function linesOf(cart: StoredCart) {
  return cart.lines.map(({merchandiseId, quantity, attributes}) => ({
    merchandiseId,
    quantity,
    attributes,
  }));
}

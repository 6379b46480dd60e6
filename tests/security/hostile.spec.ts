import {expect, test, type APIRequestContext, type APIResponse} from '@playwright/test';
import {
  CORPUS,
  HOSTILE_MARKET,
  OTHER_CART_LINE,
  OWN_LINE,
  type Body,
  type CartCookie,
  type HostileRequest,
} from './corpus';
import {FORGED_COUNTRY, genuineSessionValue, sessionCookieValue} from './forgery';
import {
  completeCart,
  createShopperCart,
  linePrices,
  operationsSince,
  PLATFORM_ORIGIN,
  requestLogSeq,
  storedCart,
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
async function prepare(
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

async function send(
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
  const hasControlCharacter = [...location].some((char) => char.charCodeAt(0) < 0x20);
  if (/^\s*(?:\/\/|\/\\|\\)/.test(location) || hasControlCharacter) return false;
  const target = new URL(location, STOREFRONT_ORIGIN);
  return target.origin === STOREFRONT_ORIGIN || target.origin === PLATFORM_ORIGIN;
}

async function expectHarmlessAnswer(entry: HostileRequest, response: APIResponse) {
  const status = response.status();
  const text = await response.text();
  expect(status, `no server error (${text.slice(0, 300)})`).toBeLessThan(500);
  const allowed = ([] as number[]).concat(entry.expect.status);
  expect(allowed, `status ${status}: ${text.slice(0, 300)}`).toContain(status);
  if (entry.expect.message) expect(text).toContain(entry.expect.message);

  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  const setCookies = response
    .headersArray()
    .filter(({name}) => name.toLowerCase() === 'set-cookie')
    .map(({value}) => value);
  for (const cookie of setCookies) expect(cookie).not.toMatch(/pwned/i);

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

function linesOf(cart: StoredCart) {
  return cart.lines.map(({merchandiseId, quantity, attributes}) => ({
    merchandiseId,
    quantity,
    attributes,
  }));
}

test.describe('the hostile-input corpus', () => {
  test('has at least 100 requests, each with its own name', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(CORPUS.map((entry) => entry.name)).size).toBe(CORPUS.length);
  });

  test('a genuine session is honoured, so the forgeries below are really refused', async ({
    request,
  }) => {
    const response = await request.get(`${STOREFRONT_ORIGIN}/api/country`, {
      headers: {
        Cookie: `session=${await genuineSessionValue(FORGED_COUNTRY)}`,
        'oxygen-buyer-country': HOSTILE_MARKET,
      },
    });
    expect(await response.json()).toEqual({country: FORGED_COUNTRY});
  });

  for (const entry of CORPUS) {
    test(entry.name, async ({playwright}) => {
      // Own contexts: no cookie jar carries one request's cookies into the next.
      const newContext = () => playwright.request.newContext();
      const setup = await newContext();
      const hostile = await newContext();
      try {
        const fixtures = await prepare(newContext, setup, entry);
        const state = entry.state ?? 'untouched';
        const seq = await requestLogSeq(setup);
        const before = fixtures.own ? await storedCart(setup, fixtures.own.token) : null;
        const other = fixtures.other
          ? await storedCart(setup, fixtures.other.token)
          : null;

        await expectHarmlessAnswer(entry, await send(hostile, entry, fixtures));

        if (state === 'untouched') {
          const mutations = (await operationsSince(setup, seq)).filter(
            (operation) => operation.mutation && operation.country === HOSTILE_MARKET,
          );
          expect(mutations, 'no Storefront mutation').toEqual([]);
          if (fixtures.own && before) {
            expect(await storedCart(setup, fixtures.own.token)).toEqual(before);
          }
        }
        if (state === 'linesUntouched' && fixtures.own && before) {
          expect(linesOf(await storedCart(setup, fixtures.own.token))).toEqual(
            linesOf(before),
          );
        }
        if (fixtures.other && other) {
          expect(await storedCart(setup, fixtures.other.token)).toEqual(other);
        }
        const {unitPrice} = entry.expect;
        if (unitPrice && fixtures.own) {
          const prices = (await linePrices(setup, fixtures.own))
            .filter((line) => line.merchandiseId === unitPrice.merchandiseId)
            .map((line) => line.amount);
          expect(prices).toEqual([unitPrice.amount]);
        }
      } finally {
        await Promise.all([setup.dispose(), hostile.dispose()]);
      }
    });
  }
});

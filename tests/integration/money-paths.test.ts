import {describe, expect, it} from 'vitest';
import {CART_FLOW_ACTION} from '@brush/rules/promos';
import {VARIANT} from '../emulator/seed-variants';
import {cookiePair} from './support/cookies';
import {localPlatformUpstream} from './support/upstream';
import {
  cartCookieWith,
  postCartForm,
  signedSessionCookie,
  workerAgainst,
} from './support/worker';

/**
 * The cart's money paths as the worker answers them: limits that hold under concurrent posts,
 * one-unit lines that keep their one unit, amounts refused before anything is added, and what
 * the cart page says where nothing ships or the cart is charged in another currency.
 */

const CONCURRENT_POSTS = 6;

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);

const sessionCookie = (country: string) => signedSessionCookie({country});
const cartPost = (action: string, inputs: Record<string, unknown>, cookie: string) =>
  postCartForm(worker, action, inputs, {cookie});
/** The cart a response names; none when it clears the cookie. */
function cartCookieOf(response: Response): string | undefined {
  const cookie = cookiePair(response, 'cart');
  return cookie === 'cart=' ? undefined : cookie;
}

async function cartPage(cookie: string): Promise<string> {
  const response = await worker.fetch('/cart', {headers: {Cookie: cookie}});
  expect(response.status).toBe(200);
  return response.text();
}

/** The order summary as rendered (the page's data also carries every text of the cart). */
function renderedSummary(body: string): string {
  const start = body.indexOf('<aside class="cart-summary"');
  expect(start).toBeGreaterThan(-1);
  return body.slice(start, body.indexOf('</aside>', start));
}

/** The refusals a no-JS cart post's page shows the shopper (its alerts' text). */
async function refusalsShown(responses: Response[]): Promise<number> {
  const pages = await Promise.all(responses.map((response) => response.text()));
  return pages.filter((page) => /role="alert"[^>]*>[^<]+/.test(page)).length;
}

const unitsOf = (
  lines: {quantity: number; merchandise: {id: string}}[],
  merchandiseId: string,
) =>
  lines
    .filter((line) => line.merchandise.id === merchandiseId)
    .reduce((sum, line) => sum + line.quantity, 0);

describe('concurrent writes to one cart', () => {
  it('six adds of the white cheek brush at once leave one in the cart', async () => {
    const cart = await cartCookieWith(worker, VARIANT.hoshiUs);
    const responses = await Promise.all(
      Array.from({length: CONCURRENT_POSTS}, () =>
        cartPost(
          'LinesAdd',
          {lines: [{merchandiseId: VARIANT.saibikohoUs, quantity: 1}]},
          cart,
        ),
      ),
    );
    await worker.settle();
    // Refused by the platform's check or by the recheck after the write: either way, told.
    expect(await refusalsShown(responses)).toBe(CONCURRENT_POSTS - 1);
    const {lines} = await storefront.cartOf(cart);
    expect(unitsOf(lines, VARIANT.saibikohoUs)).toBe(1);
  });

  it('six first adds from one session each hold at most one white cheek brush', async () => {
    const session = await sessionCookie('US');
    const responses = await Promise.all(
      Array.from({length: CONCURRENT_POSTS}, () =>
        cartPost(
          'LinesAdd',
          {lines: [{merchandiseId: VARIANT.saibikohoUs, quantity: 1}]},
          session,
        ),
      ),
    );
    await worker.settle();
    // Nothing orders one session's first writes (isolates share nothing): each may make a cart.
    const carts = [...new Set(responses.map(cartCookieOf).filter(Boolean))];
    expect(carts.length).toBeGreaterThan(0);
    for (const cart of carts) {
      const {lines} = await storefront.cartOf(cart ?? '');
      expect(unitsOf(lines, VARIANT.saibikohoUs)).toBe(1);
    }
  });

  it('two pay-what-you-want adds at the same moment let one through', async () => {
    const cart = await cartCookieWith(worker, VARIANT.hoshiUs);
    const responses = await Promise.all(
      [VARIANT.kumoMiniUs, VARIANT.tanpopoUs].map((merchandiseId) =>
        cartPost(CART_FLOW_ACTION, {flow: 'pwyw', merchandiseId, discount: '0.85'}, cart),
      ),
    );
    await worker.settle();
    expect(await refusalsShown(responses)).toBe(1);
    const {lines} = await storefront.cartOf(cart);
    expect(
      lines.filter((line) => line.attributes.some(({key}) => key === '_customPrice')),
    ).toHaveLength(1);
  });
});

describe('one-unit lines', () => {
  it('refuses a crafted quantity change to a pay-what-you-want line and changes nothing', async () => {
    const cart = await cartCookieWith(worker, VARIANT.hoshiUs);
    await cartPost(
      CART_FLOW_ACTION,
      {flow: 'pwyw', merchandiseId: VARIANT.kumoMiniUs, discount: '0.85'},
      cart,
    );
    await worker.settle();
    const pwywLine = (await storefront.cartOf(cart)).lines.find(
      (line) => line.merchandise.id === VARIANT.kumoMiniUs,
    );
    expect(pwywLine?.quantity).toBe(1);

    const response = await cartPost(
      'LinesUpdate',
      {lines: [{id: pwywLine?.id, quantity: 2}]},
      cart,
    );
    await worker.settle();
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(
      'this item is one per order: you can remove it, but not change its quantity.',
    );
    const after = (await storefront.cartOf(cart)).lines.find(
      (line) => line.id === pwywLine?.id,
    );
    expect(after?.quantity).toBe(1);
  });

  it('shows the one unit without a stepper, and still offers removal', async () => {
    const cart = await cartCookieWith(worker, VARIANT.hoshiUs);
    await cartPost(
      CART_FLOW_ACTION,
      {flow: 'pwyw', merchandiseId: VARIANT.kumoMiniUs, discount: '0.85'},
      cart,
    );
    await worker.settle();
    const body = await cartPage(cart);
    expect(body).toContain('quantity: 1');
    expect(body).toContain('remove Kumo Mini Blender');
    expect(body).not.toContain('increase quantity of Kumo Mini Blender');
    expect(body).toContain('increase quantity of Hoshi Tapered Crease Brush');
  });
});

describe('a pay-what-you-want amount above the price', () => {
  it('names the most the shopper can pay and adds nothing', async () => {
    const cart = await cartCookieWith(worker, VARIANT.hoshiUs);
    storefront.reset();
    const response = await cartPost(
      CART_FLOW_ACTION,
      {flow: 'pwyw', merchandiseId: VARIANT.kumoMiniUs, customPrice: '500'},
      cart,
    );
    await worker.settle();
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      'the most you can pay for this item is $24.00. nothing was added to your cart.',
    );
    expect(storefront.requests.filter((request) => request.isMutation)).toHaveLength(0);
    const {lines} = await storefront.cartOf(cart);
    expect(unitsOf(lines, VARIANT.kumoMiniUs)).toBe(0);
  });
});

describe('the cart page where nothing ships', () => {
  it.each(['RU', 'TR', 'UA'])(
    '%s: the notice, the mailbox and the country button instead of checkout',
    async (country) => {
      const session = await sessionCookie(country);
      const response = await cartPost(
        'LinesAdd',
        {lines: [{merchandiseId: VARIANT.hoshiUs, quantity: 1}]},
        session,
      );
      await worker.settle();
      const cart = cartCookieOf(response);
      expect(cart).toBeDefined();
      const body = renderedSummary(await cartPage(`${session}; ${cart}`));
      expect(body).toMatch(
        /shipping to [^<]+ is currently unavailable, so this cart cannot be checked out\. to order, write to us at/,
      );
      expect(body).toContain('mailto:');
      expect(body).toContain('modify country');
      expect(body).not.toContain('away from free shipping');
      expect(body).not.toContain('>checkout<');
    },
  );

  it('US: the distance to free shipping and the checkout', async () => {
    const body = renderedSummary(
      await cartPage(await cartCookieWith(worker, VARIANT.hoshiUs)),
    );
    expect(body).toContain('away from free shipping');
    expect(body).toMatch(/>checkout</);
    expect(body).not.toContain('is currently unavailable');
  });
});

describe('a Canadian cart', () => {
  it('says it is charged in US dollars, with the amount in Canadian dollars', async () => {
    const session = await sessionCookie('CA');
    const response = await cartPost(
      'LinesAdd',
      {lines: [{merchandiseId: VARIANT.hoshiUs, quantity: 1}]},
      session,
    );
    await worker.settle();
    const body = await cartPage(`${session}; ${cartCookieOf(response)}`);
    expect(body).toMatch(
      /prices in this cart are in US dollars: you are charged \$[\d.]+, about C\$\d+\.00\./,
    );
  });
});

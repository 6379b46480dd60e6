import {afterEach, describe, expect, it, vi} from 'vitest';
import {LOCAL_SURVEY_PROOF_KEY} from '../../dev/local-env';
import {readWelcomeMarker} from '@brush/rules/welcome-marker';
import {VARIANT} from '../emulator/seed-variants';
import {cartTokenOf, cookiePair, setCookieHeader} from './support/cookies';
import {localPlatformUpstream, type Json} from './support/upstream';
import {cartCookieWith, cartForm, postCartForm, workerAgainst} from './support/worker';

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);

const EMPTY_CART = 'your cart is empty.';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A cart form posted as the browser would, with the shopper's cookies (or none). */
async function post(cookie: string, action: string, inputs: Record<string, unknown>) {
  const response = await postCartForm(worker, action, inputs, {cookie});
  await worker.settle();
  return response;
}

const cartWithKumo = () => cartCookieWith(worker, VARIANT.kumoUs);

function decodeEntities(html: string): string {
  return html
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

function patchCart(cookie: string, change: Record<string, unknown>): Promise<Response> {
  return storefront.admin(`/admin/carts/${cartTokenOf(cookie)}`, {
    method: 'PATCH',
    body: JSON.stringify(change),
  });
}

/** What the platform serves that it can no longer store: carts from before the markets. */
const REWRITES: Record<string, (data: Json) => void> = {
  'an AUD cart': (data) => {
    data.cart.cost.subtotalAmount.currencyCode = 'AUD';
    data.cart.cost.totalAmount.currencyCode = 'AUD';
  },
  'a line without a SKU': (data) => {
    data.cart.lines.nodes[0].merchandise.sku = null;
  },
};

describe('a stored cart the spec discards', () => {
  it.each([
    ['completed by checkout', {completed: true}, null, 'cart already completed'],
    [
      'created before 2022-09-12',
      {createdAt: '2022-09-11T23:59:00Z'},
      null,
      'cart is old',
    ],
    ['without a country', {countryCode: null}, null, 'cart has no country'],
    ['in AUD', null, 'an AUD cart', 'cart has invalid currency'],
    [
      'with a line without a SKU',
      null,
      'a line without a SKU',
      'cart has invalid line item(s)',
    ],
  ] as const)(
    'is no cart when %s: the page is empty, the reason logged, the cookie dropped',
    async (_case, change, rewrite, reason) => {
      const cookie = await cartWithKumo();
      if (change) expect((await patchCart(cookie, change)).status).toBe(200);
      if (rewrite) storefront.rewriting.set('CartQuery', REWRITES[rewrite] ?? (() => {}));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

      const response = await worker.fetch('/cart', {headers: {Cookie: cookie}});
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).toContain(EMPTY_CART);
      expect(body).not.toContain('Kumo Blending Brush</a>');
      expect(warn).toHaveBeenCalledWith(`stored cart discarded: ${reason}`);
      expect(cookiePair(response, 'cart')).toBe('cart=');
    },
  );

  it('takes no new line: an add starts a new cart and leaves the old one as it was', async () => {
    const cookie = await cartWithKumo();
    await patchCart(cookie, {createdAt: '2021-01-01T00:00:00Z'});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const added = await worker.fetch('/cart', {
      method: 'POST',
      headers: {Cookie: cookie},
      body: cartForm('LinesAdd', {lines: [{merchandiseId: VARIANT.kumoUs, quantity: 2}]}),
    });
    await worker.settle();
    const fresh = cookiePair(added, 'cart') ?? '';
    expect(fresh).not.toBe('');
    expect(fresh).not.toBe(cookie);
    expect((await storefront.cartOf(fresh)).lines).toMatchObject([{quantity: 2}]);
    expect((await storefront.cartOf(cookie)).lines).toMatchObject([{quantity: 1}]);
  });
});

describe('a cart mutation that fails', () => {
  it.each([
    ['with userErrors: the first message', () => {}, /\S/, true],
    [
      'with GraphQL errors: the first error message',
      () => storefront.answeringWithErrors.add('cartLinesUpdate'),
      /^upstream failure$/,
      true,
    ],
    [
      'with no cart and no error: cart does not exist',
      () =>
        storefront.rewriting.set('cartLinesUpdate', (data) => {
          data.cartLinesUpdate.cart = null;
          data.cartLinesUpdate.userErrors = [];
        }),
      /^cart does not exist$/,
      false,
    ],
  ] as const)(
    'answers %s, reports it to the brand’s server, and drops the cart id only when the platform answers no cart and no error',
    async (_case, arrange, message, keepsCart) => {
      const cookie = await cartWithKumo();
      const before = (await storefront.errorReports()).length;
      arrange();
      const lineId = 'gid://shopify/CartLine/00000000-0000-4000-8000-000000000000?cart=x';
      const response = await worker.fetch('/cart', {
        method: 'POST',
        headers: {Cookie: cookie},
        body: cartForm('LinesUpdate', {lines: [{id: lineId, quantity: 2}]}),
      });
      await worker.settle();
      // Without JavaScript the post answers with the cart page, the error on it.
      const page = decodeEntities(await response.text());
      const reports = await storefront.errorReports();
      expect(reports).toHaveLength(before + 1);
      const reported = reports.at(-1);
      expect(reported).toMatchObject({kind: 'cart', report: {operation: 'LinesUpdate'}});
      const error = String(reported?.report.error);
      expect(error).toMatch(message);
      expect(page).toContain(error);
      expect(cookiePair(response, 'cart') === 'cart=').toBe(!keepsCart);
    },
  );
});

describe('a change without a cart (emptied here or in another tab)', () => {
  it.each([
    [
      'LinesUpdate',
      {lines: [{id: 'gid://shopify/CartLine/gone?cart=gone', quantity: 2}]},
    ],
    ['LinesRemove', {lineIds: ['gid://shopify/CartLine/gone?cart=gone']}],
  ])(
    '%s answers cart does not exist without asking the platform',
    async (action, inputs) => {
      storefront.reset();
      const response = await post('', action, inputs);
      expect(decodeEntities(await response.text())).toContain('cart does not exist');
      expect(storefront.operations()).not.toContain(`cart${action}`);
    },
  );
});

// docs/product/cart.md#white-cheek-brush
describe('one white cheek brush per cart, whatever the request', () => {
  async function whiteBrushUnits(cookie: string): Promise<number> {
    const cart = await storefront.cartOf(cookie);
    return cart.lines
      .filter((line) => line.merchandise.id === VARIANT.saibikohoUs)
      .reduce((sum, line) => sum + line.quantity, 0);
  }

  it('takes the first and refuses a second add, a higher quantity or two at once', async () => {
    const refusedAtOnce = await post('', 'LinesAdd', {
      lines: [{merchandiseId: VARIANT.saibikohoUs, quantity: 2}],
    });
    expect(refusedAtOnce.status).toBe(409);

    const first = await post('', 'LinesAdd', {
      lines: [{merchandiseId: VARIANT.saibikohoUs, quantity: 1}],
    });
    expect(first.status).toBe(200);
    const cookie = cookiePair(first, 'cart') ?? '';
    expect(await whiteBrushUnits(cookie)).toBe(1);

    const second = await post(cookie, 'LinesAdd', {
      lines: [{merchandiseId: VARIANT.saibikohoUs, quantity: 1}],
    });
    expect(second.status).toBe(409);
    expect(decodeEntities(await second.text())).toContain(
      'the white cheek brush is limited to one per customer.',
    );

    const {lines} = await storefront.cartOf(cookie);
    const raised = await post(cookie, 'LinesUpdate', {
      lines: [{id: lines[0]?.id, quantity: 2}],
    });
    expect(raised.status).toBe(409);
    expect(await whiteBrushUnits(cookie)).toBe(1);

    const others = await post(cookie, 'LinesAdd', {
      lines: [{merchandiseId: VARIANT.kumoUs, quantity: 2}],
    });
    expect(others.status).toBe(200);
  });
});

// docs/product/cart.md#welcome-line
describe('the welcome offer: one line, tagged with the email, which joins the list', () => {
  const TSUKI_US = 'gid://shopify/ProductVariant/43000000000201';

  function welcome(cookie: string, inputs: Record<string, unknown>) {
    return worker.fetch('/cart', {
      method: 'POST',
      headers: cookie ? {Cookie: cookie} : {},
      body: cartForm('CustomPromoLinesAdd', {flow: 'welcomeBonus', ...inputs}),
    });
  }

  async function welcomeLines(cookie: string) {
    const stored = await storefront.storedCart(cookie);
    return stored.lines.filter((line) =>
      line.attributes.some((attribute) => attribute.key === '_welcomeBonus'),
    );
  }

  it('refuses a bad email before anything is added or signed up', async () => {
    const response = await welcome('', {merchandiseId: VARIANT.kumoUs, email: 'nobody@'});
    expect(response.status).toBe(400);
    expect(decodeEntities(await response.text())).toContain(
      'please enter a valid email.',
    );
    expect(cookiePair(response, 'cart')).toBeUndefined();
  });

  it('adds one line with the email, signs it up, and replaces it on a second welcome', async () => {
    const email = `welcome-${Date.now()}@example.com`;
    const first = await welcome('', {merchandiseId: VARIANT.kumoUs, email});
    expect(first.status).toBe(200);
    await worker.settle();
    const cookie = cookiePair(first, 'cart') ?? '';
    const [line] = await welcomeLines(cookie);
    expect(line).toEqual(
      expect.objectContaining({
        merchandiseId: VARIANT.kumoUs,
        attributes: [
          {key: '_welcomeBonus', value: email},
          {key: '_welcomeBonusProof', value: expect.any(String)},
        ],
      }),
    );
    expect(readWelcomeMarker(LOCAL_SURVEY_PROOF_KEY, line?.attributes[1]?.value)).toEqual(
      {email, cartId: expect.stringContaining(cartTokenOf(cookie))},
    );
    const contacts =
      await storefront.adminJson<{email: string; customFields: Record<string, string>}[]>(
        '/admin/mail/contacts',
      );
    expect(contacts).toContainEqual(
      expect.objectContaining({
        email,
        customFields: {
          signup_source: 'welcome bonus',
          product_title: 'Kumo Blending Brush',
        },
      }),
    );

    const second = await welcome(cookie, {merchandiseId: TSUKI_US, email});
    expect(second.status).toBe(200);
    await worker.settle();
    expect(await welcomeLines(cookie)).toEqual([
      expect.objectContaining({merchandiseId: TSUKI_US}),
    ]);
  });
});

// docs/product/cart.md#free-item-on-load
describe('the free item: added when the cart loads, declined for the session', () => {
  const GIFT = 'Mini Kabuki Gift';

  async function cartIn(country: string, merchandiseId: string): Promise<string> {
    const added = await worker.fetch('/cart', {
      method: 'POST',
      headers: {'oxygen-buyer-country': country},
      body: cartForm('LinesAdd', {lines: [{merchandiseId, quantity: 1}]}),
    });
    await worker.settle();
    return cookiePair(added, 'cart') ?? '';
  }

  async function cartPage(cookie: string): Promise<Response> {
    const response = await worker.fetch('/cart', {
      headers: {Cookie: cookie, 'oxygen-buyer-country': 'NL'},
    });
    await worker.settle();
    return response;
  }

  async function giftLines(cookie: string) {
    const {lines} = await storefront.cartOf(cookie);
    return lines.filter((line) => line.merchandise.product.title === GIFT);
  }

  it('adds one unit of the region’s variant, marked with the country, once', async () => {
    const cookie = await cartIn('NL', VARIANT.kumoEu);
    const page = decodeEntities(await (await cartPage(cookie)).text());
    expect(page).toContain(`${GIFT}</a>`);
    expect(await giftLines(cookie)).toEqual([
      expect.objectContaining({
        quantity: 1,
        merchandise: expect.objectContaining({id: VARIANT.giftComplimentaryEu}),
        attributes: [{key: '_complimentary', value: 'NL'}],
      }),
    ]);
    await cartPage(cookie);
    expect(await giftLines(cookie)).toHaveLength(1);
  });

  it('adds nothing where no rule covers the cart’s country', async () => {
    const cookie = await cartWithKumo();
    await worker.fetch('/cart', {headers: {Cookie: cookie}});
    await worker.settle();
    expect(await giftLines(cookie)).toEqual([]);
  });

  it('adds nothing to a cart holding a pay-what-you-want item (one free item per cart)', async () => {
    const added = await worker.fetch('/cart', {
      method: 'POST',
      headers: {'oxygen-buyer-country': 'NL'},
      body: cartForm('CustomPromoLinesAdd', {
        flow: 'pwyw',
        merchandiseId: 'gid://shopify/ProductVariant/43000000001502',
        discount: '0.5',
      }),
    });
    await worker.settle();
    const cookie = cookiePair(added, 'cart') ?? '';
    expect(cookie).not.toBe('');
    await cartPage(cookie);
    expect(await giftLines(cookie)).toEqual([]);
  });

  it('a removed gift is declined: the session cookie keeps it out of the cart', async () => {
    const cookie = await cartIn('NL', VARIANT.kumoEu);
    await cartPage(cookie);
    const [gift] = await giftLines(cookie);
    const removed = await worker.fetch('/cart', {
      method: 'POST',
      headers: {Cookie: cookie, 'oxygen-buyer-country': 'NL'},
      body: cartForm('LinesRemove', {lineIds: [gift?.id]}),
    });
    await worker.settle();
    const declined = setCookieHeader(removed, 'free_item_declined');
    expect(declined).toMatch(/HttpOnly/);
    // No Max-Age or Expires: the browser forgets the decline when its session ends.
    expect(declined).not.toMatch(/Max-Age|Expires/i);

    const session = `${cookie}; ${declined?.split(';', 1)[0]}`;
    await cartPage(session);
    expect(await giftLines(cookie)).toEqual([]);
    // A new browser session is offered the gift again.
    await cartPage(cookie);
    expect(await giftLines(cookie)).toHaveLength(1);
  });
});

// docs/product/cart.md#buy-one-get-one
describe('buy one, get one: the free line follows its main line and can be swapped', () => {
  const SOAP_US = 'gid://shopify/ProductVariant/43000000003201';
  const GUARDS_US = 'gid://shopify/ProductVariant/43000000003501';
  const POUCH_US = 'gid://shopify/ProductVariant/43000000003401';

  async function load(cookie: string): Promise<string> {
    const response = await worker.fetch('/cart', {headers: {Cookie: cookie}});
    await worker.settle();
    return decodeEntities(await response.text());
  }

  async function lines(cookie: string) {
    return (await storefront.cartOf(cookie)).lines.map((line) => ({
      variant: line.merchandise.id,
      quantity: line.quantity,
      details: line.attributes.find((attribute) => attribute.key === 'details')?.value,
    }));
  }

  it('adds the free line, keeps it in step, swaps it, and refuses a crafted swap', async () => {
    const added = await post('', 'LinesAdd', {
      lines: [{merchandiseId: SOAP_US, quantity: 1}],
    });
    const cookie = cookiePair(added, 'cart') ?? '';
    const page = await load(cookie);
    expect(page).toContain('free with Brush Cleansing Soap');
    expect(await lines(cookie)).toEqual([
      {variant: SOAP_US, quantity: 1, details: undefined},
      {
        variant: GUARDS_US,
        quantity: 1,
        details: 'Brush Guards (4 pack), free with Brush Cleansing Soap',
      },
    ]);

    const [soap, guards] = (await storefront.cartOf(cookie)).lines;
    await post(cookie, 'LinesUpdate', {lines: [{id: soap?.id, quantity: 3}]});
    await load(cookie);
    expect((await lines(cookie)).map((line) => line.quantity)).toEqual([3, 3]);

    const swapped = await post(cookie, 'CustomBogoSwap', {
      lineId: guards?.id,
      merchandiseId: POUCH_US,
    });
    expect(swapped.status).toBe(200);
    expect((await lines(cookie))[1]).toEqual({
      variant: POUCH_US,
      quantity: 3,
      details: 'Travel Pouch, free with Brush Cleansing Soap',
    });

    const crafted = await post(cookie, 'CustomBogoSwap', {
      lineId: guards?.id,
      merchandiseId: SOAP_US,
    });
    expect(crafted.status).toBe(400);
    expect(decodeEntities(await crafted.text())).toContain(
      'this item cannot be added to the cart.',
    );
    const notFree = await post(cookie, 'CustomBogoSwap', {
      lineId: soap?.id,
      merchandiseId: POUCH_US,
    });
    expect(decodeEntities(await notFree.text())).toContain(
      'this cart line does not exist.',
    );
    expect((await lines(cookie)).map((line) => line.variant)).toEqual([
      SOAP_US,
      POUCH_US,
    ]);

    await post(cookie, 'LinesRemove', {lineIds: [soap?.id]});
    await load(cookie);
    expect(await lines(cookie)).toEqual([]);
  });
});

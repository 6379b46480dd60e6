import {describe, expect, it} from 'vitest';
import {PRODUCT} from '../emulator/seed-variants';
import {cookiePair, setCookieHeader} from './support/cookies';
import {localPlatformUpstream} from './support/upstream';
import {
  cartForm,
  postCartForm,
  signedSessionCookie,
  workerAgainst,
} from './support/worker';

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);

/** Seed products and variants the tests name. */
const KUMO = {...PRODUCT.kumo, id: 'gid://shopify/Product/7100000000101'};
/** Region × Hair; its Squirrel variants are legacy ones no shopper may pick. */
const KIRI_HANDLE = 'kiri-flat-shader';
/** Its Walnut handle variants are hidden. */
const TSUBAKI_HANDLE = 'tsubaki-lid-brush';
/** Its Gift edition is the complimentary one. */
const GIFT_HANDLE = 'mini-kabuki-gift';
/** EU variant not available for sale; the US one is. */
const HOTARU_HANDLE = 'hotaru-precision-liner';
/** Tagged AVAILABLE:US-CA. */
const KASUMI = {
  handle: 'kasumi-detail-crease',
  title: 'Kasumi Detail Crease Brush',
};

const signedSession = (country: string) => signedSessionCookie({country});

describe('/healthz', () => {
  it('answers ok without asking the platform anything', async () => {
    const {response, body} = await worker.get('/healthz');
    expect(response.status).toBe(200);
    expect(body).toBe('ok');
    expect(storefront.requests).toHaveLength(0);
  });
});

describe('the shopper country (GET /api/country)', () => {
  it.each<{case: string; headers: Record<string, string>; country: string}>([
    {case: 'no session, no geo header', headers: {}, country: 'US'},
    {
      case: 'the geo header',
      headers: {'oxygen-buyer-country': 'FR'},
      country: 'FR',
    },
    {
      case: 'a lower-case geo header',
      headers: {'oxygen-buyer-country': 'it'},
      country: 'IT',
    },
    {
      case: 'an unknown geo code',
      headers: {'oxygen-buyer-country': 'XX'},
      country: 'US',
    },
    {
      case: 'a malformed geo header',
      headers: {'oxygen-buyer-country': 'FRANCE'},
      country: 'US',
    },
  ])('$case gives $country', async ({headers, country}) => {
    const {response, body} = await worker.get('/api/country', headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    expect(JSON.parse(body)).toEqual({country});
  });

  it('prefers the country chosen in the session over the geo header', async () => {
    const cookie = await signedSession('IT');
    const {body} = await worker.get('/api/country', {
      Cookie: cookie,
      'oxygen-buyer-country': 'FR',
    });
    expect(JSON.parse(body)).toEqual({country: 'IT'});
  });

  it('ignores a tampered session cookie', async () => {
    const cookie = await signedSession('IT');
    const [name, value = ''] = cookie.split('=');
    // Same signature, different payload: the signature no longer matches.
    const forged = `${name}=${encodeURIComponent(
      Buffer.from(JSON.stringify({country: 'DE'})).toString('base64'),
    )}.${value.split('.').pop()}`;
    const {response, body} = await worker.get('/api/country', {
      Cookie: forged,
      'oxygen-buyer-country': 'FR',
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(body)).toEqual({country: 'FR'});
  });
});

describe('home page', () => {
  it('lists products in the US market, in English, with the market in every query', async () => {
    const {response, body} = await worker.get('/');
    expect(response.status).toBe(200);
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('best sellers');
    expect(body).toContain(KUMO.title);
    expect(body).toContain('$24.00');
    for (const request of storefront.requests) {
      expect(request.variables).toMatchObject({
        country: 'US',
        language: 'EN',
      });
    }
  });

  it('renders French and euro prices on the server for a shopper in France', async () => {
    const {body} = await worker.get('/', {'oxygen-buyer-country': 'FR'});
    expect(body).toContain('<html lang="fr">');
    expect(body).toContain('meilleures ventes');
    // In French number format: '22,00 €', the symbol after a no-break space.
    expect(body).toMatch(/\d+,\d\d\u00a0€/);
    expect(body).not.toMatch(/\$\d|\d\u00a0\$/);
    expect(storefront.requests.map((request) => request.variables.country)).not.toContain(
      'US',
    );
  });

  it('shows the spec error screen when the shell data cannot be loaded', async () => {
    storefront.failing.add('Layout');
    const {response, body} = await worker.get('/');
    expect(response.status).toBe(502);
    expect(body).toContain('something went wrong. please refresh to try again.');
    expect(body).not.toContain('upstream failure');
  });
});

describe('product cards', () => {
  it('mark a product that is not sold in the shopper country', async () => {
    const {body} = await worker.get('/collections/eye-brushes', {
      'oxygen-buyer-country': 'DE',
    });
    expect(body).toContain(KASUMI.title);
    expect(body).toContain('not available in your country');
  });
});

describe('security headers', () => {
  it('sends a strict CSP with a nonce on every script of a personal page and allows the store origin', async () => {
    // Shared pages carry hashes instead (page-cache.test.ts).
    const {response, body} = await worker.get('/search?q=brush');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(/connect-src ([^;]+)/.exec(csp)?.[1]).toContain(storefront.origin);
    expect(/img-src ([^;]+)/.exec(csp)?.[1]).toContain(storefront.origin);
    const scripts = body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  it('sets nosniff and the referrer policy, and HSTS only off localhost', async () => {
    const local = await worker.fetch('/healthz');
    expect(local.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(local.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(local.headers.get('Strict-Transport-Security')).toBeNull();
    const remote = await worker.fetch('https://brushes.example/healthz');
    expect(remote.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
  });
});

describe('product page', () => {
  it('loads its data, recommendations included, in one Storefront request', async () => {
    const {response} = await worker.get(`/products/${KUMO.handle}`);
    expect(response.status).toBe(200);
    // The shell's layout and footer are not the page's own data.
    const pageRequests = storefront
      .operations()
      .filter((op) => !['Layout', 'Footer'].includes(op));
    expect(pageRequests).toEqual(['Product']);
  });

  it.each([
    {
      case: 'legacy',
      handle: KIRI_HANDLE,
      offered: ['Goat', 'Synthetic'],
      left: 'Squirrel',
    },
    {
      case: 'hidden',
      handle: TSUBAKI_HANDLE,
      offered: ['Black', 'Natural'],
      left: 'Walnut',
    },
    {
      case: 'complimentary',
      handle: GIFT_HANDLE,
      // Standard is then the only choice, which the page does not offer as one.
      offered: [],
      left: 'Gift',
    },
  ])(
    'offers the market variants only: no Region choice, no $case one',
    async ({handle, offered, left}) => {
      const {body} = await worker.get(`/products/${handle}`);
      // A choice is a link naming the value (`<span>value</span>`).
      for (const value of offered) expect(body).toContain(`<span>${value}</span>`);
      expect(body).not.toContain(`<span>${left}</span>`);
      expect(body).not.toMatch(/<legend>Region/);
    },
  );

  it('shows the product headline', async () => {
    const {body} = await worker.get(`/products/${KUMO.handle}`);
    expect(body).toContain('the blender everyone reaches for first');
  });

  it('says an unavailable variant is unavailable and does not offer to add it', async () => {
    const {body} = await worker.get(`/products/${HOTARU_HANDLE}`, {
      'oxygen-buyer-country': 'DE',
    });
    expect(body).toContain('€');
    expect(body).toMatch(
      /<button type="submit" class="button button--block" disabled="">unavailable<\/button>/,
    );
  });

  it('offers the EU variant, in euros, to a shopper in Germany', async () => {
    const {body} = await worker.get(`/products/${KIRI_HANDLE}?Hair=Synthetic`, {
      'oxygen-buyer-country': 'DE',
    });
    expect(body).toContain('€');
    expect(body).toMatch(
      /<button type="submit" class="button button--block">add to cart<\/button>/,
    );
  });

  it('does not sell a product outside the countries its tags allow', async () => {
    const {body} = await worker.get(`/products/${KASUMI.handle}`, {
      'oxygen-buyer-country': 'FR',
    });
    expect(body).toContain('indisponible dans votre pays');
    expect(body).toMatch(
      /<button type="submit" class="button button--block" disabled="">/,
    );
  });
});

describe('not found', () => {
  it.each([
    '/products/no-such-brush',
    '/collections/no-such-collection',
    '/no/such/page',
  ])('%s is a 404 page inside the shell', async (path) => {
    const {response, body} = await worker.get(path);
    expect(response.status).toBe(404);
    expect(body).toContain('page not found');
    expect(body).toContain('href="/cart"');
  });

  it('a known collection renders', async () => {
    const {response, body} = await worker.get('/collections/eye-brushes');
    expect(response.status).toBe(200);
    expect(body).toContain(KUMO.title);
  });
});

describe('cart page', () => {
  it.each([
    {
      case: 'a malformed cart cookie',
      cookie: 'cart=%25%25not-a-cart%3Cscript%3E',
      queried: false,
    },
    {
      case: 'an unknown cart id',
      cookie: 'cart=cforeign%3Fkey%3Dabc',
      queried: true,
    },
  ])('shows an empty cart for $case', async ({cookie, queried}) => {
    const {response, body} = await worker.get('/cart', {Cookie: cookie});
    expect(response.status).toBe(200);
    expect(body).toContain('your cart is empty.');
    expect(storefront.operations().includes('CartQuery')).toBe(queried);
  });

  it('reads the cart once for the page and the header badge', async () => {
    const added = await postCartForm(worker, 'LinesAdd', {
      lines: [{merchandiseId: KUMO.us, quantity: 1}],
    });
    storefront.reset();
    const {body} = await worker.get('/cart', {
      Cookie: cookiePair(added, 'cart') ?? '',
    });
    expect(body).toContain(KUMO.title);
    expect(storefront.operations().filter((op) => op === 'CartQuery')).toHaveLength(1);
  });
});

describe('the /cart action', () => {
  const kumoUs = KUMO.us;

  it('creates a cart in the shopper market and stores its id in an HttpOnly cookie', async () => {
    const response = await postCartForm(worker, 'LinesAdd', {
      lines: [{merchandiseId: kumoUs, quantity: 2}],
    });
    expect(response.status).toBe(200);
    const create = storefront.requests.find(
      (request) => request.operationName === 'cartCreate',
    );
    expect(create?.variables).toMatchObject({
      input: {
        buyerIdentity: {countryCode: 'US'},
        lines: [{merchandiseId: kumoUs, quantity: 2}],
      },
    });
    const setCookie = setCookieHeader(response, 'cart');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const {body} = await worker.get('/cart', {
      Cookie: cookiePair(response, 'cart') ?? '',
    });
    expect(body).toContain(KUMO.title);
    expect(body).toContain('$48.00');
    expect(body).toContain(`href="${storefront.origin}/checkouts/cn/`);
  });

  it('marks the cart cookie Secure off localhost', async () => {
    const form = cartForm('LinesAdd', {lines: [{merchandiseId: kumoUs, quantity: 1}]});
    const response = await worker.fetch('https://brushes.example/cart', {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    const setCookie = setCookieHeader(response, 'cart');
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/HttpOnly/i);
  });

  it('starts a new cart when the cookie names a cart the platform does not know', async () => {
    const response = await postCartForm(
      worker,
      'LinesAdd',
      {lines: [{merchandiseId: kumoUs, quantity: 1}]},
      {cookie: 'cart=cgone%3Fkey%3Dold'},
    );
    expect(response.status).toBe(200);
    // The stored cart is read first, found gone, and never written to.
    expect(storefront.operations()).toEqual(
      expect.arrayContaining(['CartWrite', 'cartCreate']),
    );
    expect(storefront.operations()).not.toContain('cartLinesAdd');
    expect(cookiePair(response, 'cart')).toMatch(/^cart=./);
    expect(cookiePair(response, 'cart')).not.toContain('cgone');
  });

  it.each([
    {
      case: 'a quantity above the limit',
      line: {merchandiseId: kumoUs, quantity: 100},
      message: 'please choose a quantity from 0 to 99.',
    },
    {
      case: 'a negative quantity',
      line: {merchandiseId: kumoUs, quantity: -1},
      message: 'please choose a quantity from 0 to 99.',
    },
    {
      case: 'a fractional quantity',
      line: {merchandiseId: kumoUs, quantity: 1.5},
      message: 'please choose a quantity from 0 to 99.',
    },
    {
      case: 'a product id as merchandise',
      line: {merchandiseId: KUMO.id, quantity: 1},
      message: 'this item cannot be added to the cart.',
    },
    {
      case: 'a forged _complimentary attribute',
      line: {
        merchandiseId: kumoUs,
        quantity: 1,
        attributes: [{key: '_complimentary', value: 'US'}],
      },
      message: 'this item cannot be added with these options.',
    },
    {
      case: 'a forged _customPrice attribute',
      line: {
        merchandiseId: kumoUs,
        quantity: 1,
        attributes: [{key: '_customPrice', value: '0.01'}],
      },
      message: 'this item cannot be added with these options.',
    },
  ])(
    'refuses $case with a message, before reaching the platform',
    async ({line, message}) => {
      const response = await postCartForm(worker, 'LinesAdd', {lines: [line]});
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
      expect(storefront.requests.filter((request) => request.isMutation)).toHaveLength(0);
    },
  );

  it('refuses a line update above the limit and an unknown action', async () => {
    const update = await postCartForm(worker, 'LinesUpdate', {
      lines: [{id: 'gid://shopify/CartLine/1?cart=c1', quantity: 1000}],
    });
    expect(update.status).toBe(400);
    const unknown = await postCartForm(worker, 'BuyerIdentityUpdate', {
      buyerIdentity: {countryCode: 'DE'},
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('this cart action is not supported.');
    expect(storefront.requests.filter((request) => request.isMutation)).toHaveLength(0);
  });

  it('updates and removes lines, and drops the cart cookie once the cart is empty', async () => {
    const added = await postCartForm(worker, 'LinesAdd', {
      lines: [{merchandiseId: kumoUs, quantity: 1}],
    });
    const cookie = cookiePair(added, 'cart') ?? '';
    const lineId = (await storefront.cartOf(cookie)).lines[0]!.id;

    const updated = await postCartForm(
      worker,
      'LinesUpdate',
      {lines: [{id: lineId, quantity: 3}]},
      {cookie},
    );
    expect(updated.status).toBe(200);
    expect((await storefront.cartOf(cookie)).lines[0]!.quantity).toBe(3);

    const removed = await postCartForm(
      worker,
      'LinesRemove',
      {lineIds: [lineId]},
      {cookie},
    );
    expect(removed.status).toBe(200);
    expect(setCookieHeader(removed, 'cart')).toMatch(/Max-Age=0/i);
  });

  it.each([
    {
      case: 'the shop itself',
      origin: 'http://127.0.0.1:3000',
      accepted: true,
    },
    {case: 'another site', origin: 'https://evil.example', accepted: false},
  ])('accepts a posted form from $case: $accepted', async ({origin, accepted}) => {
    const form = cartForm('LinesAdd', {lines: [{merchandiseId: kumoUs, quantity: 1}]});
    const response = await worker.fetch('/cart.data', {
      method: 'POST',
      body: form,
      headers: {Origin: origin, Host: '127.0.0.1:3000'},
    });
    expect(response.ok).toBe(accepted);
    expect(storefront.requests.some((request) => request.isMutation)).toBe(accepted);
  });

  it.each([
    {
      redirectTo: '/products/kumo-blending-brush',
      location: '/products/kumo-blending-brush',
    },
    {redirectTo: '//evil.example/steal', location: '/cart'},
    {redirectTo: 'https://evil.example/', location: '/cart'},
    {redirectTo: '/\\evil.example', location: '/cart'},
  ])(
    'redirects to $redirectTo only if it is a local path',
    async ({redirectTo, location}) => {
      const response = await postCartForm(
        worker,
        'LinesAdd',
        {lines: [{merchandiseId: kumoUs, quantity: 1}]},
        {fields: {redirectTo}},
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe(location);
    },
  );
});

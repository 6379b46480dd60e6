/**
 * The worker's own defences, called as Oxygen calls it: cross-site writes and oversized bodies
 * refused before any route runs, unreadable cart posts refused with a message, and the
 * transport headers and cookie flags a real (https, non-local) host gets.
 */
import {describe, expect, it} from 'vitest';
import {MAX_REQUEST_BODY_BYTES} from '~/server/request-guard';
import {security} from '~/i18n/security';
import {VARIANT} from '../emulator/seed-variants';
import {setCookieHeader} from './support/cookies';
import {localPlatformUpstream} from './support/upstream';
import {cartForm, LOCAL_ORIGIN, workerAgainst} from './support/worker';

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);

const SHOP_ORIGIN = 'https://shop.example';
const linesAddForm = () =>
  cartForm('LinesAdd', {lines: [{merchandiseId: VARIANT.kumoUs, quantity: 1}]});
const mutations = () => storefront.mutations().map((request) => request.operationName);

describe('writes another site started', () => {
  it.each<{case: string; path: string; headers: Record<string, string>}>([
    {
      case: 'a form post with a foreign Origin',
      path: '/cart',
      headers: {Origin: 'https://evil.example'},
    },
    {
      case: 'a fetcher post with a foreign Origin',
      path: '/cart.data',
      headers: {Origin: 'https://evil.example'},
    },
    {case: "Origin 'null'", path: '/cart', headers: {Origin: 'null'}},
    {case: 'a malformed Origin', path: '/cart', headers: {Origin: '://'}},
    {
      case: 'Sec-Fetch-Site cross-site without Origin',
      path: '/cart',
      headers: {'Sec-Fetch-Site': 'cross-site'},
    },
    {
      case: 'Sec-Fetch-Site same-site',
      path: '/cart',
      headers: {'Sec-Fetch-Site': 'same-site'},
    },
    {
      case: 'a forged X-Forwarded-Host',
      path: '/cart',
      headers: {Origin: LOCAL_ORIGIN, 'X-Forwarded-Host': 'evil.example'},
    },
    {
      case: 'a post to a page without an action',
      path: '/products/kumo-blending-brush',
      headers: {Origin: 'https://evil.example'},
    },
    {
      case: 'a post to the Storefront API proxy',
      path: '/api/2025-01/graphql.json',
      headers: {Origin: 'https://evil.example'},
    },
  ])(
    '$case is refused with 403 and a message, and nothing is sent upstream',
    async ({path, headers}) => {
      const response = await worker.fetch(path, {
        method: 'POST',
        body: linesAddForm(),
        headers,
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(
        'this request came from another site and was refused.',
      );
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(storefront.requests).toHaveLength(0);
    },
  );

  it('answers in the shopper language', async () => {
    const response = await worker.fetch('/cart', {
      method: 'POST',
      body: linesAddForm(),
      headers: {Origin: 'https://evil.example', 'oxygen-buyer-country': 'IT'},
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(
      'questa richiesta proviene da un altro sito ed è stata rifiutata.',
    );
  });

  it.each<{case: string; url: string; headers: Record<string, string>}>([
    {
      case: 'the local shop',
      url: `${LOCAL_ORIGIN}/cart`,
      headers: {
        Origin: LOCAL_ORIGIN,
        Host: '127.0.0.1:3000',
        'Sec-Fetch-Site': 'same-origin',
      },
    },
    {
      case: 'the shop on its domain',
      url: `${SHOP_ORIGIN}/cart`,
      headers: {
        Origin: SHOP_ORIGIN,
        Host: 'shop.example',
        'Sec-Fetch-Site': 'same-origin',
      },
    },
    {
      case: 'a client that is no browser',
      url: `${LOCAL_ORIGIN}/cart`,
      headers: {},
    },
  ])('accepts a post from $case', async ({url, headers}) => {
    const response = await worker.fetch(url, {
      method: 'POST',
      body: linesAddForm(),
      headers,
    });
    expect(response.status).toBe(200);
    expect(mutations()).toEqual(['cartCreate']);
  });
});

describe('oversized bodies', () => {
  function streamOf(size: number): ReadableStream<Uint8Array> {
    const chunk = new Uint8Array(16 * 1024).fill(0x61);
    let sent = 0;
    return new ReadableStream({
      pull(controller) {
        if (sent >= size) return controller.close();
        controller.enqueue(chunk);
        sent += chunk.byteLength;
      },
    });
  }

  it.each([
    {
      case: 'a declared 2 MB body',
      body: 'a'.repeat(2 * 1024 * 1024),
      chunked: false,
    },
    {
      case: 'a 2 MB body sent without a length',
      body: streamOf(2 * 1024 * 1024),
      chunked: true,
    },
    {
      case: 'a body one byte over the limit',
      body: 'a'.repeat(MAX_REQUEST_BODY_BYTES + 1),
      chunked: false,
    },
  ])('$case is refused with 413 before it reaches a route', async ({body, chunked}) => {
    const response = await worker.fetch('/cart', {
      method: 'POST',
      body,
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      ...(chunked ? {duplex: 'half'} : {}),
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('this request is too large and was refused.');
    expect(storefront.requests).toHaveLength(0);
  });

  it('passes a body at the limit on to the route, which reads it whole', async () => {
    const form = linesAddForm();
    const padding = MAX_REQUEST_BODY_BYTES - 1024;
    form.set('note', 'n'.repeat(padding));
    const response = await worker.fetch('/cart', {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(200);
    expect(mutations()).toEqual(['cartCreate']);
  });
});

describe('cart posts that are no cart form', () => {
  it.each<{case: string; body: BodyInit; contentType?: string}>([
    {
      case: 'a JSON body',
      body: '{"action":"LinesAdd"}',
      contentType: 'application/json',
    },
    {case: 'a plain-text body', body: 'LinesAdd', contentType: 'text/plain'},
    {
      case: 'a broken multipart body',
      body: '--x\r\nbroken',
      contentType: 'multipart/form-data; boundary=y',
    },
    {
      case: 'cartFormInput that is not JSON',
      body: 'cartFormInput=%7Bnot-json',
      contentType: 'application/x-www-form-urlencoded',
    },
    {
      case: 'cartFormInput that is JSON null',
      body: 'cartFormInput=null',
      contentType: 'application/x-www-form-urlencoded',
    },
    {
      case: 'an empty body',
      body: '',
      contentType: 'application/x-www-form-urlencoded',
    },
  ])('$case is refused with 400 and a message', async ({body, contentType}) => {
    const response = await worker.fetch('/cart', {
      method: 'POST',
      body,
      headers: contentType ? {'Content-Type': contentType} : {},
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('this cart action is not supported.');
    expect(mutations()).toEqual([]);
  });
});

describe('off localhost', () => {
  it('sends HSTS and marks the cart cookie HttpOnly, SameSite=Lax, Path=/ and Secure', async () => {
    const response = await worker.fetch(`${SHOP_ORIGIN}/cart`, {
      method: 'POST',
      body: linesAddForm(),
      headers: {Origin: SHOP_ORIGIN, Host: 'shop.example'},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Strict-Transport-Security')).toMatch(
      /^max-age=\d{8,}; includeSubDomains$/,
    );
    const cookie = setCookieHeader(response, 'cart');
    expect(cookie).toBeDefined();
    const flags = (cookie ?? '').split(';').map((flag) => flag.trim().toLowerCase());
    expect(flags).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure']),
    );
  });

  it('on localhost sends no HSTS and no Secure flag', async () => {
    const response = await worker.fetch('/cart', {
      method: 'POST',
      body: linesAddForm(),
    });
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    const cookie = setCookieHeader(response, 'cart');
    const flags = (cookie ?? '').split(';').map((flag) => flag.trim().toLowerCase());
    expect(flags).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(flags).not.toContain('secure');
  });
});

describe('URLs with broken percent-escapes', () => {
  // MiniOxygen's local front refuses these before workerd sees them; Oxygen hands them to the
  // worker, whose router would throw on them and name this build's files.
  it.each([
    '/%',
    '/products/%zz',
    '/products/%E0%A4%A',
    '/products/%E0%A4',
    '/products/a%',
    '/collections/%ZZ',
    '/search?q=%E0%A4%A',
    '/?q=%E0%A4%A%3Cscript%3Ealert(1)',
  ])("%s gets the shop's 400 page with the security headers", async (path) => {
    const response = await worker.fetch(path);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`<h1>${security.en.malformedPage.title}</h1>`);
    expect(html).toContain('<a href="/">');
    expect(html).not.toMatch(/node_modules|\/(home|work|tmp)\/|\bat \S+ \(/);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it('answers a well-formed escape as before', async () => {
    const response = await worker.fetch('/products/%E0%A4%A8');
    expect(response.status).toBe(404);
  });
});

describe('the cart action', () => {
  it('refuses a merchandise id with a query, which the platform would read as the plain variant', async () => {
    const response = await worker.fetch('/cart', {
      method: 'POST',
      body: cartForm('LinesAdd', {
        lines: [{merchandiseId: `${VARIANT.kumoUs}?x=1`, quantity: 1}],
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('this item cannot be added to the cart.');
    expect(mutations()).toEqual([]);
  });
});

describe('redirect parameters of a path that is not found', () => {
  it.each([
    {query: 'redirect=http:evil.example', location: null},
    {query: 'return_to=http:evil.example/login', location: null},
    {query: 'redirect=%2F%2Fevil.example', location: null},
    {query: 'redirect=%2F%5Cevil.example', location: null},
    {query: 'redirect=%2F%252F%252Fevil.example', location: null},
    {query: 'redirect=javascript:alert(1)', location: null},
    {query: 'redirect=%2F.%2F%2Fevil.example', location: null},
    {query: 'return_to=%2F..%2F%2Fevil.example', location: null},
    {query: 'redirect=%2Fa%2F..%2F%2Fevil.example', location: null},
    {query: 'redirect=%2F%252e%2F%2Fevil.example', location: null},
    {query: 'redirect=%2F.%2F%5Cevil.example', location: null},
    {query: 'redirect=%2F.%09%2F%2Fevil.example', location: null},
    {query: 'redirect=%2Fa%2F..%2Fcart', location: '/cart'},
    {
      query: 'redirect=%2Fproducts%2Fkumo-blending-brush',
      location: '/products/kumo-blending-brush',
    },
    {query: 'return_to=%2Fcart', location: '/cart'},
  ])('?$query leads to $location', async ({query, location}) => {
    const response = await worker.fetch(`/no-such-page?${query}`, {
      redirect: 'manual',
    });
    expect(response.headers.get('Location')).toBe(location);
    expect(response.status).toBe(location === null ? 404 : 301);
  });
});

describe('absolute URLs on a request for another host', () => {
  const handle = 'kumo-blending-brush';
  it.each<{case: string; url: string; headers: Record<string, string>}>([
    {case: 'a foreign Host', url: `https://evil.example/products/${handle}`, headers: {}},
    {
      case: 'a foreign X-Forwarded-Host',
      url: `/products/${handle}`,
      headers: {'X-Forwarded-Host': 'evil.example'},
    },
  ])(
    '$case: canonical, og:url and JSON-LD stay on the configured origin',
    async ({url, headers}) => {
      const response = await worker.fetch(url, {headers});
      expect(response.status).toBe(200);
      const body = await response.text();
      const canonical = `${LOCAL_ORIGIN}/products/${handle}`;
      expect(body).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(body).toContain(`<meta property="og:url" content="${canonical}"/>`);
      expect(body).toContain(`"url":"${canonical}"`);
      expect(body).not.toContain('evil.example');
    },
  );
});

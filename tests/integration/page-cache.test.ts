/**
 * The edge page cache (docs/product/operations.md#page-cache, decision 0106) on the built
 * worker, whose Cache API keeps what it stores between requests here, as the runtime's does.
 */
import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  PAGE_CACHE_FRESH_SECONDS,
  PAGE_CACHE_STATUS_HEADER,
  PRICE_CHANGE_VISIBLE_WITHIN_SECONDS,
} from '~/server/page-cache.server';
import {legacyId} from '@brush/rules/gid';
import {PRODUCT, VARIANT} from '../emulator/seed-variants';
import {pageCacheClock} from './support/pages';
import {localPlatformUpstream} from './support/upstream';
import {cartCookieWith, loadStorefrontWorker, workerAgainst} from './support/worker';

const KUMO = `/products/${PRODUCT.kumo.handle}`;

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront, {keepsCaches: true});

const {atTime, newEra} = pageCacheClock();

async function get(path: string, headers: Record<string, string> = {}) {
  const page = await worker.get(path, headers);
  return {...page, status: page.response.headers.get(PAGE_CACHE_STATUS_HEADER)};
}

describe('a shared page', () => {
  it('is rendered once, then served from the cache with the shared cache headers', async () => {
    newEra();
    const first = await get(KUMO);
    expect(first.status).toBe('MISS');
    const rendered = storefront.operations().length;
    expect(rendered).toBeGreaterThan(0);

    const second = await get(KUMO);
    expect(second.status).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(storefront.operations()).toHaveLength(rendered);
    expect(second.response.headers.get('Oxygen-Cache-Control')).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    );
    expect(second.response.headers.get('Vary')).toBe('oxygen-buyer-country, Cookie');
    expect(second.response.headers.get('Set-Cookie')).toBeNull();
  });

  it('is keyed by market: another country renders its own page in its language and currency', async () => {
    newEra();
    const us = await get(KUMO);
    const italy = await get(KUMO, {'oxygen-buyer-country': 'IT'});
    expect(italy.status).toBe('MISS');
    expect(italy.body).toContain('<html lang="it"');
    expect(italy.body).toContain('€');
    expect(us.body).toContain('<html lang="en"');
    expect((await get(KUMO)).body).not.toContain('€');
  });

  it('carries no shopper: carts differ, the cached body does not, and /api/shopper answers each their own', async () => {
    newEra();
    const first = await cartCookieWith(worker, VARIANT.kumoUs, 1);
    const second = await cartCookieWith(worker, VARIANT.kumoUs, 3);
    const pages = ['/', KUMO, '/collections/eye-brushes'];
    const seen: Record<string, string[]> = {[first]: [], [second]: []};
    for (const path of pages) {
      for (const cookie of [first, second]) {
        const {body} = await get(path, {Cookie: cookie});
        seen[cookie]?.push(body);
        expect(body).not.toContain('Cart/');
        expect(body).toContain('cart, 0 items');
      }
    }
    expect(seen[first]).toEqual(seen[second]);

    for (const [cookie, quantity] of [
      [first, 1],
      [second, 3],
    ] as const) {
      const response = await worker.fetch('/api/shopper', {headers: {Cookie: cookie}});
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      const answer = (await response.json()) as {cart: {totalQuantity: number}};
      expect(answer.cart.totalQuantity).toBe(quantity);
    }
  });

  it('has no nonce of another response: its policy lists the hash of each inline script instead', async () => {
    newEra();
    for (const expected of ['MISS', 'HIT']) {
      const {body, response, status} = await get('/');
      expect(status).toBe(expected);
      const policy = response.headers.get('Content-Security-Policy') ?? '';
      expect(policy).not.toContain("'nonce-");
      expect(body).not.toMatch(/\snonce=/);
      const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      const inline = [
        ...body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length).toBeGreaterThan(0);
      for (const [, text = ''] of inline) {
        const hash = createHash('sha256').update(text).digest('base64');
        expect(scriptSrc).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it('is never stored from a response that sets a cookie', async () => {
    newEra();
    const landing = await get('/?utm_source=newsletter');
    expect(landing.response.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(landing.status).toBeNull();
    expect((await get('/')).status).toBe('MISS');
  });

  it('cannot be poisoned by the Host, X-Forwarded-Host or parameters the page does not read', async () => {
    newEra();
    const poisoned = await get('/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&ref=evil', {
      Host: 'evil.example',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'http',
    });
    expect(poisoned.status).toBe('MISS');
    const clean = await get('/');
    expect(clean.status).toBe('HIT');
    expect(clean.body).toBe(poisoned.body);
    expect(clean.body).not.toContain('evil.example');
    expect(clean.body).not.toContain('alert(1)');
    expect(clean.body).toContain('href="http://127.0.0.1:3000/"');
  });

  it('keys a product by its options and a collection by sort and cursor only', async () => {
    newEra();
    expect((await get(`${KUMO}?Edition=PRO&Region=US`)).status).toBe('MISS');
    expect((await get(`${KUMO}?Region=US&Edition=PRO`)).status).toBe('HIT');
    expect((await get(`${KUMO}?Edition=Standard&Region=US`)).status).toBe('MISS');
    expect((await get('/collections/eye-brushes?sort=price-asc')).status).toBe('MISS');
    expect((await get('/collections/eye-brushes?sort=price-asc&x=1')).status).toBe('HIT');
  });
});

describe('the pages that are personal', () => {
  it.each(['/cart', '/search?q=brush', '/account/login', '/secret'])(
    '%s is never served from the page cache',
    async (path) => {
      newEra();
      await get(path);
      const again = await get(path);
      expect(again.status).toBeNull();
      expect(again.response.headers.get('Oxygen-Cache-Control')).toBeNull();
    },
  );
});

describe('freshness', () => {
  it(`shows a price changed on the platform within ${PRICE_CHANGE_VISIBLE_WITHIN_SECONDS} s`, async () => {
    newEra();
    const before = await get(KUMO);
    expect(before.body).toContain('$24.00');

    const changed = await storefront.admin(
      `/admin/variants/${legacyId(VARIANT.kumoUs)}/price`,
      {method: 'POST', body: JSON.stringify({amount: 31.5})},
    );
    expect(changed.status).toBe(200);

    // Within its fresh time the copy is served as it is.
    atTime(1);
    expect((await get(KUMO)).body).toContain('$24.00');

    // Once stale, the copy is served one last time while its successor renders.
    atTime(PAGE_CACHE_FRESH_SECONDS + 1);
    const stale = await get(KUMO);
    expect(stale.status).toBe('STALE');

    atTime(PAGE_CACHE_FRESH_SECONDS + 2);
    const fresh = await get(KUMO);
    expect(fresh.status).toBe('HIT');
    expect(fresh.body).toContain('$31.50');
    expect(PAGE_CACHE_FRESH_SECONDS + 2).toBeLessThanOrEqual(
      PRICE_CHANGE_VISIBLE_WITHIN_SECONDS,
    );
  });
});

// Last in the file: loading a second worker gives the process new caches.
describe('PAGE_CACHE=off', () => {
  it('renders every page for its shopper, with its own nonce', async () => {
    const uncached = await loadStorefrontWorker(
      {...storefront.env, PAGE_CACHE: 'off'},
      {keepsCaches: true},
    );
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await uncached.fetch('/');
      await response.text();
      await uncached.settle();
      expect(response.headers.get(PAGE_CACHE_STATUS_HEADER)).toBeNull();
      expect(response.headers.get('Content-Security-Policy')).toContain("'nonce-");
    }
  });
});

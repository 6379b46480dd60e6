/**
 * Stale-if-error (docs/product/operations.md#page-cache): while the platform fails, a catalog
 * page the cache holds is still served, marked in its Page-Cache header, for a bounded time
 * past its freshness; a page never cached is the error screen.
 */
import {http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {
  PAGE_CACHE_FRESH_SECONDS,
  PAGE_CACHE_STALE_IF_ERROR_SECONDS,
  PAGE_CACHE_STALE_SECONDS,
  PAGE_CACHE_STATUS_HEADER,
} from '~/server/page-cache.server';
import {PRODUCT} from '../emulator/seed-variants';
import {pageCacheClock, visibleText} from './support/pages';
import {localPlatformUpstream} from './support/upstream';
import {workerAgainst} from './support/worker';

const KUMO = `/products/${PRODUCT.kumo.handle}`;
const KUMO_TITLE = PRODUCT.kumo.title;
const ERROR_SCREEN = 'something went wrong. please refresh to try again.';
const STOREFRONT_API = /\/api\/2025-01\/graphql\.json$/;
/** Past fresh and stale: the copy answers only when the render fails. */
const EXPIRED = PAGE_CACHE_FRESH_SECONDS + PAGE_CACHE_STALE_SECONDS + 1;

const storefront = localPlatformUpstream({warm: false});
const worker = workerAgainst(storefront, {keepsCaches: true});

const {atTime, newEra} = pageCacheClock();

async function get(path: string, headers: Record<string, string> = {}) {
  const {response, body} = await worker.get(path, headers);
  return {
    status: response.status,
    cache: response.headers.get(PAGE_CACHE_STATUS_HEADER),
    headers: response.headers,
    body: visibleText(body),
  };
}

function platformDown() {
  storefront.use(http.post(STOREFRONT_API, () => HttpResponse.error()));
}

describe('while the platform is down', () => {
  it('a cached page is served past its freshness, marked STALE-IF-ERROR', async () => {
    newEra();
    expect((await get(KUMO)).cache).toBe('MISS');
    atTime(EXPIRED);
    platformDown();
    const page = await get(KUMO);
    expect(page.status).toBe(200);
    expect(page.cache).toBe('STALE-IF-ERROR');
    expect(page.body).toContain(KUMO_TITLE);
    expect(page.body).not.toContain(ERROR_SCREEN);
    // It stays a page every shopper may share, and says so to Oxygen's cache.
    expect(page.headers.get('Set-Cookie')).toBeNull();
    expect(page.headers.get('Oxygen-Cache-Control')).toContain(
      `stale-if-error=${PAGE_CACHE_STALE_IF_ERROR_SECONDS}`,
    );
  });

  it('in another country, a page cached only in the first is the error screen', async () => {
    newEra();
    await get(KUMO);
    atTime(EXPIRED);
    platformDown();
    const italy = await get(KUMO, {'oxygen-buyer-country': 'IT'});
    expect(italy.status).toBe(502);
    expect(italy.body).toContain(ERROR_SCREEN);
  });

  it('a page never cached is the error screen', async () => {
    newEra();
    platformDown();
    const page = await get('/collections/eye-brushes');
    expect(page.status).toBe(502);
    expect(page.body).toContain(ERROR_SCREEN);
  });

  it('past the bound, the cached page is the error screen too', async () => {
    newEra();
    await get(KUMO);
    atTime(
      PAGE_CACHE_FRESH_SECONDS +
        PAGE_CACHE_STALE_SECONDS +
        PAGE_CACHE_STALE_IF_ERROR_SECONDS +
        1,
    );
    platformDown();
    const page = await get(KUMO);
    expect(page.status).toBe(502);
    expect(page.body).toContain(ERROR_SCREEN);
  });

  it('once the platform is back, the page is rendered afresh', async () => {
    newEra();
    await get(KUMO);
    atTime(EXPIRED);
    platformDown();
    expect((await get(KUMO)).cache).toBe('STALE-IF-ERROR');
    storefront.reset();
    atTime(EXPIRED + 10);
    const page = await get(KUMO);
    expect(page.cache).toBe('MISS');
    expect(page.body).toContain(KUMO_TITLE);
  });
});

describe('while the platform answers 500 or hangs', () => {
  it('a cached page answered with 500s is served STALE-IF-ERROR', async () => {
    newEra();
    await get(KUMO);
    atTime(EXPIRED);
    storefront.use(
      http.post(STOREFRONT_API, () =>
        HttpResponse.json({errors: [{message: 'down'}]}, {status: 500}),
      ),
    );
    const page = await get(KUMO);
    expect(page.status).toBe(200);
    expect(page.cache).toBe('STALE-IF-ERROR');
  });

  it('a cached page whose platform never answers is served STALE-IF-ERROR', async () => {
    newEra();
    await get(KUMO);
    atTime(EXPIRED);
    storefront.use(http.post(STOREFRONT_API, () => new Promise<never>(() => undefined)));
    const page = await get(KUMO);
    expect(page.status).toBe(200);
    expect(page.cache).toBe('STALE-IF-ERROR');
    expect(page.body).toContain(KUMO_TITLE);
  }, 30_000);
});

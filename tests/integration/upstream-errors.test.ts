import {describe, expect, it} from 'vitest';
import {PRODUCT} from '../emulator/seed-variants';
import {visibleText} from './support/pages';
import {localPlatformUpstream} from './support/upstream';
import {cartCookieWith, workerAgainst} from './support/worker';

/**
 * A page whose critical data the platform fails to give is the spec's error screen with a 5xx
 * status: never a 404, never an empty or half-filled page. Hydrogen throws for a failed
 * request but resolves GraphQL errors beside the data, so both are exercised.
 */

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);

const KUMO = PRODUCT.kumo;
const PWYW_HANDLE = PRODUCT.kumoMini.handle;

const ERROR_SCREEN = 'something went wrong. please refresh to try again.';
const UPSTREAM_ERROR_STATUS = 502;
/** A cursor as the Storefront API writes them (base64), which the platform then refuses. */
const STALE_CURSOR = 'eyJsYXN0X2lkIjo0Mn0=';

async function get(path: string, headers: Record<string, string> = {}) {
  const {response, body: html} = await worker.get(path, headers);
  return {response, html, body: visibleText(html)};
}

const PAGES = [
  ['/', 'Home'],
  ['/collections', 'Collections'],
  ['/collections/eye-brushes', 'Collection'],
  [`/products/${KUMO.handle}`, 'Product'],
  ['/concept-store', 'ConceptStore'],
  ['/pwyw-products', 'PwywProducts'],
  [`/pwyw-products/${PWYW_HANDLE}`, 'PwywProduct'],
  ['/search', 'SearchSuggestions'],
  ['/search?q=brush', 'Search'],
  ['/pages/faq', 'ContentPage'],
  ['/pro/program', 'ContentPage'],
  // The shell's own data: the root's boundary shows the screen inside a bare frame.
  ['/collections', 'Layout'],
] as const;

describe('a critical query answered with GraphQL errors', () => {
  it.each(PAGES)('%s (%s) is the error screen with a 502', async (path, operation) => {
    storefront.answeringWithErrors.add(operation);
    const {response, html, body} = await get(path);
    expect(storefront.operations()).toContain(operation);
    expect(response.status).toBe(UPSTREAM_ERROR_STATUS);
    expect(body).toContain(ERROR_SCREEN);
    expect(html).not.toContain('upstream failure');
  });

  it('/cart is the error screen, not an empty cart', async () => {
    const cookie = await cartCookieWith(worker, KUMO.us);
    storefront.answeringWithErrors.add('CartQuery');
    const {response, body} = await get('/cart', {Cookie: cookie});
    expect(response.status).toBe(UPSTREAM_ERROR_STATUS);
    expect(body).toContain(ERROR_SCREEN);
    expect(body).not.toContain('your cart is empty.');
  });

  it.each([
    [
      `/collections/eye-brushes?cursor=${STALE_CURSOR}`,
      'Collection',
      '/collections/eye-brushes',
    ],
    [`/collections?cursor=${STALE_CURSOR}`, 'Collections', '/collections'],
    [`/search?q=brush&cursor=${STALE_CURSOR}`, 'Search', '/search?q=brush'],
  ])(
    '%s with a cursor the platform refuses goes back to page one',
    async (path, operation, location) => {
      storefront.answeringWithErrors.add(operation);
      const {response} = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(location);
    },
  );
});

describe('a critical query whose request fails', () => {
  it.each(PAGES)('%s (%s) is the error screen with a 502', async (path, operation) => {
    storefront.failing.add(operation);
    const {response, html, body} = await get(path);
    expect(response.status).toBe(UPSTREAM_ERROR_STATUS);
    expect(body).toContain(ERROR_SCREEN);
    expect(html).not.toContain('upstream failure');
  });
});

describe('deferred data that fails', () => {
  it('leaves the page whole: the header badge reads an empty cart', async () => {
    const cookie = await cartCookieWith(worker, KUMO.us);
    storefront.answeringWithErrors.add('CartQuery');
    const {response, body} = await get(`/products/${KUMO.handle}`, {
      Cookie: cookie,
    });
    expect(response.status).toBe(200);
    expect(body).toContain(KUMO.title);
    expect(body).not.toContain(ERROR_SCREEN);
  });
});

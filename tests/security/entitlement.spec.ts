import {expect, test} from '@playwright/test';
import {STOREFRONT_ORIGIN} from './platform';

/**
 * What only entitled customers may see (docs/product/programmes.md#secret-shop: secret-shop
 * access comes from the customer's secretShopCollection: tags). The secret shop's products and
 * collections answer by handle on the platform, so the storefront itself must keep them from
 * everyone else.
 *
 * /secret itself (customers tagged for the secret shop) and /account/feedback send a visitor to
 * sign in; signed-in customers without the tag are refused in tests/e2e/programmes.spec.ts.
 */

/** The secret shop's collections (seo.hidden on the platform). */
const SECRET_COLLECTIONS = ['secret-shop', 'spring-preview', 'atelier-testers'];

/** Products tagged secret-shop, with a title that must not show up anywhere public. */
const SECRET_PRODUCTS = [
  {handle: 'spring-preview-blender', title: 'Spring Preview Blender'},
  {handle: 'prototype-liner-no-7', title: 'Prototype Liner No. 7'},
  {handle: 'hanami-limited-kabuki', title: 'Hanami Limited Kabuki'},
  {handle: 'atelier-sample-brush', title: 'Atelier Sample Brush'},
];

/** Public pages and feeds that list products or collections, searches that could reach them. */
const PUBLIC_LISTINGS = [
  '/',
  '/collections',
  '/collections/all-products',
  '/collections/best-sellers',
  '/concept-store',
  '/pwyw-products',
  '/search?q=preview',
  '/search?q=secret',
  '/search?q=tag%3Asecret-shop',
  '/search?q=kabuki',
  '/api/predictive-search?q=spring',
  '/api/predictive-search?q=prototype',
  '/sitemap/products/1.xml',
  '/sitemap/collections/1.xml',
];

test.describe('the secret shop for anyone not entitled', () => {
  for (const handle of SECRET_COLLECTIONS) {
    for (const suffix of ['', '.data']) {
      test(`/collections/${handle}${suffix} is not found`, async ({request}) => {
        const response = await request.get(
          `${STOREFRONT_ORIGIN}/collections/${handle}${suffix}`,
        );
        expect(response.status()).toBe(404);
        const body = await response.text();
        expect(body).not.toContain('secretShopPrice');
        for (const {title} of SECRET_PRODUCTS) expect(body).not.toContain(title);
      });
    }
  }

  for (const {handle, title} of SECRET_PRODUCTS) {
    for (const suffix of ['', '.data']) {
      test(`/products/${handle}${suffix} is not found`, async ({request}) => {
        const response = await request.get(
          `${STOREFRONT_ORIGIN}/products/${handle}${suffix}`,
        );
        expect(response.status()).toBe(404);
        const body = await response.text();
        expect(body).not.toContain(title);
        expect(body).not.toContain('secretShopPrice');
      });
    }
  }

  test('/pwyw-products/prototype-liner-no-7 (a secret product tagged pwyw) is not found', async ({
    request,
  }) => {
    const response = await request.get(
      `${STOREFRONT_ORIGIN}/pwyw-products/prototype-liner-no-7`,
    );
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('Prototype Liner No. 7');
  });

  for (const path of ['/account/feedback', '/account/feedback.data']) {
    test(`${path} sends a visitor to sign in`, async ({request}) => {
      const response = await request.get(`${STOREFRONT_ORIGIN}${path}`, {
        maxRedirects: 0,
      });
      expect([302, 202]).toContain(response.status());
      expect(response.headers()['location']).toBe(
        '/account/login?return_to=%2Faccount%2Ffeedback',
      );
      expect(await response.text()).not.toContain('Yuki Powder Brush');
    });
  }

  for (const path of ['/secret', '/secret.data', '/secret?collection=450000000201']) {
    test(`${path} sends a visitor to sign in and shows nothing of the shop`, async ({
      request,
    }) => {
      const response = await request.get(`${STOREFRONT_ORIGIN}${path}`, {
        maxRedirects: 0,
      });
      // A document request is redirected; a single-fetch data request answers 202 with it.
      expect([302, 202]).toContain(response.status());
      expect(response.headers()['location']).toMatch(
        /^\/account\/login\?return_to=%2Fsecret/,
      );
      const body = await response.text();
      for (const {title} of SECRET_PRODUCTS) expect(body).not.toContain(title);
    });
  }

  for (const path of PUBLIC_LISTINGS) {
    test(`${path} lists no secret product, collection or price`, async ({request}) => {
      const response = await request.get(`${STOREFRONT_ORIGIN}${path}`);
      expect(response.status()).toBe(200);
      const body = await response.text();
      expect(body).not.toContain('secretShopPrice');
      for (const {handle, title} of SECRET_PRODUCTS) {
        expect(body).not.toContain(title);
        expect(body).not.toContain(`/products/${handle}`);
      }
      for (const handle of SECRET_COLLECTIONS) {
        expect(body).not.toContain(`/collections/${handle}`);
      }
    });
  }
});

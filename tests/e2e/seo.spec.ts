import {expect, test, type Page} from '@playwright/test';

import {headTags} from './seo-head';

/** The <loc> values of a sitemap document, parsed by the browser's XML parser. */
async function sitemapLocations(page: Page, xml: string) {
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    if (document.getElementsByTagName('parsererror').length > 0) return null;
    return {
      root: document.documentElement.localName,
      namespace: document.documentElement.namespaceURI,
      locations: Array.from(
        document.getElementsByTagName('loc'),
        (loc) => loc.textContent?.trim() ?? '',
      ),
    };
  }, xml);
}

test('/sitemap.xml is a valid index of the product, collection and page sitemaps', async ({
  page,
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const index = await sitemapLocations(page, await response.text());
  expect(index).not.toBeNull();
  expect(index?.root).toBe('sitemapindex');
  expect(index?.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const locations = index?.locations ?? [];
  for (const type of ['products', 'collections', 'pages']) {
    expect(locations).toContainEqual(
      expect.stringMatching(new RegExp(`/sitemap/${type}/1\\.xml$`)),
    );
  }
  expect(
    locations.every((location) => /^https?:\/\/[^/]+\/sitemap\//.test(location)),
  ).toBe(true);

  const urls: Record<string, string[]> = {};
  for (const location of locations) {
    const child = await request.get(new URL(location).pathname);
    expect(child.status(), location).toBe(200);
    const sitemap = await sitemapLocations(page, await child.text());
    expect(sitemap?.root, location).toBe('urlset');
    urls[location] = sitemap?.locations ?? [];
  }
  const all = Object.values(urls)
    .flat()
    .map((url) => new URL(url).pathname);
  expect(all).toContain('/products/kumo-blending-brush');
  expect(all).toContain('/collections/eye-brushes');
  expect(all).toContain('/pages/faq');
  expect(all).toContain('/vote');
  expect(all).toContain('/pro/program');
  // The secret shop stays out of every public list.
  expect(all).not.toContain('/collections/secret-shop');
  expect(all).not.toContain('/collections/spring-preview');

  for (const path of all.slice(0, 3)) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('unknown sitemap types and pages are 404s, not errors', async ({request}) => {
  for (const path of [
    '/sitemap/blogs/1.xml',
    '/sitemap/products/0.xml',
    '/sitemap/products/abc.xml',
    '/sitemap/%3Cscript%3E/1.xml',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('/robots.txt lets crawlers in, keeps them off per-shopper pages and names the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  for (const path of ['/cart', '/account', '/search?', '/checkouts']) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  expect(lines).not.toContain('Disallow: /');
  const sitemap = lines.find((line) => line.startsWith('Sitemap: '));
  expect(sitemap).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);
});

test('a product page carries Product JSON-LD with offers', async ({page}) => {
  await page.goto('/products/kumo-blending-brush');
  const {jsonLd} = await headTags(page);
  const products = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data['@type'] === 'Product');
  expect(products).toHaveLength(1);
  const product = products[0] ?? {};
  expect(product['@context']).toBe('https://schema.org');
  expect(product.name).toBe('Kumo Blending Brush');
  const offers = ([] as Record<string, unknown>[]).concat(
    (product.offers as Record<string, unknown>[] | Record<string, unknown>) ?? [],
  );
  expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers) {
    expect(offer.price).toMatch(/^\d+(\.\d+)?$/);
    expect(offer.priceCurrency).toBe('USD');
    expect(offer.availability).toMatch(
      /^https:\/\/schema\.org\/(InStock|OutOfStock|BackOrder)$/,
    );
  }
});

test('content and search pages carry title, description, canonical and Open Graph tags', async ({
  page,
}) => {
  await page.goto('/pages/our-story?utm_source=newsletter&vr=FRIEND');
  const story = await headTags(page);
  expect(story.title).toMatch(/^Our Story \| .+/);
  expect(story.description).toBe(
    'How a small atelier came to tie makeup brushes by hand.',
  );
  expect(story.canonical).toBe(new URL('/pages/our-story', page.url()).href);
  expect(story.og).toMatchObject({
    'og:title': 'Our Story',
    'og:type': 'website',
    'og:url': story.canonical,
    'og:description': story.description,
  });
  expect(story.og['og:site_name']).toBeTruthy();
  expect(story.robots).toBeNull();

  await page.goto('/search?q=kabuki&utm_source=x');
  const results = await headTags(page);
  expect(results.title).toMatch(/^results for “kabuki” \| /);
  expect(results.canonical).toBe(new URL('/search?q=kabuki', page.url()).href);
  expect(results.robots).toBe('noindex, follow');
});

test('the cart is titled and described in the shopper language and never indexed; a 404 says what happened', async ({
  page,
}) => {
  await page.goto('/cart?utm_source=x');
  const cart = await headTags(page);
  expect(cart.title).toMatch(/^cart \| .+/);
  expect(cart.description).toBe(
    'the brushes in your cart, their total and the way to checkout.',
  );
  expect(cart.canonical).toBe(new URL('/cart', page.url()).href);
  expect(cart.og['og:title']).toBe('cart');
  expect(cart.robots).toBe('noindex, follow');

  await page.goto('/no-such-page');
  const notFound = await headTags(page);
  expect(notFound.title).toMatch(/^page not found \| .+/);
  expect(notFound.description).toBe(
    'the page you are looking for does not exist or has moved.',
  );
  expect(notFound.robots).toBe('noindex');
});

test.describe('a shopper in France', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'FR'}});

  test('gets the cart meta in French', async ({page}) => {
    await page.goto('/cart');
    const cart = await headTags(page);
    expect(cart.title).toMatch(/^panier \| .+/);
    expect(cart.description).toBe(
      'les pinceaux de votre panier, leur total et l’accès au paiement.',
    );
  });
});

import {describe, expect, it} from 'vitest';
import {PRODUCT} from '../emulator/seed-variants';
import {localPlatformUpstream, type Json} from './support/upstream';
import {LOCAL_ORIGIN, workerAgainst} from './support/worker';
import {
  FIRST_SCREEN_LOADER,
  FIRST_SCREEN_RELEASE,
  FIRST_SCREEN_RELEASE_PATH,
  FIRST_SCREEN_RELEASE_VERSION,
  HELD_MODULE_PRELOAD_REL,
  HELD_MODULE_SCRIPT_TYPE,
} from '~/server/scripts-after-first-screen.server';

const KUMO = PRODUCT.kumo;
/** Region × Hair, all for sale; its Squirrel variants are legacy ones no shopper may pick. */
const KIRI = {handle: 'kiri-flat-shader', title: 'Kiri Flat Shader'};
/** Its EU variant is not for sale, its US one is. */
const HOTARU_HANDLE = 'hotaru-precision-liner';
/** A secret-shop product: the platform answers its handle, the public catalog must not. */
const SECRET = {handle: 'spring-preview-blender', title: 'Spring Preview Blender'};
/** Carries a brief and a film. */
const FILMED_HANDLE = 'saibikoho-white-cheek-brush';

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);

/**
 * The page's own Storefront requests: not the shell's layout and footer, nor the redirect
 * lookup the worker makes before answering a 404.
 */
function pageOperations(): string[] {
  return storefront
    .operations()
    .filter((op) => !['Layout', 'Footer', 'redirects'].includes(op));
}

/** Rendered text, with the comments React puts between adjacent text nodes removed. */
function textOf(body: string): string {
  return body.replaceAll('<!-- -->', '');
}

function variablesOf(operationName: string) {
  return storefront.requests.find((request) => request.operationName === operationName)
    ?.variables;
}

function jsonLdOf(body: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(body);
  expect(match).not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
}

function metaContent(body: string, attribute: string, name: string): string | undefined {
  const tag = new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(body);
  return tag?.[1];
}

describe('collection page', () => {
  it.each([
    {search: '', sortKey: 'COLLECTION_DEFAULT', reverse: false},
    {search: '?sort=best-selling', sortKey: 'BEST_SELLING', reverse: false},
    {search: '?sort=price-asc', sortKey: 'PRICE', reverse: false},
    {search: '?sort=price-desc', sortKey: 'PRICE', reverse: true},
    {search: '?sort=newest', sortKey: 'CREATED', reverse: true},
    {search: '?sort=title', sortKey: 'TITLE', reverse: false},
    {search: '?sort=RELEVANCE', sortKey: 'COLLECTION_DEFAULT', reverse: false},
    {search: '?sort=__proto__', sortKey: 'COLLECTION_DEFAULT', reverse: false},
    {
      search: '?sort=%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
      sortKey: 'COLLECTION_DEFAULT',
      reverse: false,
    },
  ])('sort "$search" asks the platform for $sortKey (reverse $reverse)', async (row) => {
    const {response, body} = await worker.get(`/collections/eye-brushes${row.search}`);
    expect(response.status).toBe(200);
    expect(pageOperations()).toEqual(['Collection']);
    expect(variablesOf('Collection')).toMatchObject({
      handle: 'eye-brushes',
      sortKey: row.sortKey,
      reverse: row.reverse,
    });
    expect(body).not.toContain('<script>alert(1)');
  });

  it('lists the products with market prices and a sort menu naming the current order', async () => {
    const {body} = await worker.get('/collections/eye-brushes?sort=price-desc');
    expect(body).toContain(KUMO.title);
    expect(body).toContain('from $24.00');
    expect(body).toContain('sort: price, high to low');
    expect(body).toContain('href="/collections/eye-brushes?sort=price-asc"');
    expect(body).toContain('href="/collections/eye-brushes"');
  });

  it('carries title, description, a canonical URL without the sort, and Open Graph tags', async () => {
    const {body} = await worker.get(
      '/collections/eye-brushes?sort=title&utm_source=mail',
    );
    expect(body).toContain('<title>Eye Brushes | Fude Atelier</title>');
    expect(body).toContain(
      `<link rel="canonical" href="${LOCAL_ORIGIN}/collections/eye-brushes"/>`,
    );
    expect(metaContent(body, 'property', 'og:title')).toBe('Eye Brushes');
    expect(metaContent(body, 'property', 'og:url')).toBe(
      `${LOCAL_ORIGIN}/collections/eye-brushes`,
    );
    expect(metaContent(body, 'name', 'description')).toBe(
      'Blenders, shaders, pencils and liners, tied by hand for the eyes.',
    );
  });

  it('keeps a secret collection secret', async () => {
    const {response, body} = await worker.get('/collections/spring-preview');
    expect(response.status).toBe(404);
    expect(body).not.toContain('Spring Preview');
  });

  it.each([
    ['a mangled cursor', '?sort=title&cursor=%3Cscript%3E&direction=next'],
    ['a cursor with spaces', '?sort=title&cursor=a%20b&direction=previous'],
    ['an absurdly long cursor', `?sort=title&cursor=${'A'.repeat(5000)}`],
  ])('sends %s to the first page in the same order', async (_case, search) => {
    const {response} = await worker.get(`/collections/eye-brushes${search}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/collections/eye-brushes?sort=title');
    expect(pageOperations()).toEqual([]);
  });
});

describe('/collections', () => {
  it('lists the public collections in one request and leaves the secret ones out', async () => {
    const {response, body} = await worker.get('/collections');
    expect(response.status).toBe(200);
    expect(pageOperations()).toEqual(['Collections']);
    expect(body).toContain('href="/collections/eye-brushes"');
    expect(body).toContain('href="/collections/face-brushes"');
    expect(body).not.toContain('spring-preview');
    expect(body).toContain('<title>collections | Fude Atelier</title>');
  });

  it('speaks the shopper language', async () => {
    const {body} = await worker.get('/collections', {'oxygen-buyer-country': 'IT'});
    expect(body).toContain('<h1>collezioni</h1>');
  });
});

describe('home page', () => {
  it('loads its critical data in one request and links to the brush collections', async () => {
    const {response, body} = await worker.get('/');
    expect(response.status).toBe(200);
    expect(pageOperations()).toEqual(['Home']);
    expect(variablesOf('Home')).toMatchObject({
      bestSellersHandle: 'best-sellers',
      eyeBrushesHandle: 'eye-brushes',
      faceBrushesHandle: 'face-brushes',
      conceptStoreHandle: 'concept-store',
    });
    expect(body).toContain('href="/collections/eye-brushes"');
    expect(body).toContain('href="/collections/face-brushes"');
    expect(body).toContain('href="/concept-store"');
    expect(body).toContain(`<link rel="canonical" href="${LOCAL_ORIGIN}/"/>`);
  });
});

describe('first paint', () => {
  it.each([
    ['/', 'kumo-blending-brush-wide.png'],
    ['/collections/eye-brushes', 'kumo-blending-brush-1.png'],
    [`/products/${KUMO.handle}`, 'kumo-blending-brush-1.png'],
  ])(
    '%s blocks on one stylesheet, fetches %s first and holds its modules until it is painted',
    async (path, largestImage) => {
      const {body} = await worker.get(path);
      expect(body.match(/<link rel="stylesheet"/g)).toHaveLength(1);
      expect(body).not.toMatch(/<link rel="modulepreload"/);
      expect(body).not.toMatch(/<script[^>]* type="module"/);
      expect(body.split(` type="${HELD_MODULE_SCRIPT_TYPE}"`)).toHaveLength(2);
      expect(body.split(`<link rel="${HELD_MODULE_PRELOAD_REL}"`).length).toBeGreaterThan(
        2,
      );
      expect(body).toContain(`${FIRST_SCREEN_LOADER}window.__remixContext = `);
      expect(body).not.toContain(FIRST_SCREEN_RELEASE);
      const urgent = body.match(/<img [^>]*fetchpriority="high"[^>]*>/g) ?? [];
      expect(urgent).toHaveLength(1);
      expect(urgent[0]).toContain(largestImage);
      expect(body.indexOf(urgent[0] ?? '')).toBe(body.indexOf('<img '));
    },
  );

  it('serves the release the page loads, cached for a year only under its version', async () => {
    const current = await worker.get(
      `${FIRST_SCREEN_RELEASE_PATH}?v=${FIRST_SCREEN_RELEASE_VERSION}`,
    );
    expect(current.response.status).toBe(200);
    expect(current.response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(current.response.headers.get('cache-control')).toContain('immutable');
    expect(current.body).toBe(FIRST_SCREEN_RELEASE);

    const older = await worker.get(`${FIRST_SCREEN_RELEASE_PATH}?v=0ld`);
    expect(older.response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('product page', () => {
  it('keeps a secret-shop product out of the public catalog', async () => {
    const {response, body} = await worker.get(`/products/${SECRET.handle}`);
    expect(response.status).toBe(404);
    expect(body).not.toContain(SECRET.title);
  });

  it('describes the product to crawlers: Product JSON-LD with the market offers', async () => {
    const {body} = await worker.get(`/products/${KIRI.handle}?Hair=Synthetic`, {
      'oxygen-buyer-country': 'DE',
    });
    const jsonLd = jsonLdOf(body);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: KIRI.title,
      url: `${LOCAL_ORIGIN}/products/${KIRI.handle}`,
    });
    const offers = jsonLd.offers as Array<Record<string, string>>;
    // The German market's two EU variants; never the US or legacy ones.
    expect(offers.map((offer) => offer.sku)).toEqual(['EB05-EU', 'EB05S-EU']);
    for (const offer of offers) {
      expect(offer.priceCurrency).toBe('EUR');
      expect(offer.availability).toBe('https://schema.org/InStock');
    }
    expect(body).toContain(
      `<link rel="canonical" href="${LOCAL_ORIGIN}/products/${KIRI.handle}"/>`,
    );
    expect(metaContent(body, 'property', 'og:type')).toBe('product');
  });

  it.each([
    {country: 'US', offers: [['EB13-US', 'InStock']]},
    {country: 'DE', offers: [['EB13-EU', 'OutOfStock']]},
  ])('marks an unavailable offer out of stock ($country)', async ({country, offers}) => {
    const {body} = await worker.get(`/products/${HOTARU_HANDLE}`, {
      'oxygen-buyer-country': country,
    });
    const jsonLd = jsonLdOf(body).offers as Array<Record<string, string>>;
    expect(
      jsonLd.map((offer) => [offer.sku, offer.availability?.split('/').pop()]),
    ).toEqual(offers);
  });

  it('sends the JSON-LD once, as markup, and the loader data without it (decision 0125)', async () => {
    const {body} = await worker.get(`/products/${KUMO.handle}`);
    const element = /<script type="application\/ld\+json"[^>]*>.*?<\/script>/s.exec(body);
    const offers = jsonLdOf(body).offers as Array<Record<string, string>>;
    expect(offers.map((offer) => [offer.sku, offer.price, offer.priceCurrency])).toEqual([
      ['EB01-US', '24.00', 'USD'],
      ['EB01-PRO-US', '28.00', 'USD'],
    ]);
    const rest = body.replace(element?.[0] ?? '', '');
    // The loader data in the stream: no JSON-LD, nor the SKUs only the JSON-LD showed.
    expect(rest).toContain('window.__remixContext');
    expect(rest).not.toContain('schema.org');
    expect(rest).not.toContain('EB01-US');
  });

  it('renders the recommended cards with what a card renders, without their ids', async () => {
    const {body} = await worker.get(`/products/${KUMO.handle}`);
    expect(body).toContain('id="product-recommendations"');
    expect(body).toContain('href="/products/tsuki-pencil-brush"');
    // Only the page's own product is named by id (its add to cart's line).
    const productIds = new Set(body.match(/gid:\/\/shopify\/Product\/\d+/g));
    expect(productIds.size).toBe(1);
  });

  it("recommends concept-store products sold in the shopper country, never itself, from the product's own request", async () => {
    // The seed's concept store sells everywhere: one of its products is made US and Canada only.
    const restricted = 'tsuki-pencil-brush';
    const restrict = (data: Json) => {
      for (const product of data.recommendations.products.nodes) {
        if (product.handle === restricted) product.tags.push('AVAILABLE:US-CA');
      }
    };
    storefront.rewriting.set('Product', restrict);
    const us = await worker.get(`/products/${KUMO.handle}`);
    expect(storefront.operations()).not.toContain('ProductRecommendations');
    expect(variablesOf('Product')).toMatchObject({
      handle: KUMO.handle,
      recommendationsHandle: 'concept-store',
    });
    expect(us.body).toContain('id="product-recommendations"');
    expect(us.body).toContain(`href="/products/${restricted}"`);
    expect(us.body).not.toMatch(
      new RegExp(`class="product-card"[^>]*href="/products/${KUMO.handle}"`),
    );

    storefront.rewriting.set('Product', restrict);
    const germany = await worker.get(`/products/${KUMO.handle}`, {
      'oxygen-buyer-country': 'DE',
    });
    expect(germany.body).toContain('id="product-recommendations"');
    expect(germany.body).not.toContain(`href="/products/${restricted}"`);
  });

  it('still renders when the platform fails the recommendations alone', async () => {
    storefront.rewriting.set('Product', (data: Json) => {
      data.recommendations = null;
      return {errors: [{message: 'upstream failure', path: ['recommendations']}]};
    });
    const {response, body} = await worker.get(`/products/${KUMO.handle}`);
    expect(response.status).toBe(200);
    expect(body).toContain(KUMO.title);
    expect(body).not.toContain('id="product-recommendations"');
  });

  it('shows the error screen when the platform fails the product beside its recommendations', async () => {
    storefront.rewriting.set('Product', () => ({
      errors: [
        {message: 'upstream failure', path: ['recommendations']},
        {message: 'upstream failure', path: ['product', 'variants']},
      ],
    }));
    const {response} = await worker.get(`/products/${KUMO.handle}`);
    expect(response.status).toBe(502);
  });

  it("writes the add to cart's line as a post without JavaScript needs it (decision 0125)", async () => {
    const {body} = await worker.get(`/products/${KUMO.handle}`);
    const input = /<input type="hidden" name="cartFormInput" value="([^"]*)"/.exec(body);
    expect(JSON.parse((input?.[1] ?? 'null').replaceAll('&quot;', '"'))).toEqual({
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: expect.stringMatching(/^gid:/), quantity: 1}]},
    });
  });

  it("offers the banner in steps of 400 pixels, up to its widest slot's twice (decision 0125)", async () => {
    const {body} = await worker.get(`/products/${KUMO.handle}`);
    const banner =
      /<div class="container product-banner"><img [^>]*srcSet="([^"]*)"/.exec(body);
    const widths = (banner?.[1] ?? '')
      .split(', ')
      .map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
    expect(widths).toEqual([400, 800, 1200, 1600, 2000, 2400]);
  });

  it("sends only the tags the page's code reads: the white cheek brush's", async () => {
    const brush = await worker.get(`/products/${FILMED_HANDLE}`);
    const data = (html: string) => html.slice(html.indexOf('window.__remixContext'));
    expect(data(brush.body)).toContain('white-cheek-brush');
    const kumo = await worker.get(`/products/${KUMO.handle}`);
    expect(data(kumo.body)).not.toContain('goat-hair');
    expect(data(kumo.body)).not.toContain('conceptStorePrice');
  });

  it('shows the variant title and checkout description', async () => {
    const {body} = await worker.get(`/products/${KUMO.handle}`);
    expect(textOf(body)).toContain('<strong>Kumo</strong> · goat hair blending brush');
  });

  it('shows the brief and the film', async () => {
    const {body} = await worker.get(`/products/${FILMED_HANDLE}`);
    expect(body).toContain(
      '<li>Saibikoho grade goat hair.</li><li>Limited to one per customer.</li>',
    );
    expect(body).toMatch(
      new RegExp(
        `<video[^>]*preload="none"[^>]*>.*<source src="${storefront.origin}/cdn/shop/videos/saibikoho\\.mp4" type="video/mp4"/>`,
        's',
      ),
    );
  });

  it('never hands a non-web video address to the browser', async () => {
    storefront.rewriting.set('Product', (data: Json) => {
      data.product.video = {value: 'javascript:alert(1)'};
    });
    const {response, body} = await worker.get(`/products/${FILMED_HANDLE}`);
    expect(response.status).toBe(200);
    expect(body).not.toContain('<video');
    expect(body).not.toContain('javascript:alert');
  });
});

describe('bad handles', () => {
  it.each([
    '/products/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/products/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '/products/kumo%00',
    `/products/${'a'.repeat(300)}`,
    '/collections/%3Csvg%20onload%3Dalert(1)%3E',
    "/collections/eye-brushes'--",
  ])('%s is a 404 inside the shell, without asking the platform', async (path) => {
    const {response, body} = await worker.get(path);
    expect(response.status).toBe(404);
    expect(pageOperations()).toEqual([]);
    expect(body).toContain('page not found');
    expect(body).not.toMatch(/<script>alert|<img src=x|<svg onload/i);
  });

  it.each(['/products/no-such-brush', '/collections/no-such-collection'])(
    '%s (plausible, unknown) is a 404 after one request',
    async (path) => {
      const {response, body} = await worker.get(path);
      expect(response.status).toBe(404);
      expect(pageOperations()).toHaveLength(1);
      expect(body).toContain('<title>page not found | Fude Atelier</title>');
      expect(metaContent(body, 'name', 'robots')).toBe('noindex');
    },
  );
});

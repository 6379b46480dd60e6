/**
 * Search, content pages, the sitemap and robots.txt against the built worker. The shared fake
 * Storefront API has no pages, search or sitemap, so this file answers the worker's real
 * documents itself, over the same official 2025-01 schema (a document the schema refuses
 * fails here too), and records which operations each page asks for.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  buildClientSchema,
  graphql,
  GraphQLError,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {describe, expect, it} from 'vitest';
import {currencyForCountry} from '~/lib/countries';
import {convertFromUsd} from '~/lib/currency';
import {EYE_BRUSH, FAN_BRUSH} from './support/catalog';
import {
  FAKE_STORE_ORIGIN,
  FAKE_STOREFRONT_ENV,
  STOREFRONT_API_PATH,
  type FakeProduct,
} from './support/fake-storefront';
import {workerAgainst} from './support/worker';

const ROOT = path.resolve(import.meta.dirname, '../..');

const PAGES = [
  {
    handle: 'faq',
    title: 'FAQ',
    body: '<h2>How do I clean my brushes?</h2><p>Lukewarm water and mild soap.</p>',
    seo: {title: null, description: 'Answers about brushes.'},
  },
  {handle: 'pro', title: 'Pro', body: '<p>PRO editions.</p>', seo: null},
  {handle: 'pro-kits', title: 'Pro Kits', body: '<p>Kits for artists.</p>', seo: null},
  {handle: 'vote', title: 'Vote', body: '<p>Choose the next brush.</p>', seo: null},
  {handle: 'reviews', title: 'Reviews', body: '<p>Kind words.</p>', seo: null},
];
const COLLECTIONS = [
  {id: 'gid://shopify/Collection/1', handle: 'eye-brushes', title: 'Eye Brushes'},
  {id: 'gid://shopify/Collection/2', handle: 'face-brushes', title: 'Face Brushes'},
];
const PRODUCTS: FakeProduct[] = [EYE_BRUSH, FAN_BRUSH];

interface Context {
  country: string;
}

function money(usd: number, {country}: Context) {
  const currencyCode = currencyForCountry(country);
  return {amount: String(convertFromUsd(usd, currencyCode)), currencyCode};
}

function productNode(product: FakeProduct, context: Context) {
  const image = {
    id: `gid://shopify/ProductImage/${product.handle}`,
    url: `${FAKE_STORE_ORIGIN}/cdn/shop/files/${product.handle}.png`,
    altText: product.title,
    width: 1200,
    height: 1500,
  };
  return {
    __typename: 'Product',
    id: product.id,
    handle: product.handle,
    title: product.title,
    productType: 'Brush',
    tags: product.tags ?? [],
    featuredImage: image,
    variants: {
      nodes: product.variants.map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        availableForSale: variant.availableForSale ?? true,
        currentlyNotInStock: variant.currentlyNotInStock ?? false,
        price: money(variant.priceUsd, context),
        compareAtPrice: null,
        metafield: ({key}: {key: string}) => {
          const value = variant.metafields?.[`custom.${key}`];
          return value === undefined ? null : {value};
        },
      })),
    },
  };
}

function pageNode(page: (typeof PAGES)[number]) {
  return {
    __typename: 'Page',
    id: `gid://shopify/Page/${page.handle}`,
    handle: page.handle,
    title: page.title,
    body: page.body,
    bodySummary: page.body.replace(/<[^>]+>/g, ' ').trim(),
    updatedAt: '2024-11-01T09:00:00Z',
    seo: page.seo,
  };
}

const matches = (text: string, term: string) =>
  text.toLowerCase().includes(term.toLowerCase());

/** Cursors as the platform writes them: opaque base64 of a position. */
const cursorAt = (index: number) => Buffer.from(`position:${index}`).toString('base64');
function positionOf(cursor: string): number {
  const match = /^position:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString());
  if (!match) throw new GraphQLError(`Invalid cursor: ${cursor}`);
  return Number(match[1]);
}

function connection<T>(
  items: T[],
  args: {first?: number; last?: number; after?: string; before?: string},
) {
  let start = args.after ? positionOf(args.after) + 1 : 0;
  let end = args.before ? positionOf(args.before) : items.length;
  if (args.first !== undefined) end = Math.min(end, start + args.first);
  if (args.last !== undefined) start = Math.max(start, end - args.last);
  return {
    totalCount: items.length,
    nodes: items.slice(start, end),
    pageInfo: {
      hasPreviousPage: start > 0,
      hasNextPage: end < items.length,
      startCursor: end > start ? cursorAt(start) : null,
      endCursor: end > start ? cursorAt(end - 1) : null,
    },
  };
}

const SITEMAP_RESOURCES: Record<string, string[]> = {
  PRODUCT: PRODUCTS.map((product) => product.handle),
  COLLECTION: COLLECTIONS.map((collection) => collection.handle),
  PAGE: PAGES.map((page) => page.handle),
};

const rootValue = {
  shop: {
    id: 'gid://shopify/Shop/1',
    name: 'Brush Atelier',
    description: 'Eye and face brushes',
    primaryDomain: {url: 'https://brushes.example'},
  },
  localization: (_args: unknown, {country}: Context) => ({
    country: {
      isoCode: country,
      name: country,
      currency: {isoCode: currencyForCountry(country), symbol: ''},
    },
    language: {isoCode: 'EN'},
  }),
  menu: () => null,
  urlRedirects: () => ({edges: [], nodes: []}),
  page: ({handle}: {handle: string}) => {
    const page = PAGES.find((candidate) => candidate.handle === handle);
    return page ? pageNode(page) : null;
  },
  collections: ({first}: {first: number}) => ({nodes: COLLECTIONS.slice(0, first)}),
  products: ({first}: {first: number}, context: Context) => ({
    nodes: PRODUCTS.slice(0, first).map((product) => productNode(product, context)),
  }),
  search: (
    args: {query: string; types: string[]; first?: number; last?: number},
    context: Context,
  ) => {
    const items: object[] = args.types.includes('PRODUCT')
      ? PRODUCTS.filter((product) => matches(product.title, args.query)).map((product) =>
          productNode(product, context),
        )
      : PAGES.filter((page) => matches(`${page.title} ${page.body}`, args.query)).map(
          pageNode,
        );
    return connection(items, args);
  },
  predictiveSearch: ({query}: {query: string}, context: Context) => ({
    products: PRODUCTS.filter((product) => matches(product.title, query)).map((product) =>
      productNode(product, context),
    ),
    collections: COLLECTIONS.filter((collection) => matches(collection.title, query)),
    pages: PAGES.filter((page) => matches(page.title, query)).map(pageNode),
    queries: [],
  }),
  sitemap: ({type}: {type: string}) => ({
    pagesCount: {count: SITEMAP_RESOURCES[type] ? 1 : 0},
    resources: () => ({
      hasNextPage: false,
      items: (SITEMAP_RESOURCES[type] ?? []).map((handle) => ({
        __typename: 'SitemapResource',
        handle,
        updatedAt: '2024-11-01T09:00:00Z',
      })),
    }),
  }),
};

let schema: GraphQLSchema | undefined;
const operations: string[] = [];
const server = setupServer(
  http.post(`${FAKE_STORE_ORIGIN}${STOREFRONT_API_PATH}`, async ({request}) => {
    schema ??= buildClientSchema(
      JSON.parse(
        readFileSync(
          path.join(ROOT, 'node_modules/@shopify/hydrogen-react/storefront.schema.json'),
          'utf8',
        ),
      ) as IntrospectionQuery,
    );
    const body = (await request.json()) as {
      query: string;
      variables?: Record<string, unknown>;
    };
    operations.push(/\bquery\s+(\w+)/.exec(body.query)?.[1] ?? 'anonymous');
    const variables = body.variables ?? {};
    const country =
      typeof variables.country === 'string' && variables.country !== 'ZZ'
        ? variables.country
        : 'US';
    const result = await graphql({
      schema,
      source: body.query,
      rootValue,
      variableValues: variables,
      contextValue: {country} satisfies Context,
    });
    return HttpResponse.json(result);
  }),
);

const worker = workerAgainst({
  env: FAKE_STOREFRONT_ENV,
  start: () => server.listen({onUnhandledRequest: 'error'}),
  stop: () => server.close(),
  reset: () => {
    operations.length = 0;
  },
});

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await worker.fetch(pathname, {headers, redirect: 'manual'});
  const body = await response.text();
  await worker.settle();
  return {response, body};
}

/** The operations a page's own route asked for (the shell's Layout query set aside). */
const routeOperations = () => operations.filter((name) => name !== 'Layout');

function headTag(body: string, pattern: RegExp): string | undefined {
  return pattern.exec(body)?.[1];
}

describe('content pages', () => {
  it.each([
    ['/pages/faq', 'FAQ'],
    ['/vote', 'Vote'],
    ['/reviews', 'Reviews'],
    ['/pro', 'Pro'],
    ['/pro/kits', 'Pro Kits'],
  ])('%s renders the shop page %s in one request', async (pathname, title) => {
    const {response, body} = await get(pathname);
    expect(response.status).toBe(200);
    expect(body).toContain(`<h1 id="content-page-title">${title}</h1>`);
    expect(routeOperations()).toEqual(['ContentPage']);
    expect(headTag(body, /<title>([^<]*)<\/title>/)).toBe(`${title} | Brush Atelier`);
    expect(headTag(body, /<link rel="canonical" href="([^"]+)"/)).toBe(
      `http://127.0.0.1:3000${pathname}`,
    );
  });

  it('uses the page’s SEO description, and its summary when it has none', async () => {
    const faq = await get('/pages/faq');
    expect(faq.body).toContain(
      '<meta name="description" content="Answers about brushes."/>',
    );
    const vote = await get('/vote');
    expect(vote.body).toContain(
      '<meta name="description" content="Choose the next brush."/>',
    );
  });

  it('a deeper /pro path with no page of its own shows the pro page, canonical /pro', async () => {
    const {response, body} = await get('/pro/unknown/deeper?utm_source=mail');
    expect(response.status).toBe(200);
    expect(body).toContain('<h1 id="content-page-title">Pro</h1>');
    expect(routeOperations()).toEqual(['ContentPage']);
    expect(headTag(body, /<link rel="canonical" href="([^"]+)"/)).toBe(
      'http://127.0.0.1:3000/pro',
    );
  });

  it.each([
    '/pages/%3Cscript%3E',
    '/pages/faq%00',
    '/pages/our--story',
    `/pages/${'x'.repeat(300)}`,
  ])('%s is a 404 without asking the platform for a page', async (pathname) => {
    const {response, body} = await get(pathname);
    expect(response.status).toBe(404);
    expect(routeOperations()).not.toContain('ContentPage');
    expect(body).not.toContain('<script>');
  });

  it('an unknown handle is a 404 after one lookup', async () => {
    const {response} = await get('/pages/no-such-page');
    expect(response.status).toBe(404);
    expect(routeOperations().filter((name) => name === 'ContentPage')).toHaveLength(1);
  });
});

describe('search', () => {
  it('with no query asks once for suggestions and is indexable', async () => {
    const {response, body} = await get('/search');
    expect(response.status).toBe(200);
    expect(routeOperations()).toEqual(['SearchSuggestions']);
    expect(body).toContain('Eye Brushes');
    expect(body).not.toContain('name="robots"');
  });

  it('results come from one request, priced for the shopper’s market', async () => {
    const {response, body} = await get('/search?q=brush', {'oxygen-buyer-country': 'DE'});
    expect(response.status).toBe(200);
    expect(routeOperations()).toEqual(['Search']);
    expect(body).toContain('Tapered Blending Brush');
    expect(body).toContain('€');
    // Sold only in the US and Canada.
    expect(body).toContain('not available in your country');
    expect(body).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(headTag(body, /<link rel="canonical" href="([^"]+)"/)).toBe(
      'http://127.0.0.1:3000/search?q=brush',
    );
  });

  it('the query is normalised and cut before it is sent', async () => {
    await get(`/search?q=${encodeURIComponent(`  tapered\u0000   ${'x'.repeat(500)}`)}`);
    expect(routeOperations()).toEqual(['Search']);
  });

  it('hostile text is escaped in the page and its title', async () => {
    const hostile = '"><script>alert(1)</script>';
    const {response, body} = await get(`/search?q=${encodeURIComponent(hostile)}`);
    expect(response.status).toBe(200);
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('a forged cursor sends the shopper back to the first page', async () => {
    const {response} = await get('/search?q=brush&direction=next&cursor=Zm9yZ2Vk');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/search?q=brush');
  });

  it('a cursor that is not even base64 is ignored without a failed request', async () => {
    const {response} = await get('/search?q=brush&cursor=%3Cscript%3E');
    expect(response.status).toBe(200);
    expect(routeOperations()).toEqual(['Search']);
  });

  it('suggestions for an empty term ask the platform nothing', async () => {
    const {response, body} = await get('/api/predictive-search?q=%20%00');
    expect(response.status).toBe(200);
    expect(JSON.parse(body)).toEqual({
      query: '',
      products: [],
      collections: [],
      pages: [],
      queries: [],
    });
    expect(operations).toEqual([]);
  });

  it('suggestions carry market prices and the pages’ own addresses', async () => {
    const {body} = await get('/api/predictive-search?q=pro', {
      'oxygen-buyer-country': 'US',
    });
    const data = JSON.parse(body) as {pages: Array<{title: string; url: string}>};
    expect(operations).toEqual(['PredictiveSearch']);
    expect(data.pages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({title: 'Pro', url: '/pro'}),
        expect.objectContaining({title: 'Pro Kits', url: '/pro/kits'}),
      ]),
    );
  });
});

describe('sitemap and robots.txt', () => {
  it('the index lists one sitemap per public type', async () => {
    const {response, body} = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'http://127.0.0.1:3000/sitemap/products/1.xml',
      'http://127.0.0.1:3000/sitemap/collections/1.xml',
      'http://127.0.0.1:3000/sitemap/pages/1.xml',
    ]);
  });

  it('pages are listed at the address each is served from', async () => {
    const {body} = await get('/sitemap/pages/1.xml');
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'http://127.0.0.1:3000/pages/faq',
      'http://127.0.0.1:3000/pro',
      'http://127.0.0.1:3000/pro/kits',
      'http://127.0.0.1:3000/vote',
      'http://127.0.0.1:3000/reviews',
    ]);
  });

  it.each(['/sitemap/blogs/1.xml', '/sitemap/pages/0.xml', '/sitemap/pages/two.xml'])(
    '%s is a 404 without a request',
    async (pathname) => {
      const {response} = await get(pathname);
      expect(response.status).toBe(404);
      expect(operations.filter((name) => name.startsWith('Sitemap'))).toEqual([]);
    },
  );

  it('robots.txt disallows per-shopper paths and names the sitemap', async () => {
    const {response, body} = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(body).toBe(
      [
        'User-agent: *',
        'Disallow: /cart',
        'Disallow: /account',
        'Disallow: /secret',
        'Disallow: /search?',
        'Disallow: /checkouts',
        'Disallow: /api/',
        '',
        'Sitemap: http://127.0.0.1:3000/sitemap.xml',
        '',
      ].join('\n'),
    );
    expect(operations).toEqual([]);
  });
});

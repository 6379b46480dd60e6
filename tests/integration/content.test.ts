/**
 * Search, content pages, the sitemap and robots.txt against the built worker and the local
 * platform with the real seed; the requests each page makes are recorded on the way.
 */
import {describe, expect, it, vi} from 'vitest';
import {localPlatformUpstream, type Json} from './support/upstream';
import {workerAgainst} from './support/worker';

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);

/** The operations a page's own route asked for (the shell's Layout query set aside). */
const routeOperations = () => storefront.operations().filter((name) => name !== 'Layout');

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
    const {response, body} = await worker.get(pathname);
    expect(response.status).toBe(200);
    expect(body).toContain(`<h1 id="content-page-title">${title}</h1>`);
    expect(routeOperations()).toEqual(['ContentPage']);
    expect(headTag(body, /<title>([^<]*)<\/title>/)).toBe(`${title} | Fude Atelier`);
    expect(headTag(body, /<link rel="canonical" href="([^"]+)"/)).toBe(
      `http://127.0.0.1:3000${pathname}`,
    );
  });

  it('uses the page’s SEO description, and its summary when it has none', async () => {
    const faq = await worker.get('/pages/faq');
    expect(faq.body).toContain(
      '<meta name="description" content="Answers about our brushes, orders, shipping and returns."/>',
    );
    // Every seed page has an SEO description: the vote page's is taken away.
    storefront.rewriting.set('ContentPage', (data: Json) => {
      data.page.seo = {...data.page.seo, description: null};
    });
    const vote = await worker.get('/vote');
    expect(headTag(vote.body, /<meta name="description" content="([^"]*)"/)).toMatch(
      /^Every season we shortlist three prototypes/,
    );
  });

  it('a deeper /pro path with no page of its own shows the pro page, canonical /pro', async () => {
    const {response, body} = await worker.get('/pro/unknown/deeper?utm_source=mail');
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
    const {response, body} = await worker.get(pathname);
    expect(response.status).toBe(404);
    expect(routeOperations()).not.toContain('ContentPage');
    expect(body).not.toContain('<script>');
  });

  it('an unknown handle is a 404 after one lookup', async () => {
    const {response} = await worker.get('/pages/no-such-page');
    expect(response.status).toBe(404);
    expect(routeOperations().filter((name) => name === 'ContentPage')).toHaveLength(1);
  });
});

describe('search', () => {
  it('with no query asks once for suggestions and is indexable', async () => {
    const {response, body} = await worker.get('/search');
    expect(response.status).toBe(200);
    expect(routeOperations()).toEqual(['SearchSuggestions']);
    expect(body).toContain('Eye Brushes');
    expect(body).not.toContain('name="robots"');
  });

  it('results come from one request, priced for the shopper’s market', async () => {
    const {response, body} = await worker.get('/search?q=brush', {
      'oxygen-buyer-country': 'DE',
    });
    expect(response.status).toBe(200);
    expect(routeOperations()).toEqual(['Search']);
    expect(body).toContain('Kumo Blending Brush');
    expect(body).toContain('€');
    expect(body).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(headTag(body, /<link rel="canonical" href="([^"]+)"/)).toBe(
      'http://127.0.0.1:3000/search?q=brush',
    );
  });

  it('shows a product the market cannot buy, after those it can, as not available', async () => {
    // Kasumi Detail Crease Brush is sold only in the US and Canada; Shopify's search lists
    // what a market cannot buy last (unavailableProducts: LAST).
    const {body} = await worker.get('/search?q=kasumi', {'oxygen-buyer-country': 'DE'});
    expect(body).toContain('Kasumi Detail Crease Brush');
    expect(body).toContain('not available in your country');
  });

  it('the query is normalised and cut before it is sent', async () => {
    await worker.get(
      `/search?q=${encodeURIComponent(`  tapered\u0000   ${'x'.repeat(500)}`)}`,
    );
    const searches = storefront.requests.filter(
      (request) => request.operationName === 'Search',
    );
    expect(searches).toHaveLength(1);
    const term = String(searches[0]?.variables.term);
    expect(term.startsWith('tapered x')).toBe(true);
    expect(term).not.toContain('\u0000');
    expect(term.length).toBeLessThanOrEqual(100);
    // A search that finds nothing also checks which of its suggestions find something.
    expect(new Set(routeOperations().slice(1))).toEqual(new Set(['SearchTermCount']));
  });

  it('hostile text is escaped in the page and its title', async () => {
    const hostile = '"><script>alert(1)</script>';
    const {response, body} = await worker.get(`/search?q=${encodeURIComponent(hostile)}`);
    expect(response.status).toBe(200);
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('a forged cursor sends the shopper back to the first page', async () => {
    const {response} = await worker.get('/search?q=brush&direction=next&cursor=Zm9yZ2Vk');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/search?q=brush');
  });

  it('a cursor that is not even base64 sends the shopper to the first page without a request', async () => {
    const {response} = await worker.get('/search?q=brush&cursor=%3Cscript%3E');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/search?q=brush');
    expect(routeOperations()).toEqual([]);
  });

  it('suggestions for an empty term ask the platform nothing', async () => {
    const {response, body} = await worker.get('/api/predictive-search?q=%20%00');
    expect(response.status).toBe(200);
    expect(JSON.parse(body)).toEqual({
      query: '',
      products: [],
      collections: [],
      pages: [],
      queries: [],
    });
    expect(storefront.operations()).toEqual([]);
  });

  it('suggestions add no line to the worker’s log, once per keystroke', async () => {
    const logged = [
      vi.spyOn(console, 'warn'),
      vi.spyOn(console, 'log'),
      vi.spyOn(console, 'error'),
    ];
    try {
      const {response, body} = await worker.get('/api/predictive-search?q=pro', {
        'oxygen-buyer-country': 'US',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(body)).toMatchObject({query: 'pro'});
      for (const spy of logged) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of logged) spy.mockRestore();
    }
  });

  it('suggestions carry market prices and the pages’ own addresses', async () => {
    const {body} = await worker.get('/api/predictive-search?q=pro', {
      'oxygen-buyer-country': 'US',
    });
    const data = JSON.parse(body) as {pages: Array<{title: string; url: string}>};
    expect(storefront.operations()).toEqual(['PredictiveSearch']);
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
    const {response, body} = await worker.get('/sitemap.xml');
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
    const {body} = await worker.get('/sitemap/pages/1.xml');
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'http://127.0.0.1:3000/pages/our-story',
      'http://127.0.0.1:3000/pages/faq',
      'http://127.0.0.1:3000/pages/contact-us',
      'http://127.0.0.1:3000/pages/terms-of-service',
      'http://127.0.0.1:3000/pages/returns-exchange',
      'http://127.0.0.1:3000/pages/privacy-policy',
      'http://127.0.0.1:3000/pages/shipping',
      'http://127.0.0.1:3000/vote',
      'http://127.0.0.1:3000/reviews',
      'http://127.0.0.1:3000/pro',
      'http://127.0.0.1:3000/pro/program',
      'http://127.0.0.1:3000/pro/kits',
    ]);
  });

  it.each(['/sitemap/blogs/1.xml', '/sitemap/pages/0.xml', '/sitemap/pages/two.xml'])(
    '%s is a 404 without a request',
    async (pathname) => {
      const {response} = await worker.get(pathname);
      expect(response.status).toBe(404);
      expect(
        storefront.operations().filter((name) => name.startsWith('Sitemap')),
      ).toEqual([]);
    },
  );

  it('robots.txt disallows per-shopper paths and names the sitemap', async () => {
    const {response, body} = await worker.get('/robots.txt');
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
    expect(storefront.operations()).toEqual([]);
  });
});

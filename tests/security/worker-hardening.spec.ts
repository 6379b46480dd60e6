/**
 * Holes an outside attacker's pass found in the worker and the stack in front of it: malformed
 * request framing, and absolute URLs built from the request's Host. (The open redirects are
 * cases of the hostile-input corpus.) Requests with broken framing cannot be sent by an HTTP
 * client, so they go over a raw socket, to the stack as it is started.
 */
import {expect, test} from '@playwright/test';
import {STOREFRONT_ORIGIN} from './platform';
import {rawRequest, sendRaw} from './raw-http';

const FOREIGN_HOST = 'evil.example';

test.describe('a request whose body length cannot be read', () => {
  const cases = [
    {
      name: 'POST with Content-Length: abc',
      method: 'POST',
      lines: ['Content-Length: abc'],
    },
    {name: 'GET with Content-Length: abc', method: 'GET', lines: ['Content-Length: abc']},
    {
      name: 'POST with two different Content-Length headers',
      method: 'POST',
      lines: ['Content-Length: 1', 'Content-Length: 2'],
      body: 'ab',
    },
    {
      name: 'GET with two different Content-Length headers',
      method: 'GET',
      lines: ['Content-Length: 1', 'Content-Length: 2'],
      body: 'ab',
    },
    // The local runtime (workerd) waited for a body here and never answered.
    {name: 'POST with Content-Length: -1', method: 'POST', lines: ['Content-Length: -1']},
    {name: 'GET with Content-Length: -1', method: 'GET', lines: ['Content-Length: -1']},
  ];
  for (const {name, method, lines, body} of cases) {
    test(`${name}: 400 with the security headers`, async () => {
      const answer = await sendRaw(rawRequest(method, '/cart', lines, body));
      expect(answer, 'an answer before the connection closed').not.toBeNull();
      expect(answer?.status).toBe(400);
      expect(answer?.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer?.headers.get('referrer-policy')).toBe(
        'strict-origin-when-cross-origin',
      );
      expect(answer?.body).toContain('malformed');
    });
  }

  test('a well-formed request on the same path is still served', async () => {
    const answer = await sendRaw(rawRequest('GET', '/cart', ['Connection: close']));
    expect(answer?.status).toBe(200);
  });
});

/** The absolute URLs a page gives crawlers and caches: canonical, og:url and JSON-LD. */
function absoluteUrls(html: string): string[] {
  const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)];
  const ogUrl = [...html.matchAll(/<meta property="og:url" content="([^"]+)"/g)];
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g),
  ].flatMap(([, json = '']) => [...json.matchAll(/"(?:url|@id|item)":"([^"]+)"/g)]);
  return [...canonical, ...ogUrl, ...jsonLd].map(([, url = '']) => url);
}

test.describe('absolute URLs come from the shop origin, not the request', () => {
  const forgeries: Array<{name: string; headers: Record<string, string>}> = [
    {name: 'Host', headers: {Host: FOREIGN_HOST}},
    {name: 'X-Forwarded-Host', headers: {'X-Forwarded-Host': FOREIGN_HOST}},
    {
      name: 'Host and X-Forwarded-Host',
      headers: {Host: FOREIGN_HOST, 'X-Forwarded-Host': FOREIGN_HOST},
    },
  ];
  for (const {name, headers} of forgeries) {
    test(`a product page with a forged ${name}`, async ({request}) => {
      const response = await request.get(
        `${STOREFRONT_ORIGIN}/products/kumo-blending-brush`,
        {headers},
      );
      expect(response.status()).toBe(200);
      const html = await response.text();
      const urls = absoluteUrls(html);
      expect(urls.length, 'canonical, og:url and JSON-LD URLs').toBeGreaterThanOrEqual(3);
      for (const url of urls) expect(new URL(url).origin).toBe(STOREFRONT_ORIGIN);
      expect(html).not.toContain(FOREIGN_HOST);
    });

    test(`robots.txt with a forged ${name}`, async ({request}) => {
      const response = await request.get(`${STOREFRONT_ORIGIN}/robots.txt`, {headers});
      const text = await response.text();
      expect(text).toContain(`Sitemap: ${STOREFRONT_ORIGIN}/sitemap.xml`);
      expect(text).not.toContain(FOREIGN_HOST);
    });
  }
});

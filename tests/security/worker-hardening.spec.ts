/**
 * Holes an outside attacker's pass found in the worker and the stack in front of it: malformed
 * request framing, and absolute URLs built from the request's Host. (The open redirects are
 * cases of the hostile-input corpus.) Requests with broken framing cannot be sent by an HTTP
 * client, so they go over a raw socket, to the stack as it is started.
 */
import net from 'node:net';
import {expect, test} from '@playwright/test';
import {E2E_PORTS} from '../playwright.config';
import {STOREFRONT_ORIGIN} from './platform';

const FOREIGN_HOST = 'evil.example';

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

function parseAnswer(text: string): RawAnswer | null {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers = new Map(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const body = text.slice(end + 4);
  const length = Number(headers.get('content-length'));
  if (Number.isInteger(length) && Buffer.byteLength(body) < length) return null;
  return {status: Number(statusLine.split(' ')[1]), headers, body};
}

/**
 * Sends the request as written and resolves with the first complete answer (by its
 * Content-Length) or whatever arrived when the server closed the connection. A server that
 * never answers leaves the promise pending, and the test fails on its timeout.
 */
function sendRaw(request: string): Promise<RawAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(E2E_PORTS.storefront, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const answer = parseAnswer(received);
      if (answer) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('end', () => resolve(parseAnswer(received)));
    socket.on('error', reject);
    socket.write(request);
  });
}

function rawRequest(
  method: string,
  path: string,
  headerLines: string[],
  body = '',
): string {
  return [
    `${method} ${path} HTTP/1.1`,
    `Host: localhost:${E2E_PORTS.storefront}`,
    ...headerLines,
    '',
    body,
  ].join('\r\n');
}

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

import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {describe, expect, it, vi} from 'vitest';
import {LOCAL_ADMIN_TOKEN} from '../../dev/local-env';
import {localPlatformUpstream} from './support/upstream';
import {cartCookieWith, workerAgainst} from './support/worker';

/**
 * docs/product/operations.md#error-reports: query and mutation errors reach the error-reporting
 * service (Sentry, a sink on loopback here) with the market, customer and cart the brand's
 * reports carry; only render errors go to the chat (docs/product/operations.md#error-reports).
 * And a report's currency is the market's, as the platform lists it (Canada pays in CAD).
 */

const storefront = localPlatformUpstream();
const chat: unknown[] = [];
const envelopes: Record<string, unknown>[][] = [];
let sinkOrigin = '';
const SENTRY_PROJECT = '7';
const sink = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  request.on('end', () => {
    if (request.url?.startsWith(`/api/${SENTRY_PROJECT}/envelope/`)) {
      envelopes.push(
        text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
    } else {
      chat.push(JSON.parse(text));
    }
    response.writeHead(200).end('ok');
  });
});

function sentryEvents(): Record<string, unknown>[] {
  return envelopes.flatMap((lines) => lines.filter((line) => 'exception' in line));
}

const worker = workerAgainst({
  get env() {
    return {
      ...storefront.env,
      ERROR_CHAT_WEBHOOK_URL: `${sinkOrigin}/chat-webhook`,
      SENTRY_DSN:
        sinkOrigin.replace('http://', 'http://publickey@') + `/${SENTRY_PROJECT}`,
    };
  },
  async start() {
    await storefront.start();
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    sinkOrigin = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
  },
  async stop() {
    await storefront.stop();
    await new Promise((resolve) => sink.close(resolve));
  },
  reset() {
    storefront.reset();
    chat.length = 0;
    envelopes.length = 0;
  },
});

const KUMO_US = 'gid://shopify/ProductVariant/43000000000101';
const KUMO = '/products/kumo-blending-brush';

describe('a critical query that fails', () => {
  it('shows the error screen and is reported to Sentry with the market and cart, not to the chat', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cookie = await cartCookieWith(worker, KUMO_US, 2);
    envelopes.length = 0;
    storefront.failing.add('Product');
    const response = await worker.fetch(KUMO, {
      headers: {Cookie: cookie, 'oxygen-buyer-country': 'CA'},
    });
    await response.text();
    await worker.settle();
    expect(response.status).toBe(502);
    expect(sentryEvents()).toEqual([
      expect.objectContaining({
        exception: {
          values: [
            expect.objectContaining({
              type: 'UpstreamError',
              value: "the shop's platform could not answer Product",
            }),
          ],
        },
        tags: {path: KUMO},
        contexts: expect.objectContaining({
          market: {country: 'CA', region: 'US', currency: 'CAD'},
          cart: {
            id: expect.stringMatching(/^gid:\/\/shopify\/Cart\//),
            lines: ['2 × Kumo Blending Brush (EB01-US)'],
          },
        }),
      }),
    ]);
    expect(chat).toEqual([]);
  });

  it('in a navigation’s data request is reported to Sentry too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storefront.answeringWithErrors.add('Product');
    const response = await worker.fetch(`${KUMO}.data`);
    await response.text();
    await worker.settle();
    expect(response.status).toBe(502);
    expect(sentryEvents()).toEqual([
      expect.objectContaining({
        exception: {
          values: [
            expect.objectContaining({
              type: 'UpstreamError',
              value: `the shop's platform could not answer the data for ${KUMO}`,
            }),
          ],
        },
      }),
    ]);
  });
});

describe('a cart mutation that fails', () => {
  it('is reported to Sentry as well as to the brand’s server, with the cart', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cookie = await cartCookieWith(worker, KUMO_US, 1);
    envelopes.length = 0;
    storefront.answeringWithErrors.add('cartLinesUpdate');
    const form = new FormData();
    form.set(
      'cartFormInput',
      JSON.stringify({
        action: 'LinesUpdate',
        inputs: {
          lines: [
            {
              id: 'gid://shopify/CartLine/00000000-0000-4000-8000-000000000000',
              quantity: 2,
            },
          ],
        },
      }),
    );
    const response = await worker.fetch('/cart', {
      method: 'POST',
      headers: {Cookie: cookie},
      body: form,
    });
    await worker.settle();
    expect(response.status).toBe(200);
    expect(sentryEvents()).toEqual([
      expect.objectContaining({
        exception: {
          values: [
            expect.objectContaining({
              type: 'CartMutationError',
              value: 'cart LinesUpdate failed: upstream failure',
            }),
          ],
        },
        tags: {path: '/cart'},
        contexts: expect.objectContaining({
          market: {country: 'US', region: 'US', currency: 'USD'},
          cart: expect.objectContaining({id: expect.stringMatching(/Cart\//)}),
        }),
      }),
    ]);
    expect(chat).toEqual([]);
  });
});

describe('a render error report', () => {
  it('carries the market’s currency: a Canadian shopper’s is CAD', async () => {
    const response = await worker.fetch('/api/errors', {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'oxygen-buyer-country': 'CA'},
      body: JSON.stringify({
        path: '/',
        error: {name: 'TypeError', message: 'x is undefined', stack: null},
      }),
    });
    await worker.settle();
    expect(response.status).toBe(202);
    const reports = (await (
      await fetch(`${storefront.origin}/admin/error-reports`, {
        headers: {Authorization: `Bearer ${LOCAL_ADMIN_TOKEN}`},
      })
    ).json()) as {kind: string; report: {geo: unknown}}[];
    expect(reports.filter((entry) => entry.kind === 'render').at(-1)?.report.geo).toEqual(
      {
        country: 'CA',
        region: 'US',
        currency: 'CAD',
      },
    );
  });
});

import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {describe, expect, it, vi} from 'vitest';
import {LOCAL_ADMIN_TOKEN} from '../../dev/local-env';
import {localPlatformUpstream} from './support/upstream';
import {cartCookieWith, workerAgainst} from './support/worker';

/**
 * Error reporting (docs/product/operations.md#error-reports): reports reach the brand's server
 * (the local platform records them) and the chat webhook (a sink on loopback here), with the
 * shopper's part read by the worker, never taken from the browser.
 */

const storefront = localPlatformUpstream();
const chat: {body: unknown}[] = [];
/** Sentry envelopes: a header line, then item header and payload lines. */
const sentry: {url: string; lines: Record<string, unknown>[]}[] = [];
let sinkOrigin = '';
const SENTRY_PROJECT = '42';
const sink = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  request.on('end', () => {
    if (request.url?.startsWith(`/api/${SENTRY_PROJECT}/envelope/`)) {
      sentry.push({
        url: request.url,
        lines: text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      });
    } else {
      chat.push({body: JSON.parse(text) as unknown});
    }
    response.writeHead(200).end('ok');
  });
});

/** The exception events Sentry received. */
function sentryEvents(): Record<string, unknown>[] {
  return sentry.flatMap(({lines}) => lines.filter((line) => 'exception' in line));
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
    sentry.length = 0;
  },
});

const KUMO_US = 'gid://shopify/ProductVariant/43000000000101';

async function renderReports(): Promise<
  {kind: string; report: Record<string, unknown>}[]
> {
  const response = await fetch(`${storefront.origin}/admin/error-reports`, {
    headers: {Authorization: `Bearer ${LOCAL_ADMIN_TOKEN}`},
  });
  const reports = (await response.json()) as {
    kind: string;
    report: Record<string, unknown>;
  }[];
  return reports.filter((entry) => entry.kind === 'render');
}

function report(body: unknown, cookie?: string) {
  return worker.fetch('/api/errors', {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...(cookie ? {Cookie: cookie} : {})},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const BROWSER_ERROR = {
  path: '/products/kumo-blending-brush?Edition=PRO',
  error: {
    name: 'TypeError',
    message: 'x is undefined',
    stack: 'TypeError: x is undefined\n  at Gallery',
  },
};

describe('POST /api/errors from the browser', () => {
  it('sends the report on with the cart and market the worker knows, ignoring what the browser claims of them', async () => {
    const cookie = await cartCookieWith(worker, KUMO_US, 2);
    const before = (await renderReports()).length;
    const response = await report(
      {
        ...BROWSER_ERROR,
        customerId: 'gid://shopify/Customer/1',
        cartId: 'gid://shopify/Cart/forged',
        cartLines: [{title: 'forged'}],
      },
      cookie,
    );
    await worker.settle();
    expect(response.status).toBe(202);
    const reports = await renderReports();
    expect(reports).toHaveLength(before + 1);
    expect(reports.at(-1)?.report).toMatchObject({
      path: BROWSER_ERROR.path,
      geo: {country: 'US', region: 'US', currency: 'USD'},
      customerId: null,
      cartId: expect.stringMatching(/^gid:\/\/shopify\/Cart\/(?!forged)/),
      cartLines: [{title: 'Kumo Blending Brush', variantSku: 'EB01-US', quantity: 2}],
      error: BROWSER_ERROR.error,
    });
    expect(chat).toEqual([
      {
        body: {
          text: 'render error on /products/kumo-blending-brush?Edition=PRO: TypeError: x is undefined',
        },
      },
    ]);
    expect(sentryEvents()).toEqual([
      expect.objectContaining({
        exception: {
          values: [expect.objectContaining({type: 'TypeError', value: 'x is undefined'})],
        },
        tags: {path: '/products/kumo-blending-brush'},
      }),
    ]);
    // Nothing personal beyond the customer id (none here): no request, cookies or address.
    expect(JSON.stringify(sentry)).not.toMatch(/cookie|ip_address|Cart\//i);
  });

  it('takes a beacon’s report, sent as text/plain', async () => {
    const before = (await renderReports()).length;
    const response = await worker.fetch('/api/errors', {
      method: 'POST',
      headers: {'Content-Type': 'text/plain;charset=UTF-8'},
      body: JSON.stringify(BROWSER_ERROR),
    });
    await worker.settle();
    expect(response.status).toBe(202);
    expect(await renderReports()).toHaveLength(before + 1);
  });

  it.each([
    ['not JSON', '{'],
    ['no path', {error: BROWSER_ERROR.error}],
    ['a path that is a URL', {...BROWSER_ERROR, path: 'https://evil.example/'}],
    ['no error', {path: '/'}],
    [
      'a message of 10 KB',
      {...BROWSER_ERROR, error: {...BROWSER_ERROR.error, message: 'x'.repeat(10_000)}},
    ],
  ])('refuses %s with 400 and sends nothing', async (_name, body) => {
    const before = (await renderReports()).length;
    const response = await report(body);
    await worker.settle();
    expect(response.status).toBe(400);
    expect(await renderReports()).toHaveLength(before);
    expect(chat).toEqual([]);
  });
});

describe('an error the worker meets', () => {
  it('is reported with the page it broke', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storefront.rewriting.set('Product', (data) => {
      data.product.variants = null;
    });
    const before = (await renderReports()).length;
    const response = await worker.fetch('/products/kumo-blending-brush');
    await response.text();
    await worker.settle();
    expect(response.status).toBe(500);
    const reports = await renderReports();
    expect(reports).toHaveLength(before + 1);
    expect(reports.at(-1)?.report).toMatchObject({
      path: '/products/kumo-blending-brush',
      geo: {country: 'US'},
      error: {name: 'TypeError'},
    });
    expect(chat).toHaveLength(1);
    expect(sentryEvents()).toEqual([
      expect.objectContaining({
        exception: {values: [expect.objectContaining({type: 'TypeError'})]},
        tags: {path: '/products/kumo-blending-brush'},
      }),
    ]);
  });
});

import {describe, expect, it, vi} from 'vitest';
import {VARIANT} from '../emulator/seed-variants';
import {workerWithErrorSinks} from './support/error-sinks';
import {cartCookieWith} from './support/worker';

/**
 * Error reporting (docs/product/operations.md#error-reports): reports reach the brand's server
 * (the local platform records them) and the chat webhook (a sink on loopback here), with the
 * shopper's part read by the worker, never taken from the browser.
 */

const {storefront, worker, chat, sentry, sentryEvents} = workerWithErrorSinks();
const renderReports = () => storefront.errorReports('render');

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
    const cookie = await cartCookieWith(worker, VARIANT.kumoUs, 2);
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
        text: 'render error on /products/kumo-blending-brush?Edition=PRO: TypeError: x is undefined',
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

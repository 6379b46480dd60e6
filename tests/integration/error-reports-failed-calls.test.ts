import {describe, expect, it, vi} from 'vitest';
import {VARIANT} from '../emulator/seed-variants';
import {workerWithErrorSinks} from './support/error-sinks';
import {cartCookieWith, postCartForm} from './support/worker';

/**
 * docs/product/operations.md#error-reports: query and mutation errors reach the error-reporting
 * service (Sentry, a sink on loopback here) with the market, customer and cart the brand's
 * reports carry; only render errors go to the chat (docs/product/operations.md#error-reports).
 * And a report's currency is the market's, as the platform lists it (Canada pays in CAD).
 */

const {storefront, worker, chat, sentry, sentryEvents} = workerWithErrorSinks();
const KUMO = '/products/kumo-blending-brush';

describe('a critical query that fails', () => {
  it('shows the error screen and is reported to Sentry with the market and cart, not to the chat', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cookie = await cartCookieWith(worker, VARIANT.kumoUs, 2);
    sentry.length = 0;
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
    const cookie = await cartCookieWith(worker, VARIANT.kumoUs, 1);
    sentry.length = 0;
    storefront.answeringWithErrors.add('cartLinesUpdate');
    const response = await postCartForm(
      worker,
      'LinesUpdate',
      {
        lines: [
          {
            id: 'gid://shopify/CartLine/00000000-0000-4000-8000-000000000000',
            quantity: 2,
          },
        ],
      },
      {cookie},
    );
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
    const reports = await storefront.errorReports('render');
    expect(reports.at(-1)?.report.geo).toEqual({
      country: 'CA',
      region: 'US',
      currency: 'CAD',
    });
  });
});

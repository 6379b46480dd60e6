import {expect, test} from '@playwright/test';
import {addToCartAndWait} from './add-to-cart';
import {signInWithPassword} from './auth-emulator';
import {E2E_ADMIN_TOKEN, E2E_PORTS} from '../playwright.config';

/**
 * An error report's payload (docs/product/operations.md#error-reports): the browser sends the
 * path and the error from the shop's own page; the platform, standing in for the brand's
 * server, receives the report with the signed-in customer, their cart and the market the worker
 * read.
 */
test('a report from the browser reaches the brand’s server with the customer and their cart', async ({
  page,
}) => {
  await page.goto('/account/login?return_to=%2Fproducts%2Fkumo-blending-brush');
  await signInWithPassword(page, 'ben@example.com');
  await expect(page).toHaveURL(/\/products\/kumo-blending-brush$/);
  await addToCartAndWait(page);
  await expect(page.getByRole('link', {name: 'cart, 1 items'})).toBeVisible();

  const marker = `e2e render error ${Date.now()}`;
  const status = await page.evaluate(async (message) => {
    const response = await fetch('/api/errors', {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({
        path: '/products/kumo-blending-brush',
        error: {name: 'TypeError', message, stack: null},
      }),
    });
    return response.status;
  }, marker);
  expect(status).toBe(202);

  const reports = await page.request.get(
    `http://127.0.0.1:${E2E_PORTS.commerce}/admin/error-reports`,
    {headers: {Authorization: `Bearer ${E2E_ADMIN_TOKEN}`}},
  );
  const received = (
    (await reports.json()) as {kind: string; report: Record<string, unknown>}[]
  )
    .filter((entry) => entry.kind === 'render')
    .map((entry) => entry.report)
    .find((report) => (report.error as {message: string}).message === marker);
  expect(received).toMatchObject({
    path: '/products/kumo-blending-brush',
    customerId: expect.stringMatching(/^gid:\/\/shopify\/Customer\/\d+$/),
    cartId: expect.stringMatching(/^gid:\/\/shopify\/Cart\//),
    cartLines: [{title: 'Kumo Blending Brush', quantity: 1}],
    error: {name: 'TypeError', message: marker},
  });
});

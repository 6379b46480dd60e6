import {expect, test, type Page} from '@playwright/test';
import {addToCartAndWait} from './add-to-cart';
import {E2E_ADMIN_TOKEN, E2E_PORTS} from '../playwright.config';

/**
 * The cart's refusals and failures as a shopper meets them (docs/product/cart.md#cart-errors):
 * the dialog's ERROR step with the server's reason, and a mutation the platform refuses,
 * reported to the brand's server (the platform records it).
 */

function cartAnswer(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.startsWith('/cart'),
  );
}

test('a second white cheek brush from a card: the dialog says why it was not added', async ({
  page,
}) => {
  await page.goto('/collections/face-brushes');
  // The card's dialog arrives with the shop's services, after hydration.
  await page.waitForLoadState('networkidle');
  const add = page.getByRole('button', {
    name: /^add to cart\s*: Saibikoho White Cheek Brush$/,
  });
  await add.click();
  const added = page.getByRole('dialog', {name: 'added to cart'});
  await expect(added.getByRole('status')).toHaveText(
    'Saibikoho White Cheek Brush is in your cart.',
  );
  await added.getByRole('button', {name: 'keep shopping'}).click();
  await expect(added).toBeHidden();

  await add.click();
  const refused = page.getByRole('dialog', {name: 'not added'});
  await expect(refused.getByRole('alert')).toHaveText(
    'the white cheek brush is limited to one per customer.',
  );
  await refused.getByRole('button', {name: 'keep shopping'}).click();
  await expect(page.getByRole('link', {name: 'cart, 1 items'})).toBeVisible();
});

test('a change to a line another tab removed is reported to the brand’s server', async ({
  page,
  context,
}) => {
  await page.goto('/products/kumo-blending-brush');
  await addToCartAndWait(page);
  await page.goto('/cart');

  const other = await context.newPage();
  await other.goto('/cart');
  const removed = cartAnswer(other);
  await other.getByRole('button', {name: 'remove Kumo Blending Brush'}).click();
  await removed;

  const refused = cartAnswer(page);
  await page
    .getByRole('button', {name: 'increase quantity of Kumo Blending Brush'})
    .click();
  await refused;
  await expect(page.getByText('your cart is empty.')).toBeVisible();

  // The report leaves after the answer (the worker's waitUntil).
  await expect
    .poll(async () => {
      const reports = await page.request.get(
        `http://127.0.0.1:${E2E_PORTS.commerce}/admin/error-reports`,
        {headers: {Authorization: `Bearer ${E2E_ADMIN_TOKEN}`}},
      );
      return ((await reports.json()) as {kind: string; report: Record<string, unknown>}[])
        .filter((entry) => entry.kind === 'cart')
        .map((entry) => entry.report)
        .find(
          (report) =>
            report.operation === 'LinesUpdate' &&
            report.error === 'cart does not exist' &&
            JSON.stringify(report.variables).includes('"quantity":2'),
        );
    })
    .toBeTruthy();
});

import {expect, type Page} from '@playwright/test';
import {STOREFRONT_ORIGIN} from '../security/platform';
import {gotoInteractive, whenInteractive} from './interactive';

/**
 * Clicks the product page's add to cart (its label in the page's language) once the page is
 * interactive, and waits for the /cart action's answer: the badge counts the line before the
 * server answers, and what follows needs the cart it made.
 */
export async function addToCartAndWait(
  page: Page,
  button = 'add to cart',
): Promise<void> {
  await whenInteractive(page);
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.startsWith('/cart'),
  );
  await page.getByRole('button', {name: button}).click();
  await answered;
}

/**
 * Adds a product from its page through the add-to-cart dialog, waits for its confirmation and
 * keeps shopping.
 */
export async function addFromProductPage(page: Page, handle: string): Promise<void> {
  await gotoInteractive(page, `/products/${handle}`);
  await page.getByRole('button', {name: 'add to cart'}).click();
  const added = page.getByRole('dialog', {name: 'added to cart'});
  await expect(added.getByRole('status')).toBeVisible();
  await added.getByRole('button', {name: 'keep shopping'}).click();
}

/** Lines put in the shopper's cart through the shop's own cart form, as the product page does. */
export async function addLines(
  page: Page,
  lines: {merchandiseId: string; quantity: number}[],
): Promise<void> {
  const response = await page.request.post('/cart', {
    headers: {Origin: STOREFRONT_ORIGIN},
    form: {cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines}})},
  });
  expect(response.status(), await response.text()).toBe(200);
}

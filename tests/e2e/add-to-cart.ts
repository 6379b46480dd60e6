import type {Page} from '@playwright/test';

/**
 * Clicks the product page's add to cart (its label in the page's language) and waits for the /cart action's answer: the badge
 * counts the line before the server answers, and what follows needs the cart it made.
 */
export async function addToCartAndWait(
  page: Page,
  button = 'add to cart',
): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.startsWith('/cart'),
  );
  await page.getByRole('button', {name: button}).click();
  await answered;
}

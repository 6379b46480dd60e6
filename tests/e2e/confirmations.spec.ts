import {expect, test, type Locator} from '@playwright/test';
import {gotoInteractive} from './interactive';

/**
 * Every added-to-cart confirmation shows up to 2 recommendations once the add has completed
 * (docs/product/cart.md#add-to-cart-dialog), and the welcome offer's completed add is a
 * mailing-list sign-up the browser remembers (docs/product/growth.md#mailing-list).
 */

async function expectRecommendations(dialog: Locator): Promise<void> {
  const shown = dialog.getByRole('region', {name: 'you may also like'});
  await expect(shown.getByRole('link', {name: /\$\d/}).first()).toBeVisible();
  expect(await shown.getByRole('link', {name: /\$\d/}).count()).toBeLessThanOrEqual(2);
  await expect(
    shown.getByRole('link', {name: 'see the whole concept store'}),
  ).toBeVisible();
}

test('a collection card’s quick add confirms with recommendations', async ({page}) => {
  await gotoInteractive(page, '/collections/eye-brushes');
  await page.getByRole('button', {name: 'add to cart'}).first().click();
  const choose = page.getByRole('dialog').getByRole('radio');
  if (
    await choose
      .first()
      .isVisible()
      .catch(() => false)
  ) {
    await choose.first().check();
    await page.getByRole('dialog').getByRole('button', {name: 'add to cart'}).click();
  }
  const added = page.getByRole('dialog', {name: 'added to cart'});
  await expect(added.getByRole('status')).toContainText('is in your cart.');
  await expectRecommendations(added);
});

test('the welcome offer’s completed add remembers the sign-up', async ({page}) => {
  await gotoInteractive(page, '/products/kumo-blending-brush');
  expect(await page.evaluate(() => localStorage.getItem('emailRegistered'))).toBeNull();
  await page.getByRole('link', {name: 'new here? 40% off this brush'}).click();
  const dialog = page.getByRole('dialog', {name: 'welcome offer'});
  await dialog
    .getByRole('textbox', {name: 'email'})
    .fill(`welcome-flag-${Date.now()}@example.com`);
  await dialog.getByRole('button', {name: 'add at $14.40'}).click();
  const added = page.getByRole('dialog', {name: 'added to cart'});
  await expect(added.getByRole('status')).toHaveText(
    'Kumo Blending Brush is in your cart.',
  );
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('emailRegistered')))
    .toBe('true');
});

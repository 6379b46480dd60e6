import {expect, test, type Page} from '@playwright/test';
import {STOREFRONT_ORIGIN} from '../security/platform';
import {gotoInteractive} from './interactive';

/**
 * Two discounts a shopper is promised, followed from the cart to the platform's checkout:
 * Canada's extra 10% (docs/product/pricing.md#canada-extra-discount) and the survey's 35% on
 * the three highest-priced brushes of the cart as it is at checkout, brushes added after the
 * survey included (docs/product/pricing.md#survey-discount).
 */

/** Kumo Blending Brush, US, $24. */
const KUMO_US = 'gid://shopify/ProductVariant/43000000000101';
/** Saibikoho White Cheek Brush, US, $68. */
const WHITE_CHEEK_US = 'gid://shopify/ProductVariant/43000000001901';

async function addLines(page: Page, lines: {merchandiseId: string; quantity: number}[]) {
  const response = await page.request.post('/cart', {
    headers: {Origin: STOREFRONT_ORIGIN},
    form: {cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines}})},
  });
  expect(response.status(), await response.text()).toBe(200);
}

const summaryOf = (page: Page) =>
  page.getByRole('complementary', {name: 'order summary'});

test.describe('a shopper in Canada', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'CA'}});

  test('the cart and the checkout take 10% off, charged in US dollars with the Canadian equivalent', async ({
    page,
  }) => {
    await addLines(page, [{merchandiseId: KUMO_US, quantity: 1}]);
    await gotoInteractive(page, '/cart');
    const summary = summaryOf(page);
    await expect(summary.getByText('Canada extra discount')).toBeVisible();
    await expect(
      summary.getByText(
        /^prices in this cart are in US dollars: you are charged \$21\.60, about C\$\d+\.\d\d\.$/,
      ),
    ).toBeVisible();

    await summary.getByRole('link', {name: 'checkout'}).click();
    await expect(page.getByRole('heading', {name: /checkout/i}).first()).toBeVisible();
    const discount = page.getByRole('term').filter({hasText: 'Canada extra discount'});
    await expect(discount).toBeVisible();
    await expect(discount.locator('xpath=following-sibling::dd[1]')).toHaveText('−$2.40');
  });
});

test('brushes added after the survey share its 35%: the three highest-priced units of the cart get it', async ({
  page,
}) => {
  await addLines(page, [{merchandiseId: KUMO_US, quantity: 1}]);
  await gotoInteractive(page, '/survey');
  await page.getByRole('radio', {name: 'every day'}).check();
  await page.getByRole('radio', {name: 'natural'}).check();
  await page.getByRole('button', {name: 'send my answers'}).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'thank you! 35% off any 3 brushes is now on your cart.',
    {timeout: 15_000},
  );

  // Four units after the survey: $68 and three of $24; the three highest are 68, 24 and 24.
  await addLines(page, [
    {merchandiseId: WHITE_CHEEK_US, quantity: 1},
    {merchandiseId: KUMO_US, quantity: 2},
  ]);
  await gotoInteractive(page, '/cart');
  const lines = page.getByRole('region', {name: 'items in your cart'});
  // Each line holding one of those units says so: both Kumo lines and the white cheek brush.
  await expect(lines.getByText('survey discount')).toHaveCount(3);
  // 68 + 3 × 24 = 140, less 35% of 116 (40.60).
  await expect(summaryOf(page).getByText('$99.40').first()).toBeVisible();

  await summaryOf(page).getByRole('link', {name: 'checkout'}).click();
  await expect(page.getByRole('heading', {name: /checkout/i}).first()).toBeVisible();
  const subtotal = page.getByRole('term').filter({hasText: /^Subtotal$/});
  await expect(subtotal.locator('xpath=following-sibling::dd[1]')).toHaveText('$99.40');
});

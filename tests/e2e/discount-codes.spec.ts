import {expect, test, type Page} from '@playwright/test';
import {createCodeDiscount, STOREFRONT_ORIGIN} from '../security/platform';
import {gotoInteractive} from './interactive';

/**
 * Code discounts a merchant created through the Admin API, on the cart page: the cart model
 * carries each code with whether it applies (docs/product/cart.md#cart-contents). The shop has
 * no field to enter one (the spec has none); a code reaches the cart through the cart form's
 * DiscountCodesUpdate, as Hydrogen's own discount form sends it.
 */

/** Kumo Blending Brush (Standard), $24 in the US, €24 in Italy: one variant per region. */
const KUMO = {
  US: 'gid://shopify/ProductVariant/43000000000101',
  IT: 'gid://shopify/ProductVariant/43000000000102',
} as const;

/** Codes are unique in a shop, and every test file of a run shares the started platform. */
const RUN = Date.now().toString(36).toUpperCase();
const TEN_OFF = `TENOFF${RUN}`;
const BIG_ORDERS = `BIGORDER${RUN}`;

test.beforeAll(async ({request}) => {
  await createCodeDiscount(request, {code: TEN_OFF});
  // Applies only from $500 of merchandise: not to a cart of one brush.
  await createCodeDiscount(request, {
    code: BIG_ORDERS,
    minimumRequirement: {subtotal: {greaterThanOrEqualToSubtotal: '500'}},
  });
});

async function postCart(page: Page, action: string, inputs: Record<string, unknown>) {
  const response = await page.request.post('/cart', {
    headers: {Origin: STOREFRONT_ORIGIN},
    form: {cartFormInput: JSON.stringify({action, inputs})},
  });
  expect(response.status(), await response.text()).toBe(200);
}

const SHOPPERS = [
  {
    country: 'US',
    code: 'code {{code}}',
    notApplicable: 'code {{code}} does not apply to this cart.',
    summary: 'order summary',
    total: '$21.60',
    saved: '−$2.40',
  },
  {
    country: 'IT',
    code: 'codice {{code}}',
    notApplicable: 'il codice {{code}} non si applica a questo carrello.',
    summary: 'riepilogo ordine',
    total: '21,60 €',
    saved: '−2,40 €',
  },
] as const;

for (const shopper of SHOPPERS) {
  test.describe(`a shopper in ${shopper.country}`, () => {
    test.use({extraHTTPHeaders: {'oxygen-buyer-country': shopper.country}});

    test('sees the code that applies with what it takes off, and the one that does not', async ({
      page,
    }, testInfo) => {
      await postCart(page, 'LinesAdd', {
        lines: [{merchandiseId: KUMO[shopper.country], quantity: 1}],
      });
      await postCart(page, 'DiscountCodesUpdate', {discountCodes: [TEN_OFF, BIG_ORDERS]});
      await gotoInteractive(page, '/cart');
      const summary = page.getByRole('complementary', {name: shopper.summary});
      const applied = summary.getByRole('term').filter({
        hasText: shopper.code.replace('{{code}}', TEN_OFF),
      });
      await expect(applied).toBeVisible();
      await expect(applied.locator('+ dd')).toHaveText(shopper.saved);
      await expect(summary.locator('dd.cart-summary__total')).toHaveText(shopper.total);
      await expect(
        summary.getByText(shopper.notApplicable.replace('{{code}}', BIG_ORDERS)),
      ).toBeVisible();
      await expect(summary.getByRole('term').filter({hasText: BIG_ORDERS})).toHaveCount(
        0,
      );
      for (const viewport of [
        {width: 390, height: 844},
        {width: 1440, height: 900},
      ]) {
        await page.setViewportSize(viewport);
        await page.screenshot({
          path: testInfo.outputPath(`cart-codes-${viewport.width}.png`),
          fullPage: true,
        });
      }
    });
  });
}

import {expect, test, type Page, type TestInfo} from '@playwright/test';
import {cart} from '../../app/i18n/cart';
import {CHECKOUT_TEXTS} from '../../emulators/commerce/src/checkout/texts';
import {STOREFRONT_ORIGIN} from '../security/platform';

/**
 * The platform's checkout, thank-you and order status pages in the shopper's language: no
 * internal region label on a line, the totals in the cart's order (subtotal, discounts,
 * shipping, total) on every page, and the order's date as the language writes it.
 */

const KUMO = {
  US: 'gid://shopify/ProductVariant/43000000000101',
  EU: 'gid://shopify/ProductVariant/43000000000102',
} as const;

const SHOPPERS = [
  {
    country: 'CA',
    lang: 'en',
    variant: KUMO.US,
    discount: 'canada discount',
    placed: /Placed [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M UTC\./,
  },
  {
    country: 'FR',
    lang: 'fr',
    variant: KUMO.EU,
    discount: null,
    placed: /Passée le \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2} UTC\./,
  },
] as const;

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const viewport of [
    {width: 390, height: 844},
    {width: 1440, height: 900},
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${viewport.width}.png`),
      fullPage: true,
    });
  }
}

for (const shopper of SHOPPERS) {
  const text = CHECKOUT_TEXTS[shopper.lang];
  const terms = [
    text.subtotal,
    ...(shopper.discount ? [shopper.discount] : []),
    text.shipping,
    text.total,
  ];

  test.describe(`a shopper in ${shopper.country}`, () => {
    test.use({extraHTTPHeaders: {'oxygen-buyer-country': shopper.country}});

    test('reads the checkout, thank-you and order status pages without internal labels, in one order, dated in their language', async ({
      page,
    }, testInfo) => {
      const added = await page.request.post('/cart', {
        headers: {Origin: STOREFRONT_ORIGIN},
        form: {
          cartFormInput: JSON.stringify({
            action: 'LinesAdd',
            inputs: {lines: [{merchandiseId: shopper.variant, quantity: 1}]},
          }),
        },
      });
      expect(added.status()).toBe(200);
      await page.goto('/cart');
      await page
        .getByRole('complementary', {name: cart[shopper.lang].summary})
        .getByRole('link', {name: cart[shopper.lang].checkout})
        .click();
      await expect(
        page.getByRole('heading', {name: text.checkout}).first(),
      ).toBeVisible();

      const expectPrint = async (where: string) => {
        const body = page.locator('body');
        await expect(body, where).not.toContainText(/\b(US|EU) \//);
        await expect(page.locator('dl.totals').getByRole('term'), where).toHaveText(
          terms,
        );
      };
      await expectPrint('the checkout');
      await shoot(page, testInfo, 'checkout');

      for (const [name, value] of Object.entries({
        email: 'print@example.com',
        lastName: 'Martin',
        address1: '12 rue des Pinceaux',
        city: 'Lyon',
      })) {
        await page.locator(`input[name="${name}"]`).fill(value);
      }
      await page.getByRole('button', {name: text.payNow}).click();
      await expect(
        page.getByRole('heading', {level: 1, name: text.thanks}),
      ).toBeVisible();
      await expectPrint('the thank-you page');
      await shoot(page, testInfo, 'thank-you');

      await page.getByRole('link', {name: text.viewOrderStatus}).click();
      await expect(page.getByText(shopper.placed)).toBeVisible();
      await expectPrint('the order status page');
      await shoot(page, testInfo, 'order-status');
    });
  });
}

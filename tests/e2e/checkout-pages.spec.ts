import {expect, test} from '@playwright/test';
import {cart} from '../../app/i18n/cart';
import {CHECKOUT_TEXTS} from '../../emulators/commerce/src/checkout/texts';
import {addLines} from './add-to-cart';
import {payAsGuest} from './checkout';
import {shootPhoneAndDesktop} from './screenshots';

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
    discount: 'Canada extra discount',
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
      await addLines(page, [{merchandiseId: shopper.variant, quantity: 1}]);
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
      await shootPhoneAndDesktop(page, testInfo, 'checkout', {fullPage: true});

      await payAsGuest(page, text.payNow, {
        email: 'print@example.com',
        lastName: 'Martin',
        address1: '12 rue des Pinceaux',
        city: 'Lyon',
      });
      await expect(
        page.getByRole('heading', {level: 1, name: text.thanks}),
      ).toBeVisible();
      await expectPrint('the thank-you page');
      await shootPhoneAndDesktop(page, testInfo, 'thank-you', {fullPage: true});

      await page.getByRole('link', {name: text.viewOrderStatus}).click();
      await expect(page.getByText(shopper.placed)).toBeVisible();
      await expectPrint('the order status page');
      await shootPhoneAndDesktop(page, testInfo, 'order-status', {fullPage: true});
    });
  });
}

import {expect, test} from '@playwright/test';
import {cart} from '../../app/i18n/cart';
import {CHECKOUT_TEXTS} from '../../emulators/commerce/src/checkout/texts';
import {addLines} from './add-to-cart';
import {payAsGuest} from './checkout';

/**
 * A country change carries its language to the checkout (docs/product/cart.md#country-change):
 * a shopper with a brush in the cart moves through the country picker and pays in the new
 * language, from the checkout to the thank-you page, product names included; with and without
 * JavaScript. One change into each language, from each language, across and within regions;
 * every other order of two countries is tests/integration/checkout-language.test.ts's.
 */

const KUMO = {
  US: 'gid://shopify/ProductVariant/43000000000101',
  EU: 'gid://shopify/ProductVariant/43000000000102',
} as const;

const COUNTRIES = [
  {
    code: 'CA',
    lang: 'en',
    region: 'US',
    name: /^(Canada|Canadá) /,
    kumo: 'Kumo Blending Brush',
  },
  {
    code: 'FR',
    lang: 'fr',
    region: 'EU',
    name: /^(France|Francia) /,
    kumo: 'Pinceau estompeur Kumo',
  },
  {
    code: 'IT',
    lang: 'it',
    region: 'EU',
    name: /^(Italy|Italie|Italia) /,
    kumo: 'Pennello sfumino Kumo',
  },
  {
    code: 'ES',
    lang: 'es',
    region: 'EU',
    name: /^(Spain|Espagne|Spagna|España) /,
    kumo: 'Brocha difuminadora Kumo',
  },
] as const;

type Code = (typeof COUNTRIES)[number]['code'];
const change = (from: Code, to: Code) => ({
  from: COUNTRIES.find(({code}) => code === from)!,
  to: COUNTRIES.find(({code}) => code === to)!,
});

for (const javaScriptEnabled of [true, false]) {
  // Without JavaScript, the issue's own two: France to Italy, Canada to Italy.
  const changes = javaScriptEnabled
    ? [change('FR', 'IT'), change('CA', 'ES'), change('ES', 'FR'), change('IT', 'CA')]
    : [change('FR', 'IT'), change('CA', 'IT')];
  for (const {from, to} of changes) {
    test.describe(`${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
      test.use({
        javaScriptEnabled,
        extraHTTPHeaders: {'oxygen-buyer-country': from.code},
      });

      test(`a shopper moving from ${from.code} to ${to.code} checks out in ${to.lang}`, async ({
        page,
      }) => {
        await addLines(page, [{merchandiseId: KUMO[from.region], quantity: 1}]);

        await page.goto('/country?redirectTo=%2Fcart');
        await page.getByRole('main').getByRole('button', {name: to.name}).click();
        await expect(page).toHaveURL(/\/cart$/);
        await expect(page.locator('html')).toHaveAttribute('lang', to.lang);
        const summary = page.getByRole('complementary', {name: cart[to.lang].summary});
        await summary.getByRole('link', {name: cart[to.lang].checkout}).click();

        const text = CHECKOUT_TEXTS[to.lang];
        await expect(page.locator('html')).toHaveAttribute('lang', to.lang);
        await expect(
          page.getByRole('heading', {name: text.checkout}).first(),
        ).toBeVisible();
        await expect(page.getByText(to.kumo, {exact: true}).first()).toBeVisible();

        await payAsGuest(page, text.payNow, {
          email: 'mover@example.com',
          lastName: 'Rossi',
          address1: 'Via dei Pennelli 3',
          city: 'Torino',
        });
        await expect(
          page.getByRole('heading', {level: 1, name: text.thanks}),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', to.lang);
        await expect(page.getByText(to.kumo, {exact: true}).first()).toBeVisible();
      });
    });
  }
}

import {expect, test, type Page} from '@playwright/test';
import {cart} from '../../app/i18n/cart';
import {catalog} from '../../app/i18n/catalog';
import {footer} from '../../app/i18n/footer';
import {shell} from '../../app/i18n/shell';
import {expectAmounts, expectInLanguage, type Lang} from './in-language';

/**
 * A shopper of France, Italy and Spain walks the shop (home, a collection, a product, the
 * add-to-cart dialog, the cart, search, the shipping dialog, the platform's checkout and its
 * thank-you page) and reads none of the shop's English texts or English catalog titles, and
 * every amount in the number format of their language (docs/product/markets.md#languages,
 * #currencies). The walk runs on the desktop and the mobile project alike; the search hints,
 * the same on any screen, on the desktop only (tests/playwright.config.ts).
 */

/** Opens a page and waits for its account button (in the page's language): it is interactive. */
async function gotoInteractive(page: Page, path: string, lang: Lang) {
  await page.goto(path);
  await expect(page.getByRole('button', {name: shell[lang].account})).toBeVisible();
}

/** The platform's thank-you heading in each language, and its English one. */
const ENGLISH_THANKS = 'Thank you for your order';

const SHOPPERS: {country: string; lang: Lang; noResults: RegExp; thanks: string}[] = [
  {
    country: 'FR',
    lang: 'fr',
    noResults: /aucun résultat/,
    thanks: 'Merci pour votre commande',
  },
  {
    country: 'IT',
    lang: 'it',
    noResults: /nessun risultato/,
    thanks: 'Grazie per il tuo ordine',
  },
  {
    country: 'ES',
    lang: 'es',
    noResults: /no hay resultados/,
    thanks: 'Gracias por tu pedido',
  },
];

/** A guest's details on the platform's checkout form, found by the fields' names. */
const BUYER = {
  email: 'walker@example.com',
  lastName: 'Durand',
  address1: '12 rue des Pinceaux',
  city: 'Lyon',
};

for (const shopper of SHOPPERS) {
  const t = {
    catalog: catalog[shopper.lang],
    cart: cart[shopper.lang],
    footer: footer[shopper.lang],
  };

  test.describe(`a shopper in ${shopper.country}`, () => {
    test.use({extraHTTPHeaders: {'oxygen-buyer-country': shopper.country}});

    test(`reads the shop in ${shopper.lang} all the way to the checkout`, async ({
      page,
    }) => {
      await gotoInteractive(page, '/', shopper.lang);
      await expect(page.locator('html')).toHaveAttribute('lang', shopper.lang);
      await expectInLanguage(page, shopper.lang, 'home');

      await page.goto('/collections/all-products');
      await expectInLanguage(page, shopper.lang, 'a collection');
      await expectAmounts(page, 'a collection');

      await gotoInteractive(page, '/products/kumo-blending-brush', shopper.lang);
      await expectInLanguage(page, shopper.lang, 'a product');
      await expectAmounts(page, 'a product');

      await page.getByRole('button', {name: t.catalog.addToCart}).click();
      const added = page.getByRole('dialog', {name: t.cart.dialog.added});
      await expect(added.getByRole('status')).toBeVisible();
      await expectInLanguage(page, shopper.lang, 'the add-to-cart dialog');
      await added.getByRole('link', {name: t.cart.dialog.viewCart}).click();

      await expect(page).toHaveURL(/\/cart$/);
      const summary = page.getByRole('complementary', {name: t.cart.summary});
      await expect(summary).toBeVisible();
      await expectInLanguage(page, shopper.lang, 'the cart');
      await expectAmounts(page, 'the cart');

      await page.goto('/search?q=zzqxv');
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expectInLanguage(page, shopper.lang, 'search');

      await gotoInteractive(page, '/', shopper.lang);
      await page
        .getByRole('contentinfo')
        .getByRole('button', {name: t.footer.shipping.title})
        .click();
      const shipping = page.getByRole('dialog', {name: t.footer.shipping.title});
      await expect(shipping).toBeVisible();
      // The destination's flag is a drawn image that loads on every system, beside its name.
      const flag = shipping.locator('img');
      await expect(flag).toHaveAttribute(
        'src',
        new RegExp(`#${shopper.country.toLowerCase()}$`),
      );
      await expect(flag).toHaveAttribute('alt', '');
      await expect
        .poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await expectInLanguage(page, shopper.lang, 'the shipping dialog');
      await expectAmounts(page, 'the shipping dialog');

      await page.goto('/cart');
      await page
        .getByRole('complementary', {name: t.cart.summary})
        .getByRole('link', {name: t.cart.checkout})
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', shopper.lang);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectInLanguage(page, shopper.lang, 'the checkout');
      await expectAmounts(page, 'the checkout');

      for (const [name, value] of Object.entries(BUYER)) {
        await page.locator(`input[name="${name}"]`).fill(value);
      }
      await page.locator('form').getByRole('button').click();
      await expect(
        page.getByRole('heading', {level: 1, name: shopper.thanks}),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', shopper.lang);
      await expect(page.locator('body')).not.toContainText(ENGLISH_THANKS);
      await expectInLanguage(page, shopper.lang, 'the thank-you page');
      await expectAmounts(page, 'the thank-you page');
    });

    test('a search that finds nothing suggests only words that find something', async ({
      page,
    }) => {
      await page.goto('/search?q=zzqxv');
      const hint = page
        .getByRole('main')
        .getByRole('paragraph')
        .filter({hasText: /[«“]/u});
      await expect(hint).toBeVisible();
      const words = [
        ...(await hint.innerText()).matchAll(/[«“]\s?([^»”]+?)\s?[»”]/gu),
      ].map((match) => match[1]?.trim() ?? '');
      expect(words.length).toBeGreaterThan(0);
      for (const word of words) {
        await page.goto(`/search?q=${encodeURIComponent(word)}`);
        await expect(page.getByRole('heading', {level: 1})).not.toHaveText(
          shopper.noResults,
        );
        await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      }
    });
  });
}

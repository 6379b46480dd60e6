import {expect, test} from '@playwright/test';
import {search} from '../../app/i18n/search';
import {security} from '../../app/i18n/security';
import {shell} from '../../app/i18n/shell';
import {ROUTES} from './a11y-routes';
import {expectInLanguage, type Lang} from './in-language';
import {shootPhoneAndDesktop} from './screenshots';

/**
 * Every page of the shop, and what opens on it, in French, Italian and Spanish: none shows an
 * English interface text or an English catalog title (docs/product/markets.md#languages). The
 * walk through to the checkout is i18n-walk.spec.ts; this one covers the pages it does not.
 */

const SHOPPERS: {country: string; lang: Lang}[] = [
  {country: 'FR', lang: 'fr'},
  {country: 'IT', lang: 'it'},
  {country: 'ES', lang: 'es'},
];

/** The pages a guest reaches as they are: signing in and carts are the other walks'. */
const PAGES = ROUTES.filter((route) => !route.prepare && !route.interact);

for (const shopper of SHOPPERS) {
  test.describe(`a shopper in ${shopper.country}`, () => {
    // What the server sends is what this walk reads: React hydrates the same text, and without
    // scripts the browser does less than half the work per page.
    test.use({
      extraHTTPHeaders: {'oxygen-buyer-country': shopper.country},
      javaScriptEnabled: false,
    });

    for (const route of PAGES) {
      test(`reads ${route.name} in ${shopper.lang}`, async ({page}) => {
        // Some answer 404 in the EU (the welcome offer names a US variant): in the language too.
        await page.goto(route.path);
        await expect(page.locator('html')).toHaveAttribute('lang', shopper.lang);
        await expectInLanguage(page, shopper.lang, route.name);
      });
    }
  });

  test.describe(`a shopper in ${shopper.country}`, () => {
    test.use({extraHTTPHeaders: {'oxygen-buyer-country': shopper.country}});

    test(`is offered searches in ${shopper.lang} while typing`, async ({page}) => {
      await page.goto('/search');
      await expect(
        page.getByRole('button', {name: shell[shopper.lang].account}),
      ).toBeVisible();
      await page
        .getByRole('search')
        .getByRole('combobox', {name: search[shopper.lang].label})
        .pressSequentially('kumo');
      const queries = page
        .getByRole('listbox', {name: search[shopper.lang].suggestions})
        .getByRole('group', {name: search[shopper.lang].queries});
      await expect(queries.getByRole('option').first()).toBeVisible();
      await expectInLanguage(page, shopper.lang, 'the search suggestions');
    });

    for (const path of ['/%', '/search?q=%']) {
      test(`is answered in ${shopper.lang} at the malformed ${path}, with a way home`, async ({
        page,
      }, testInfo) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(400);
        await expect(page.locator('html')).toHaveAttribute('lang', shopper.lang);
        const text = security[shopper.lang].malformedPage;
        await expect(page.getByRole('heading', {level: 1})).toHaveText(text.title);
        await page.getByRole('link', {name: text.home}).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(
          page.getByRole('button', {name: shell[shopper.lang].account}),
        ).toBeVisible();
        await page.goBack();
        await expectInLanguage(page, shopper.lang, `the malformed ${path}`);
        // No stack, no file path, no library.
        await expect(page.locator('body')).not.toContainText(
          /\bat \S+:\d+|\/src\/|node_modules|workerd|Error:/,
        );
        await shootPhoneAndDesktop(page, testInfo, 'malformed');
      });
    }
  });
}

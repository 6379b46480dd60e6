import {
  expect,
  test,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {storedCart} from '../security/platform';
import {cart} from '../../app/i18n/cart';
import {catalog} from '../../app/i18n/catalog';
import {footer} from '../../app/i18n/footer';
import {shell} from '../../app/i18n/shell';
import {addLines} from './add-to-cart';
import {SHOPPERS} from './market-shoppers';
import {shootPhoneAndDesktop} from './screenshots';

/**
 * Markets (docs/product/markets.md) as shoppers from around the world see them: the geo header
 * picks the country, which decides the interface language, the currency and the shipping
 * modal's notes; the country picker changes it, with and without JavaScript.
 */

const MAILBOX = 'hello@fude-atelier.example';

/** Kumo Blending Brush (Standard), $24, sold everywhere: one variant per region. */
const KUMO = {
  US: 'gid://shopify/ProductVariant/43000000000101',
  EU: 'gid://shopify/ProductVariant/43000000000102',
} as const;
/** Kasumi Detail Crease Brush, sold to the United States and Canada only. */
const KASUMI_US = 'gid://shopify/ProductVariant/43000000001101';

/** The platform's record of the shopper's cart (the cookie names it). */
async function platformCart(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'cart');
  const token = decodeURIComponent(cookie?.value ?? '').split('?key=')[0] ?? '';
  return storedCart(context.request, token);
}

const storedCountry = (page: Page) =>
  page.evaluate(() => window.sessionStorage.getItem('country'));

async function openShipping(page: Page, name: string) {
  await page.getByRole('contentinfo').getByRole('button', {name}).click();
  const dialog = page.getByRole('dialog', {name});
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const shopper of SHOPPERS) {
  test.describe(`a shopper in ${shopper.country}`, () => {
    test.use({extraHTTPHeaders: {'oxygen-buyer-country': shopper.country}});

    test('sees the language, currency, notes, fee and threshold of the country', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', shopper.lang);
      const dialog = await openShipping(page, shopper.shipping);
      for (const note of shopper.notes) {
        await expect(dialog.getByText(note)).toBeVisible();
      }
      for (const text of shopper.absent) {
        await expect(dialog.getByText(text)).toHaveCount(0);
      }
      await expect(dialog.getByText(new RegExp(`: ${shopper.region}$`))).toBeVisible();
      if (shopper.restricted) {
        const message = dialog
          .getByRole('listitem')
          .filter({hasText: shopper.restricted});
        await expect(message.getByRole('link', {name: MAILBOX})).toHaveAttribute(
          'href',
          `mailto:${MAILBOX}`,
        );
        await expect(message.getByRole('button')).toBeVisible();
      }

      await addLines(page, [{merchandiseId: KUMO[shopper.region], quantity: 1}]);
      await page.goto('/cart');
      const main = page.getByRole('main');
      if (shopper.cart.fee) await expect(main.getByText(shopper.cart.fee)).toBeVisible();
      if (shopper.cart.away) {
        await expect(main.getByText(shopper.cart.away)).toBeVisible();
      } else {
        await expect(main.getByText(/away from free shipping/)).toHaveCount(0);
      }
      const summary = main.getByRole('complementary');
      if (shopper.cart.unavailable) {
        const notice = summary.getByRole('note');
        await expect(notice.getByText(shopper.cart.unavailable)).toBeVisible();
        await expect(notice.getByRole('link', {name: MAILBOX})).toBeVisible();
        // The mailbox and the modify-country link, as in the shipping modal.
        await expect(notice.getByRole('link')).toHaveCount(2);
        await expect(summary.getByRole('link', {name: /checkout|pagar/})).toHaveCount(0);
        // No shipping fee for a checkout the cart does not offer.
        await expect(main.getByText(/added at checkout|se añade al pagar/)).toHaveCount(
          0,
        );
      } else {
        await expect(summary.getByRole('note')).toHaveCount(0);
      }
    });
  });
}

for (const shopper of SHOPPERS.filter(({country}) => ['RU', 'MX'].includes(country))) {
  const lang = shopper.lang as 'en' | 'es';
  test.describe(`a shopper in ${shopper.country}, where the shop does not ship`, () => {
    test.use({extraHTTPHeaders: {'oxygen-buyer-country': shopper.country}});

    test('learns it on the product page and in the add-to-cart dialog, with the mailbox and modify country', async ({
      page,
    }, testInfo) => {
      await page.goto('/products/kumo-blending-brush');
      await expect(page.getByRole('button', {name: shell[lang].account})).toBeVisible();
      const expectNotice = async (where: Page | Locator) => {
        const note = where.getByRole('note').filter({hasText: shopper.restricted ?? ''});
        await expect(note).toBeVisible();
        await expect(note.getByRole('link', {name: MAILBOX})).toHaveAttribute(
          'href',
          `mailto:${MAILBOX}`,
        );
        await expect(
          note.getByRole('link', {name: footer[lang].shipping.changeCountry}),
        ).toBeVisible();
        return note;
      };
      await expectNotice(page.getByRole('main'));
      await shootPhoneAndDesktop(page, testInfo, 'restricted-product');

      // The product can still be added: the cart keeps it for another country.
      await page.getByRole('button', {name: catalog[lang].addToCart}).click();
      const added = page.getByRole('dialog', {name: cart[lang].dialog.added});
      await expect(added.getByRole('status')).toBeVisible();
      await expectNotice(added);
      await shootPhoneAndDesktop(page, testInfo, 'restricted-dialog');

      const note = await expectNotice(added);
      await note.getByRole('link', {name: footer[lang].shipping.changeCountry}).click();
      await expect(page).toHaveURL(
        /\/country\?redirectTo=%2Fproducts%2Fkumo-blending-brush$/,
      );
      await expect(
        page.getByRole('heading', {name: footer[lang].shipping.pickerTitle}),
      ).toBeVisible();
    });
  });
}

test.describe('the country picker', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'US'}});

  test('finds countries by name, code and with a typo; picking one moves the cart to the region variants and names what it could not keep', async ({
    page,
    context,
  }, testInfo) => {
    await addLines(page, [
      {merchandiseId: KUMO.US, quantity: 1},
      {merchandiseId: KASUMI_US, quantity: 1},
    ]);
    await page.goto('/');
    // docs/product/markets.md#country: the browser asks GET /api/country and keeps the answer
    // for the session.
    await expect.poll(() => storedCountry(page)).toBe('US');

    const dialog = await openShipping(page, 'shipping');
    await dialog.getByRole('button', {name: 'modify country'}).click();
    const picker = page.getByRole('dialog', {name: 'choose your country'});
    const search = picker.getByRole('searchbox', {name: 'search countries'});
    await expect(search).toBeFocused();
    await expect(picker.getByRole('button', {name: /United States/})).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(picker.getByRole('button', {name: /Japan/})).toBeVisible();

    for (const viewport of [
      {width: 390, height: 844},
      {width: 1440, height: 900},
    ]) {
      await page.setViewportSize(viewport);
      await page.screenshot({path: testInfo.outputPath(`picker-${viewport.width}.png`)});
    }

    for (const query of ['germ', 'de', 'Germny']) {
      await search.fill(query);
      await expect(picker.getByRole('button', {name: /Germany/})).toBeVisible();
      await expect(picker.getByRole('button', {name: /Japan/})).toHaveCount(0);
    }

    await picker.getByRole('button', {name: /Germany/}).click();
    const info = page.getByRole('dialog', {name: 'shipping'});
    await expect(info.getByText('shipping to Germany')).toBeVisible();
    await expect(info.getByText('currency: EUR')).toBeVisible();
    await expect(
      info.getByText('complimentary shipping on orders over €35.00.'),
    ).toBeVisible();
    await expect(info.getByRole('status')).toHaveText(
      'not available in Germany, removed from your cart: Kasumi Detail Crease Brush',
    );
    await expect.poll(() => storedCountry(page)).toBe('DE');
    for (const viewport of [
      {width: 390, height: 844},
      {width: 1440, height: 900},
    ]) {
      await page.setViewportSize(viewport);
      await page.screenshot({path: testInfo.outputPath(`info-${viewport.width}.png`)});
    }

    // The choice outlives the page: the cart renders in Germany's market from the first byte.
    await page.goto('/cart');
    const lines = page.getByRole('region', {name: 'items in your cart'});
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines.getByRole('link', {name: 'Kumo Blending Brush'})).toBeVisible();
    await expect(lines.getByText('€24.00')).toBeVisible();
    const summary = page.getByRole('complementary', {name: 'order summary'});
    await expect(summary.getByRole('definition')).toHaveText(['€24.00', '€24.00']);
    await expect(summary.getByText('shipping: €12.00, added at checkout.')).toBeVisible();
    await expect(summary.getByText('€11.00 away from free shipping')).toBeVisible();
    for (const viewport of [
      {width: 390, height: 844},
      {width: 1440, height: 900},
    ]) {
      await page.setViewportSize(viewport);
      await page.screenshot({
        path: testInfo.outputPath(`cart-${viewport.width}.png`),
        fullPage: true,
      });
    }

    const cart = await platformCart(context);
    expect(cart.buyerIdentity).toMatchObject({countryCode: 'DE'});
    expect(cart.lines).toMatchObject([{merchandiseId: KUMO.EU, quantity: 1}]);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false, extraHTTPHeaders: {'oxygen-buyer-country': 'US'}});

  test('a shopper chooses a country with a plain form; the cart follows and names what it could not keep', async ({
    page,
    context,
  }) => {
    await addLines(page, [
      {merchandiseId: KUMO.US, quantity: 1},
      {merchandiseId: KASUMI_US, quantity: 1},
    ]);
    await page.goto('/collections/all-products');
    await page
      .getByRole('contentinfo')
      .getByRole('link', {name: 'modify country'})
      .click();
    await expect(page.getByRole('heading', {name: 'choose your country'})).toBeVisible();
    await page.getByRole('button', {name: /Italy/}).click();

    // The picker's page names the line the cart could not keep, once, in Italian.
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'non disponibile in Italia, rimosso dal carrello: Pennello di precisione per la piega Kasumi',
    );
    await page.getByRole('link', {name: 'annulla'}).click();
    await expect(page).toHaveURL(/\/collections\/all-products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    await page.goto('/cart');
    const main = page.getByRole('main');
    // The cart reads its lines in Italian, as the platform translates them.
    await expect(main.getByRole('link', {name: 'Pennello sfumino Kumo'})).toBeVisible();
    await expect(
      main.getByRole('link', {name: 'Pennello di precisione per la piega Kasumi'}),
    ).toHaveCount(0);
    await expect(
      main.getByText('spedizione: 12,00 €, aggiunta al pagamento.'),
    ).toBeVisible();
    await expect(
      main.getByText('ancora 26,00 € per la spedizione gratuita'),
    ).toBeVisible();
    const cart = await platformCart(context);
    expect(cart.buyerIdentity).toMatchObject({countryCode: 'IT'});
    expect(cart.lines).toMatchObject([{merchandiseId: KUMO.EU, quantity: 1}]);
  });
});

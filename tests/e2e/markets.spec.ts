import {expect, test, type Page} from '@playwright/test';

/**
 * Markets (issue 10) as shoppers from around the world see them: the geo header picks the
 * country, which decides the interface language, the currency and the shipping modal's notes;
 * the country picker changes it, with and without JavaScript.
 */

const MAILBOX = 'hello@fude-atelier.example';

interface Shopper {
  country: string;
  lang: string;
  /** The footer's shipping button and the modal's title, in the shopper's language. */
  shipping: string;
  /** Texts the shipping modal must show. */
  notes: (string | RegExp)[];
  /** Texts it must not show. */
  absent: RegExp[];
  /** A restricted country: the mailbox and the modify-country button inside the message. */
  restricted?: string;
}

const SHOPPERS: Shopper[] = [
  {
    country: 'US',
    lang: 'en',
    shipping: 'shipping',
    notes: [
      'shipping to United States',
      'complimentary shipping on orders over $35.00.',
      'region: US',
      'currency: USD',
    ],
    absent: [/duties/, /Afterpay/, /unavailable/],
  },
  {
    country: 'FR',
    lang: 'fr',
    shipping: 'livraison',
    notes: [
      'destination : France',
      'livraison offerte dès 50,00 € de commande.',
      'région : EU',
      'devise : EUR',
      'droits et taxes inclus.',
    ],
    absent: [/Afterpay/],
  },
  {
    country: 'IT',
    lang: 'it',
    shipping: 'spedizione',
    notes: [
      'destinazione: Italy',
      'spedizione gratuita per ordini superiori a 50,00 €.',
      'valuta: EUR',
      'dazi e tasse sono inclusi.',
    ],
    absent: [/Afterpay/],
  },
  {
    country: 'ES',
    lang: 'es',
    shipping: 'envío',
    notes: [
      'envío a Spain',
      'envío gratuito en pedidos superiores a 35,00 €.',
      'moneda: EUR',
      'los aranceles y los impuestos están incluidos.',
    ],
    absent: [/no enviamos/],
  },
  {
    country: 'MX',
    lang: 'es',
    shipping: 'envío',
    notes: [
      'envío gratuito en pedidos superiores a 150,00 $.',
      'región: US',
      'moneda: USD',
    ],
    absent: [/aranceles/],
    restricted: 'por ahora no enviamos a Mexico.',
  },
  {
    country: 'GB',
    lang: 'en',
    shipping: 'shipping',
    notes: [
      'complimentary shipping on orders over £43.00.',
      'currency: GBP',
      'duties and taxes are included.',
    ],
    absent: [/Afterpay/, /FX fees/],
  },
  {
    country: 'CA',
    lang: 'en',
    shipping: 'shipping',
    notes: [
      'complimentary shipping on orders over C$65.00.',
      'currency: CAD',
      'an extra 10% discount is applied at checkout to cover FX fees.',
      'pay in instalments with Afterpay at checkout.',
    ],
    absent: [/duties/],
  },
  {
    country: 'AU',
    lang: 'en',
    shipping: 'shipping',
    notes: [
      'complimentary shipping on orders over A$78.00.',
      'currency: AUD',
      'pay in instalments with Afterpay at checkout.',
    ],
    absent: [/FX fees/, /duties/],
  },
  {
    country: 'IL',
    lang: 'en',
    shipping: 'shipping',
    notes: ['$25.00 express shipping on all orders.', 'currency: USD'],
    absent: [/complimentary shipping/],
    restricted: 'shipping to Israel is currently unavailable.',
  },
  {
    country: 'RU',
    lang: 'en',
    shipping: 'shipping',
    notes: ['complimentary shipping on orders over $150.00.'],
    absent: [/express/],
    restricted: 'shipping to Russia is currently unavailable.',
  },
  {
    country: 'JP',
    lang: 'en',
    shipping: 'shipping',
    notes: ['complimentary shipping on orders over $75.00.', 'currency: USD'],
    absent: [/unavailable/, /duties/],
  },
];

async function openShipping(page: Page, name: string) {
  await page.getByRole('contentinfo').getByRole('button', {name}).click();
  const dialog = page.getByRole('dialog', {name});
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const shopper of SHOPPERS) {
  test.describe(`a shopper in ${shopper.country}`, () => {
    test.use({extraHTTPHeaders: {'oxygen-buyer-country': shopper.country}});

    test('sees the language, currency and shipping notes of the country', async ({
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
    });
  });
}

test.describe('the country picker', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'US'}});

  test('finds countries by name, code and with a typo, and changes the country at once', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
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
    for (const viewport of [
      {width: 390, height: 844},
      {width: 1440, height: 900},
    ]) {
      await page.setViewportSize(viewport);
      await page.screenshot({path: testInfo.outputPath(`info-${viewport.width}.png`)});
    }

    // The choice outlives the page: the next load renders Germany from the first byte.
    await page.reload();
    await expect(page.getByText(/€\d/).first()).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false, extraHTTPHeaders: {'oxygen-buyer-country': 'US'}});

  test('a shopper chooses a country with a plain form and returns to the page', async ({
    page,
  }) => {
    await page.goto('/collections/all-products');
    await page
      .getByRole('contentinfo')
      .getByRole('link', {name: 'modify country'})
      .click();
    await expect(page.getByRole('heading', {name: 'choose your country'})).toBeVisible();
    await page.getByRole('button', {name: /Italy/}).click();
    await expect(page).toHaveURL(/\/collections\/all-products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});

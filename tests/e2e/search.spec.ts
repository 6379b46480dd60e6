import {expect, test, type Page} from '@playwright/test';

import {SEARCH_QUERY_MAX_LENGTH} from '@brush/rules/limits';
import {gotoInteractive} from './interactive';

/** The search box on the search page (the header's icon only links here). */
function searchBox(page: Page) {
  return page.getByRole('search').getByRole('combobox', {name: 'search the shop'});
}

test.describe('the search page', () => {
  test('with no query it offers popular collections and best sellers', async ({page}) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', {level: 1, name: 'search'})).toBeVisible();
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByText('what are you looking for?')).toBeVisible();

    const collections = page.getByRole('region', {name: 'popular collections'});
    await expect(collections.getByRole('link', {name: 'Eye Brushes'})).toBeVisible();
    await collections.getByRole('link', {name: 'Face Brushes'}).click();
    await expect(page).toHaveURL(/\/collections\/face-brushes$/);

    await page.goBack();
    const bestSellers = page.getByRole('region', {name: 'best sellers'});
    await expect(
      bestSellers.getByRole('link', {name: /Kumo Blending Brush/}),
    ).toBeVisible();
  });

  test('a submitted search lists products with prices and matching pages, page by page', async ({
    page,
  }) => {
    await page.goto('/search');
    await searchBox(page).fill('brush');
    await page.getByRole('search').getByRole('button', {name: 'search'}).click();

    await expect(page).toHaveURL(/\/search\?q=brush$/);
    await expect(
      page.getByRole('heading', {level: 1, name: 'results for “brush”'}),
    ).toBeVisible();
    const products = page.getByRole('region', {name: 'products'});
    await expect(products.getByText(/^\d+ products$/)).toBeVisible();
    const firstPage = await products.getByRole('listitem').allInnerTexts();
    expect(firstPage.length).toBeGreaterThan(0);
    expect(firstPage.join('\n')).toMatch(/\$\d+\.\d\d/);
    const firstTitle = firstPage[0]?.split('\n')[0] ?? '';

    await products.getByRole('link', {name: 'next page'}).click();
    await expect(page).toHaveURL(/direction=next/);
    await expect(products.getByRole('link', {name: 'previous page'})).toBeVisible();
    await expect(products.getByRole('listitem').first()).not.toContainText(firstTitle);

    await products.getByRole('link', {name: 'previous page'}).click();
    await expect(products.getByRole('listitem').first()).toContainText(firstTitle);
  });

  test('pages match too and lead to the content page', async ({page}) => {
    await page.goto('/search?q=shipping');
    const pages = page.getByRole('region', {name: 'pages'});
    await pages.getByRole('link', {name: /^Shipping/}).click();
    await expect(page).toHaveURL(/\/pages\/shipping$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Shipping'})).toBeVisible();
  });

  test('nothing found says so, with the words as typed, and offers collections', async ({
    page,
  }) => {
    await page.goto('/search?q=zzqx+velvet');
    await expect(
      page.getByRole('heading', {level: 1, name: 'no results for “zzqx velvet”'}),
    ).toBeVisible();
    await expect(page.getByText(/check the spelling/)).toBeVisible();
    await expect(
      page
        .getByRole('region', {name: 'popular collections'})
        .getByRole('link', {name: 'Best Sellers'}),
    ).toBeVisible();
  });

  test('a stale or forged page cursor starts again from the first page', async ({
    page,
  }) => {
    const response = await page.goto(
      '/search?q=brush&direction=next&cursor=eyJ4IjoxfQ==',
    );
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/search\?q=brush$/);
    await expect(
      page.getByRole('heading', {level: 1, name: 'results for “brush”'}),
    ).toBeVisible();
  });

  test('prices and availability follow the shopper’s market', async ({browser}) => {
    const context = await browser.newContext({
      // Germany: the euro, English texts.
      extraHTTPHeaders: {'oxygen-buyer-country': 'DE'},
    });
    const page = await context.newPage();
    await page.goto('/search?q=kasumi');
    const card = page
      .getByRole('region', {name: 'products'})
      .getByRole('link', {name: /Kasumi Detail Crease/});
    // Sold only in the US and Canada (AVAILABLE:US-CA).
    await expect(card.getByText('not available in your country')).toBeVisible();

    await page.goto('/search?q=kumo+blending');
    await expect(
      page
        .getByRole('region', {name: 'products'})
        .getByRole('link', {name: /Kumo Blending Brush/}),
    ).toContainText('€');
    await context.close();
  });
});

test.describe('suggestions while typing', () => {
  test('arrow keys walk the suggestions and Enter opens the active one', async ({
    page,
  }) => {
    await gotoInteractive(page, '/search');
    const box = searchBox(page);
    await box.pressSequentially('kumo');

    const listbox = page.getByRole('listbox', {name: 'suggestions'});
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const products = listbox.getByRole('group', {name: 'products'});
    await expect(
      products.getByRole('option', {name: /Kumo Blending Brush/}),
    ).toBeVisible();
    await expect(
      page.getByRole('status').getByText(/suggestions? available/),
    ).toBeAttached();

    const options = listbox.getByRole('option');
    const count = await options.count();
    await box.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );

    // Up from the first option wraps to the last: "view all results".
    await box.press('ArrowUp');
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(count - 1)).toHaveText('view all results for “kumo”');

    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    for (let index = 0; index < count; index += 1) {
      const option = options.nth(index);
      if (/Kumo Blending Brush/.test(await option.innerText())) break;
      await box.press('ArrowDown');
    }
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\/kumo-blending-brush$/);
    await expect(
      page.getByRole('heading', {level: 1, name: 'Kumo Blending Brush'}),
    ).toBeVisible();
  });

  test('Escape closes the list, a second Escape clears the box', async ({page}) => {
    await gotoInteractive(page, '/search');
    const box = searchBox(page);
    await box.pressSequentially('face');
    const listbox = page.getByRole('listbox', {name: 'suggestions'});
    await expect(listbox.getByRole('group', {name: 'collections'})).toBeVisible();

    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('face');

    await box.press('Escape');
    await expect(box).toHaveValue('');
  });

  test('a click on a suggestion opens it; Enter with none active searches', async ({
    page,
  }) => {
    await gotoInteractive(page, '/search');
    const box = searchBox(page);
    await box.pressSequentially('faq');
    const listbox = page.getByRole('listbox', {name: 'suggestions'});
    await listbox
      .getByRole('group', {name: 'pages'})
      .getByRole('option', {name: 'FAQ'})
      .click();
    await expect(page).toHaveURL(/\/pages\/faq$/);

    await gotoInteractive(page, '/search');
    await searchBox(page).pressSequentially('yuki');
    await expect(page.getByRole('listbox', {name: 'suggestions'})).toBeVisible();
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=yuki$/);
    await expect(page.getByRole('listbox', {name: 'suggestions'})).toBeHidden();
  });

  test('no match offers only the full search', async ({page}) => {
    await gotoInteractive(page, '/search');
    await searchBox(page).pressSequentially('zzqx');
    const listbox = page.getByRole('listbox', {name: 'suggestions'});
    await expect(listbox.getByText('no suggestions')).toBeVisible();
    await expect(
      listbox.getByRole('option', {name: 'view all results for “zzqx”'}),
    ).toBeVisible();
  });
});

test.describe('hostile input', () => {
  const hostile = [
    {
      name: 'markup',
      raw: '"><script>window.__pwned = 1</script>',
      shown: '"><script>window.__pwned = 1</script>',
    },
    {
      name: 'an attribute breakout',
      raw: "' onmouseover='window.__pwned=1",
      shown: "' onmouseover='window.__pwned=1",
    },
    {name: 'emoji', raw: 'kabuki 🖌️✨', shown: 'kabuki 🖌️✨'},
    {name: 'right-to-left text', raw: 'فرشاة‮ brush', shown: 'فرشاة‮ brush'},
    {
      name: 'an i18next nesting',
      raw: '$t(errors.render) {{query}}',
      shown: '$t(errors.render) {{query}}',
    },
  ];

  for (const {name, raw, shown} of hostile) {
    test(`${name} is shown as typed and runs nothing`, async ({page}) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const response = await page.goto(
        `/search?${new URLSearchParams({q: raw}).toString()}`,
      );
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toContainText(shown);
      await expect(searchBox(page)).toHaveValue(shown);
      await expect(page).toHaveTitle(
        new RegExp(shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      expect(
        await page.evaluate(() => 'window.__pwned' in window || '__pwned' in window),
      ).toBe(false);
      expect(dialogs).toEqual([]);
    });
  }

  test('a NUL byte and control characters read as an empty search', async ({page}) => {
    const response = await page.goto('/search?q=%00%01%1F');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: 'search'})).toBeVisible();
    await expect(searchBox(page)).toHaveValue('');
  });

  test('a very long query is cut to the limit, not refused', async ({page}) => {
    const long = `kumo ${'x'.repeat(SEARCH_QUERY_MAX_LENGTH * 3)}`;
    const response = await page.goto(`/search?q=${encodeURIComponent(long)}`);
    expect(response?.status()).toBe(200);
    const value = await searchBox(page).inputValue();
    expect(value).toBe(long.slice(0, SEARCH_QUERY_MAX_LENGTH));
    await expect(page.getByRole('heading', {level: 1})).toContainText('no results for');
  });
});

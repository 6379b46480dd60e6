import {expect, test, type Locator, type Page} from '@playwright/test';
import {AXE_TAGS, expectNoAxeViolations} from './axe';
import {headTags} from './seo-head';
import {gotoInteractive} from './interactive';

/**
 * The promotional screens as a shopper uses them: the concept store's prices and its add, the
 * promos page and its badge, pay what you want (presets, custom amounts, the one-per-cart
 * limit) and the yosegi launch page. Prices are the seed's: Kumo $24 (concept store $18),
 * Tsuki $18 (its Standard edition $14), Kumo Mini $24 and Tanpopo $34 (pay what you want).
 */

function card(page: Page, title: string): Locator {
  return page
    .getByRole('listitem')
    .filter({has: page.getByRole('heading', {name: title, exact: true})});
}

const cartLines = (page: Page) => page.getByRole('region', {name: 'items in your cart'});

async function openChooser(page: Page, handle: string) {
  await gotoInteractive(page, `/pwyw-products/${handle}`);
  await page.getByRole('button', {name: 'choose your price'}).click();
  return page.getByRole('dialog');
}

test.describe('concept store', () => {
  test('shows concept-store prices with the regular price struck through', async ({
    page,
  }) => {
    await gotoInteractive(page, '/concept-store');
    await expect(
      page.getByRole('heading', {level: 1, name: 'Concept Store'}),
    ).toBeVisible();

    const kumo = card(page, 'Kumo Blending Brush');
    // The picture is decorative: the link is named by the title once, not by its alt as well.
    await expect(kumo.getByRole('link')).toHaveAccessibleName('Kumo Blending Brush');
    await expect(kumo).toContainText('concept store price $18.00');
    await expect(kumo).toContainText('regular price $24.00');
    await kumo.getByLabel('Edition').selectOption({label: 'PRO'});
    await expect(kumo).toContainText('concept store price $18.00');
    await expect(kumo).toContainText('regular price $28.00');

    // Tsuki's Standard edition has a price of its own, which wins over the product's.
    const tsuki = card(page, 'Tsuki Pencil Brush');
    await expect(tsuki).toContainText('concept store price $14.00');
    await tsuki.getByLabel('Edition').selectOption({label: 'PRO'});
    await expect(tsuki).toContainText('concept store price $15.00');
  });

  test('adding one puts a line at the concept-store price in the cart', async ({
    page,
  }) => {
    await gotoInteractive(page, '/concept-store');
    const kumo = card(page, 'Kumo Blending Brush');
    await kumo.getByRole('button', {name: /add to cart/}).click();
    // docs/product/cart.md#add-to-cart-dialog: the add goes through the dialog, LOADING then
    // COMPLETED.
    const dialog = page.getByRole('dialog', {name: /adding|added to cart/});
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog', {name: 'added to cart'})).toContainText(
      'Kumo Blending Brush is in your cart.',
    );
    await expect(page.getByRole('link', {name: 'cart, 1 items'})).toBeVisible();

    await dialog.getByRole('link', {name: 'view cart'}).click();
    await expect(cartLines(page).getByRole('listitem')).toHaveCount(1);
    await expect(
      cartLines(page).getByRole('link', {name: 'Kumo Blending Brush'}),
    ).toBeVisible();
    await expect(cartLines(page)).toContainText('$18.00');
    await expect(page.getByRole('complementary', {name: 'order summary'})).toContainText(
      '$18.00',
    );
  });

  test('has its meta tags and no axe violations', async ({page}) => {
    await page.goto('/concept-store');
    const head = await headTags(page);
    expect(head.title).toMatch(/^Concept Store \| /);
    expect(head.description).toBeTruthy();
    expect(head.canonical).toMatch(/\/concept-store$/);
    expect(head.og['og:title']).toBe('Concept Store');
    await expectNoAxeViolations(page, AXE_TAGS);
  });
});

test.describe('promos', () => {
  test('lists the three current discounts, and the badge counts them', async ({page}) => {
    await page.goto('/discounts');
    await expect(page.getByRole('heading', {level: 1, name: 'promos'})).toBeVisible();
    const list = page.getByRole('list', {name: 'current discounts'});
    await expect(list.getByRole('listitem')).toHaveCount(3);
    for (const name of ['survey discount', 'welcome offer', 'pay what you want']) {
      await expect(list.getByRole('heading', {name})).toBeVisible();
    }
    await expect(list).toContainText('35% off any 3 brushes via the eye makeup survey');
    await expect(list).toContainText('40% off one item');
    await expect(list).toContainText('valid for 1 item only.');

    const promos = page.getByRole('navigation').getByRole('link', {name: /^promos/});
    await expect(promos).toHaveAccessibleName('promos 3 discounts');
    await expect(promos).toHaveAttribute('aria-current', 'page');

    await list.getByRole('link', {name: 'see the brushes'}).click();
    await expect(page).toHaveURL(/\/pwyw-products$/);
  });

  test('has its meta tags and no axe violations', async ({page}) => {
    await page.goto('/discounts');
    const head = await headTags(page);
    expect(head.title).toMatch(/^promos \| /);
    expect(head.canonical).toMatch(/\/discounts$/);
    expect(head.og['og:description']).toContain('survey discount');
    await expectNoAxeViolations(page, AXE_TAGS);
  });
});

test.describe('pay what you want', () => {
  test('lists the pay-what-you-want products with their lowest price', async ({page}) => {
    await page.goto('/pwyw-products');
    await expect(
      page.getByRole('heading', {level: 1, name: 'pay what you want'}),
    ).toBeVisible();
    const mini = page.getByRole('link', {name: /Kumo Mini Blender/});
    // Named by its title once: the decorative picture adds no second one.
    await expect(mini).toHaveAccessibleName(/^Kumo Mini Blender from/);
    await expect(mini).toContainText('from $3.60');
    await expect(mini).toContainText('regular price $24.00');
    await mini.click();
    await expect(
      page.getByRole('heading', {level: 1, name: 'Kumo Mini Blender'}),
    ).toBeVisible();
    await expectNoAxeViolations(page, AXE_TAGS);
  });

  test('75% off puts a line at a quarter of the price in the cart', async ({page}) => {
    const dialog = await openChooser(page, 'kumo-mini-blender');
    await expect(dialog.getByRole('radio', {name: /50% off/})).toBeChecked();
    await expectNoAxeViolations(page, AXE_TAGS);

    await dialog.getByRole('radio', {name: '75% off $6.00'}).check();
    await dialog.getByRole('button', {name: 'add to cart · $6.00'}).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Kumo Mini Blender is in your cart for $6.00.',
    );
    await dialog.getByRole('link', {name: 'view cart'}).click();

    await expect(cartLines(page).getByRole('listitem')).toHaveCount(1);
    await expect(cartLines(page)).toContainText('Kumo Mini Blender');
    await expect(cartLines(page)).toContainText('your price: $6.00');
  });

  test('a custom amount of 0 puts a free line in the cart', async ({page}) => {
    const dialog = await openChooser(page, 'kumo-mini-blender');
    await dialog.getByRole('button', {name: 'enter a custom amount'}).click();
    await expect(dialog.getByRole('heading', {name: 'your price'})).toBeVisible();
    const amount = dialog.getByLabel('amount in USD');
    await expect(amount).toBeFocused();
    const save = dialog.getByRole('button', {name: 'save'});
    await expect(save).toBeDisabled();
    await amount.fill('0');
    await save.click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Kumo Mini Blender is in your cart for $0.00.',
    );
    await page.goto('/cart');
    await expect(cartLines(page)).toContainText('$0.00');
  });

  test('a custom amount above the price names the most, and adds nothing', async ({
    page,
  }) => {
    const dialog = await openChooser(page, 'tanpopo-stippling-brush');
    await dialog.getByRole('button', {name: 'enter a custom amount'}).click();
    const amount = dialog.getByLabel('amount in USD');
    await amount.fill('500');
    await expect(amount).toHaveValue('500');
    await expect(dialog.getByRole('alert')).toHaveText(
      'the most you can pay for this item is $34.00.',
    );
    await expect(dialog.getByRole('button', {name: 'save'})).toBeDisabled();
    await amount.fill('34');
    await dialog.getByRole('button', {name: 'save'}).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Tanpopo Stippling Brush is in your cart for $34.00.',
    );
  });

  test('a second pay-what-you-want item shows the limit notice', async ({page}) => {
    const first = await openChooser(page, 'kumo-mini-blender');
    await first.getByRole('button', {name: /add to cart/}).click();
    await expect(first.getByRole('status')).toContainText('is in your cart');
    await expect(page.getByRole('link', {name: 'cart, 1 items'})).toBeVisible();

    const second = await openChooser(page, 'tanpopo-stippling-brush');
    await expect(second.getByRole('heading', {name: 'one per customer'})).toBeVisible();
    await expect(second).toContainText(
      'you already have a free or pay-what-you-want item in your cart: one per customer.',
    );
    await expectNoAxeViolations(page, AXE_TAGS);
    await second.getByRole('button', {name: 'keep shopping'}).click();
    await expect(second).toBeHidden();
    await expect(page.getByRole('link', {name: 'cart, 1 items'})).toBeVisible();
  });

  test('the dialog keeps focus, works from the keyboard and closes on Escape', async ({
    page,
  }) => {
    await gotoInteractive(page, '/pwyw-products/kumo-mini-blender');
    const opener = page.getByRole('button', {name: 'choose your price'});
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'choose your price'});
    await expect(dialog).toBeVisible();

    await dialog.getByRole('radio', {name: /50% off/}).focus();
    await page.keyboard.press('ArrowUp');
    await expect(dialog.getByRole('radio', {name: /75% off/})).toBeChecked();
    await expect(dialog.getByRole('button', {name: 'add to cart · $6.00'})).toBeVisible();

    // The rest of the page is inert: tabbing never leaves the dialog.
    const focusInDialog = () =>
      page.evaluate(() => document.activeElement?.closest('dialog')?.open === true);
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a product without pay what you want has no such page', async ({page}) => {
    const response = await page.goto('/pwyw-products/kumo-blending-brush');
    expect(response?.status()).toBe(404);
  });
});

test.describe('yosegi', () => {
  test("shows the launch banner 'Available 10.27', honest next steps and its tags", async ({
    page,
  }) => {
    await page.goto('/yosegi-signup');
    await expect(page.getByText('Available 10.27', {exact: true})).toBeVisible();
    await expect(page.getByRole('heading', {level: 1, name: 'yosegi'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'contact us'}).first()).toHaveAttribute(
      'href',
      '/pages/contact-us',
    );
    const head = await headTags(page);
    expect(head.title).toMatch(/^yosegi \| /);
    expect(head.description).toContain('10.27');
    expect(head.canonical).toMatch(/\/yosegi-signup$/);
    await expectNoAxeViolations(page, AXE_TAGS);
  });
});

import {expect, test} from '@playwright/test';
import {addFromProductPage} from './add-to-cart';
import {payAtLocalCheckout} from './checkout';
import {gotoInteractive, whenInteractive} from './interactive';

/**
 * The purchase chain, as a shopper does it: home, a product, a variant, add, the cart with the
 * right line and totals, change the quantity, remove, add again, pay on the local checkout,
 * and the cart is empty afterwards.
 */
test('a shopper buys a brush from the home page to the local checkout', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();

  await page
    .getByRole('link', {name: /Kumo Blending Brush/})
    .first()
    .click();
  await expect(
    page.getByRole('heading', {level: 1, name: 'Kumo Blending Brush'}),
  ).toBeVisible();

  await page.getByRole('link', {name: /Edition: PRO/}).click();
  await expect(page).toHaveURL(/Edition=PRO/);
  await expect(page.getByRole('link', {name: /Edition: PRO/})).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The dialog is a script's: a form sent before hydration loads the cart as without scripts.
  await whenInteractive(page);
  await page.getByRole('button', {name: 'add to cart'}).click();
  await expect(page.getByRole('link', {name: 'cart, 1 items'})).toBeVisible();

  await page.getByRole('link', {name: 'view cart'}).click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('region', {name: 'items in your cart'});
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines.getByRole('link', {name: 'Kumo Blending Brush'})).toBeVisible();
  await expect(lines.getByText(/PRO/)).toBeVisible();
  const quantity = page.getByRole('status', {name: 'quantity of Kumo Blending Brush'});
  await expect(quantity).toHaveText('1');
  const summary = page.getByRole('complementary', {name: 'order summary'});
  const subtotalText = await summary
    .getByText(/^\$\d+\.\d\d$/)
    .first()
    .innerText();
  const unit = Number(subtotalText.replace(/[^0-9.]/g, ''));
  expect(unit).toBeGreaterThan(0);
  await expect(lines.getByText(subtotalText)).toBeVisible();
  await expect(summary).toContainText('shipping and taxes are calculated at checkout.');

  await page
    .getByRole('button', {name: 'increase quantity of Kumo Blending Brush'})
    .click();
  await expect(quantity).toHaveText('2');
  await expect(page.getByRole('link', {name: 'cart, 2 items'})).toBeVisible();
  await expect(summary).toContainText(`$${(unit * 2).toFixed(2)}`);

  await page.getByRole('button', {name: 'remove Kumo Blending Brush'}).click();
  await expect(page.getByText('your cart is empty.')).toBeVisible();

  await gotoInteractive(page, '/products/kumo-blending-brush');
  await page.getByRole('button', {name: 'add to cart'}).click();
  await expect(page.getByRole('link', {name: 'cart, 1 items'})).toBeVisible();
  // The badge counts the line as soon as it is asked for; leaving the page before the platform
  // has answered would cancel the add, so the shopper goes on from the confirmation.
  await page.getByRole('link', {name: 'view cart'}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(lines.getByRole('listitem')).toHaveCount(1);

  await payAtLocalCheckout(page, {email: 'shopper@example.com', lastName: 'Shopper'});

  await page.goto('/cart');
  await expect(page.getByText('your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', {name: /^cart/})).not.toContainText(/[1-9]/);
});

test.describe('in a market whose prices include duties and taxes', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'GB'}});

  test('the cart says they are included and the checkout shows the VAT', async ({
    page,
  }) => {
    await gotoInteractive(page, '/products/kumo-blending-brush');
    await page.getByRole('button', {name: 'add to cart'}).click();
    await page.getByRole('link', {name: 'view cart'}).click();
    await expect(page).toHaveURL(/\/cart$/);
    const summary = page.getByRole('complementary', {name: 'order summary'});
    await expect(summary).toContainText(
      'duties and taxes are included. shipping is calculated at checkout.',
    );
    await expect(summary).not.toContainText('taxes are calculated');

    await page.getByRole('link', {name: 'checkout'}).click();
    await expect(page.getByText(/^incl\. £\d+\.\d\d VAT$/)).toBeVisible();
  });
});

test.describe('the add-to-cart dialog on a product page', () => {
  test('confirms the add with two recommendations and a link to the rest', async ({
    page,
  }) => {
    await gotoInteractive(page, '/products/kumo-blending-brush');
    await page.getByRole('button', {name: 'add to cart'}).click();
    const dialog = page.getByRole('dialog', {name: 'added to cart'});
    await expect(dialog.getByRole('status')).toHaveText(
      'Kumo Blending Brush is in your cart.',
    );
    const recommended = dialog.getByRole('region', {name: 'you may also like'});
    await expect(recommended.getByRole('listitem')).toHaveCount(2);
    await expect(
      recommended.getByRole('link', {name: 'see the whole concept store'}),
    ).toHaveAttribute('href', '/concept-store');
    await dialog.getByRole('button', {name: 'keep shopping'}).click();
    await expect(dialog).toBeHidden();
  });

  test('takes one white cheek brush and says so, without asking the server, for a second', async ({
    page,
  }) => {
    await addFromProductPage(page, 'saibikoho-white-cheek-brush');

    let cartPosts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/cart') {
        cartPosts += 1;
      }
    });
    await page.getByRole('button', {name: 'add to cart'}).click();
    const limited = page.getByRole('dialog', {name: 'one per customer'});
    await expect(limited).toContainText(
      'the white cheek brush is limited to one per customer, and one is already in your cart.',
    );
    await limited.getByRole('link', {name: 'view cart'}).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page.getByRole('region', {name: 'items in your cart'}).getByRole('listitem'),
    ).toHaveCount(1);
    expect(cartPosts).toBe(0);
  });
});

test.describe('the welcome offer', () => {
  test('asks for a valid email, adds the brush at 60% of its price, and says so in the cart', async ({
    page,
  }) => {
    await page.goto('/products/kumo-blending-brush');
    const offer = page.getByRole('link', {name: 'new here? 40% off this brush'});
    // Until the dialog has loaded the link leads to the offer's own page (the test below).
    await expect(offer).toHaveAttribute('aria-haspopup', 'dialog');
    await offer.click();
    const dialog = page.getByRole('dialog', {name: 'welcome offer'});
    await expect(dialog).toContainText('pay $14.40 instead of $24.00');
    await dialog.getByRole('textbox', {name: 'email'}).fill('nobody@');
    await dialog.getByRole('button', {name: 'add at $14.40'}).click();
    await expect(dialog.getByRole('alert')).toHaveText('please enter a valid email.');

    await dialog
      .getByRole('textbox', {name: 'email'})
      .fill(`welcome-${Date.now()}@example.com`);
    await dialog.getByRole('button', {name: 'add at $14.40'}).click();
    const added = page.getByRole('dialog', {name: 'added to cart'});
    await expect(added.getByRole('status')).toHaveText(
      'Kumo Blending Brush is in your cart.',
    );
    await added.getByRole('link', {name: 'view cart'}).click();
    const line = page
      .getByRole('region', {name: 'items in your cart'})
      .getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('welcome offer');
    await expect(line).toContainText('$14.40');
  });

  test('without JavaScript, its own page takes the email and the cart follows', async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/products/kumo-blending-brush');
    await page.getByRole('link', {name: 'new here? 40% off this brush'}).click();
    await expect(
      page.getByRole('heading', {name: 'welcome offer', level: 1}),
    ).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('textbox', {name: 'email'})
      .fill(`plain-welcome-${Date.now()}@example.com`);
    await page.getByRole('button', {name: 'add at $14.40'}).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page.getByRole('region', {name: 'items in your cart'}).getByRole('listitem'),
    ).toContainText('welcome offer');
    await context.close();
  });
});

test.describe('the free item, given in the Netherlands', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'NL'}});

  test('joins the cart when it loads, uncounted, takes the one free item, and stays out once removed', async ({
    page,
  }) => {
    await addFromProductPage(page, 'kumo-blending-brush');

    await page.goto('/cart');
    const lines = page.getByRole('region', {name: 'items in your cart'});
    const gift = lines.getByRole('listitem').filter({hasText: 'Mini Kabuki Gift'});
    await expect(gift).toContainText('complimentary');
    await expect(gift.getByRole('button', {name: /quantity of/})).toHaveCount(0);
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('link', {name: 'cart, 1 items'})).toBeVisible();

    // docs/product/pricing.md#one-free-or-chosen-price-item: the gift is the cart's one free or
    // pay-what-you-want item.
    await gotoInteractive(page, '/pwyw-products/kumo-mini-blender');
    await page.getByRole('button', {name: 'choose your price'}).click();
    const chooser = page.getByRole('dialog');
    await expect(chooser.getByRole('heading', {name: 'one per customer'})).toBeVisible();
    await chooser.getByRole('button', {name: 'keep shopping'}).click();

    await page.goto('/cart');
    // The line leaves at once (optimistic); the decline is the server's answer.
    const declined = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.startsWith('/cart'),
    );
    await gift.getByRole('button', {name: 'remove Mini Kabuki Gift'}).click();
    await expect(gift).toHaveCount(0);
    await declined;
    await page.reload();
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines.getByRole('listitem')).toContainText('Kumo Blending Brush');
  });
});

test('buy one, get one: the free item joins the soap, follows its quantity, swaps, and goes with it', async ({
  page,
}) => {
  await addFromProductPage(page, 'brush-cleansing-soap');

  await page.goto('/cart');
  const lines = page.getByRole('region', {name: 'items in your cart'});
  const soap = lines
    .getByRole('listitem')
    .filter({hasText: 'Brush Cleansing Soap'})
    .first();
  const free = lines
    .getByRole('listitem')
    .filter({hasText: 'free with Brush Cleansing Soap'});
  await expect(free).toContainText('Brush Guards (4 pack)');
  await expect(free).toContainText('quantity: 1');
  await expect(free).toContainText('$0.00');
  await expect(free.getByRole('button', {name: /remove/})).toHaveCount(0);

  await soap
    .getByRole('button', {name: 'increase quantity of Brush Cleansing Soap'})
    .click();
  await expect(free).toContainText('quantity: 2');

  await free
    .getByRole('combobox', {name: 'your free item with Brush Cleansing Soap'})
    .selectOption({label: 'Travel Pouch'});
  await free.getByRole('button', {name: 'swap'}).click();
  await expect(free).toContainText('Travel Pouch');
  await expect(free).toContainText('quantity: 2');

  await soap.getByRole('button', {name: 'remove Brush Cleansing Soap'}).click();
  await expect(page.getByText('your cart is empty.')).toBeVisible();
});

test.describe('a collection card’s own add', () => {
  test('opens the dialog on the variant choice for a product with options, and adds a one-variant product at once', async ({
    page,
  }) => {
    // The dialog's host arrives with the shop's services, after hydration; a click before
    // it leads to the product page. On a busy machine the network fell idle before the held
    // scripts were released, so the page's interactivity is awaited first.
    await gotoInteractive(page, '/collections/eye-brushes');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', {name: /^add to cart\s*: Kumo Blending Brush$/}).click();
    const choose = page.getByRole('dialog', {name: 'Kumo Blending Brush'});
    await choose.getByRole('radio', {name: 'PRO'}).check();
    await choose.getByRole('button', {name: 'add to cart'}).click();
    const added = page.getByRole('dialog', {name: 'added to cart'});
    await expect(added.getByRole('status')).toHaveText(
      'Kumo Blending Brush is in your cart.',
    );
    await added.getByRole('button', {name: 'keep shopping'}).click();

    await page.getByRole('button', {name: /^add to cart\s*: Sumi Liner Brush$/}).click();
    await expect(added.getByRole('status')).toHaveText(
      'Sumi Liner Brush is in your cart.',
    );
    await added.getByRole('link', {name: 'view cart'}).click();
    const lines = page.getByRole('region', {name: 'items in your cart'});
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    await expect(lines.getByRole('listitem').first()).toContainText('PRO');
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('a one-variant card adds from its form; a card with options leads to its page', async ({
      page,
    }) => {
      await page.goto('/collections/eye-brushes');
      await page
        .getByRole('link', {name: /^add to cart\s*: Kumo Blending Brush$/})
        .click();
      await expect(page).toHaveURL(/\/products\/kumo-blending-brush$/);

      await page.goto('/collections/eye-brushes');
      await page
        .getByRole('button', {name: /^add to cart\s*: Sumi Liner Brush$/})
        .click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(
        page.getByRole('region', {name: 'items in your cart'}).getByRole('listitem'),
      ).toContainText('Sumi Liner Brush');
    });
  });
});

import {expect, test, type Page} from '@playwright/test';
import {E2E_ADMIN_TOKEN, E2E_PORTS, E2E_SERVER_SECRETS} from '../playwright.config';
import {signSharedShopToken} from '@brush/rules/shared-shop-token';
import {signInAsNewCustomer, signInWithPassword} from './auth-emulator';
import {payAtLocalCheckout} from './checkout';
import {gotoInteractive, whenInteractive} from './interactive';

/**
 * Customer programmes (docs/product/programmes.md) against the Auth emulator and the local
 * platform. Each test makes its own customer, so the seeded ones keep the balances other specs
 * read.
 */
const PLATFORM_ADMIN = `http://127.0.0.1:${E2E_PORTS.commerce}/admin`;
/** Hanami Limited Kabuki, Goat, US: a product of the Spring Preview secret shop. */
const HANAMI_GOAT_US = 'gid://shopify/ProductVariant/43000000003901';

/** The tag that opens the seeded Spring Preview collection of the secret shop. */
const SPRING_PREVIEW_TAG = 'secretShopCollection:spring-preview:450000000201';

async function signInAs(page: Page, email: string, returnTo: string) {
  await page.goto(`/account/login?return_to=${encodeURIComponent(returnTo)}`);
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}

async function storedFeedback(page: Page, email: string) {
  const response = await page.request.get(
    `${PLATFORM_ADMIN}/feedback-requests/${encodeURIComponent(email)}`,
    {headers: {Authorization: `Bearer ${E2E_ADMIN_TOKEN}`}},
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    productTitle: string;
    completedAt: string | null;
    answers: Record<string, string> | null;
  }[];
}

async function customerRecord(page: Page, email: string, change?: object) {
  const url = `${PLATFORM_ADMIN}/customers/${encodeURIComponent(email)}`;
  const headers = {Authorization: `Bearer ${E2E_ADMIN_TOKEN}`};
  const response = change
    ? await page.request.patch(url, {headers, data: change})
    : await page.request.get(url, {headers});
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {
    storeCredit: number | null;
    secretShopClaimed: string[];
  };
}

test('store credit: the cart redeems what the customer asks for, at most the subtotal, and paying spends it', async ({
  page,
}) => {
  const email = await signInAsNewCustomer(page, 'credit');
  await customerRecord(page, email, {storeCredit: 30});

  await gotoInteractive(page, '/products/kumo-blending-brush');
  await page.getByRole('button', {name: 'add to cart'}).click();
  await page.getByRole('link', {name: 'view cart'}).click();
  const summary = page.getByRole('complementary', {name: 'order summary'});
  const credit = summary.getByRole('region', {name: 'store credit'});
  await expect(credit.getByText('store credit available: $30.00')).toBeVisible();

  const amount = credit.getByRole('spinbutton', {name: 'amount of store credit to use'});
  await amount.fill('10');
  await credit.getByRole('button', {name: 'use store credit'}).click();
  await expect(credit.getByText('store credit applied: $10.00')).toBeVisible();
  await expect(summary.getByText('$14.00')).toBeVisible();

  await amount.fill('');
  await credit.getByRole('button', {name: 'use store credit'}).click();
  await expect(credit.getByText('store credit applied: $24.00')).toBeVisible();

  await credit.getByRole('button', {name: 'remove store credit'}).click();
  await expect(credit.getByText(/store credit applied/)).toHaveCount(0);
  await expect(summary.getByText('−')).toHaveCount(0);

  await amount.fill('5.50');
  await credit.getByRole('button', {name: 'use store credit'}).click();
  await expect(credit.getByText('store credit applied: $5.50')).toBeVisible();
  await payAtLocalCheckout(page, {prefilledEmail: email, lastName: 'Credit'});
  // The order's webhook settles it: the storefront debits the credit through the Admin API.
  await expect
    .poll(async () => (await customerRecord(page, email)).storeCredit)
    .toBe(24.5);

  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', {name: 'account'}).click();
  await expect(header.getByText('store credit: $24.50')).toBeVisible();
});

test('a customer without store credit and a visitor are offered none', async ({page}) => {
  await gotoInteractive(page, '/products/kumo-blending-brush');
  await page.getByRole('button', {name: 'add to cart'}).click();
  await page.getByRole('link', {name: 'view cart'}).click();
  const summary = page.getByRole('complementary', {name: 'order summary'});
  await expect(summary.getByRole('link', {name: 'checkout'})).toBeVisible();
  await expect(summary.getByRole('region', {name: 'store credit'})).toHaveCount(0);

  await signInAsNewCustomer(page, 'no-credit');
  await page.goto('/cart');
  await expect(summary.getByRole('link', {name: 'checkout'})).toBeVisible();
  await expect(summary.getByRole('region', {name: 'store credit'})).toHaveCount(0);
});

test.describe('the secret shop', () => {
  const card = (page: Page, title: string) =>
    page.getByRole('article', {name: title, exact: true});

  test('a tagged customer shops their collection at secret prices, a claimed item stays out of stock, and paying claims what they bought', async ({
    page,
  }) => {
    const email = await signInAsNewCustomer(page, 'secret');
    await customerRecord(page, email, {
      tags: [SPRING_PREVIEW_TAG],
      secretShopClaimed: ['SS01'],
    });

    await gotoInteractive(page, '/secret');
    await expect(
      page.getByRole('heading', {name: 'Secret Shop', level: 1}),
    ).toBeVisible();
    const spring = page.getByRole('region', {name: 'Spring Preview'});
    await expect(spring.getByRole('article')).toHaveCount(4);

    const kabuki = card(page, 'Hanami Limited Kabuki');
    await expect(kabuki).toContainText('secret shop price $38.00');
    await expect(kabuki).toContainText('regular price $52.00');
    await kabuki.getByLabel('Hair').selectOption({label: 'Synthetic'});
    await expect(kabuki).toContainText('secret shop price $32.00');
    await expect(kabuki).toContainText('regular price $46.00');

    const blender = card(page, 'Spring Preview Blender');
    await expect(blender).toContainText('already claimed');
    await expect(blender).toContainText('secret shop preview');
    await expect(blender.getByRole('button', {name: /already claimed/})).toBeDisabled();

    await expect(card(page, 'Atelier Sample Brush')).toContainText('free');
    await expect(card(page, 'Prototype Liner No. 7')).toContainText(
      'help us finish this one',
    );

    const added = page.getByRole('dialog', {name: 'added to cart'});
    await kabuki.getByRole('button', {name: /add to cart/}).click();
    await expect(added).toContainText('Hanami Limited Kabuki is in your cart.');
    await added.getByRole('button', {name: 'keep shopping'}).click();
    const sample = card(page, 'Atelier Sample Brush');
    await sample.getByRole('button', {name: /add to cart/}).click();
    await expect(added).toContainText('Atelier Sample Brush is in your cart.');

    await page.goto('/cart');
    const lines = page.getByRole('region', {name: 'items in your cart'});
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    // Line prices are the platform's after the functions' discounts: $32.00 and a gift.
    await expect(
      page.getByRole('complementary', {name: 'order summary'}).getByText('$32.00'),
    ).toHaveCount(2);
    await payAtLocalCheckout(page, {prefilledEmail: email, lastName: 'Secret'});
    await expect
      .poll(async () => (await customerRecord(page, email)).secretShopClaimed)
      .toEqual(['SS01', 'SS03S', 'SS04']);

    await page.goto('/secret');
    await expect(card(page, 'Atelier Sample Brush')).toContainText('already claimed');
  });

  test('a pay-what-you-want item of the secret shop is priced in the dialog, and it is the one free or pay-what-you-want item of the cart', async ({
    page,
  }) => {
    const email = await signInAsNewCustomer(page, 'secret-pwyw');
    await customerRecord(page, email, {tags: [SPRING_PREVIEW_TAG]});
    await gotoInteractive(page, '/secret');
    const liner = card(page, 'Prototype Liner No. 7');
    await liner.getByRole('button', {name: 'choose your price'}).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', {name: /50% off/})).toBeChecked();
    await dialog.getByRole('button', {name: 'add to cart · $11.00'}).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Prototype Liner No. 7 is in your cart for $11.00.',
    );
    await dialog.getByRole('button', {name: 'keep shopping'}).click();

    const sample = card(page, 'Atelier Sample Brush');
    await sample.getByRole('button', {name: /add to cart/}).click();
    await expect(
      sample.getByText(
        'you already have a free or pay-what-you-want item in your cart: one per customer.',
      ),
    ).toBeVisible();
  });

  test('a shared link lets a friend buy at the owner’s secret prices; a forged or expired one opens nothing', async ({
    page,
    browser,
  }) => {
    const email = await signInAsNewCustomer(page, 'sharer');
    await customerRecord(page, email, {tags: [SPRING_PREVIEW_TAG]});
    await page.goto('/secret');
    const share = page.getByRole('region', {name: 'share your secret shop'});
    const link = await share
      .getByRole('textbox', {name: 'link for a friend'})
      .inputValue();
    expect(link).toMatch(
      /\/secret\/shared\/v1\.\d+\.450000000201\.\d{4}-\d{2}-\d{2}\.[0-9a-f]{64}$/,
    );

    const friend = await (await browser.newContext()).newPage();
    await friend.goto(new URL(link).pathname);
    await expect(friend).toHaveURL(/\/secret$/);
    await expect(
      friend.getByText(/a friend shared their secret shop with you, until/),
    ).toBeVisible();
    await expect(
      friend.getByRole('region', {name: 'share your secret shop'}),
    ).toHaveCount(0);
    const kabuki = card(friend, 'Hanami Limited Kabuki');
    await expect(kabuki).toContainText('secret shop price $38.00');
    await whenInteractive(friend);
    await kabuki.getByRole('button', {name: /add to cart/}).click();
    await expect(friend.getByRole('dialog', {name: 'added to cart'})).toContainText(
      'Hanami Limited Kabuki is in your cart.',
    );
    await friend.goto('/cart');
    await expect(
      friend.getByRole('complementary', {name: 'order summary'}).getByText('$38.00'),
    ).toHaveCount(2);

    const stranger = await (await browser.newContext()).newPage();
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000)
      .toISOString()
      .slice(0, 10);
    const expired = signSharedShopToken(E2E_SERVER_SECRETS.SHARED_SHOP_KEY, {
      ownerId: '1',
      collectionIds: ['450000000201'],
      expiresOn: yesterday,
    });
    const forged = link.replace(/\.\d{4}-\d{2}-\d{2}\./, '.2099-12-31.');
    for (const path of [`/secret/shared/${expired}`, new URL(forged).pathname]) {
      const response = await stranger.goto(path);
      expect(response?.status()).toBe(404);
      await expect(
        stranger.getByText('this shared link has expired or is not valid.'),
      ).toBeVisible();
    }
    await stranger.goto('/secret');
    await expect(stranger).toHaveURL(/\/account\/login\?return_to=%2Fsecret$/);
  });

  test('a customer without the tag is refused, and a visitor is sent to sign in, with nothing of the shop in either answer', async ({
    page,
  }) => {
    const visitor = await page.request.get('/secret', {maxRedirects: 0});
    expect(visitor.status()).toBe(302);
    expect(visitor.headers().location).toBe('/account/login?return_to=%2Fsecret');

    await signInAsNewCustomer(page, 'untagged');
    const response = await page.goto('/secret');
    expect(response?.status()).toBe(403);
    await expect(
      page.getByText('the secret shop is open to invited customers only.'),
    ).toBeVisible();
    const html = await page.content();
    for (const secret of ['Spring Preview', 'Hanami', 'secretShopPrice', 'SS0']) {
      expect(html).not.toContain(secret);
    }
    const forged = await page.request.post('/cart', {
      form: {
        cartFormInput: JSON.stringify({
          action: 'CustomPromoLinesAdd',
          inputs: {flow: 'secretShop', merchandiseId: HANAMI_GOAT_US},
        }),
      },
      headers: {Origin: new URL(page.url()).origin},
    });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain('this item is not in your secret shop.');
  });
});

test.describe('product testing', () => {
  test('a tester sees outstanding and completed tests, sends feedback, and declines, then completes, the review', async ({
    page,
  }) => {
    await signInAs(page, 'ava@example.com', '/account/feedback');
    await expect(
      page.getByRole('heading', {name: 'product testing', level: 1}),
    ).toBeVisible();

    const outstanding = page.getByRole('region', {name: 'waiting for your feedback'});
    await expect(outstanding.getByRole('article')).toHaveCount(2);
    const hoshi = outstanding.getByRole('article', {name: 'Hoshi Tapered Crease Brush'});
    await expect(hoshi).toContainText('survey discount');
    await expect(
      outstanding.getByRole('article', {name: 'Yuki Powder Brush'}),
    ).toContainText('welcome offer');
    const completed = page.getByRole('region', {name: 'feedback sent'});
    await expect(completed.getByRole('listitem')).toHaveText(['Kumo Blending Brush']);
    await expect(
      page.getByRole('region', {name: 'your video reviews'}).getByRole('link', {
        name: 'Kumo Blending Brush',
      }),
    ).toBeVisible();

    await hoshi.getByText('give feedback').click();
    await hoshi
      .getByRole('textbox', {name: 'what should we know?'})
      .fill('the tip holds a line');
    await hoshi.getByRole('button', {name: 'send feedback'}).click();
    await expect(hoshi.getByRole('alert')).toHaveText('please choose a rating.');
    await expect(hoshi.getByRole('textbox', {name: 'what should we know?'})).toHaveValue(
      'the tip holds a line',
    );
    await hoshi.getByRole('radio', {name: '4 of 5'}).check();
    await hoshi.getByRole('button', {name: 'send feedback'}).click();
    await expect(completed.getByRole('listitem')).toHaveText([
      'Hoshi Tapered Crease Brush',
      'Kumo Blending Brush',
    ]);
    await expect(outstanding.getByRole('article')).toHaveCount(1);
    const hoshiStored = (await storedFeedback(page, 'ava@example.com')).find(
      (request) => request.productTitle === 'Hoshi Tapered Crease Brush',
    );
    expect(hoshiStored?.answers).toEqual({rating: '4', comments: 'the tip holds a line'});

    // The choice shows at once; the page is reloaded once the server has answered it.
    const review = page.getByRole('region', {name: 'your review'});
    const saved = () =>
      page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname.startsWith('/account/feedback'),
      );
    let answered = saved();
    await review.getByRole('button', {name: 'not this time'}).click();
    await expect(review.getByText(/no review this time/)).toBeVisible();
    await answered;
    await page.reload();
    await expect(review.getByText(/no review this time/)).toBeVisible();
    answered = saved();
    await review.getByRole('button', {name: 'yes, I wrote it'}).click();
    await expect(review.getByText('thank you for your review.')).toBeVisible();
    await answered;
    await page.reload();
    await expect(review.getByText('thank you for your review.')).toBeVisible();
  });

  test('a tester without a brush form tells us their brushes with their first feedback', async ({
    page,
  }) => {
    await signInAs(page, 'chiara@example.com', '/account/feedback');
    await expect(
      page.getByText(
        'your first feedback also asks which brushes you use, so we know your kit.',
      ),
    ).toBeVisible();
    const mini = page.getByRole('article', {name: 'Kumo Mini Blender'});
    await mini.getByText('give feedback').click();
    await mini.getByRole('radio', {name: '5 of 5'}).check();
    await mini.getByRole('button', {name: 'send feedback'}).click();
    await expect(mini.getByRole('alert')).toHaveText(
      'please tell us which brushes you use.',
    );
    await mini
      .getByRole('textbox', {name: 'which brushes do you use most?'})
      .fill('a kabuki and two liners');
    await mini.getByRole('button', {name: 'send feedback'}).click();
    await expect(
      page.getByRole('region', {name: 'feedback sent'}).getByRole('listitem'),
    ).toHaveText(['Kumo Mini Blender']);
    await expect(page.getByText(/your first feedback also asks/)).toHaveCount(0);
    const [stored] = await storedFeedback(page, 'chiara@example.com');
    expect(stored?.answers).toEqual({
      rating: '5',
      comments: '',
      brushes: 'a kabuki and two liners',
    });
  });
});

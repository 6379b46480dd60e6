import {expect, test, type Page} from '@playwright/test';
import {CART_FLOW_ACTION} from '@brush/rules/promos';
import {E2E_ADMIN_TOKEN, E2E_PORTS} from '../playwright.config';
import {STOREFRONT_ORIGIN} from '../security/platform';
import {signInAsNewCustomer} from './auth-emulator';
import {payAtLocalCheckout} from './checkout';
import {gotoInteractive} from './interactive';

/**
 * The cart's money paths as a shopper meets them: a country nothing ships to, lines whose one
 * unit cannot be raised, the white cheek brush's limit on a phone, and an order paid partly with
 * store credit whose page adds up.
 */

const MAILBOX = 'hello@fude-atelier.example';
const PLATFORM_ADMIN = `http://127.0.0.1:${E2E_PORTS.commerce}/admin`;

/** Kumo Blending Brush, US, $24. */
const KUMO_US = 'gid://shopify/ProductVariant/43000000000101';
/** Kumo Mini Blender, US, $24, pay what you want. */
const KUMO_MINI_US = 'gid://shopify/ProductVariant/43000000001501';
/** Saibikoho White Cheek Brush, US: one per customer. */
const WHITE_CHEEK_US = 'gid://shopify/ProductVariant/43000000001901';

const PHONE = {width: 390, height: 844};

async function postCart(page: Page, action: string, inputs: Record<string, unknown>) {
  const response = await page.request.post('/cart', {
    headers: {Origin: STOREFRONT_ORIGIN},
    form: {cartFormInput: JSON.stringify({action, inputs})},
  });
  expect(response.status(), await response.text()).toBe(200);
}

const summaryOf = (page: Page) =>
  page.getByRole('complementary', {name: 'order summary'});

test.describe('a shopper in Russia', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'RU'}});

  test('the cart says nothing ships there and offers the country change, not checkout', async ({
    page,
  }) => {
    await postCart(page, 'LinesAdd', {lines: [{merchandiseId: KUMO_US, quantity: 1}]});
    await gotoInteractive(page, '/cart');
    const summary = summaryOf(page);
    const notice = summary.getByRole('note');
    await expect(notice).toContainText(
      'shipping to Russia is currently unavailable, so this cart cannot be checked out. to order, write to us at',
    );
    await expect(notice.getByRole('link', {name: MAILBOX})).toHaveAttribute(
      'href',
      `mailto:${MAILBOX}`,
    );
    await expect(summary.getByText(/away from free shipping/)).toHaveCount(0);
    await expect(summary.getByRole('link', {name: 'checkout'})).toHaveCount(0);
    await notice.getByRole('link', {name: 'modify country'}).click();
    await expect(page).toHaveURL(/\/country$/);
  });
});

test('a pay-what-you-want line shows its one unit and can only be removed', async ({
  page,
}) => {
  await postCart(page, 'LinesAdd', {lines: [{merchandiseId: KUMO_US, quantity: 1}]});
  await postCart(page, CART_FLOW_ACTION, {
    flow: 'pwyw',
    merchandiseId: KUMO_MINI_US,
    discount: '0.85',
  });
  await gotoInteractive(page, '/cart');
  const lines = page.getByRole('region', {name: 'items in your cart'});
  const pwyw = lines.getByRole('listitem').filter({hasText: 'Kumo Mini Blender'});
  await expect(pwyw.getByText('quantity: 1')).toBeVisible();
  await expect(pwyw.getByText('your price: $3.60')).toBeVisible();
  await expect(
    page.getByRole('button', {name: 'increase quantity of Kumo Mini Blender'}),
  ).toHaveCount(0);
  await expect(
    page.getByRole('button', {name: 'increase quantity of Kumo Blending Brush'}),
  ).toBeEnabled();
  await pwyw.getByRole('button', {name: 'remove Kumo Mini Blender'}).click();
  await expect(pwyw).toHaveCount(0);
});

test('the white cheek brush limit shows once, below the line, within a phone screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await postCart(page, 'LinesAdd', {
    lines: [{merchandiseId: WHITE_CHEEK_US, quantity: 1}],
  });
  await gotoInteractive(page, '/cart');
  await page
    .getByRole('button', {name: 'increase quantity of Saibikoho White Cheek Brush'})
    .click();
  const lines = page.getByRole('region', {name: 'items in your cart'});
  const alert = lines.getByRole('alert');
  await expect(alert).toHaveText('the white cheek brush is limited to one per customer.');
  await expect(alert).toHaveCount(1);
  await expect(
    page.getByRole('status', {name: 'quantity of Saibikoho White Cheek Brush'}),
  ).toHaveText('1');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
});

test('store credit above the balance is applied as far as it goes, and the order page adds up', async ({
  page,
}) => {
  const email = await signInAsNewCustomer(page, 'money');
  const granted = await page.request.patch(
    `${PLATFORM_ADMIN}/customers/${encodeURIComponent(email)}`,
    {headers: {Authorization: `Bearer ${E2E_ADMIN_TOKEN}`}, data: {storeCredit: 10}},
  );
  expect(granted.status(), await granted.text()).toBe(200);
  await postCart(page, 'LinesAdd', {lines: [{merchandiseId: KUMO_US, quantity: 2}]});

  await gotoInteractive(page, '/cart');
  const summary = summaryOf(page);
  const credit = summary.getByRole('region', {name: 'store credit'});
  await credit
    .getByRole('spinbutton', {name: 'amount of store credit to use'})
    .fill('500');
  await credit.getByRole('button', {name: 'use store credit'}).click();
  await expect(credit.getByRole('status')).toHaveText(
    'you asked for $500.00: $10.00 was applied, the most your store credit and this cart allow.',
  );
  await expect(credit.getByText('store credit applied: $10.00')).toBeVisible();
  await expect(summary.getByText('$38.00')).toBeVisible();

  await payAtLocalCheckout(page, {prefilledEmail: email, lastName: 'Money'});
  await page.goto('/account/orders');
  const order = page.getByRole('article').first();
  const totals = order.getByRole('definition');
  const terms = order.getByRole('term');
  // In the cart's order: the items' subtotal, what was taken from it, shipping, tax, total.
  await expect(terms).toHaveText([
    'subtotal',
    'store credit',
    'shipping',
    'tax',
    'total',
  ]);
  await expect(totals.nth(0)).toHaveText('$48.00');
  await expect(totals.nth(1)).toHaveText('−$10.00');
  const amount = async (index: number) =>
    Number((await totals.nth(index).innerText()).replace(/[^\d.]/g, ''));
  expect(await amount(4)).toBeCloseTo(38 + (await amount(2)) + (await amount(3)), 2);
});

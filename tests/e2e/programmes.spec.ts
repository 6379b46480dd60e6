import {expect, test, type Page} from '@playwright/test';
import {E2E_ADMIN_TOKEN, E2E_PORTS} from '../playwright.config';
import {payAtLocalCheckout} from './checkout';

/**
 * Customer programmes (issue 14) against the Auth emulator and the local platform. Each test
 * makes its own customer, so the seeded ones keep the balances other specs read.
 */
const PLATFORM_ADMIN = `http://127.0.0.1:${E2E_PORTS.commerce}/admin`;
const IDENTITY_TOOLKIT = `http://127.0.0.1:${E2E_PORTS.authEmulator}/identitytoolkit.googleapis.com/v1`;
const PASSWORD = 'programme-pass-1';

/** A verified customer, signed in through the shop (which makes them on the platform). */
async function signInAsNewCustomer(page: Page, label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await page.request.post(`${IDENTITY_TOOLKIT}/accounts:signUp?key=any`, {
    headers: {Authorization: 'Bearer owner'},
    data: {email, password: PASSWORD, emailVerified: true},
  });
  expect(created.status(), await created.text()).toBe(200);
  await page.goto('/account/login');
  await page.getByRole('main').getByLabel('email').fill(email);
  await page.getByRole('main').getByLabel('password', {exact: true}).fill(PASSWORD);
  await page.getByRole('button', {name: 'sign in', exact: true}).click();
  await expect(page.getByRole('heading', {name: 'orders', level: 1})).toBeVisible();
  return email;
}

async function customerRecord(page: Page, email: string, change?: object) {
  const url = `${PLATFORM_ADMIN}/customers/${encodeURIComponent(email)}`;
  const headers = {Authorization: `Bearer ${E2E_ADMIN_TOKEN}`};
  const response = change
    ? await page.request.patch(url, {headers, data: change})
    : await page.request.get(url, {headers});
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {storeCredit: number | null};
}

test('store credit: the cart redeems what the customer asks for, at most the subtotal, and paying spends it', async ({
  page,
}) => {
  const email = await signInAsNewCustomer(page, 'credit');
  await customerRecord(page, email, {storeCredit: 30});

  await page.goto('/products/kumo-blending-brush');
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
  expect((await customerRecord(page, email)).storeCredit).toBe(24.5);

  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', {name: 'account'}).click();
  await expect(header.getByText('store credit: $24.50')).toBeVisible();
});

test('a customer without store credit and a visitor are offered none', async ({page}) => {
  await page.goto('/products/kumo-blending-brush');
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

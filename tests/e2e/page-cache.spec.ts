import {expect, test, type Browser, type Page} from '@playwright/test';
import {addToCartAndWait} from './add-to-cart';
import {signInWithPassword} from './auth-emulator';

/**
 * The edge page cache (docs/product/operations.md#page-cache, decision 0106) with three
 * shoppers browsing the same pages in turn: a signed-in customer with a cart, a shopper in
 * Italy with another cart and a visitor with neither. Each page is one copy per market; each
 * shopper's own parts arrive after load and nobody ever sees another's.
 */
const PAGES = ['/', '/collections/eye-brushes', '/products/kumo-blending-brush'];

async function shopper(browser: Browser, country: string) {
  const context = await browser.newContext({
    extraHTTPHeaders: {'oxygen-buyer-country': country},
  });
  return context.newPage();
}

async function signIn(page: Page, email: string) {
  await page.goto('/account/login');
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', {name: 'orders', level: 1})).toBeVisible();
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  return response?.headers()['page-cache'] ?? null;
}

test('shoppers with different carts, customers and countries share cached pages and see only their own', async ({
  browser,
}) => {
  const customer = await shopper(browser, 'US');
  await signIn(customer, 'ava@example.com');
  await customer.goto('/products/kumo-blending-brush');
  await addToCartAndWait(customer);

  const italian = await shopper(browser, 'IT');
  await italian.goto('/products/kumo-blending-brush');
  await addToCartAndWait(italian, 'aggiungi al carrello');
  await italian.getByRole('button', {name: 'continua lo shopping'}).click();
  await addToCartAndWait(italian, 'aggiungi al carrello');

  const visitor = await shopper(browser, 'US');

  for (const path of PAGES) {
    await visit(customer, path);
    const banner = customer.getByRole('banner');
    await expect(banner.getByRole('link', {name: 'cart, 1 items'})).toBeVisible();
    await banner.getByRole('button', {name: 'account'}).click();
    await expect(banner.getByText('Ava T.', {exact: true})).toBeVisible();
    await expect(banner.getByText('store credit: $25.00')).toBeVisible();

    expect(await visit(italian, path)).not.toBeNull();
    await expect(italian.locator('html')).toHaveAttribute('lang', 'it');
    await expect(
      italian.getByRole('banner').getByRole('link', {name: 'carrello, 2 articoli'}),
    ).toBeVisible();
    await expect(italian.getByText(/€/).first()).toBeVisible();
    await expect(italian.getByText('Ava T.')).toHaveCount(0);

    // The visitor gets the US copy from the cache: fresh, or stale while another visit's
    // render refreshes it (the stack is shared, so an earlier test may have stored it).
    expect(await visit(visitor, path)).toMatch(/^(HIT|STALE)$/);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      visitor.getByRole('banner').getByRole('link', {name: 'cart, 0 items'}),
    ).toBeVisible();
    await expect(visitor.getByText(/€/)).toHaveCount(0);
    await visitor.getByRole('banner').getByRole('button', {name: 'account'}).click();
    await expect(
      visitor.getByRole('banner').getByRole('link', {name: 'sign in'}),
    ).toBeVisible();
    await expect(visitor.getByText('Ava T.')).toHaveCount(0);
    await expect(visitor.getByText(/store credit/)).toHaveCount(0);
  }

  for (const page of [customer, italian, visitor]) await page.context().close();
});

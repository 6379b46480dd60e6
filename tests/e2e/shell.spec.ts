import {expect, test, type Page} from '@playwright/test';
import {expectNoAxeViolations} from './axe';

/**
 * The frame of every page on a desktop (docs/product/operations.md#shell): header, account
 * dropdown, footer and shipping modal, status notice, progress, the 404 page and the error
 * screen. Timers are driven by Playwright's clock, never waited for.
 */

const ACCOUNT_ITEMS = ['orders', 'product testing feedback', 'secret shop'];

/** The dropdown's trigger is a button once the page is interactive (a login link before). */
function accountButton(page: Page) {
  return page.getByRole('banner').getByRole('button', {name: 'account'});
}

/** Stops the page's clock where it is: from here on only runFor() moves its timers. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

test('the header gains its raised look once the page scrolls, without moving anything', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(accountButton(page)).toBeVisible();
  await expect(header).toHaveAttribute('data-raised', 'false');
  const before = await header.boundingBox();

  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-raised', 'true');
  const after = await header.boundingBox();
  expect(after?.height).toBe(before?.height);
  expect(after?.y).toBe(0);

  await page.mouse.wheel(0, -2000);
  await expect(header).toHaveAttribute('data-raised', 'false');
});

test('the header has the logo, shop, concept store and promos links and the icons', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', {name: 'Fude Atelier'})).toHaveAttribute(
    'href',
    '/',
  );
  const nav = header.getByRole('navigation', {name: 'main navigation'});
  await expect(nav.getByRole('link', {name: 'shop'})).toHaveAttribute(
    'href',
    '/collections',
  );
  await expect(nav.getByRole('link', {name: 'concept store'})).toHaveAttribute(
    'href',
    '/concept-store',
  );
  await expect(nav.getByRole('link', {name: 'promos 3 discounts'})).toHaveAttribute(
    'href',
    '/discounts',
  );
  await expect(header.getByRole('link', {name: 'search'})).toHaveAttribute(
    'href',
    '/search',
  );
  await expect(header.getByRole('link', {name: 'cart, 0 items'})).toHaveAttribute(
    'href',
    '/cart',
  );
  await expect(accountButton(page)).toBeVisible();
  // The bottom bar is the phone's; a desktop does not show it.
  await expect(page.getByRole('navigation', {name: 'shortcuts'})).toBeHidden();
});

test('the footer has the spec links everywhere but the cart page', async ({page}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const links: [string, string][] = [
    ['about us', '/pages/our-story'],
    ['faq', '/pages/faq'],
    ['contact us', '/pages/contact-us'],
    ['products', '/collections/all-products'],
    ['terms of service', '/pages/terms-of-service'],
    ['return policy', '/pages/returns-exchange'],
    ['privacy policy', '/pages/privacy-policy'],
  ];
  for (const [name, href] of links) {
    await expect(footer.getByRole('link', {name})).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('button', {name: 'shipping'})).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', {level: 1, name: 'cart'})).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // On a desktop the secondary bar stays on the cart page.
  await expect(page.getByRole('navigation', {name: 'collections'})).toBeVisible();
});

test('the shipping modal shows the destination and its notes, traps focus and closes on Escape', async ({
  page,
}) => {
  await page.goto('/');
  const opener = page.getByRole('contentinfo').getByRole('button', {name: 'shipping'});
  await opener.click();
  const dialog = page.getByRole('dialog', {name: 'shipping'});
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('shipping to United States')).toBeVisible();
  // The country's flag is a drawn image (emoji flags are empty boxes on many systems), decorative
  // beside the country's name, so it has no accessible role to find it by.
  await expect(dialog.locator('img')).toHaveAttribute('src', /#us$/);
  await expect(
    dialog.getByText('complimentary shipping on orders over $35.00.'),
  ).toBeVisible();
  await expect(dialog.getByText('region: US')).toBeVisible();
  await expect(dialog.getByText('currency: USD')).toBeVisible();

  // The page behind is inert: tabbing stays within the dialog.
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((node) => node.contains(document.activeElement));
    expect(inside).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the shipping modal speaks of the shopper country: Canada in its notes', async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({'oxygen-buyer-country': 'CA'});
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', {name: 'shipping'}).click();
  const dialog = page.getByRole('dialog', {name: 'shipping'});
  await expect(dialog.getByText('shipping to Canada')).toBeVisible();
  await expect(
    dialog.getByText('an extra 10% discount is applied at checkout to cover FX fees.'),
  ).toBeVisible();
  await expect(dialog.getByText('complimentary shipping on orders over')).toBeVisible();
  await dialog.getByRole('button', {name: 'close'}).click();
  await expect(dialog).toBeHidden();
});

test('the shipping modal tells a shopper in Israel of express shipping and that shipping is unavailable', async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({'oxygen-buyer-country': 'IL'});
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', {name: 'shipping'}).click();
  const dialog = page.getByRole('dialog', {name: 'shipping'});
  await expect(dialog.getByText('$25.00 express shipping on all orders.')).toBeVisible();
  await expect(
    dialog.getByText(/shipping to Israel is currently unavailable/),
  ).toBeVisible();
  await expect(
    dialog.getByRole('link', {name: 'hello@fude-atelier.example'}),
  ).toHaveAttribute('href', 'mailto:hello@fude-atelier.example');
  // Israel has no free shipping (threshold -1): no complimentary-shipping line.
  await expect(dialog.getByText(/complimentary shipping/)).toHaveCount(0);
});

test('the account dropdown opens on hover and closes 300 ms after the mouse leaves', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  const account = accountButton(page);
  await expect(account).toBeVisible();
  await pauseClock(page);

  await account.hover();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const signIn = page.getByRole('link', {name: 'sign in'});
  await expect(signIn).toBeVisible();

  // Moving from the trigger down into the panel keeps it open.
  await signIn.hover();
  await page.clock.runFor(1000);
  await expect(signIn).toBeVisible();

  await page.mouse.move(200, 600);
  await page.clock.runFor(299);
  await expect(signIn).toBeVisible();
  await page.clock.runFor(2);
  await expect(signIn).toBeHidden();
  await expect(account).toHaveAttribute('aria-expanded', 'false');
});

test('coming back within 300 ms keeps the dropdown open', async ({page}) => {
  await page.clock.install();
  await page.goto('/');
  const account = accountButton(page);
  await expect(account).toBeVisible();
  await pauseClock(page);

  await account.hover();
  const signIn = page.getByRole('link', {name: 'sign in'});
  await expect(signIn).toBeVisible();
  await page.mouse.move(200, 600);
  await page.clock.runFor(200);
  await account.hover();
  await page.clock.runFor(500);
  await expect(signIn).toBeVisible();
});

test('the account dropdown closes on a click outside it', async ({page}) => {
  await page.goto('/');
  const account = accountButton(page);
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', {level: 1}).click();
  await expect(page.getByRole('link', {name: 'sign in'})).toBeHidden();
  await expect(account).toHaveAttribute('aria-expanded', 'false');
});

test('the account dropdown works from the keyboard and closes on Escape', async ({
  page,
}) => {
  await page.goto('/');
  const account = accountButton(page);
  await expect(account).toBeVisible();
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'sign in'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', {name: 'sign in'})).toBeHidden();
  await expect(account).toBeFocused();

  // Tabbing out of an open dropdown closes it.
  await page.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
});

test('signed out, the dropdown offers sign in and create account; the account items are disabled and lead to login', async ({
  page,
}) => {
  await page.goto('/');
  await accountButton(page).click();
  await expect(page.getByRole('link', {name: 'sign in'})).toHaveAttribute(
    'href',
    '/account/login',
  );
  await expect(page.getByRole('link', {name: 'create account'})).toHaveAttribute(
    'href',
    '/account/signup',
  );
  for (const name of ACCOUNT_ITEMS) {
    const item = page.getByRole('link', {name});
    await expect(item).toBeDisabled();
    await expect(item).toHaveAttribute('href', '/account/login');
  }
  // Disabled to the eye and to assistive technology, it still takes the shopper to login.
  await page.getByRole('link', {name: 'orders'}).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('the status notice hides after 3 seconds: the connection notices', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.goto('/');
  await expect(accountButton(page)).toBeVisible();
  // The shop's services and the shopper's parts load after hydration: offline before they
  // have, the page would reload on a module it cannot fetch, and no notice is left to see.
  await page.waitForLoadState('networkidle');
  await pauseClock(page);

  await context.setOffline(true);
  const offline = page.getByRole('alert').getByText(/you're offline/);
  await expect(offline).toBeVisible();
  // An error notice shown with autoHide off stays until it is dismissed or replaced.
  await page.clock.runFor(10_000);
  await expect(offline).toBeVisible();

  await context.setOffline(false);
  const online = page.getByRole('status').getByText("you're back online.");
  await expect(online).toBeVisible();
  await expect(offline).toBeHidden();
  await page.clock.runFor(2999);
  await expect(online).toBeVisible();
  await page.clock.runFor(2);
  await expect(online).toBeHidden();
});

test('an unknown path is a 404 page inside the shell', async ({page}) => {
  const response = await page.goto('/no/such/page-<script>alert(1)</script>');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', {level: 1, name: 'page not found'}),
  ).toBeVisible();
  await expect(page).toHaveTitle('page not found | Fude Atelier');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', {name: 'back to the shop'}).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a page whose data fails to load in the browser shows the error screen inside the shell', async ({
  page,
}) => {
  await page.goto('/');
  await expect(accountButton(page)).toBeVisible();
  // The page's own data only: the shell's background reads (the shopper's cart and account)
  // may still be on their way, and their failure is not this page's.
  await page.route(/\/concept-store\.data(\?|$)/, (route) =>
    route.fulfill({status: 500, contentType: 'text/plain', body: 'upstream down'}),
  );
  await page
    .getByRole('navigation', {name: 'main navigation'})
    .getByRole('link', {name: 'concept store'})
    .click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'something went wrong. please refresh to try again.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('upstream down')).toHaveCount(0);

  // Refreshing (a full load, no intercepted data request) shows the page again.
  await page.unroute(/\/concept-store\.data(\?|$)/);
  await page.getByRole('link', {name: 'refresh'}).click();
  await expect(page).toHaveURL(/\/concept-store$/);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(
    /something went wrong/,
  );
});

test('a navigation announces that the page is loading until its data arrives', async ({
  page,
}) => {
  await page.goto('/');
  await expect(accountButton(page)).toBeVisible();
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  const announcement = page.getByText('loading page');
  await expect(announcement).toHaveCount(0);
  await page
    .getByRole('navigation', {name: 'main navigation'})
    .getByRole('link', {name: 'concept store'})
    .click();
  await expect(announcement).toBeAttached();
  release();
  await expect(page).toHaveURL(/\/concept-store$/);
  await expect(announcement).toHaveCount(0);
});

test('axe finds no violations on the home page with the dropdown, then the shipping modal, open', async ({
  page,
}) => {
  await page.goto('/');
  await accountButton(page).click();
  await expect(page.getByRole('link', {name: 'sign in'})).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await page.getByRole('contentinfo').getByRole('button', {name: 'shipping'}).click();
  await expect(
    page.getByRole('dialog', {name: 'shipping'}).getByText(/region/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violations on the 404 page and the cart page with the dropdown open', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', {name: 'page not found'})).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/cart');
  await accountButton(page).click();
  await expect(page.getByRole('link', {name: 'sign in'})).toBeVisible();
  await expectNoAxeViolations(page);
});

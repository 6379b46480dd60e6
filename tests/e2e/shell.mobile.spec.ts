import {expect, test, type Page} from '@playwright/test';
import {expectNoAxeViolations} from './axe';

/**
 * The frame of every page on a phone (390x844, touch): the bottom bar and its highlight, the
 * account dropdown opening on a tap, the cart page without the secondary bar and the footer.
 */

function bottomBar(page: Page) {
  return page.getByRole('navigation', {name: 'shortcuts'});
}

/** The bottom bar's account button (a login link until the page is interactive). */
function accountButton(page: Page) {
  return bottomBar(page).getByRole('button', {name: 'account'});
}

test('the bottom bar has shop, search, concept store, promos with its badge, and account', async ({
  page,
}) => {
  await page.goto('/');
  const bar = bottomBar(page);
  await expect(bar.getByRole('link', {name: 'shop'})).toHaveAttribute(
    'href',
    '/collections',
  );
  await expect(bar.getByRole('link', {name: 'search'})).toHaveAttribute(
    'href',
    '/search',
  );
  await expect(bar.getByRole('link', {name: 'concept store'})).toHaveAttribute(
    'href',
    '/concept-store',
  );
  await expect(bar.getByRole('link', {name: 'promos 3 discounts'})).toHaveAttribute(
    'href',
    '/discounts',
  );
  await expect(accountButton(page)).toBeVisible();
  // On a phone the header keeps the logo and the cart; the bar has the rest.
  await expect(page.getByRole('navigation', {name: 'main navigation'})).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', {name: /^cart/})).toBeVisible();
});

const SECTIONS = ['shop', 'search', 'concept store', 'promos', 'account'] as const;

/** Exactly one section (or none) is marked current. */
async function expectCurrentSection(
  page: Page,
  section: (typeof SECTIONS)[number] | null,
) {
  for (const name of SECTIONS) {
    const item =
      name === 'account'
        ? accountButton(page)
        : bottomBar(page).getByRole('link', {name: new RegExp(`^${name}`)});
    if (name === section) await expect(item).toHaveAttribute('aria-current', 'true');
    else await expect(item).not.toHaveAttribute('aria-current', /.*/);
  }
}

test('the bottom bar highlights the section of the current page', async ({page}) => {
  const bar = bottomBar(page);

  await page.goto('/');
  await expect(accountButton(page)).toBeVisible();
  // Home belongs to the shop.
  await expectCurrentSection(page, 'shop');

  await bar.getByRole('link', {name: 'search'}).tap();
  await expect(page).toHaveURL(/\/search$/);
  await expectCurrentSection(page, 'search');

  await bar.getByRole('link', {name: 'concept store'}).tap();
  await expect(page).toHaveURL(/\/concept-store$/);
  await expectCurrentSection(page, 'concept store');

  await bar.getByRole('link', {name: /^promos/}).tap();
  await expect(page).toHaveURL(/\/discounts$/);
  await expectCurrentSection(page, 'promos');

  await page.goto('/collections/eye-brushes');
  await expectCurrentSection(page, 'shop');

  await page.goto('/account/login');
  await expectCurrentSection(page, 'account');

  // A content page belongs to no section.
  await page.goto('/pages/faq');
  await expectCurrentSection(page, null);
});

test('the cart page hides the secondary bar and the footer on a phone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', {name: 'collections'})).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();

  await page.goto('/cart');
  await expect(page.getByRole('heading', {level: 1, name: 'cart'})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'collections'})).toBeHidden();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(bottomBar(page)).toBeVisible();
});

test('the account dropdown opens on a tap, not on a touch hover, and closes on a tap outside', async ({
  page,
}) => {
  await page.goto('/');
  const account = accountButton(page);
  await expect(account).toHaveAttribute('aria-expanded', 'false');

  await account.tap();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const signIn = page.getByRole('link', {name: 'sign in'});
  await expect(signIn).toBeVisible();
  await expect(signIn).toBeInViewport();
  for (const name of ['orders', 'product testing feedback', 'secret shop']) {
    await expect(page.getByRole('link', {name})).toBeDisabled();
  }

  await page.getByRole('heading', {level: 1}).tap();
  await expect(signIn).toBeHidden();

  // A second tap on the trigger closes it as well.
  await account.tap();
  await expect(signIn).toBeVisible();
  await account.tap();
  await expect(signIn).toBeHidden();
});

test('signing in from the dropdown leads to the login page', async ({page}) => {
  await page.goto('/');
  await accountButton(page).tap();
  // Playwright does not tap what is marked disabled unless forced; a finger does.
  await page.getByRole('link', {name: 'secret shop'}).tap({force: true});
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('link', {name: 'sign in'})).toBeHidden();
});

test('an unknown product is a 404 page with the phone shell', async ({page}) => {
  const response = await page.goto('/products/no-such-brush');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', {level: 1, name: 'page not found'}),
  ).toBeVisible();
  await expect(bottomBar(page)).toBeVisible();
});

test('axe finds no violations on a phone with the dropdown open', async ({page}) => {
  await page.goto('/');
  await accountButton(page).tap();
  await expect(page.getByRole('link', {name: 'sign in'})).toBeVisible();
  await expectNoAxeViolations(page);
});

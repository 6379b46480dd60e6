import {expect, test, type Page} from '@playwright/test';
import {emailedCodes, message, uniqueClient, uniqueEmail} from './auth-emulator';
import {payAtLocalCheckout} from './checkout';
import {gotoInteractive} from './interactive';

/**
 * A new customer's way in (decision 0113): the account exists once signed up, but it signs in
 * only after its email is verified through the emailed link; then its orders page shows its
 * own orders, and nobody else's.
 */
const PASSWORD = 'verify-journey-1';

test.use({
  // A client of its own (the test stack's stand-in client header), so the journey's
  // sign-ins count against no other test's limits.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use(uniqueClient());
  },
});

async function verificationLinks(page: Page, email: string): Promise<string[]> {
  return (await emailedCodes(page.request, email, 'VERIFY_EMAIL')).map(
    (code) => code.oobLink,
  );
}

async function fillSignIn(page: Page, email: string) {
  await page.getByRole('main').getByLabel('email').fill(email);
  await page.getByRole('main').getByLabel('password', {exact: true}).fill(PASSWORD);
}

test('sign up, told to verify, the link sent again, verified, signed in: only one’s own orders', async ({
  page,
}) => {
  const email = uniqueEmail('journey');

  await page.goto('/account/signup');
  await fillSignIn(page, email);
  await page.getByRole('main').getByLabel('confirm password').fill(PASSWORD);
  await page.getByRole('button', {name: 'create account'}).click();
  await expect(message(page, 'status')).toHaveText(
    "we've sent you an email with a verification link.",
  );
  expect(await verificationLinks(page, email)).toHaveLength(1);

  await fillSignIn(page, email);
  await page.getByRole('button', {name: 'sign in', exact: true}).click();
  await expect(message(page, 'alert')).toHaveText(
    'please verify your email before signing in: open the link we emailed you, or have it sent again.',
  );
  await expect(page).toHaveURL(/\/account\/login/);

  await page.getByRole('main').getByLabel('password', {exact: true}).fill(PASSWORD);
  await page.getByRole('button', {name: 'send the verification link again'}).click();
  await expect(message(page, 'status')).toHaveText(
    "we've sent you an email with a verification link.",
  );
  const links = await verificationLinks(page, email);
  expect(links).toHaveLength(2);

  // The shop's action page is where the emailed link lands, with the link's oobCode.
  const link = new URL(links.at(-1) ?? '');
  await page.goto(
    `/account/action?mode=verifyEmail&oobCode=${link.searchParams.get('oobCode')}`,
  );
  await expect(message(page, 'status')).toHaveText(
    'email successfully verified! please login.',
  );

  await fillSignIn(page, email);
  await page.getByRole('button', {name: 'sign in', exact: true}).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  await expect(page.getByText('no orders yet.')).toBeVisible();

  await gotoInteractive(page, '/products/kumo-blending-brush');
  await page.getByRole('button', {name: 'add to cart'}).click();
  await page.getByRole('link', {name: 'view cart'}).click();
  await payAtLocalCheckout(page, {prefilledEmail: email, lastName: 'Journey'});

  await page.goto('/account/orders');
  const orders = page.getByRole('article');
  await expect(orders).toHaveCount(1);
  await expect(
    orders.first().getByRole('link', {name: 'Kumo Blending Brush'}),
  ).toBeVisible();
  await expect(orders.first()).toContainText('1 Brush Lane');
  await expect(page.getByText('USPS')).toHaveCount(0);
});

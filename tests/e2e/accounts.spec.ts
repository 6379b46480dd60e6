import {expect, test, type Page} from '@playwright/test';
import {E2E_PORTS} from '../playwright.config';
import {SEED_PASSWORD} from '../../emulators/seed-customers';

/**
 * Accounts (issue 13) against the Auth emulator and the local platform: each form is a plain
 * form post, so every journey here runs with JavaScript disabled; emailed links are read from
 * the emulator's out-of-band codes, as a customer would open them from the email.
 */
test.use({javaScriptEnabled: false});

/** The test stack's own Firebase project (tests/playwright.config.ts). */
const PROJECT = `demo-brush-storefront-e2e-${process.env.E2E_PORT_OFFSET ?? 0}`;
const OOB_CODES = `http://127.0.0.1:${E2E_PORTS.authEmulator}/emulator/v1/projects/${PROJECT}/oobCodes`;

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

async function latestOobCode(page: Page, email: string, requestType: string) {
  const response = await page.request.get(OOB_CODES);
  const {oobCodes} = (await response.json()) as {oobCodes: OobCode[]};
  const code = oobCodes
    .filter((entry) => entry.email === email && entry.requestType === requestType)
    .at(-1);
  expect(code, `an emailed ${requestType} link for ${email}`).toBeDefined();
  return code!.oobCode;
}

/** The form's message; the layout keeps empty live regions of both roles too. */
function message(page: Page, role: 'alert' | 'status') {
  return page.getByRole(role).filter({hasText: /\S/});
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('email').fill(email);
  await page.getByLabel('password', {exact: true}).fill(password);
  await page.getByRole('button', {name: 'sign in', exact: true}).click();
}

test('a signed-out visitor is sent to login and comes back to their orders after signing in, then signs out', async ({
  page,
}) => {
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/account\/login\?return_to=%2Faccount%2Forders/);
  await signInWithPassword(page, 'ava@example.com', SEED_PASSWORD);
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', {name: 'orders', level: 1})).toBeVisible();
  await expect(page.getByText('ava@example.com')).toBeVisible();
  await expect(page.getByRole('heading', {level: 2}).first()).toHaveText(/^#\d+/);

  await page.getByRole('button', {name: 'sign out'}).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/account\/login\?return_to=/);
});

test('a return path that leaves the site is ignored after sign-in', async ({page}) => {
  await page.goto('/account/login?return_to=%2F%2Fevil.example%2Fsteal');
  await signInWithPassword(page, 'ben@example.com', SEED_PASSWORD);
  await expect(page).toHaveURL(/localhost:\d+\/account\/orders$/);
});

test('sign-in errors show spec 8 messages', async ({page}) => {
  await page.goto('/account/login');
  await signInWithPassword(page, 'ava@example.com', 'not-the-password');
  await expect(message(page, 'alert')).toHaveText('wrong password.');
  await signInWithPassword(page, uniqueEmail('nobody'), 'whatever-password');
  await expect(message(page, 'alert')).toHaveText(
    'the provided email does not match any user.',
  );
});

test('sign-up checks the password, then verifies through the emailed link and signs in', async ({
  page,
}) => {
  const email = uniqueEmail('new');
  await page.goto('/account/signup');
  const fill = async (password: string, confirmation: string) => {
    await page.getByLabel('email').fill(email);
    await page.getByLabel('password', {exact: true}).fill(password);
    await page.getByLabel('confirm password').fill(confirmation);
    await page.getByRole('button', {name: 'create account'}).click();
  };
  await fill(' spaced-out ', ' spaced-out ');
  await expect(message(page, 'alert')).toHaveText(
    "password can't start or end with a blank space.",
  );
  await fill('short', 'short');
  await expect(message(page, 'alert')).toHaveText(
    'password must be at least 6 characters long.',
  );
  await fill('long-enough-1', 'long-enough-2');
  await expect(message(page, 'alert')).toHaveText('passwords do not match.');
  await fill('long-enough-1', 'long-enough-1');
  await expect(message(page, 'status')).toHaveText(
    "we've sent you an email with a verification link.",
  );

  const code = await latestOobCode(page, email, 'VERIFY_EMAIL');
  await page.goto(`/account/action?mode=verifyEmail&oobCode=${code}`);
  await expect(message(page, 'status')).toHaveText(
    'email successfully verified! please login.',
  );
  await page.goto(`/account/action?mode=verifyEmail&oobCode=${code}`);
  await expect(message(page, 'alert')).toHaveText(
    'this link has either expired or has already been used. to request a new verification link, please login.',
  );

  await page.goto('/account/login');
  await signInWithPassword(page, email, 'long-enough-1');
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByText('no orders yet.')).toBeVisible();
});

test('sign-in with an emailed link, which works once', async ({page}) => {
  await page.goto('/account/login');
  await page.getByLabel('email').fill('chiara@example.com');
  await page.getByRole('button', {name: 'email me a sign-in link'}).click();
  await expect(message(page, 'status')).toHaveText(
    'check your email for a sign-in link.',
  );
  const code = await latestOobCode(page, 'chiara@example.com', 'EMAIL_SIGNIN');
  await page.goto(`/account/action?mode=signIn&oobCode=${code}`);
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByText('chiara@example.com')).toBeVisible();
  await page.getByRole('button', {name: 'sign out'}).click();

  await page.goto(`/account/action?mode=signIn&oobCode=${code}`);
  await page.getByLabel('email').fill('chiara@example.com');
  await page.getByRole('button', {name: 'sign in'}).click();
  await expect(message(page, 'alert')).toHaveText(
    'this link has either expired or has already been used. to request a new verification link, please login.',
  );
});

test('password reset through the emailed link, then delete the account', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await page.goto('/account/signup');
  await page.getByLabel('email').fill(email);
  await page.getByLabel('password', {exact: true}).fill('first-password');
  await page.getByLabel('confirm password').fill('first-password');
  await page.getByRole('button', {name: 'create account'}).click();
  await expect(message(page, 'status')).toBeVisible();

  await page.getByLabel('email').fill(email);
  await page.getByRole('button', {name: 'reset password'}).click();
  await expect(message(page, 'status')).toHaveText(
    'please check your email to continue resetting your password.',
  );
  const code = await latestOobCode(page, email, 'PASSWORD_RESET');
  await page.goto(`/account/action?mode=resetPassword&oobCode=${code}`);
  await page.getByLabel('new password').fill('second-password');
  await page.getByLabel('confirm password').fill('second-password');
  await page.getByRole('button', {name: 'save password'}).click();
  await expect(message(page, 'status')).toHaveText('password reset successful!');
  await page.goto(`/account/action?mode=resetPassword&oobCode=${code}`);
  await expect(message(page, 'alert')).toHaveText(
    'the password reset link has either expired or already been used. please try resetting your password again.',
  );

  await page.goto('/account/login');
  await signInWithPassword(page, email, 'second-password');
  await expect(page).toHaveURL(/\/account\/orders$/);
  await page.getByText('delete account').first().click();
  await page.getByRole('group').getByLabel('email').fill(email);
  await page.getByRole('group').getByLabel('password').fill('second-password');
  await page.getByRole('button', {name: 'delete account'}).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await signInWithPassword(page, email, 'second-password');
  await expect(message(page, 'alert')).toHaveText(
    'the provided email does not match any user.',
  );
});

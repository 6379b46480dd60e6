import {expect, test, type Browser, type Page} from '@playwright/test';
import {UnsecuredJWT} from 'jose';
import {SEED_PASSWORD} from '../../emulators/seed-customers';
import {RATE_LIMIT_RULES} from '~/server/rate-limit';
import {
  PROJECT,
  emailedCodes,
  message,
  uniqueClient,
  uniqueEmail,
} from '../e2e/auth-emulator';
import {payAtLocalCheckout} from '../e2e/checkout';
import {gotoInteractive} from '../e2e/interactive';
import {
  accountStatus,
  anotherBrowser,
  createIdentity,
  idTokenFor,
  loginPost,
  PASSWORD,
  signIn,
} from './accounts-client';

const SIGN_IN_PER_EMAIL = RATE_LIMIT_RULES.signInPerEmail.limit;
const SIGN_IN_PER_CLIENT = RATE_LIMIT_RULES.signInPerClient.limit;
const EMAIL_PER_ADDRESS = RATE_LIMIT_RULES.emailPerAddress.limit;
const MAILING_LIST_PER_ADDRESS = RATE_LIMIT_RULES.mailingListPerAddress.limit;
const SURVEY_PER_CLIENT = RATE_LIMIT_RULES.surveyPerClient.limit;
const ERROR_REPORT_PER_CLIENT = RATE_LIMIT_RULES.errorReportPerClient.limit;

/**
 * Accounts belong to whoever proves the email (decision 0113): an unverified account gets no
 * customer token, a forged emulator token is refused, deleting an account or resetting its
 * password ends its sessions everywhere, and guessing is limited per client and per email.
 * Each test is a client of its own (the test stack's stand-in client header, dev/edge-headers.ts),
 * so its requests count against no other test's limits.
 */
test.use({
  javaScriptEnabled: false,
  // Playwright reads a fixture's dependencies from its first parameter, a destructuring.
  // eslint-disable-next-line no-empty-pattern -- this fixture needs none
  extraHTTPHeaders: async ({}, use) => {
    await use(uniqueClient());
  },
});

const TOO_MANY_LOGINS =
  'too many login attempts. please try again later or reset your password.';
const VERIFY_FIRST =
  'please verify your email before signing in: open the link we emailed you, or have it sent again.';

test.describe('unverified accounts', () => {
  test('an impostor who signs up with someone else’s address never sees that person’s guest order', async ({
    page,
    browser,
  }) => {
    const victim = uniqueEmail('victim');
    await page.goto('/account/signup');
    await page.getByRole('main').getByLabel('email').fill(victim);
    await page.getByRole('main').getByLabel('password', {exact: true}).fill(PASSWORD);
    await page.getByRole('main').getByLabel('confirm password').fill(PASSWORD);
    await page.getByRole('button', {name: 'create account'}).click();
    await expect(message(page, 'status')).toBeVisible();
    await signIn(page, victim);
    await expect(message(page, 'alert')).toHaveText(VERIFY_FIRST);

    const owner = await anotherBrowser(browser, true);
    const ownerPage = await owner.newPage();
    await gotoInteractive(ownerPage, '/products/kumo-blending-brush');
    await ownerPage.getByRole('button', {name: 'add to cart'}).click();
    await ownerPage.getByRole('link', {name: 'view cart'}).click();
    await payAtLocalCheckout(ownerPage, {email: victim, lastName: 'Owner'});
    await owner.close();

    await signIn(page, victim);
    await expect(message(page, 'alert')).toHaveText(VERIFY_FIRST);
    expect(await accountStatus(page.request)).toBe('signedOut');
    await page.goto('/account/orders');
    await expect(page).toHaveURL(/\/account\/login\?return_to=/);
    await expect(page.getByText('1 Brush Lane')).toHaveCount(0);
  });

  test('the seeded customer whose email is unverified is told to verify and gets no session', async ({
    page,
  }) => {
    await signIn(page, 'maximiliana@example.com', SEED_PASSWORD);
    await expect(message(page, 'alert')).toHaveText(VERIFY_FIRST);
    expect(await accountStatus(page.request)).toBe('signedOut');
  });

  test('the verification link is sent again to whoever proves the password', async ({
    page,
  }) => {
    const email = uniqueEmail('resend');
    await createIdentity(page.request, email, false);
    await signIn(page, email);
    await expect(message(page, 'alert')).toHaveText(VERIFY_FIRST);
    await page.getByRole('main').getByLabel('password', {exact: true}).fill(PASSWORD);
    await page.getByRole('button', {name: 'send the verification link again'}).click();
    await expect(message(page, 'status')).toHaveText(
      "we've sent you an email with a verification link.",
    );
    expect(await emailedCodes(page.request, email, 'VERIFY_EMAIL')).toHaveLength(1);
  });

  test('the auth backend gives an unverified identity no multipass token', async ({
    page,
  }) => {
    const email = uniqueEmail('unverified-api');
    await createIdentity(page.request, email, false);
    const answer = await page.request.get('/auth/multipass', {
      headers: {Authorization: `Bearer ${await idTokenFor(page.request, email)}`},
    });
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual({
      error: {
        code: 'email-verification-required',
        message: 'User requires email verification.',
      },
    });
  });
});

test.describe('forged emulator tokens', () => {
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const claims = (email: string, sub: string) => ({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub,
    // The emulator's own lookup finds the account by user_id.
    user_id: sub,
    email,
    email_verified: true,
    auth_time: nowSeconds() - 10,
    iat: nowSeconds() - 10,
    exp: nowSeconds() + 3600,
  });

  test('an unsigned token the emulator did not issue buys no multipass token', async ({
    page,
  }) => {
    const ben = await idTokenFor(page.request, 'ben@example.com', SEED_PASSWORD);
    const benClaims = JSON.parse(
      Buffer.from(ben.split('.')[1] ?? '', 'base64url').toString(),
    ) as {sub: string};
    for (const forged of [
      new UnsecuredJWT(claims('ava@example.com', 'uid-ava-tanaka')).encode(),
      new UnsecuredJWT(claims(uniqueEmail('nobody'), 'uid-nobody')).encode(),
      new UnsecuredJWT(claims('ava@example.com', benClaims.sub)).encode(),
      // A real account, its id and its email, as anyone who saw one of its tokens could write.
      new UnsecuredJWT(claims('ben@example.com', benClaims.sub)).encode(),
    ]) {
      const answer = await page.request.get('/auth/multipass', {
        headers: {Authorization: `Bearer ${forged}`},
      });
      expect(answer.status()).toBe(401);
      expect(await answer.json()).toMatchObject({error: {code: 'invalid-id-token'}});
    }
  });
});

test.describe('sessions end with the account', () => {
  async function twoSignedInBrowsers(page: Page, browser: Browser) {
    const email = uniqueEmail('sessions');
    await createIdentity(page.request, email, true);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/account\/orders$/);
    const other = await anotherBrowser(browser, false);
    const otherPage = await other.newPage();
    await signIn(otherPage, email);
    await expect(otherPage).toHaveURL(/\/account\/orders$/);
    expect(await accountStatus(otherPage.request)).toBe('signedIn');
    return {email, other, otherPage};
  }

  test('deleting the account signs it out in every other browser', async ({
    page,
    browser,
  }) => {
    const {email, other, otherPage} = await twoSignedInBrowsers(page, browser);
    await page.getByText('delete account').first().click();
    await page.getByRole('group').getByLabel('email').fill(email);
    await page.getByRole('group').getByLabel('password').fill(PASSWORD);
    await page.getByRole('button', {name: 'delete account'}).click();
    await expect(page).toHaveURL(/\/account\/login$/);

    expect(await accountStatus(otherPage.request)).toBe('signedOut');
    await otherPage.goto('/account/orders');
    await expect(otherPage).toHaveURL(/\/account\/login\?return_to=/);
    await other.close();
  });

  test('resetting the password signs the account out in every browser', async ({
    page,
    browser,
  }) => {
    const {email, other, otherPage} = await twoSignedInBrowsers(page, browser);
    const reset = await page.request.post('/account/login', {
      form: {intent: 'reset', email},
      maxRedirects: 0,
    });
    expect(reset.status()).toBe(302);
    const [code] = await emailedCodes(page.request, email, 'PASSWORD_RESET');
    await page.goto(`/account/action?mode=resetPassword&oobCode=${code?.oobCode}`);
    await page.getByRole('main').getByLabel('new password').fill('accounts-pass-2');
    await page.getByRole('main').getByLabel('confirm password').fill('accounts-pass-2');
    await page.getByRole('button', {name: 'save password'}).click();
    await expect(message(page, 'status')).toHaveText('password reset successful!');

    for (const signedIn of [page, otherPage]) {
      expect(await accountStatus(signedIn.request)).toBe('signedOut');
    }
    await other.close();
  });
});

test.describe('limits on guessing', () => {
  test('forty wrong passwords, then the right one: the right one is refused too', async ({
    page,
  }) => {
    const email = uniqueEmail('guessed');
    await createIdentity(page.request, email, true);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      statuses.push((await loginPost(page.request, email, `guess-${attempt}`)).status());
    }
    expect(statuses.slice(0, SIGN_IN_PER_EMAIL)).toEqual(
      Array(SIGN_IN_PER_EMAIL).fill(400),
    );
    expect(new Set(statuses.slice(SIGN_IN_PER_EMAIL))).toEqual(new Set([429]));

    const right = await loginPost(page.request, email, PASSWORD);
    expect(right.status()).toBe(429);
    expect(await right.text()).toContain(TOO_MANY_LOGINS);
    expect(await accountStatus(page.request)).toBe('signedOut');

    await signIn(page, email);
    await expect(message(page, 'alert')).toHaveText(TOO_MANY_LOGINS);
  });

  test('one client trying many addresses is stopped; another client is not', async ({
    page,
    playwright,
  }) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_PER_CLIENT; attempt += 1) {
      statuses.push(
        (await loginPost(page.request, uniqueEmail('spray'), 'whatever-1')).status(),
      );
    }
    expect(statuses.slice(0, SIGN_IN_PER_CLIENT)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);

    const elsewhere = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: uniqueClient(),
    });
    const fresh = await loginPost(elsewhere, uniqueEmail('spray'), 'whatever-1');
    expect(fresh.status()).toBe(400);
    await elsewhere.dispose();
  });

  test('emails, the mailing list, the survey and error reports answer 429 past their limits', async ({
    page,
  }) => {
    const email = uniqueEmail('flood');
    const resets: number[] = [];
    for (let attempt = 0; attempt <= EMAIL_PER_ADDRESS; attempt += 1) {
      resets.push(
        (await page.request.post('/auth/reset-password', {data: {email}})).status(),
      );
    }
    expect(resets.slice(0, EMAIL_PER_ADDRESS)).not.toContain(429);
    expect(resets.at(-1)).toBe(429);
    expect(
      await (await page.request.post('/auth/reset-password', {data: {email}})).json(),
    ).toMatchObject({error: {code: 'too-many-requests'}});

    const subscriber = uniqueEmail('subscriber');
    const subscriptions: number[] = [];
    for (let attempt = 0; attempt <= MAILING_LIST_PER_ADDRESS; attempt += 1) {
      subscriptions.push(
        (
          await page.request.post('/api/subscribe-sendgrid', {
            data: {email: subscriber, from: 'footer'},
          })
        ).status(),
      );
    }
    expect(subscriptions.slice(0, MAILING_LIST_PER_ADDRESS)).not.toContain(429);
    expect(subscriptions.at(-1)).toBe(429);

    const surveys: number[] = [];
    for (let attempt = 0; attempt <= SURVEY_PER_CLIENT; attempt += 1) {
      surveys.push((await page.request.post('/survey', {form: {}})).status());
    }
    expect(surveys.slice(0, SURVEY_PER_CLIENT)).not.toContain(429);
    expect(surveys.at(-1)).toBe(429);

    const reports: number[] = [];
    for (let attempt = 0; attempt <= ERROR_REPORT_PER_CLIENT; attempt += 1) {
      reports.push(
        (
          await page.request.post('/api/errors', {
            headers: {'Content-Type': 'text/plain;charset=UTF-8'},
            data: JSON.stringify({
              path: '/',
              error: {name: 'E', message: 'x', stack: null},
            }),
          })
        ).status(),
      );
    }
    expect(reports.slice(0, ERROR_REPORT_PER_CLIENT)).not.toContain(429);
    expect(reports.at(-1)).toBe(429);
  });
});

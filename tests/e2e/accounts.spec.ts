import {expect, test, type Page} from '@playwright/test';
import {E2E_PORTS} from '../playwright.config';
import {LOCAL_STOREFRONT_TOKEN} from '../../dev/local-env';
import {emailedCodes, message, signInWithPassword, uniqueEmail} from './auth-emulator';
import {payAtLocalCheckout} from './checkout';
import {gotoInteractive, whenInteractive} from './interactive';
import {SEED_PASSWORD} from '../../emulators/seed-customers';

/**
 * Accounts (docs/product/accounts.md) against the Auth emulator and the local platform: each
 * form is a plain form post, so every journey here runs with JavaScript disabled; emailed links
 * are read from the emulator's out-of-band codes, as a customer would open them from the email.
 */
test.use({javaScriptEnabled: false});

async function latestOobCode(page: Page, email: string, requestType: string) {
  const code = (await emailedCodes(page.request, email, requestType)).at(-1);
  expect(code, `an emailed ${requestType} link for ${email}`).toBeDefined();
  return code!.oobCode;
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

test('sign-in errors show the documented messages', async ({page}) => {
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
    await page.getByRole('main').getByLabel('email').fill(email);
    await page.getByRole('main').getByLabel('password', {exact: true}).fill(password);
    await page.getByRole('main').getByLabel('confirm password').fill(confirmation);
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
  await page.getByRole('main').getByLabel('email').fill('chiara@example.com');
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
  await page.getByRole('main').getByLabel('email').fill('chiara@example.com');
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
  await page.getByRole('main').getByLabel('email').fill(email);
  await page
    .getByRole('main')
    .getByLabel('password', {exact: true})
    .fill('first-password');
  await page.getByRole('main').getByLabel('confirm password').fill('first-password');
  await page.getByRole('button', {name: 'create account'}).click();
  await expect(message(page, 'status')).toBeVisible();

  await page.getByRole('main').getByLabel('email').fill(email);
  await page.getByRole('button', {name: 'reset password'}).click();
  await expect(message(page, 'status')).toHaveText(
    'please check your email to continue resetting your password.',
  );
  const code = await latestOobCode(page, email, 'PASSWORD_RESET');
  await page.goto(`/account/action?mode=resetPassword&oobCode=${code}`);
  await page.getByRole('main').getByLabel('new password').fill('second-password');
  await page.getByRole('main').getByLabel('confirm password').fill('second-password');
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

test.describe('signed in, with JavaScript', () => {
  test.use({javaScriptEnabled: true});

  test('the dropdown names the customer and their credit; orders show lines, totals and tracking; an order placed at checkout is theirs', async ({
    page,
  }) => {
    await page.goto('/account/login');
    await signInWithPassword(page, 'ava@example.com', SEED_PASSWORD);
    await expect(page.getByRole('heading', {name: 'orders', level: 1})).toBeVisible();

    const header = page.getByRole('banner');
    await header.getByRole('button', {name: 'account'}).click();
    await expect(header.getByText('Ava T.', {exact: true})).toBeVisible();
    await expect(header.getByText('store credit: $25.00')).toBeVisible();
    await expect(header.getByRole('link', {name: 'secret shop'})).toHaveAttribute(
      'href',
      '/secret',
    );

    const shipped = page.getByRole('article').filter({hasText: 'USPS'});
    await expect(shipped.getByRole('list', {name: /^items in order/})).toBeVisible();
    await expect(shipped.getByText('total', {exact: true})).toBeVisible();
    await expect(shipped.getByRole('heading', {name: 'shipping address'})).toBeVisible();
    await expect(shipped.getByRole('link', {name: /^9\d+/}).first()).toHaveAttribute(
      'href',
      /usps\.com/,
    );
    await expect(
      page.getByRole('article').filter({hasText: 'cancelled'}),
    ).not.toHaveCount(0);

    await gotoInteractive(page, '/products/kumo-blending-brush');
    await page.getByRole('button', {name: 'add to cart'}).click();
    await page.getByRole('link', {name: 'view cart'}).click();
    await payAtLocalCheckout(page, {
      prefilledEmail: 'ava@example.com',
      lastName: 'Tanaka',
    });

    await page.goto('/account/orders');
    const newest = page.getByRole('article').first();
    await expect(newest.getByRole('link', {name: 'Kumo Blending Brush'})).toBeVisible();
    await expect(newest).toContainText('not yet shipped');
  });

  test('signing out takes the email off the cart, and no id reads another customer’s orders', async ({
    page,
  }) => {
    await page.goto('/account/login?return_to=%2Fproducts%2Fkumo-blending-brush');
    await signInWithPassword(page, 'ben@example.com', SEED_PASSWORD);
    await expect(page).toHaveURL(/\/products\/kumo-blending-brush$/);
    await whenInteractive(page);
    await page.getByRole('button', {name: 'add to cart'}).click();
    await page.getByRole('link', {name: 'view cart'}).click();

    for (const probe of [
      '/account/orders?customerId=gid%3A%2F%2Fshopify%2FCustomer%2F1',
      '/account/orders?customerAccessToken=forged&email=ava%40example.com',
    ]) {
      await page.goto(probe);
      await expect(page.getByText('ben@example.com')).toBeVisible();
      await expect(page.getByRole('article').filter({hasText: 'USPS'})).toHaveCount(0);
      await expect(
        page.getByRole('article').filter({hasText: 'La Poste Colissimo'}),
      ).toHaveCount(1);
    }

    await page.getByRole('main').getByRole('button', {name: 'sign out'}).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await page.goto('/cart');
    await page.getByRole('link', {name: 'checkout'}).click();
    await expect(page.getByRole('textbox', {name: 'Email'})).toHaveValue('');
  });
});

test.describe('the auth backend', () => {
  const IDENTITY_TOOLKIT = `http://127.0.0.1:${E2E_PORTS.authEmulator}/identitytoolkit.googleapis.com/v1`;

  async function idTokenFor(page: Page, email: string): Promise<string> {
    const response = await page.request.post(
      `${IDENTITY_TOOLKIT}/accounts:signInWithPassword?key=any`,
      {data: {email, password: SEED_PASSWORD, returnSecureToken: true}},
    );
    return ((await response.json()) as {idToken: string}).idToken;
  }

  test('multipass for a verified ID token only, each token spent once by the platform', async ({
    page,
  }) => {
    const unauthenticated = await page.request.get('/auth/multipass');
    expect(unauthenticated.status()).toBe(401);
    expect(await unauthenticated.json()).toMatchObject({
      error: {code: 'unauthenticated'},
    });

    const forged = await page.request.get('/auth/multipass', {
      headers: {Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'},
    });
    expect(forged.status()).toBe(401);
    expect(await forged.json()).toMatchObject({error: {code: 'invalid-id-token'}});

    const idToken = await idTokenFor(page, 'chiara@example.com');
    const answer = await page.request.get('/auth/multipass', {
      headers: {Authorization: `Bearer ${idToken}`},
    });
    expect(answer.headers()['cache-control']).toBe('no-store');
    const {multipassToken} = (await answer.json()) as {multipassToken: string};

    const exchange = async (token: string) => {
      const response = await page.request.post(
        `http://127.0.0.1:${E2E_PORTS.commerce}/api/2025-01/graphql.json`,
        {
          headers: {'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN},
          data: {
            query: `mutation ($token: String!) {
              customerAccessTokenCreateWithMultipass(multipassToken: $token) {
                customerAccessToken { accessToken }
                customerUserErrors { message }
              }
            }`,
            variables: {token},
          },
        },
      );
      return (
        (await response.json()) as {
          data: {
            customerAccessTokenCreateWithMultipass: {
              customerAccessToken: {accessToken: string} | null;
            };
          };
        }
      ).data.customerAccessTokenCreateWithMultipass.customerAccessToken;
    };
    expect(await exchange(multipassToken)).not.toBeNull();
    expect(await exchange(multipassToken)).toBeNull();
    const tampered = `${multipassToken.slice(0, 20)}${multipassToken[20] === 'A' ? 'B' : 'A'}${multipassToken.slice(21)}`;
    expect(await exchange(tampered)).toBeNull();
  });

  test('sign-up, verification, reset and sign-in link requests answer with the documented codes', async ({
    page,
  }) => {
    const email = uniqueEmail('api');
    const signUp = await page.request.post('/auth/sign-up', {
      data: {email, password: 'api-password-1'},
    });
    expect(signUp.status()).toBe(200);
    expect(await signUp.json()).toMatchObject({data: {email}});
    expect(await latestOobCode(page, email, 'VERIFY_EMAIL')).not.toBe('');

    const again = await page.request.post('/auth/sign-up', {
      data: {email, password: 'api-password-1'},
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({error: {code: 'user-already-exists'}});

    const weak = await page.request.post('/auth/sign-up', {
      data: {email: uniqueEmail('weak'), password: ' short'},
    });
    expect(await weak.json()).toMatchObject({error: {code: 'invalid-password'}});

    const noEmail = await page.request.post('/auth/reset-password', {data: {}});
    expect(await noEmail.json()).toMatchObject({error: {code: 'missing-email'}});
    const badEmail = await page.request.post('/auth/send-sign-in-link', {
      data: {email: '<script>@'},
    });
    expect(await badEmail.json()).toMatchObject({error: {code: 'invalid-email'}});

    expect(
      (await page.request.post('/auth/reset-password', {data: {email}})).status(),
    ).toBe(200);
    expect(await latestOobCode(page, email, 'PASSWORD_RESET')).not.toBe('');
    expect(
      (await page.request.post('/auth/send-sign-in-link', {data: {email}})).status(),
    ).toBe(200);
    expect(await latestOobCode(page, email, 'EMAIL_SIGNIN')).not.toBe('');

    const verifyOther = await page.request.post('/auth/send-verification-email', {
      headers: {Authorization: `Bearer ${await idTokenFor(page, 'ben@example.com')}`},
      data: {email},
    });
    expect(await verifyOther.json()).toMatchObject({error: {code: 'invalid-id-token'}});
  });
});

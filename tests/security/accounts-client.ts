/**
 * What the accounts suite does as a shopper or a script: identities made on the Auth emulator,
 * its ID tokens, the login form, and the account the storefront says the shopper has.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import {IDENTITY_TOOLKIT, uniqueClient} from '../e2e/auth-emulator';

/** The password of the identities the suite creates. */
export const PASSWORD = 'accounts-pass-1';

/** Another browser, a client of its own, with the project's settings (consent, survey done). */
export async function anotherBrowser(browser: Browser, javaScriptEnabled: boolean) {
  const {baseURL, storageState} = test.info().project.use;
  return browser.newContext({
    baseURL,
    storageState,
    javaScriptEnabled,
    extraHTTPHeaders: uniqueClient(),
  });
}

export async function createIdentity(
  api: APIRequestContext,
  email: string,
  emailVerified: boolean,
): Promise<void> {
  const created = await api.post(`${IDENTITY_TOOLKIT}/accounts:signUp?key=any`, {
    headers: {Authorization: 'Bearer owner'},
    data: {email, password: PASSWORD, emailVerified},
  });
  expect(created.status(), await created.text()).toBe(200);
}

export async function idTokenFor(
  api: APIRequestContext,
  email: string,
  password = PASSWORD,
) {
  const response = await api.post(
    `${IDENTITY_TOOLKIT}/accounts:signInWithPassword?key=any`,
    {data: {email, password, returnSecureToken: true}},
  );
  return ((await response.json()) as {idToken: string}).idToken;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/account/login');
  await page.getByRole('main').getByLabel('email').fill(email);
  await page.getByRole('main').getByLabel('password', {exact: true}).fill(password);
  await page.getByRole('button', {name: 'sign in', exact: true}).click();
}

export async function accountStatus(api: APIRequestContext): Promise<string> {
  const answer = (await (await api.get('/api/shopper')).json()) as {
    account: {status: string};
  };
  return answer.account.status;
}

export function loginPost(api: APIRequestContext, email: string, password: string) {
  return api.post('/account/login', {form: {intent: 'password', email, password}});
}

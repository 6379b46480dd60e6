/**
 * The test stack's Auth emulator as the account tests reach it (tests/playwright.config.ts
 * starts it with a Firebase project of its own per port offset): the links it would have
 * emailed, its Identity Toolkit API, and the addresses and clients that keep tests apart.
 */
import {randomInt} from 'node:crypto';
import {expect, type APIRequestContext, type Page} from '@playwright/test';
import {SEED_PASSWORD} from '../../emulators/seed-customers';
import {STAND_IN_CLIENT_HEADER} from '../../dev/edge-headers';
import {E2E_CLIENT_TOKEN, E2E_PORTS} from '../playwright.config';

/** The test stack's own Firebase project, one per port offset. */
export const PROJECT = `demo-brush-storefront-e2e-${process.env.E2E_PORT_OFFSET ?? 0}`;
const AUTH = `http://127.0.0.1:${E2E_PORTS.authEmulator}`;
export const IDENTITY_TOOLKIT = `${AUTH}/identitytoolkit.googleapis.com/v1`;
const OOB_CODES = `${AUTH}/emulator/v1/projects/${PROJECT}/oobCodes`;

export interface EmailedCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The links the emulator would have emailed to `email` for one purpose, oldest first. */
export async function emailedCodes(
  api: APIRequestContext,
  email: string,
  requestType: string,
): Promise<EmailedCode[]> {
  const {oobCodes} = (await (await api.get(OOB_CODES)).json()) as {
    oobCodes: EmailedCode[];
  };
  return oobCodes.filter(
    (code) => code.email === email && code.requestType === requestType,
  );
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${randomInt(1e6)}@example.com`;
}

/**
 * Headers that make the test stack's front see a documentation address (RFC 5737) no other
 * test uses as the client, so a test's requests count against no other test's rate limits.
 */
export function uniqueClient(): Record<string, string> {
  return {
    [STAND_IN_CLIENT_HEADER]: `${E2E_CLIENT_TOKEN} 198.51.${randomInt(256)}.${randomInt(256)}`,
  };
}

/** The form's message; the layout keeps empty live regions of both roles too. */
export function message(page: Page, role: 'alert' | 'status') {
  return page.getByRole(role).filter({hasText: /\S/});
}

/** Fills the sign-in form of the page on screen and sends it; a seeded customer by default. */
export async function signInWithPassword(
  page: Page,
  email: string,
  password: string = SEED_PASSWORD,
): Promise<void> {
  await page.getByRole('main').getByLabel('email').fill(email);
  await page.getByRole('main').getByLabel('password', {exact: true}).fill(password);
  await page.getByRole('button', {name: 'sign in', exact: true}).click();
}

/** The password of the customers signInAsNewCustomer makes. */
const NEW_CUSTOMER_PASSWORD = 'new-customer-pass-1';

/**
 * A verified customer made in the Auth emulator and signed in through the shop, which makes
 * them on the platform: each test gets its own, so the seeded customers keep the balances and
 * claims other specs read. Resolves with their email once the account page shows.
 */
export async function signInAsNewCustomer(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const created = await page.request.post(`${IDENTITY_TOOLKIT}/accounts:signUp?key=any`, {
    headers: {Authorization: 'Bearer owner'},
    data: {email, password: NEW_CUSTOMER_PASSWORD, emailVerified: true},
  });
  expect(created.status(), await created.text()).toBe(200);
  await page.goto('/account/login');
  await page.getByRole('main').getByLabel('email').fill(email);
  await page
    .getByRole('main')
    .getByLabel('password', {exact: true})
    .fill(NEW_CUSTOMER_PASSWORD);
  await page.getByRole('button', {name: 'sign in', exact: true}).click();
  await expect(page.getByRole('heading', {name: 'orders', level: 1})).toBeVisible();
  return email;
}

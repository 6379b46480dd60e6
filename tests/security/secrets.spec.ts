import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type APIResponse} from '@playwright/test';
import {
  LOCAL_ADMIN_TOKEN,
  LOCAL_MULTIPASS_SECRET,
  LOCAL_SESSION_SECRET,
} from '../../dev/local-env';
import {E2E_BUILD_DIR, E2E_SERVER_SECRETS} from '../playwright.config';
import {BUYABLE_VARIANT_ID, STOREFRONT_ORIGIN} from './platform';
import {PAGES, RESOURCES} from './routes';

/** The test stack's server-only values (distinctive, set in playwright.config.ts). */
const STACK_SECRETS: ReadonlyArray<[string, string]> = Object.entries(E2E_SERVER_SECRETS);

/** Plus the local defaults from the repository, which a client import of local-env would bundle. */
const SECRETS: ReadonlyArray<[string, string]> = [
  ...STACK_SECRETS,
  ['LOCAL_SESSION_SECRET', LOCAL_SESSION_SECRET],
  ['LOCAL_MULTIPASS_SECRET', LOCAL_MULTIPASS_SECRET],
  ['COMMERCE_ADMIN_TOKEN (local)', LOCAL_ADMIN_TOKEN],
];

function filesUnder(directory: string): string[] {
  return readdirSync(directory, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function leakedSecrets(text: string, secrets = SECRETS): string[] {
  return secrets.filter(([, value]) => text.includes(value)).map(([name]) => name);
}

async function everything(response: APIResponse): Promise<string> {
  const headers = response
    .headersArray()
    .map(({name, value}) => `${name}: ${value}`)
    .join('\n');
  return `${headers}\n\n${await response.text()}`;
}

test.describe('no server-only value reaches a browser', () => {
  test('the client build holds none', () => {
    const files = filesUnder(path.join(E2E_BUILD_DIR, 'client'));
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
    for (const file of files) {
      // latin1 keeps every byte, so a value inside a binary asset is found too.
      expect(leakedSecrets(readFileSync(file, 'latin1')), file).toEqual([]);
    }
  });

  test('the server build holds none either: the worker reads them at run time', () => {
    const files = filesUnder(path.join(E2E_BUILD_DIR, 'server'));
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
    for (const file of files) {
      expect(leakedSecrets(readFileSync(file, 'latin1'), STACK_SECRETS), file).toEqual(
        [],
      );
    }
  });

  for (const {path: page, status} of [...PAGES, ...RESOURCES]) {
    test(`${page}`, async ({request}) => {
      const response = await request.get(`${STOREFRONT_ORIGIN}${page}`);
      expect(response.status()).toBe(status);
      expect(leakedSecrets(await everything(response))).toEqual([]);
    });
  }

  test('answers to cart actions, refusals and errors', async ({playwright}) => {
    const shopper = await playwright.request.newContext();
    const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
      shopper.post(`${STOREFRONT_ORIGIN}/cart`, {form, headers, maxRedirects: 0});
    const add = JSON.stringify({
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: BUYABLE_VARIANT_ID, quantity: 1}]},
    });
    const answers = [
      await post({cartFormInput: add}, {Origin: STOREFRONT_ORIGIN}),
      await shopper.get(`${STOREFRONT_ORIGIN}/cart`),
      await shopper.get(`${STOREFRONT_ORIGIN}/cart.data`),
      await post({cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {}})}),
      await post({cartFormInput: '{'}),
      await post({cartFormInput: add}, {Origin: 'https://evil.example'}),
      await shopper.get(`${STOREFRONT_ORIGIN}/no-such-page?redirect=//evil.example`),
    ];
    expect(answers.map((answer) => answer.status())).toEqual([
      200, 200, 200, 400, 400, 403, 404,
    ]);
    for (const answer of answers) {
      expect(leakedSecrets(await everything(answer))).toEqual([]);
    }
    await shopper.dispose();
  });
});

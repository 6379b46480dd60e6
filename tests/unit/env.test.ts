import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkEnv, sessionSecrets, WORKER_VARIABLES} from '../../app/server/env.server';
import {localStorefrontEnv} from '../../dev/local-env';

/** A production environment that passes every rule. */
const VALID = {
  SESSION_SECRET: 'k3Yq9ZtW1mP4vR7sX2bN8cF5hJ0dL6gA',
  PUBLIC_STORE_DOMAIN: 'brush-shop.myshopify.com',
  PUBLIC_STOREFRONT_API_TOKEN: '0123456789abcdef0123456789abcdef',
  PUBLIC_STOREFRONT_ORIGIN: 'https://shop.example.com',
};

function problemsOf(overrides: Record<string, string | undefined>): string[] {
  const env: Record<string, string | undefined> = {...VALID, ...overrides};
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
  }
  const check = checkEnv(env);
  return check.ok
    ? []
    : check.problems.map(({variable, message}) => `${variable} ${message}`);
}

describe('the worker environment schema', () => {
  it('accepts a production environment and the local stack’s defaults', () => {
    expect(problemsOf({})).toEqual([]);
    expect(checkEnv(localStorefrontEnv()).ok).toBe(true);
  });

  it('names every variable .env.example documents, and .env.example documents each', () => {
    const documented = [
      ...fs
        .readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8')
        .matchAll(/^([A-Z][A-Z0-9_]*)=/gm),
    ].map((match) => match[1] ?? '');
    // Hydrogen's own Customer Account API variables, listed there as unused by this shop.
    const unused = [
      'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID',
      'PUBLIC_CUSTOMER_ACCOUNT_API_URL',
      'SHOP_ID',
    ];
    expect([...WORKER_VARIABLES].sort()).toEqual(
      documented.filter((name) => !unused.includes(name)).sort(),
    );
  });

  it.each([
    // Required variables.
    [{SESSION_SECRET: undefined}, 'SESSION_SECRET is required'],
    [{SESSION_SECRET: ' , '}, 'SESSION_SECRET is required'],
    [{PUBLIC_STORE_DOMAIN: undefined}, 'PUBLIC_STORE_DOMAIN is required'],
    [{PUBLIC_STOREFRONT_API_TOKEN: undefined}, 'PUBLIC_STOREFRONT_API_TOKEN is required'],
    [{PUBLIC_STOREFRONT_ORIGIN: undefined}, 'PUBLIC_STOREFRONT_ORIGIN is required'],
    // SESSION_SECRET: long and varied, every rotated one too.
    [
      {SESSION_SECRET: 'k3Yq9ZtW1mP4vR7sX2bN8cF5hJ0dL6g'},
      'SESSION_SECRET must hold secrets of at least 32 random characters (comma-separated when rotating)',
    ],
    [
      {SESSION_SECRET: 'a'.repeat(64)},
      'SESSION_SECRET must hold secrets of at least 32 random characters (comma-separated when rotating)',
    ],
    [
      {SESSION_SECRET: `${VALID.SESSION_SECRET},short`},
      'SESSION_SECRET must hold secrets of at least 32 random characters (comma-separated when rotating)',
    ],
    // The Storefront token.
    [
      {PUBLIC_STOREFRONT_API_TOKEN: 'shpat_0123456789abcdef0123456789'},
      'PUBLIC_STOREFRONT_API_TOKEN is an Admin API token (shpat_); use the Storefront API token',
    ],
    [
      {PUBLIC_STOREFRONT_API_TOKEN: '0123456789abcdef'},
      'PUBLIC_STOREFRONT_API_TOKEN must be 32 characters',
    ],
    [
      {PRIVATE_STOREFRONT_API_TOKEN: 'shpat_secret'},
      'PRIVATE_STOREFRONT_API_TOKEN is an Admin API token (shpat_); use a Storefront API token',
    ],
    // Domains have no path; an origin only on this machine, https elsewhere.
    [
      {PUBLIC_STORE_DOMAIN: 'brush-shop.myshopify.com/admin'},
      'PUBLIC_STORE_DOMAIN must be a domain with no path',
    ],
    [
      {PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100/api'},
      'PUBLIC_STORE_DOMAIN must be a domain with no path (or an origin, on this machine)',
    ],
    [
      {PUBLIC_STORE_DOMAIN: 'http://brush-shop.myshopify.com'},
      'PUBLIC_STORE_DOMAIN must use https (http only on localhost or 127.0.0.1)',
    ],
    [
      {PUBLIC_CHECKOUT_DOMAIN: 'checkout example'},
      'PUBLIC_CHECKOUT_DOMAIN must be a domain with no path',
    ],
    // URLs: https outside loopback; the shop origin is an origin.
    [
      {PUBLIC_STOREFRONT_ORIGIN: 'http://shop.example.com'},
      'PUBLIC_STOREFRONT_ORIGIN must use https (http only on localhost or 127.0.0.1)',
    ],
    [
      {PUBLIC_STOREFRONT_ORIGIN: 'https://shop.example.com/en'},
      'PUBLIC_STOREFRONT_ORIGIN must be an origin, with no path, query or fragment',
    ],
    [
      {PUBLIC_STOREFRONT_ORIGIN: 'shop.example.com'},
      'PUBLIC_STOREFRONT_ORIGIN must be an http(s) URL',
    ],
    [{BRAND_API_URL: 'ftp://api.example.com'}, 'BRAND_API_URL must be an http(s) URL'],
    [
      {BRAND_API_URL: 'http://api.example.com'},
      'BRAND_API_URL must use https (http only on localhost or 127.0.0.1)',
    ],
    [
      {CLICK_API_URL: 'http://clicks.example.com'},
      'CLICK_API_URL must use https (http only on localhost or 127.0.0.1)',
    ],
    [
      {ERROR_CHAT_WEBHOOK_URL: 'http://chat.example.com/hook'},
      'ERROR_CHAT_WEBHOOK_URL must use https (http only on localhost or 127.0.0.1)',
    ],
    [{SENTRY_DSN: 'not a url'}, 'SENTRY_DSN must be an http(s) URL'],
    [
      {PUBLIC_SENTRY_DSN: 'http://key@sentry.example.com/1'},
      'PUBLIC_SENTRY_DSN must use https (http only on localhost or 127.0.0.1)',
    ],
    // Other formats.
    [
      {PUBLIC_STOREFRONT_ID: 'gid://shopify/Storefront/1'},
      'PUBLIC_STOREFRONT_ID must be a number',
    ],
    [{MULTIPASS_SECRET: 'too-short'}, 'MULTIPASS_SECRET must be at least 32 characters'],
    [{PAGE_CACHE: 'no'}, "PAGE_CACHE must be 'on' or 'off'"],
    [
      {PUBLIC_EMBED_SDK_URL: 'http://embed.forms.example/embed.js'},
      'PUBLIC_EMBED_SDK_URL must use https (http only on localhost or 127.0.0.1)',
    ],
    [
      {PUBLIC_EMBED_FORM_ORIGIN: 'https://form.forms.example/x'},
      'PUBLIC_EMBED_FORM_ORIGIN must be an origin, with no path, query or fragment',
    ],
    [
      {PUBLIC_SURVEY_FORM_ID: 'a b'},
      'PUBLIC_SURVEY_FORM_ID must be a form id (letters, digits, - and _)',
    ],
    [
      {PUBLIC_FIREBASE_PROJECT_ID: 'Brush Shop'},
      'PUBLIC_FIREBASE_PROJECT_ID must be a Firebase project id',
    ],
    [
      {FIREBASE_AUTH_EMULATOR_HOST: 'auth.example.com:9099'},
      'FIREBASE_AUTH_EMULATOR_HOST must be host:port on this machine (the emulator is for development only)',
    ],
    [{SENDGRID_API_KEY: 'key-123'}, 'SENDGRID_API_KEY must be a SendGrid key (SG.…)'],
    [
      {FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099'},
      'FIREBASE_AUTH_EMULATOR_HOST must not be set for a shop served beyond this machine (PUBLIC_STOREFRONT_ORIGIN is not local): the Auth emulator signs anyone in',
    ],
    [
      {
        FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099',
        PUBLIC_STOREFRONT_ORIGIN: undefined,
      },
      'FIREBASE_AUTH_EMULATOR_HOST must not be set for a shop served beyond this machine (PUBLIC_STOREFRONT_ORIGIN is not local): the Auth emulator signs anyone in',
    ],
  ])('%o: %s', (overrides, problem) => {
    expect(problemsOf(overrides)).toContain(problem);
  });

  it.each([
    {PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100'},
    {PUBLIC_STORE_DOMAIN: 'https://brush-shop.myshopify.com'},
    {PUBLIC_STOREFRONT_ORIGIN: 'http://localhost:3000'},
    {PUBLIC_STOREFRONT_ORIGIN: 'https://shop.example.com/'},
    {PUBLIC_CHECKOUT_DOMAIN: 'checkout.example.com'},
    {BRAND_API_URL: 'http://127.0.0.1:4100/brand'},
    {PUBLIC_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2'},
    {
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      PUBLIC_STOREFRONT_ORIGIN: 'http://localhost:3000',
    },
    {SENDGRID_API_KEY: 'SG.abc.def'},
    {MULTIPASS_SECRET: ''},
    {SESSION_SECRET: `${VALID.SESSION_SECRET}, z9Y8x7W6v5U4t3S2r1Q0p9O8n7M6l5K4`},
  ])('accepts %o', (overrides) => {
    expect(problemsOf(overrides)).toEqual([]);
  });

  it('never puts a value in a problem', () => {
    const secret = 'a-value-nobody-may-read';
    const check = checkEnv({...VALID, SESSION_SECRET: secret, MULTIPASS_SECRET: secret});
    expect(JSON.stringify(check)).not.toContain(secret);
  });
});

describe('sessionSecrets', () => {
  it.each([
    ['one', ['one']],
    ['new, old', ['new', 'old']],
    ['new,,old,', ['new', 'old']],
    ['', []],
  ])('%s -> %o', (value, secrets) => {
    expect(sessionSecrets(value)).toEqual(secrets);
  });
});

import {SURVEY_DONE_FLAG} from '../app/features/growth/survey';
import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_FLAGS, testChromiumPath} from '../dev/chromium';
import {TEST_BUILD_DIR} from '../dev/build';
import {LOCAL_ADMIN_TOKEN} from '../dev/local-env';
import {E2E_SERVER_SECRETS} from './server-secrets';
import {
  CONSENT_ACCEPTED,
  CONSENT_STORAGE_KEY,
  consentRecord,
} from '../app/features/growth/consent';

/**
 * End-to-end and security tests run against the real stack (Auth emulator, local platform
 * with a fresh in-memory database, the production build on MiniOxygen), on ports of their own
 * so that a running `npm start` is not disturbed.
 */
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
/** E2E_PORT_OFFSET moves every port, so that several test runs can share one machine. */
export const E2E_PORTS = {
  storefront: 3100 + portOffset,
  commerce: 4200 + portOffset,
  authEmulator: 9199 + portOffset,
} as const;
export const E2E_ADMIN_TOKEN = LOCAL_ADMIN_TOKEN;
/** Lets a test name the client it stands for (dev/edge-headers.ts); this stack's alone. */
export const E2E_CLIENT_TOKEN = `e2e-stand-in-client-${portOffset}`;

/** The worker's secrets in the test stack (tests/server-secrets.ts). */
export {E2E_SERVER_SECRETS};

const root = path.resolve(import.meta.dirname, '..');

/**
 * Every browser starts with the cookie choice made and the survey done, so neither the consent
 * banner (EU and Norway) nor the survey popup (10 s after load) covers what another test
 * clicks; tests/e2e/consent.spec.ts and tests/e2e/survey.spec.ts start without them.
 */
const CONSENT_GIVEN = {
  cookies: [],
  origins: [
    {
      origin: `http://localhost:${E2E_PORTS.storefront}`,
      localStorage: [
        {
          name: CONSENT_STORAGE_KEY,
          value: JSON.stringify(consentRecord(CONSENT_ACCEPTED, Date.now())),
        },
        {name: SURVEY_DONE_FLAG, value: 'true'},
      ],
    },
  ],
};
/**
 * The test stack's build (server and client), e.g. for scanning what browsers download: the
 * integration tier's, reused while no source is newer.
 */
export const E2E_BUILD_DIR = path.join(root, TEST_BUILD_DIR);

/** The stack the tests run against: Playwright's web server, or `npm test`'s (tests/run.ts). */
export const E2E_STACK = {
  args: [
    path.join(root, 'node_modules/tsx/dist/cli.mjs'),
    path.join(root, 'dev/start.ts'),
    ...['--storefront-port', `${E2E_PORTS.storefront}`],
    ...['--commerce-port', `${E2E_PORTS.commerce}`],
    ...['--auth-port', `${E2E_PORTS.authEmulator}`],
    ...['--db', ':memory:'],
    ...['--build-dir', TEST_BUILD_DIR],
    '--reuse-build',
  ],
  url: `http://127.0.0.1:${E2E_PORTS.storefront}/healthz`,
  env: {
    ...E2E_SERVER_SECRETS,
    STACK_CLIENT_TOKEN: E2E_CLIENT_TOKEN,
    // Auth emulators of one project stop each other: the test stack must not share
    // npm start's project (or another test run's).
    PUBLIC_FIREBASE_PROJECT_ID: `demo-brush-storefront-e2e-${portOffset}`,
    // The platform knows the private token too: the worker talks to it as to Shopify.
    COMMERCE_PRIVATE_STOREFRONT_TOKEN: E2E_SERVER_SECRETS.PRIVATE_STOREFRONT_API_TOKEN,
  },
};

export default defineConfig({
  testDir: root,
  testMatch: [
    'tests/e2e/**/*.spec.ts',
    'tests/security/**/*.spec.ts',
    'tests/starter/**/*.spec.ts',
  ],
  // Playwright empties its output folder at each start: the timing reports live beside it.
  outputDir: path.join(root, 'test-results/playwright'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [
    ['list'],
    ['json', {outputFile: path.join(root, 'test-results/timings/playwright.json')}],
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.storefront}`,
    storageState: CONSENT_GIVEN,
    // A trace records every passing test too (its screencast alone about a fifth of the
    // suite's CPU here): `--trace retain-on-failure` brings it back when debugging.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {executablePath: testChromiumPath(), args: [...CHROMIUM_FLAGS]},
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['**/*.mobile.spec.ts', 'tests/starter/**'],
      use: {...devices['Desktop Chrome'], viewport: {width: 1440, height: 900}},
    },
    {
      // Hydrogen's own starter against the started platform (tests/starter).
      name: 'starter',
      testMatch: ['tests/starter/**/*.spec.ts'],
      use: {...devices['Desktop Chrome'], viewport: {width: 1440, height: 900}},
    },
    {
      name: 'mobile',
      // The languages' walk checks every screen a phone shows too (docs/product/markets.md#languages).
      testMatch: ['tests/e2e/**/*.mobile.spec.ts', 'tests/e2e/i18n-walk.spec.ts'],
      // Its search suggestions are the same answer on any screen: the desktop run covers them.
      grepInvert: /suggests only words that find something/,
      use: {...devices['Pixel 7'], viewport: {width: 390, height: 844}},
    },
  ],
  webServer: {
    command: ['node', ...E2E_STACK.args].join(' '),
    url: E2E_STACK.url,
    env: E2E_STACK.env,
    cwd: root,
    timeout: 300_000,
    // `npm test` starts the stack during the integration tier and says so (tests/run.ts).
    reuseExistingServer: process.env.E2E_STACK_STARTED === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: {signal: 'SIGTERM', timeout: 15_000},
  },
});

import {existsSync} from 'node:fs';

/**
 * The Chromium that the benchmark (Lighthouse and the add-to-cart run) starts: Debian's, unless
 * CHROME_PATH names another (the variable Lighthouse's own launcher reads too).
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH || DEFAULT_CHROMIUM_PATH;
}

/** Debian's build of Chromium's headless shell: the same Blink without the browser's UI. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests' Chromium: the headless shell when installed (`.ci/run` installs it),
 * which spends about half the CPU of the full browser per page on this two-core machine
 * (tests/README.md); the full browser otherwise. Lighthouse keeps the full browser.
 */
export function testChromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  installed: (file: string) => boolean = existsSync,
): string {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return installed(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DEFAULT_CHROMIUM_PATH;
}

/**
 * Flags for every Chromium started here. Playwright chooses the headless mode itself;
 * Lighthouse starts Chromium through its own launcher and needs CHROMIUM_HEADLESS_FLAG added.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // Keep Chromium off the closed network (its background requests would be refused).
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CHROMIUM_HEADLESS_FLAG = '--headless=new';

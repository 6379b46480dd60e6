/**
 * The one Chromium that the end-to-end tests (Playwright) and the benchmark (Lighthouse and the
 * add-to-cart run) start: Debian's, unless CHROME_PATH names another (the variable Lighthouse's
 * own launcher reads too).
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH || DEFAULT_CHROMIUM_PATH;
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

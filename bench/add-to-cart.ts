/**
 * Add to cart as a shopper sees it, in Chromium through Playwright: open the product page, wait
 * for hydration, click the add-to-cart button (found by its role and name), and time in the page
 * (performance.now) until the header's cart badge shows the new count and until the button's
 * confirmation appears (the action answered and the page revalidated). The Storefront
 * mutations the add caused are counted at the platform. The first add creates the cart
 * (cartCreate), the next ones add to it (cartLinesAdd), each after a fresh page load.
 */
import {chromium, type Page} from '@playwright/test';
import {CHROMIUM_FLAGS, chromiumPath} from '../dev/chromium';
import {BROWSER_HEADERS, type BenchPage} from './config';
import type {PlatformAdmin} from './platform';
import {median} from './stats';
import {TEXTS} from './texts';

export interface AddToCartRun {
  /** Click to the badge showing 1 (optimistic UI, before the server answers). */
  badgeMs: number;
  /** Click to the confirmation (the action answered and the cart was read again). */
  confirmedMs: number;
  mutations: string[];
  queries: string[];
}

export interface AddToCartResult {
  page: string;
  runs: AddToCartRun[];
  badgeMs: number;
  confirmedMs: number;
  /** The largest count of mutations one add caused (expected: 1). */
  mutationsPerAdd: number;
}

declare global {
  interface Window {
    __benchClickAt?: number;
  }
}

async function oneAdd(
  page: Page,
  url: string,
  platform: PlatformAdmin,
  countAfter: number,
): Promise<AddToCartRun> {
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForFunction(() => '__remixRouter' in window);
  const mark = await platform.mark();
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => {
        window.__benchClickAt = performance.now();
      },
      {capture: true, once: true},
    );
  });
  const badge = TEXTS.cartBadge(countAfter);
  const badgeShown = page.waitForFunction(
    (label) =>
      document.querySelector(`a[aria-label="${label}"]`) ? performance.now() : false,
    badge,
    {polling: 'raf', timeout: 30_000},
  );
  const confirmed = page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('[aria-live] *, [role="status"]')].some((node) =>
        node.textContent?.includes(text),
      )
        ? performance.now()
        : false,
    TEXTS.added,
    {polling: 'raf', timeout: 30_000},
  );
  await page.getByRole('button', {name: TEXTS.addToCart}).click();
  const badgeAt = (await (await badgeShown).jsonValue()) as number;
  const confirmedAt = (await (await confirmed).jsonValue()) as number;
  await page.waitForLoadState('networkidle');
  const clickAt = await page.evaluate(() => window.__benchClickAt ?? Number.NaN);
  const operations = await platform.operationsSince(mark);
  return {
    badgeMs: badgeAt - clickAt,
    confirmedMs: confirmedAt - clickAt,
    mutations: operations
      .filter((operation) => operation.mutation)
      .map((operation) => operation.operationName ?? operation.rootFields.join('+')),
    queries: operations
      .filter((operation) => !operation.mutation)
      .map((operation) => operation.operationName ?? operation.rootFields.join('+')),
  };
}

export async function measureAddToCart(
  origin: string,
  page: BenchPage,
  platform: PlatformAdmin,
  runs: number,
): Promise<AddToCartResult> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS],
  });
  try {
    // A fresh context: no cookies, so the first add creates the cart as a first visit does.
    // Headless Chromium names itself HeadlessChrome, which the storefront takes for a crawler.
    const context = await browser.newContext({
      userAgent: BROWSER_HEADERS['User-Agent'],
    });
    const tab = await context.newPage();
    const results: AddToCartRun[] = [];
    for (let run = 1; run <= runs; run++) {
      results.push(
        await oneAdd(tab, new URL(page.path, origin).toString(), platform, run),
      );
    }
    return {
      page: page.name,
      runs: results,
      badgeMs: median(results.map((run) => run.badgeMs)),
      confirmedMs: median(results.map((run) => run.confirmedMs)),
      mutationsPerAdd: Math.max(...results.map((run) => run.mutations.length)),
    };
  } finally {
    await browser.close();
  }
}

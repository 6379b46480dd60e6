import {expect, type Page} from '@playwright/test';

import {signInWithPassword} from './auth-emulator';
import {AXE_TAGS, axeViolations} from './axe';
import {headTags} from './seo-head';
import {gotoInteractive, whenInteractive} from './interactive';

/** The WCAG 2.1 A and AA rules; best-practice rules are not part of the bar. */

export interface ShopRoute {
  name: string;
  path: string;
  status?: number;
  /** Puts the shop in the state the route is checked in (a cart with an item). */
  prepare?: (page: Page) => Promise<void>;
  /** Opens something on the page after load (the suggestion list). */
  interact?: (page: Page) => Promise<void>;
  /** A 404 page has no canonical address or Open Graph card of its own. */
  notFound?: boolean;
}

async function addKumoToCart(page: Page) {
  await gotoInteractive(page, '/products/kumo-blending-brush');
  await page.getByRole('button', {name: 'add to cart'}).click();
  await expect(page.getByRole('link', {name: 'cart, 1 items'})).toBeVisible();
}

function signInAs(email: string) {
  return async (page: Page) => {
    await page.goto('/account/login');
    await signInWithPassword(page, email);
    await expect(page).toHaveURL(/\/account\/orders$/);
  };
}

/** Every route of the shop (spec section 2) that the storefront serves today, in one list. */
export const ROUTES: ShopRoute[] = [
  {name: 'home', path: '/'},
  {name: 'collections', path: '/collections'},
  {name: 'best sellers', path: '/collections/best-sellers'},
  {name: 'eye brushes', path: '/collections/eye-brushes'},
  {name: 'face brushes', path: '/collections/face-brushes'},
  {name: 'all products', path: '/collections/all-products'},
  {name: 'a product', path: '/products/kumo-blending-brush'},
  {name: 'a product sold out', path: '/products/ame-eyeshadow-shader'},
  {name: 'concept store', path: '/concept-store'},
  {name: 'promos', path: '/discounts'},
  {name: 'pay what you want', path: '/pwyw-products'},
  {name: 'a pay-what-you-want product', path: '/pwyw-products/kumo-mini-blender'},
  {name: 'yosegi sign-up', path: '/yosegi-signup'},
  {name: 'search', path: '/search'},
  {name: 'search results', path: '/search?q=brush'},
  {name: 'search without results', path: '/search?q=zzqx'},
  {
    name: 'search suggestions',
    path: '/search',
    interact: async (page) => {
      await whenInteractive(page);
      await page
        .getByRole('search')
        .getByRole('combobox', {name: 'search the shop'})
        .pressSequentially('kumo');
      await expect(page.getByRole('listbox', {name: 'suggestions'})).toBeVisible();
    },
  },
  {name: 'the eye makeup survey', path: '/survey'},
  {
    name: 'the survey popup',
    path: '/collections',
    interact: async (page) => {
      // The popup's code arrives after hydration; a click before it opens the survey's page.
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', {name: 'take the survey'}).click();
      await expect(
        page.getByRole('dialog', {name: 'the eye makeup survey'}),
      ).toBeVisible();
    },
  },
  {name: 'empty cart', path: '/cart'},
  {name: 'cart with an item', path: '/cart', prepare: addKumoToCart},
  {name: 'our story', path: '/pages/our-story'},
  {name: 'faq', path: '/pages/faq'},
  {name: 'contact us', path: '/pages/contact-us'},
  {name: 'terms of service', path: '/pages/terms-of-service'},
  {name: 'returns and exchanges', path: '/pages/returns-exchange'},
  {name: 'privacy policy', path: '/pages/privacy-policy'},
  {name: 'shipping', path: '/pages/shipping'},
  {name: 'vote', path: '/vote'},
  {name: 'reviews', path: '/reviews'},
  {name: 'pro', path: '/pro'},
  {name: 'pro program', path: '/pro/program'},
  {
    name: 'welcome offer',
    path: '/welcome-offer?variant=gid%3A%2F%2Fshopify%2FProductVariant%2F43000000000101',
  },
  {name: 'sign in', path: '/account/login'},
  {name: 'create account', path: '/account/signup'},
  {name: 'orders', path: '/account/orders', prepare: signInAs('chiara@example.com')},
  {
    name: 'product testing',
    path: '/account/feedback',
    prepare: signInAs('ava@example.com'),
  },
  {name: 'secret shop', path: '/secret', prepare: signInAs('ava@example.com')},
  {
    name: 'secret shop, closed',
    path: '/secret',
    status: 403,
    prepare: signInAs('ben@example.com'),
  },
  {
    name: 'a shared secret-shop link that does not work',
    path: '/secret/shared/v1.1.450000000201.2020-01-01.00',
    status: 404,
  },
  {name: 'not found', path: '/no-such-page', status: 404, notFound: true},
];

/**
 * The routes the phone sweep checks: one for each layout that changes below 768 px (the rules
 * under `@media (max-width: 767px)` in app/styles), plus the shell's phone states (dialogs,
 * suggestions, signed in, 404). Every other route is a layout already here, with its own
 * content checked by the desktop sweep; tests/README.md lists which stands for which.
 */
export const PHONE_ROUTES: readonly string[] = [
  'home',
  'collections',
  'eye brushes',
  'a product',
  'a pay-what-you-want product',
  'concept store',
  'promos',
  'yosegi sign-up',
  'search results',
  'search suggestions',
  'the survey popup',
  'empty cart',
  'cart with an item',
  'our story',
  'sign in',
  'orders',
  'secret shop',
  'not found',
];

/** Heading levels may go down one step at a time (h1 → h2 → h3), never skip. */
function headingJumps(levels: number[]): string[] {
  const jumps: string[] = [];
  levels.forEach((level, index) => {
    const previous = index === 0 ? 0 : (levels[index - 1] ?? 0);
    if (level > previous + 1) jumps.push(`h${previous || '-'} → h${level}`);
  });
  return jumps;
}

/**
 * Loads a route as a shopper would and checks it: axe (WCAG 2.1 A and AA), one banner, one
 * main, one h1, headings that never skip a level, and the tags crawlers and link previews read.
 */
export async function checkRoute(page: Page, route: ShopRoute) {
  if (route.prepare) await route.prepare(page);
  const response = await page.goto(route.path);
  expect(response?.status()).toBe(route.status ?? 200);
  await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
  if (route.interact) await route.interact(page);

  // Soft expectations: one run reports every problem of the page, not only the first.
  expect.soft(await axeViolations(page, AXE_TAGS)).toEqual([]);

  await expect.soft(page.getByRole('banner')).toHaveCount(1);
  await expect.soft(page.getByRole('main')).toHaveCount(1);

  const levels = await page
    .getByRole('heading')
    .evaluateAll((headings) =>
      headings.map((heading) => Number(heading.tagName.slice(1))),
    );
  expect.soft(headingJumps(levels)).toEqual([]);

  const tags = await headTags(page);
  expect.soft(tags.title.trim()).not.toBe('');
  expect.soft(tags.description?.trim()).toBeTruthy();
  if (route.notFound) return;
  expect.soft(tags.canonical).toMatch(/^https?:\/\/[^/]+\//);
  expect.soft(tags.og['og:title']?.trim()).toBeTruthy();
}

/**
 * What the harness measures, in one place: when a screen is added or renamed, this is the file
 * to change. Every page is checked before it is measured, and a page that does not answer 200
 * stops the run with its name and status (never a silently skipped figure).
 */

export interface BenchPage {
  /** Short name used in tables, results and budgets. */
  name: string;
  path: string;
  /** The page is rendered with a cart cookie (a cart made through POST /cart first). */
  withCart?: boolean;
  /**
   * The page is one shopper's, rendered with their cookies: a signed-in customer's session
   * (ava@example.com: her orders, her secret shop), or a cart of every line the US may buy.
   */
  shopper?: 'customer' | 'long-cart';
  /** Lighthouse audits that do not apply to the page, each for a reason given beside it. */
  skipAudits?: readonly string[];
}

export const PAGES = {
  home: {name: 'home', path: '/'},
  collection: {name: 'collection', path: '/collections/eye-brushes'},
  product: {name: 'product', path: '/products/kumo-blending-brush'},
  // A cart is one shopper's page: it is kept out of search engines on purpose (noindex, and
  // robots.txt disallows /cart), so the crawlability audit would only measure that choice.
  cart: {name: 'cart', path: '/cart', withCart: true, skipAudits: ['is-crawlable']},
  search: {name: 'search', path: '/search?q=brush'},
} as const satisfies Record<string, BenchPage>;

/** The worker's minimal route (no upstream call): the baseline of every throughput ratio. */
export const BASELINE_PAGE: BenchPage = {name: 'healthz', path: '/healthz'};

/** Lighthouse: the four pages. */
export const LIGHTHOUSE_PAGES: BenchPage[] = [
  PAGES.home,
  PAGES.collection,
  PAGES.product,
  PAGES.cart,
];

/** First-load JavaScript and CSS: every page (the budget names the ones it limits). */
export const BUNDLE_PAGES: BenchPage[] = Object.values(PAGES);

/**
 * Pages whose long lists were read in small pages for the platform's old cost ceiling
 * (decision 0132): one shopper's (a signed-in customer's orders and secret shop, a cart of
 * every line the US may buy) and two promo listings. Counted at the platform only.
 */
export const PAGED_READ_PAGES = {
  longCart: {name: 'long-cart', path: '/cart', shopper: 'long-cart'},
  orders: {name: 'orders', path: '/account/orders', shopper: 'customer'},
  secretShop: {name: 'secret-shop', path: '/secret', shopper: 'customer'},
  conceptStore: {name: 'concept-store', path: '/concept-store'},
  pwyw: {name: 'pwyw-products', path: '/pwyw-products'},
} as const satisfies Record<string, BenchPage>;

/** Storefront requests per render, cold and warm. */
export const UPSTREAM_PAGES: BenchPage[] = [
  ...Object.values(PAGES),
  ...Object.values(PAGED_READ_PAGES),
];

/** Server rendering under load; /healthz is added to every run as the baseline. */
export const LOAD_PAGES: BenchPage[] = Object.values(PAGES);

/** The pages the edge page cache shares (decision 0106), measured again with it off. */
export const CACHED_LOAD_PAGES: BenchPage[] = [
  PAGES.home,
  PAGES.collection,
  PAGES.product,
];

/** Measured cold beside Hydrogen's skeleton, which has both (bench/skeleton.ts). */
export const SKELETON_PAGES: BenchPage[] = [PAGES.home, PAGES.product];

/** The page the add-to-cart measurement opens (its first variant is available in the US). */
export const ADD_TO_CART_PAGE: BenchPage = PAGES.product;

/**
 * Libraries that only some screens need, recognised in a client chunk by a string their code
 * keeps through minification (chunk file names say nothing reliable about their content).
 */
export const SCREEN_ONLY_LIBRARIES: {name: string; marker: RegExp}[] = [
  {name: 'firebase', marker: /@firebase\/|identitytoolkit\.googleapis\.com/},
  {name: 'fuse', marker: /Pattern length exceeds max of/},
  {name: 'sentry', marker: /__SENTRY__/},
  {name: 'typeform', marker: /embed\.typeform\.com|@typeform\//},
];

export const DEFAULTS = {
  lighthouseRuns: 3,
  loadConnections: 20,
  loadSeconds: 20,
  /** --quick: enough to see that every part works, not to quote figures. */
  quick: {lighthouseRuns: 1, loadSeconds: 3},
} as const;

/**
 * How the harness's own requests present themselves: as a phone's browser. Node's fetch says
 * "node", which the storefront (isbot) treats as a crawler and answers only once every
 * deferred part has resolved, unlike a shopper's page.
 */
export const BROWSER_HEADERS = {
  'User-Agent':
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
} as const;

/** `npm run test:load`: where virtual shoppers browse and what they put in their carts. */
export const SHOPPER_LISTING_PAGES: BenchPage[] = [PAGES.home, PAGES.collection];
export const SHOPPER_PRODUCT_PATHS = [
  '/products/kumo-blending-brush',
  '/products/tsuki-pencil-brush',
  '/products/yuki-powder-brush',
  '/products/sora-kabuki',
  '/products/kaze-fan-brush',
  '/products/sumi-liner-brush',
];

export interface FaultPage extends BenchPage {
  /**
   * error: the page needs the stopped service, so it must show the spec's error screen with a
   * 5xx. error-or-served: the page may render without the service (then it answers 200).
   */
  expect: 'error' | 'error-or-served';
}

/**
 * Pages checked while a service is stopped, with the cookies of a shopper who has a cart. The
 * catalog pages are ones no shopper visits, so their data is not in the worker's cache and
 * each render really needs the platform. To check a new service, add its entry here and in
 * load.ts's FAULTS.
 */
export const FAULT_PAGES: Record<'commerce' | 'auth', FaultPage[]> = {
  commerce: [
    {name: 'uncached product', path: '/products/hoshi-tapered-crease', expect: 'error'},
    {name: 'uncached collection', path: '/collections/face-brushes', expect: 'error'},
    {name: 'cart', path: '/cart', withCart: true, expect: 'error'},
  ],
  // The sign-in form renders without the Auth emulator; signing in needs it.
  auth: [{name: 'account login', path: '/account/login', expect: 'error-or-served'}],
};

export const LOAD_DEFAULTS = {
  shoppers: 50,
  seconds: 60,
  /** The fault run: shoppers keep shopping while the platform is stopped for a while. */
  faultSeconds: 30,
  outageSeconds: 8,
  /** The spec's error screen must come within this after a service stopped. */
  errorScreenWithinMs: 2000,
} as const;

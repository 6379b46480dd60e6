/**
 * Storefront API requests per page view, counted at the platform.
 *
 * Cold: the storefront process is restarted before each page (Hydrogen's cache is the
 * worker's Cache API, which lives and dies with workerd), then the page is rendered once.
 * The page cache is off here (the load run measures it): these figures are what a render asks
 * of the platform, and a shared page's render waits for its deferred parts too.
 * Warm: the same page rendered again right after (the cold render's cache writes run in
 * waitUntil, so the harness gives them WARM_SETTLE_MS; CacheShort entries stay fresh for 1 s,
 * after which a render is still answered from the cache but revalidates in the background).
 *
 * Operations are split three ways: the shopper's own (cart, customer: never cached), the
 * shell's (the root layout's queries, found as the catalog operations every page makes), and
 * the page's own catalog operations. Each of the page's own operations is then classified as
 * critical or deferred: the worker talks to the platform through a proxy that holds that one
 * operation back by PROBE_DELAY_MS on another cold render; if the first byte waits for it,
 * the page needed it before answering.
 */
import {CART_FLOW_ACTION} from '@brush/rules/promos';
import {VARIANT} from '../tests/emulator/seed-variants';
import {BROWSER_HEADERS, type BenchPage} from './config';
import {isShopperOperation, type LoggedOperation, type PlatformAdmin} from './platform';
import type {Stack} from './stack';
import {StorefrontClient} from './storefront-client';
import {startDelayingProxy, type DelayingProxy} from './upstream-proxy';

/** The worker talking to the platform through the proxy, rendering every request. */
const renderingWorkerEnv = (proxy: DelayingProxy) => ({
  PUBLIC_STORE_DOMAIN: proxy.origin,
  PAGE_CACHE: 'off',
});

const WARM_SETTLE_MS = 100;
const PROBE_DELAY_MS = 2000;
/** The log is read until two reads agree: the platform records a request as it answers it. */
const LOG_SETTLE_MS = 100;
const LOG_SETTLE_READS = 20;

export interface RenderCount {
  status: number;
  /** Time to the response's headers: the worker answers once its critical data is in. */
  firstByteMs: number;
  operations: string[];
  shopper: string[];
  catalog: string[];
}

export interface PageUpstream {
  page: string;
  cold: RenderCount;
  warm: RenderCount;
  /** The page's own catalog operations on a cold render (shell and shopper operations apart). */
  coldPageRequests: number;
  coldPageOperations: string[];
  /** Those the first byte waited for (critical data); the others were deferred. */
  coldCriticalRequests: number;
  criticalOperations: string[];
  deferredOperations: string[];
  /** Catalog operations of any kind on the warm render (the budget wants none). */
  warmCatalogRequests: number;
}

export interface UpstreamResult {
  shellOperations: string[];
  pages: PageUpstream[];
  cartOperations: CartOperationCount[];
}

const nameOf = (operation: LoggedOperation) =>
  operation.operationName ?? operation.rootFields.join('+');

async function settledOperationsSince(
  platform: PlatformAdmin,
  mark: number,
): Promise<LoggedOperation[]> {
  let previous = await platform.operationsSince(mark);
  for (let read = 0; read < LOG_SETTLE_READS; read++) {
    await new Promise((resolve) => setTimeout(resolve, LOG_SETTLE_MS));
    const current = await platform.operationsSince(mark);
    if (current.length === previous.length) return current;
    previous = current;
  }
  throw new Error('the platform kept receiving requests after the page was rendered');
}

async function countRender(
  stack: Stack,
  platform: PlatformAdmin,
  page: BenchPage,
  cookie: string | undefined,
): Promise<RenderCount> {
  const mark = await platform.mark();
  const started = performance.now();
  const response = await fetch(new URL(page.path, stack.origin), {
    headers: {...BROWSER_HEADERS, ...(cookie ? {Cookie: cookie} : {})},
    signal: AbortSignal.timeout(30_000),
  });
  const firstByteMs = performance.now() - started;
  // The whole body: deferred data streams in after the shell.
  await response.text();
  const operations = await settledOperationsSince(platform, mark);
  return {
    status: response.status,
    firstByteMs,
    operations: operations.map(nameOf),
    shopper: operations.filter(isShopperOperation).map(nameOf),
    catalog: operations.filter((operation) => !isShopperOperation(operation)).map(nameOf),
  };
}

/** The catalog operations every page made cold: the shell's (root loader). */
export function shellOperations(colds: readonly RenderCount[]): string[] {
  const [first, ...rest] = colds;
  if (!first) return [];
  return [...new Set(first.catalog)].filter((name) =>
    rest.every((cold) => cold.catalog.includes(name)),
  );
}

/** The page's own catalog operations: what it asked for cold besides the shell's. */
export function pageOperations(cold: RenderCount, shell: readonly string[]): string[] {
  return cold.catalog.filter((name) => !shell.includes(name));
}

/** An operation is critical when holding it back delayed the first byte by at least half. */
export function isCritical(
  baselineMs: number,
  delayedMs: number,
  delayMs: number,
): boolean {
  return delayedMs - baselineMs >= delayMs / 2;
}

export function pageUpstream(
  page: string,
  cold: RenderCount,
  warm: RenderCount,
  shell: readonly string[],
  critical: ReadonlySet<string>,
): PageUpstream {
  const coldPageOperations = pageOperations(cold, shell);
  const criticalOperations = coldPageOperations.filter((name) => critical.has(name));
  return {
    page,
    cold,
    warm,
    coldPageRequests: coldPageOperations.length,
    coldPageOperations,
    coldCriticalRequests: criticalOperations.length,
    criticalOperations,
    deferredOperations: coldPageOperations.filter((name) => !critical.has(name)),
    warmCatalogRequests: warm.catalog.length,
  };
}

/** Renders each page cold once per operation of its own, with that operation held back. */
async function criticalOperations(
  stack: Stack,
  platform: PlatformAdmin,
  proxy: DelayingProxy,
  renders: readonly {page: BenchPage; cold: RenderCount; cookie: string | undefined}[],
  shell: readonly string[],
): Promise<Set<string>> {
  const critical = new Set<string>();
  const tried = new Set<string>();
  for (const {page, cold, cookie} of renders) {
    for (const operation of new Set(pageOperations(cold, shell))) {
      if (tried.has(operation)) continue;
      tried.add(operation);
      await stack.restart('storefront', renderingWorkerEnv(proxy));
      proxy.delay([operation], PROBE_DELAY_MS);
      const delayed = await countRender(stack, platform, page, cookie);
      proxy.delay([], 0);
      if (isCritical(cold.firstByteMs, delayed.firstByteMs, PROBE_DELAY_MS)) {
        critical.add(operation);
      }
    }
  }
  return critical;
}

/** The cookies a page is rendered with, by what it needs. */
export interface PageCookies {
  cart: string;
  customer: string;
  longCart: string;
}

function cookieFor(page: BenchPage, cookies: PageCookies): string | undefined {
  if (page.shopper === 'customer') return cookies.customer;
  if (page.shopper === 'long-cart') return cookies.longCart;
  return page.withCart ? cookies.cart : undefined;
}

export async function measureUpstream(
  stack: Stack,
  platform: PlatformAdmin,
  pages: readonly BenchPage[],
  cookies: PageCookies,
): Promise<UpstreamResult> {
  const proxy = await startDelayingProxy(stack.commerceOrigin);
  try {
    const renders: {
      page: BenchPage;
      cold: RenderCount;
      warm: RenderCount;
      cookie: string | undefined;
    }[] = [];
    for (const page of pages) {
      await stack.restart('storefront', renderingWorkerEnv(proxy));
      const cookie = cookieFor(page, cookies);
      const cold = await countRender(stack, platform, page, cookie);
      // A redirect or an error screen would count another page's requests.
      if (cold.status !== 200) {
        throw new Error(`${page.name} (${page.path}) answered ${cold.status}, not 200`);
      }
      await new Promise((resolve) => setTimeout(resolve, WARM_SETTLE_MS));
      const warm = await countRender(stack, platform, page, cookie);
      renders.push({page, cold, warm, cookie});
    }
    const shell = shellOperations(renders.map((render) => render.cold));
    const critical = await criticalOperations(stack, platform, proxy, renders, shell);
    // Through the proxy, holding nothing back: the platform's log counts each request.
    await stack.restart('storefront', renderingWorkerEnv(proxy));
    return {
      shellOperations: shell,
      pages: renders.map(({page, cold, warm}) =>
        pageUpstream(page.name, cold, warm, shell, critical),
      ),
      cartOperations: await countCartOperations(stack.origin, platform),
    };
  } finally {
    // The rest of the run talks to the platform directly.
    await stack.restart('storefront');
    await proxy.close();
  }
}

/** One cart operation, posted as the shop's own forms post it, and what the platform received. */
export interface CartOperationCount {
  operation: string;
  status: number;
  requests: number;
  mutations: number;
  operations: string[];
}

/**
 * Storefront requests per cart operation (issue 48: at most two, one of them the mutation).
 * One shopper, in order: a first add makes the cart, then an add, an update and a remove of a
 * line, a discount code, each promo flow, and a country change with the cart full.
 */
export async function countCartOperations(
  origin: string,
  platform: PlatformAdmin,
): Promise<CartOperationCount[]> {
  const client = new StorefrontClient(origin);
  const counts: CartOperationCount[] = [];
  const count = async (operation: string, post: () => Promise<{status: number}>) => {
    const mark = await platform.mark();
    const {status} = await post();
    const received = await settledOperationsSince(platform, mark);
    counts.push({
      operation,
      status,
      requests: received.length,
      mutations: received.filter((logged) => logged.mutation).length,
      operations: received.map(nameOf),
    });
  };
  const cartPost = (action: string, inputs: Record<string, unknown>) => () =>
    client.cartAction(JSON.stringify({action, inputs}));
  const add = (merchandiseId: string) =>
    cartPost('LinesAdd', {lines: [{merchandiseId, quantity: 1}]});

  await count('add (new cart)', add(VARIANT.hoshiUs));
  await count('add', add(VARIANT.yukiUs));
  const {cart} = await client.cart();
  const line = cart?.lines.nodes.find((node) => node.merchandise.id === VARIANT.yukiUs);
  if (!line) throw new Error('the cart page shows no line for the added variant');
  await count('update', cartPost('LinesUpdate', {lines: [{id: line.id, quantity: 2}]}));
  await count('remove', cartPost('LinesRemove', {lineIds: [line.id]}));
  await count(
    'discount code',
    cartPost('DiscountCodesUpdate', {discountCode: 'NOSUCHCODE'}),
  );
  await count(
    'concept store',
    cartPost(CART_FLOW_ACTION, {flow: 'conceptStore', merchandiseId: VARIANT.kumoUs}),
  );
  await count(
    'pay what you want',
    cartPost(CART_FLOW_ACTION, {
      flow: 'pwyw',
      merchandiseId: VARIANT.kumoMiniUs,
      discount: '0.85',
    }),
  );
  await count('country change', () =>
    client.post('/api/country', new URLSearchParams({country: 'FR'})),
  );
  return counts;
}

/**
 * Storefront API requests per page view, counted at the platform.
 *
 * Cold: the storefront process is restarted before each page (Hydrogen's cache is the
 * worker's Cache API, which lives and dies with workerd), then the page is rendered once.
 * Warm: the same page rendered again right after (the cold render's cache writes run in
 * waitUntil, so the harness gives them WARM_SETTLE_MS; CacheShort entries stay fresh for 1 s).
 *
 * Operations are split three ways: the shopper's own (cart, customer: never cached), the
 * shell's (the root layout's queries, found as the catalog operations every page makes), and
 * the page's own catalog operations.
 */
import type {BenchPage} from './config';
import {isShopperOperation, type LoggedOperation, type PlatformAdmin} from './platform';
import type {Stack} from './stack';

const WARM_SETTLE_MS = 300;
/** The log is read until two reads agree: the platform records a request as it answers it. */
const LOG_SETTLE_MS = 100;
const LOG_SETTLE_READS = 20;

export interface RenderCount {
  status: number;
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
  /** Catalog operations of any kind on the warm render (the budget wants none). */
  warmCatalogRequests: number;
}

export interface UpstreamResult {
  shellOperations: string[];
  pages: PageUpstream[];
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
  const response = await fetch(new URL(page.path, stack.origin), {
    headers: {Accept: 'text/html', ...(cookie ? {Cookie: cookie} : {})},
    signal: AbortSignal.timeout(30_000),
  });
  // The whole body: deferred data streams in after the shell.
  await response.text();
  const operations = await settledOperationsSince(platform, mark);
  return {
    status: response.status,
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

export function pageUpstream(
  page: string,
  cold: RenderCount,
  warm: RenderCount,
  shell: readonly string[],
): PageUpstream {
  const coldPageOperations = cold.catalog.filter((name) => !shell.includes(name));
  return {
    page,
    cold,
    warm,
    coldPageRequests: coldPageOperations.length,
    coldPageOperations,
    warmCatalogRequests: warm.catalog.length,
  };
}

export async function measureUpstream(
  stack: Stack,
  platform: PlatformAdmin,
  pages: readonly BenchPage[],
  cartCookie: string,
): Promise<UpstreamResult> {
  const renders: {page: BenchPage; cold: RenderCount; warm: RenderCount}[] = [];
  for (const page of pages) {
    await stack.restart('storefront');
    const cookie = page.withCart ? cartCookie : undefined;
    const cold = await countRender(stack, platform, page, cookie);
    await new Promise((resolve) => setTimeout(resolve, WARM_SETTLE_MS));
    const warm = await countRender(stack, platform, page, cookie);
    renders.push({page, cold, warm});
  }
  const shell = shellOperations(renders.map((render) => render.cold));
  return {
    shellOperations: shell,
    pages: renders.map(({page, cold, warm}) =>
      pageUpstream(page.name, cold, warm, shell),
    ),
  };
}

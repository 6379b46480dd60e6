/** The worker's edge page cache (docs/product/operations.md#page-cache, decision 0106). */
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {COLLECTION_SORT_PARAM} from '~/features/catalog/collection-sort';
import {VARIANTS_LIMIT} from '@brush/rules/limits';
import {PAGINATION_PARAMS} from '~/lib/public-catalog';
import {LANDING_PARAMS} from './tracking.server';

/** A stored page is served as it is for this long... */
export const PAGE_CACHE_FRESH_SECONDS = 30;
/** ...then, for this long, served while its successor renders. */
export const PAGE_CACHE_STALE_SECONDS = 20;
/** ...and, past both, for this long only while the platform fails. */
export const PAGE_CACHE_STALE_IF_ERROR_SECONDS = 600;
/** A hung platform must not hold every shopper of a failing page for the deadline. */
const PAGE_CACHE_ERROR_RETRY_SECONDS = 5;
/** The catalog queries behind a page (Hydrogen's CacheShort) add their own age. */
const CATALOG_QUERY_MAX_AGE_SECONDS = 10;
export const PRICE_CHANGE_VISIBLE_WITHIN_SECONDS =
  PAGE_CACHE_FRESH_SECONDS + PAGE_CACHE_STALE_SECONDS + CATALOG_QUERY_MAX_AGE_SECONDS;
/** How long a copy stays in the Cache API: past fresh and stale, for stale-if-error too. */
const COPY_LIFETIME_SECONDS =
  PAGE_CACHE_FRESH_SECONDS + PAGE_CACHE_STALE_SECONDS + PAGE_CACHE_STALE_IF_ERROR_SECONDS;

/** Longer than any page's own parameters (a cursor is at most 1,024 characters). */
export const PAGE_CACHE_MAX_QUERY_LENGTH = 2048;
/** How many copies of one page (one address, other parameters) are kept at once. */
export const PAGE_CACHE_MAX_ENTRIES_PER_PAGE = VARIANTS_LIMIT + 1;

export const PAGE_CACHE_STATUS_HEADER = 'Page-Cache';
type PageCacheStatus = 'HIT' | 'STALE' | 'STALE-IF-ERROR' | 'MISS';

/** Oxygen's full-page cache and any shared cache: the same lifetimes as the worker's own. */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=${PAGE_CACHE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_CACHE_STALE_SECONDS}, stale-if-error=${PAGE_CACHE_STALE_IF_ERROR_SECONDS}`;
const BROWSER_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

const SEGMENT = '[^/]+';
const PRO_SECTION = /^\/pro(\/.*)?$/;

/** The pages every shopper of a market shares, and the parameters that change each. */
const SHARED_PAGE_ROUTES: readonly {pattern: RegExp; keyed: readonly string[] | 'all'}[] =
  [
    {pattern: /^\/$/, keyed: []},
    {pattern: /^\/collections$/, keyed: PAGINATION_PARAMS},
    {
      pattern: new RegExp(`^/collections/${SEGMENT}$`),
      keyed: [COLLECTION_SORT_PARAM, ...PAGINATION_PARAMS],
    },
    {pattern: new RegExp(`^/products/${SEGMENT}$`), keyed: 'all'},
    {pattern: new RegExp(`^/pages/${SEGMENT}$`), keyed: []},
    {pattern: /^\/(reviews|vote)$/, keyed: []},
    {pattern: PRO_SECTION, keyed: []},
    {pattern: /^\/concept-store$/, keyed: []},
    {pattern: /^\/discounts$/, keyed: []},
    {pattern: /^\/pwyw-products$/, keyed: PAGINATION_PARAMS},
    {pattern: new RegExp(`^/pwyw-products/${SEGMENT}$`), keyed: 'all'},
  ];

const compare = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);

/** The shared page a GET asks for; null when the answer is the shopper's own. */
export function sharedPageFor(method: string, url: URL, country: string) {
  // Remix's own data requests (single fetch) answer one shopper's navigation.
  if (method !== 'GET' || /\.data$/.test(url.pathname)) return null;
  if (url.search.length > PAGE_CACHE_MAX_QUERY_LENGTH) return null;
  const route = SHARED_PAGE_ROUTES.find(({pattern}) => pattern.test(url.pathname));
  if (!route) return null;
  const names = [...url.searchParams.keys()];
  if (names.some((name) => LANDING_PARAMS.includes(name) || name === '_data')) {
    return null;
  }
  const kept = [...url.searchParams]
    .filter(([name]) => route.keyed === 'all' || route.keyed.includes(name))
    .sort(([a, aValue], [b, bValue]) => compare(a, b) || compare(aValue, bValue));
  const search = new URLSearchParams(kept).toString();
  const path = search ? `${url.pathname}?${search}` : url.pathname;
  // Any path under /pro renders a page (the section's own for an unknown path).
  const familyPath = PRO_SECTION.test(url.pathname) ? '/pro' : url.pathname;
  return {
    /** The only URL the render sees: the path and the parameters that matter, sorted. */
    path,
    key: `${path}#${country}`,
    /** The page every copy of this address counts against. */
    family: `${familyPath}#${country}`,
    /** The copy served when the family is full. */
    canonical: {path: familyPath, key: `${familyPath}#${country}`},
  };
}

export type SharedPage = NonNullable<ReturnType<typeof sharedPageFor>>;

/** Only a whole page that sets nothing for its shopper is kept for others. */
export function isStorablePage(response: {status: number; headers: Headers}): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('Set-Cookie') &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html')
  );
}

export function storedPageAge(
  storedAt: number,
  now: number,
): 'fresh' | 'stale' | 'servable-on-error' | 'expired' {
  const seconds = (now - storedAt) / 1000;
  if (!(seconds >= 0)) return 'expired';
  if (seconds < PAGE_CACHE_FRESH_SECONDS) return 'fresh';
  if (seconds < PAGE_CACHE_FRESH_SECONDS + PAGE_CACHE_STALE_SECONDS) return 'stale';
  return seconds < COPY_LIFETIME_SECONDS ? 'servable-on-error' : 'expired';
}

export function withoutNonces(html: string): string {
  return html.replace(/\snonce="[^"]*"/g, '');
}

/** The text of every inline script, exactly as a browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\ssrc\s*=/i.test(attributes))
    .map(([, , text = '']) => text);
}

/** The policy with the page's inline scripts' hashes for its nonce, stored together. */
export function hashedPolicy(policy: string, hashes: readonly string[]): string {
  const sources = [...new Set(hashes)].map((hash) => `'sha256-${hash}'`).join(' ');
  return policy
    .split(';')
    .map((directive) => {
      const withoutNonce = directive.replace(/\s*'nonce-[^']*'/g, '');
      return /^\s*script-src\s/.test(withoutNonce) && sources
        ? `${withoutNonce} ${sources}`
        : withoutNonce;
    })
    .join(';');
}

/** When the copy was rendered, in milliseconds since the epoch. */
const STORED_AT_HEADER = 'Page-Cache-Stored-At';
/** The cache's keys live on a host of their own, so no real URL can collide with one. */
const KEY_ORIGIN = 'https://page-cache.internal';

/** Keys being rendered again in the background by this isolate: one successor per key. */
const refreshing = new Set<string>();
/** When this isolate's last render of a key failed: its copy answers without a retry. */
const failedAt = new Map<string, number>();

interface SharedPageServer {
  page: SharedPage;
  /** The build's assets version: a copy names the build's script and style files. */
  version: string;
  /** Renders a shared page (the URL `path` on the shop's origin) for nobody in particular. */
  render(path: string): Promise<Response>;
  waitUntil(promise: Promise<unknown>): void;
}

function cacheKey({version}: SharedPageServer, kind: 'page' | 'family', key: string) {
  const folder = kind === 'family' ? '/family' : '';
  return new Request(
    `${KEY_ORIGIN}/${encodeURIComponent(version)}${folder}/${encodeURIComponent(key)}`,
  );
}

const COPY_LIFETIME_CACHE_CONTROL = `public, max-age=${COPY_LIFETIME_SECONDS}`;

// Whether a page's family, where its copies are listed with when each was admitted, has
// room for one more.
async function admit(cache: Cache, server: SharedPageServer, now: number) {
  const {page} = server;
  if (page.key === page.canonical.key) return true;
  const familyKey = cacheKey(server, 'family', page.family);
  const listed = await cache.match(familyKey);
  const admitted = listed ? ((await listed.json()) as Record<string, number>) : {};
  const live = Object.fromEntries(
    Object.entries(admitted).filter(
      ([, at]) => now - at >= 0 && now - at < COPY_LIFETIME_SECONDS * 1000,
    ),
  );
  // The canonical copy holds one of the places without being listed.
  if (
    !(page.key in live) &&
    Object.keys(live).length >= PAGE_CACHE_MAX_ENTRIES_PER_PAGE - 1
  )
    return false;
  live[page.key] ??= now;
  server.waitUntil(
    cache.put(
      familyKey,
      new Response(JSON.stringify(live), {
        headers: {'Cache-Control': COPY_LIFETIME_CACHE_CONTROL},
      }),
    ),
  );
  return true;
}

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

function answer(body: BodyInit | null, headers: Headers, status: PageCacheStatus) {
  const sent = new Headers(headers);
  sent.delete(STORED_AT_HEADER);
  sent.set('Cache-Control', BROWSER_PAGE_CACHE_CONTROL);
  sent.set(PAGE_CACHE_STATUS_HEADER, status);
  return new Response(body, {status: 200, headers: sent});
}

/** Renders, and keeps the answer, as every shopper may receive it, when it is shareable. */
async function renderAndStore(cache: Cache, server: SharedPageServer, now: number) {
  const rendered = await server.render(server.page.path);
  if (!isStorablePage(rendered)) return rendered;
  const body = withoutNonces(await rendered.text());
  const headers = new Headers(rendered.headers);
  const policy = headers.get('Content-Security-Policy');
  if (policy) {
    const hashes = await Promise.all(inlineScripts(body).map(sha256Base64));
    headers.set('Content-Security-Policy', hashedPolicy(policy, hashes));
  }
  headers.set('Oxygen-Cache-Control', SHARED_PAGE_CACHE_CONTROL);
  headers.set('Vary', 'oxygen-buyer-country, Cookie');
  headers.delete('Content-Length');
  const stored = new Headers(headers);
  stored.set('Cache-Control', COPY_LIFETIME_CACHE_CONTROL);
  stored.set(STORED_AT_HEADER, String(now));
  stored.delete(PAGE_CACHE_STATUS_HEADER);
  server.waitUntil(
    cache.put(
      cacheKey(server, 'page', server.page.key),
      new Response(body, {status: 200, headers: stored}),
    ),
  );
  return answer(body, headers, 'MISS');
}

// An expired copy answers, marked STALE-IF-ERROR, while the platform fails.
async function renderOrStaleIfError(
  cache: Cache,
  server: SharedPageServer,
  now: number,
  cached: Response,
): Promise<Response> {
  const {key} = server.page;
  const sinceFailure = now - (failedAt.get(key) ?? -Infinity);
  if (sinceFailure >= 0 && sinceFailure < PAGE_CACHE_ERROR_RETRY_SECONDS * 1000) {
    return answer(cached.body, cached.headers, 'STALE-IF-ERROR');
  }
  try {
    const response = await renderAndStore(cache, server, now);
    // The error screen (5xx), never a 404 or a redirect.
    if (response.status < 500) {
      failedAt.delete(key);
      return response;
    }
    console.error(`page cache: ${key} rendered ${response.status}; serving its copy`);
  } catch (error) {
    console.error(`page cache: ${key} failed to render; serving its copy`, error);
  }
  failedAt.set(key, now);
  return answer(cached.body, cached.headers, 'STALE-IF-ERROR');
}

/** The shared page from the cache when it holds a fresh copy. */
export async function serveSharedPage(server: SharedPageServer): Promise<Response> {
  const now = Date.now();
  const cache = await caches.open('pages');
  const {key} = server.page;
  const cached = await cache.match(cacheKey(server, 'page', key));
  const age = cached
    ? storedPageAge(Number(cached.headers.get(STORED_AT_HEADER)), now)
    : 'expired';
  if (cached && age === 'fresh') return answer(cached.body, cached.headers, 'HIT');
  if (cached && age === 'stale') {
    if (!refreshing.has(key)) {
      refreshing.add(key);
      server.waitUntil(
        renderAndStore(cache, server, now)
          .catch((error: unknown) => console.error(error))
          .finally(() => refreshing.delete(key)),
      );
    }
    return answer(cached.body, cached.headers, 'STALE');
  }
  if (cached && age === 'servable-on-error') {
    return renderOrStaleIfError(cache, server, now, cached);
  }
  if (!(await admit(cache, server, now))) {
    return serveSharedPage({...server, page: {...server.page, ...server.page.canonical}});
  }
  return renderAndStore(cache, server, now);
}

/** The page every shopper of the market shares, if this request asks for one. */
export function sharedPageOf(request: Request, context: AppLoadContext) {
  if (context.env.PAGE_CACHE === 'off' || process.env.NODE_ENV === 'development')
    return null;
  if (context.session.carriesFlash) return null;
  return sharedPageFor(request.method, new URL(request.url), context.market.country);
}

export function sharedRenderRequest(request: Request, path: string): Request {
  const headers = new Headers(request.headers);
  headers.delete('Cookie');
  return new Request(new URL(path, request.url), {headers});
}

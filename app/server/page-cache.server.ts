/**
 * The worker's own page cache (decision 0106): the Cache API, keyed by the shared page and the
 * market, in front of a render that knows nothing of the shopper. Oxygen's full-page cache
 * keeps the same responses by their Oxygen-Cache-Control; under MiniOxygen and on Cloudflare
 * Workers this is the cache.
 */
import {
  BROWSER_PAGE_CACHE_CONTROL,
  hashedPolicy,
  inlineScripts,
  isFailedRender,
  isStorablePage,
  PAGE_CACHE_ERROR_RETRY_SECONDS,
  PAGE_CACHE_FRESH_SECONDS,
  PAGE_CACHE_MAX_ENTRIES_PER_PAGE,
  PAGE_CACHE_STALE_IF_ERROR_SECONDS,
  PAGE_CACHE_STALE_SECONDS,
  PAGE_CACHE_STATUS_HEADER,
  PAGE_CACHE_VARY,
  servableOnError,
  SHARED_PAGE_CACHE_CONTROL,
  storedPageAge,
  withoutNonces,
  type PageCacheStatus,
  type SharedPage,
} from './page-cache';

const CACHE_NAME = 'pages';
/** When the copy was rendered, in milliseconds since the epoch; kept with the copy only. */
const STORED_AT_HEADER = 'Page-Cache-Stored-At';
/** The cache's keys live on a host of their own, so no real URL can collide with one. */
const KEY_ORIGIN = 'https://page-cache.internal';

/** Keys being rendered again in the background by this isolate: one successor per key. */
const refreshing = new Set<string>();
/** When this isolate's last render of a key failed: its copy answers without a retry for a while. */
const failedAt = new Map<string, number>();

export interface SharedPageServer {
  page: SharedPage;
  /**
   * The build's assets version: a copy names the build's script and style files, so a new
   * deployment never serves an older one's copies.
   */
  version: string;
  /** Renders a shared page (the URL `path` on the shop's origin) for nobody in particular. */
  render(path: string): Promise<Response>;
  waitUntil(promise: Promise<unknown>): void;
  now?: () => number;
}

function cacheKey({page, version}: SharedPageServer): Request {
  return new Request(
    `${KEY_ORIGIN}/${encodeURIComponent(version)}/${encodeURIComponent(page.key)}`,
  );
}

/** Where the copies of one page are listed, with when each was admitted. */
function familyKey({page, version}: SharedPageServer): Request {
  return new Request(
    `${KEY_ORIGIN}/${encodeURIComponent(version)}/family/${encodeURIComponent(page.family)}`,
  );
}

/**
 * How long a copy stays in the cache: past fresh and stale, for stale-if-error too. A place in
 * a page's family is held as long, so the bound on copies (decision 0117) still holds for
 * everything stored.
 */
const COPY_LIFETIME_MS =
  (PAGE_CACHE_FRESH_SECONDS +
    PAGE_CACHE_STALE_SECONDS +
    PAGE_CACHE_STALE_IF_ERROR_SECONDS) *
  1000;

/**
 * Whether a page's family has room for one more copy: a copy admitted within its lifetime
 * holds its place, and the canonical copy never needs one.
 */
async function admit(
  cache: Cache,
  server: SharedPageServer,
  now: number,
): Promise<boolean> {
  const {page} = server;
  if (page.key === page.canonical.key) return true;
  const listed = await cache.match(familyKey(server));
  const admitted: Record<string, number> = listed
    ? ((await listed.json()) as Record<string, number>)
    : {};
  const live = Object.fromEntries(
    Object.entries(admitted).filter(
      ([, at]) => now - at >= 0 && now - at < COPY_LIFETIME_MS,
    ),
  );
  // The canonical copy holds one of the places without being listed.
  const places = PAGE_CACHE_MAX_ENTRIES_PER_PAGE - 1;
  if (!(page.key in live) && Object.keys(live).length >= places) {
    return false;
  }
  live[page.key] = live[page.key] ?? now;
  server.waitUntil(
    cache.put(
      familyKey(server),
      new Response(JSON.stringify(live), {
        headers: {'Cache-Control': `public, max-age=${COPY_LIFETIME_MS / 1000}`},
      }),
    ),
  );
  return true;
}

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The render as every shopper may receive it: the whole body, without nonces, under a policy
 * that names its inline scripts' hashes, with the shared cache's headers.
 */
async function shareable(response: Response): Promise<{body: string; headers: Headers}> {
  const body = withoutNonces(await response.text());
  const headers = new Headers(response.headers);
  const policy = headers.get('Content-Security-Policy');
  if (policy) {
    const hashes = await Promise.all(inlineScripts(body).map(sha256Base64));
    headers.set('Content-Security-Policy', hashedPolicy(policy, hashes));
  }
  headers.set('Cache-Control', BROWSER_PAGE_CACHE_CONTROL);
  headers.set('Oxygen-Cache-Control', SHARED_PAGE_CACHE_CONTROL);
  headers.set('Vary', PAGE_CACHE_VARY);
  headers.delete('Content-Length');
  return {body, headers};
}

async function store(
  cache: Cache,
  server: SharedPageServer,
  body: string,
  headers: Headers,
  storedAt: number,
) {
  const stored = new Headers(headers);
  stored.set(STORED_AT_HEADER, String(storedAt));
  // The Cache API's own expiry: the copy is gone once it may no longer be served, even on error.
  stored.set('Cache-Control', `public, max-age=${COPY_LIFETIME_MS / 1000}`);
  stored.delete(PAGE_CACHE_STATUS_HEADER);
  await cache.put(cacheKey(server), new Response(body, {status: 200, headers: stored}));
}

function answer(
  body: BodyInit | null,
  headers: Headers,
  status: PageCacheStatus,
): Response {
  const sent = new Headers(headers);
  sent.delete(STORED_AT_HEADER);
  sent.set('Cache-Control', BROWSER_PAGE_CACHE_CONTROL);
  sent.set(PAGE_CACHE_STATUS_HEADER, status);
  return new Response(body, {status: 200, headers: sent});
}

/** Renders, and keeps the answer when it is a page every shopper may share. */
async function renderAndStore(
  cache: Cache,
  server: SharedPageServer,
  now: number,
): Promise<{response: Response; stored: boolean}> {
  const rendered = await server.render(server.page.path);
  if (!isStorablePage(rendered)) return {response: rendered, stored: false};
  const {body, headers} = await shareable(rendered);
  server.waitUntil(store(cache, server, body, headers, now));
  return {response: answer(body, headers, 'MISS'), stored: true};
}

/**
 * An expired copy the platform's failure may still need: the page is rendered, and while the
 * render fails (it throws, or it is the error screen) the copy answers, marked STALE-IF-ERROR
 * (docs/product/operations.md#page-cache). After a failure the copy answers at once for a few
 * seconds, so a hung platform holds one shopper for the deadline, not every one.
 */
async function renderOrStaleIfError(
  cache: Cache,
  server: SharedPageServer,
  now: number,
  cached: Response,
): Promise<Response> {
  const {key} = server.page;
  const lastFailure = failedAt.get(key);
  if (
    lastFailure !== undefined &&
    now - lastFailure >= 0 &&
    now - lastFailure < PAGE_CACHE_ERROR_RETRY_SECONDS * 1000
  ) {
    return answer(cached.body, cached.headers, 'STALE-IF-ERROR');
  }
  try {
    const {response} = await renderAndStore(cache, server, now);
    if (!isFailedRender(response)) {
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

/**
 * The shared page from the cache when it holds a fresh copy; a stale copy is served while its
 * successor renders in the background; an expired copy answers only when the render fails
 * (stale-if-error); otherwise the page is rendered, stored and served.
 */
export async function serveSharedPage(server: SharedPageServer): Promise<Response> {
  const now = (server.now ?? Date.now)();
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(cacheKey(server));
  if (cached) {
    const age = storedPageAge(Number(cached.headers.get(STORED_AT_HEADER)), now);
    if (age === 'fresh') return answer(cached.body, cached.headers, 'HIT');
    if (age === 'stale') {
      const {key} = server.page;
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
  }
  if (cached && servableOnError(Number(cached.headers.get(STORED_AT_HEADER)), now)) {
    return renderOrStaleIfError(cache, server, now, cached);
  }
  if (!(await admit(cache, server, now))) {
    const {canonical} = server.page;
    return serveSharedPage({...server, page: {...server.page, ...canonical}});
  }
  return (await renderAndStore(cache, server, now)).response;
}

/** The edge page cache (docs/product/operations.md#page-cache, decision 0106). */
import {COLLECTION_SORT_PARAM} from '~/features/catalog/collection-sort';
import {VARIANTS_LIMIT} from '@brush/rules/limits';
import {PAGINATION_PARAMS} from '~/lib/public-catalog';
import {REFERRAL_PARAMS} from './referral';

/** A stored page is served as it is for this long... */
export const PAGE_CACHE_FRESH_SECONDS = 30;
/** ...then, for this long, served while its successor renders. */
export const PAGE_CACHE_STALE_SECONDS = 20;
/** ...and, past both, for this long only while the platform fails. */
export const PAGE_CACHE_STALE_IF_ERROR_SECONDS = 600;
/**
 * After a render failed, the copy is served stale-if-error without trying again for this
 * long: a hung platform would otherwise hold every shopper of the page for the deadline.
 */
export const PAGE_CACHE_ERROR_RETRY_SECONDS = 5;
/**
 * The catalog queries behind a cached page (Hydrogen's CacheShort: 1 s fresh, 9 s stale)
 * add their own age: a price change shows within this many seconds, the bound.
 */
export const CATALOG_QUERY_MAX_AGE_SECONDS = 10;
export const PRICE_CHANGE_VISIBLE_WITHIN_SECONDS =
  PAGE_CACHE_FRESH_SECONDS + PAGE_CACHE_STALE_SECONDS + CATALOG_QUERY_MAX_AGE_SECONDS;

/** Longer than any page's own parameters (a cursor is at most 1,024 characters). */
export const PAGE_CACHE_MAX_QUERY_LENGTH = 2048;

/** The response header that says how the worker's cache answered. */
export const PAGE_CACHE_STATUS_HEADER = 'Page-Cache';
export type PageCacheStatus = 'HIT' | 'STALE' | 'STALE-IF-ERROR' | 'MISS';

/** What the key uses besides the path and its parameters. */
export const PAGE_CACHE_VARY = 'oxygen-buyer-country, Cookie';

/** Oxygen's full-page cache and any shared cache: the same lifetimes as the worker's own. */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=${PAGE_CACHE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_CACHE_STALE_SECONDS}, stale-if-error=${PAGE_CACHE_STALE_IF_ERROR_SECONDS}`;
/** A browser asks again each time. */
export const BROWSER_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Which parameters change a page: the listed ones, or every one. */
type KeyedParameters = readonly string[] | 'all';

interface SharedPageRoute {
  pattern: RegExp;
  keyed: KeyedParameters;
}

const NONE: readonly string[] = [];
const SEGMENT = '[^/]+';

/** The pages every shopper of a market shares. */
export const SHARED_PAGE_ROUTES: readonly SharedPageRoute[] = [
  {pattern: /^\/$/, keyed: NONE},
  {pattern: /^\/collections$/, keyed: PAGINATION_PARAMS},
  {
    pattern: new RegExp(`^/collections/${SEGMENT}$`),
    keyed: [COLLECTION_SORT_PARAM, ...PAGINATION_PARAMS],
  },
  {pattern: new RegExp(`^/products/${SEGMENT}$`), keyed: 'all'},
  {pattern: new RegExp(`^/pages/${SEGMENT}$`), keyed: NONE},
  {pattern: /^\/(reviews|vote)$/, keyed: NONE},
  {pattern: /^\/pro(\/.*)?$/, keyed: NONE},
  {pattern: /^\/concept-store$/, keyed: NONE},
  {pattern: /^\/discounts$/, keyed: NONE},
  {pattern: /^\/pwyw-products$/, keyed: PAGINATION_PARAMS},
  {pattern: new RegExp(`^/pwyw-products/${SEGMENT}$`), keyed: 'all'},
];

/** Landing parameters the worker answers with cookies. */
const COOKIE_SETTING_PARAMETERS: readonly string[] = Object.values(REFERRAL_PARAMS);

/** Remix's own data requests (single fetch) answer one shopper's navigation. */
const DATA_REQUEST = /\.data$/;

/** What a response for one shopper tells every cache on the way. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** How many copies of one page (one address, other parameters) are kept at once. */
export const PAGE_CACHE_MAX_ENTRIES_PER_PAGE = VARIANTS_LIMIT + 1;

export interface SharedPage {
  /** The path and the parameters that matter, sorted: the only URL the render sees. */
  path: string;
  /** `path` in the shopper's market. */
  key: string;
  /** The page every copy of this address counts against. */
  family: string;
  /** The copy served when the family is full: the path without parameters. */
  canonical: {path: string; key: string};
}

const PRO_SECTION_PATH = '/pro';
/** Any path under /pro renders a page (the section's own for an unknown path). */
const PRO_SECTION = /^\/pro(\/.*)?$/;

/** The shared page a GET asks for; null when the answer is the shopper's own. */
export function sharedPageFor(
  method: string,
  url: URL,
  country: string,
): SharedPage | null {
  if (method !== 'GET') return null;
  if (DATA_REQUEST.test(url.pathname)) return null;
  if (url.search.length > PAGE_CACHE_MAX_QUERY_LENGTH) return null;
  const route = SHARED_PAGE_ROUTES.find(({pattern}) => pattern.test(url.pathname));
  if (!route) return null;
  const names = [...new Set(url.searchParams.keys())];
  if (
    names.some((name) => COOKIE_SETTING_PARAMETERS.includes(name) || name === '_data')
  ) {
    return null;
  }
  const kept = [...url.searchParams]
    .filter(([name]) => route.keyed === 'all' || route.keyed.includes(name))
    .sort(([a, aValue], [b, bValue]) =>
      a === b ? compare(aValue, bValue) : compare(a, b),
    );
  const search = new URLSearchParams(kept).toString();
  const path = search ? `${url.pathname}?${search}` : url.pathname;
  const familyPath = PRO_SECTION.test(url.pathname) ? PRO_SECTION_PATH : url.pathname;
  return {
    path,
    key: `${path}#${country}`,
    family: `${familyPath}#${country}`,
    canonical: {path: familyPath, key: `${familyPath}#${country}`},
  };
}

function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Only a whole page that sets nothing for its shopper is kept for others. */
export function isStorablePage(response: {status: number; headers: Headers}): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('Set-Cookie') &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html')
  );
}

export type StoredPageAge = 'fresh' | 'stale' | 'expired';

export function storedPageAge(storedAt: number, now: number): StoredPageAge {
  const seconds = (now - storedAt) / 1000;
  if (!(seconds >= 0)) return 'expired';
  if (seconds < PAGE_CACHE_FRESH_SECONDS) return 'fresh';
  if (seconds < PAGE_CACHE_FRESH_SECONDS + PAGE_CACHE_STALE_SECONDS) return 'stale';
  return 'expired';
}

/** Whether an expired copy may still answer for a render that failed. */
export function servableOnError(storedAt: number, now: number): boolean {
  const seconds = (now - storedAt) / 1000;
  return (
    seconds >= 0 &&
    seconds <
      PAGE_CACHE_FRESH_SECONDS +
        PAGE_CACHE_STALE_SECONDS +
        PAGE_CACHE_STALE_IF_ERROR_SECONDS
  );
}

/** A render the platform failed: the error screen (5xx), never a 404 or a redirect. */
export function isFailedRender(response: {status: number}): boolean {
  return response.status >= 500;
}

const NONCE_ATTRIBUTE = /\snonce="[^"]*"/g;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SOURCE_ATTRIBUTE = /\ssrc\s*=/i;

/** A cached page carries no nonce. */
export function withoutNonces(html: string): string {
  return html.replace(NONCE_ATTRIBUTE, '');
}

/** The text of every inline script, exactly as a browser hashes it. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!SOURCE_ATTRIBUTE.test(attributes)) scripts.push(text);
  }
  return scripts;
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

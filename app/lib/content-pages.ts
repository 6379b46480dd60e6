/**
 * Where the shop's content pages live. The spec lists /pages/<handle> pages and three paths
 * whose content it does not show (/vote, /reviews and everything under /pro); those are the
 * merchant's pages too, so each path maps to a page handle and every page to one address.
 */
import {MAX_HANDLE_LENGTH} from './public-catalog';

/** Pages served at their own top-level path rather than under /pages/. */
export const TOP_LEVEL_PAGE_HANDLES = ['vote', 'reviews'] as const;

/** The /pro section: /pro is page 'pro', /pro/kits is page 'pro-kits'. */
export const PRO_PAGE_HANDLE = 'pro';

/** A page handle: lower-case letters, digits and hyphens, as Shopify makes them. */
const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a URL segment can name a page; anything else is answered 404 without a lookup. */
export function isPageHandle(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_HANDLE_LENGTH &&
    HANDLE_PATTERN.test(value)
  );
}

/**
 * The page a path under /pro asks for: '' -> 'pro', 'kits' -> 'pro-kits', 'kits/travel/' ->
 * 'pro-kits-travel'. Case is ignored, as Shopify ignores it in handles. null when the path
 * cannot name a page (the section's own page answers instead).
 */
export function proPageHandle(splat: string | null | undefined): string | null {
  const segments = (splat ?? '')
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
  if (segments.length === 0) return PRO_PAGE_HANDLE;
  const handle = [PRO_PAGE_HANDLE, ...segments].join('-');
  return isPageHandle(handle) ? handle : null;
}

/** The one address of a page: the inverse of the routes above. */
export function contentPagePath(handle: string): string {
  if ((TOP_LEVEL_PAGE_HANDLES as readonly string[]).includes(handle)) return `/${handle}`;
  if (handle === PRO_PAGE_HANDLE) return `/${PRO_PAGE_HANDLE}`;
  if (handle.startsWith(`${PRO_PAGE_HANDLE}-`)) {
    return `/${PRO_PAGE_HANDLE}/${encodeURIComponent(handle.slice(PRO_PAGE_HANDLE.length + 1))}`;
  }
  return `/pages/${encodeURIComponent(handle)}`;
}

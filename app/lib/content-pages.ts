/** Where the shop's content pages live. */
import {fitsPattern, MAX_HANDLE_LENGTH} from './public-catalog';

/** Pages served at their own top-level path rather than under /pages/. */
export const TOP_LEVEL_PAGE_HANDLES = ['vote', 'reviews'] as const;

/** The /pro section: /pro is page 'pro', /pro/kits is page 'pro-kits'. */
export const PRO_PAGE_HANDLE = 'pro';

/** A page handle: lower-case letters, digits and hyphens, as Shopify makes them. */
const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a URL segment can name a page. */
export function isPageHandle(value: string | null | undefined): value is string {
  return fitsPattern(value, HANDLE_PATTERN, MAX_HANDLE_LENGTH);
}

/** The page a path under /pro asks for. */
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

/** Shopify's handles are at most 255 characters. */
export const MAX_HANDLE_LENGTH = 255;

/** Text of at most `maxLength` characters that the pattern matches. */
export function fitsPattern(
  value: string | null | undefined,
  pattern: RegExp,
  maxLength: number,
): value is string {
  return typeof value === 'string' && value.length <= maxLength && pattern.test(value);
}

/** Letters and digits of any script. */
const HANDLE_PATTERN = /^[\p{L}\p{M}\p{N}_.-]+$/u;

export function isPlausibleHandle(handle: string | null | undefined): handle is string {
  return fitsPattern(handle, HANDLE_PATTERN, MAX_HANDLE_LENGTH);
}

/** Shopify's `seo.hidden` metafield (1 keeps a resource out of the public shop), as text. */
export function isSeoHidden(value: string | null | undefined): boolean {
  return value?.trim() === '1' || value?.trim().toLowerCase() === 'true';
}

export function isPublicResource(resource: {
  seoHidden?: {value: string} | null;
}): boolean {
  return !isSeoHidden(resource.seoHidden?.value);
}

/** The search parameters Hydrogen's <Pagination> writes. */
export const PAGINATION_PARAMS = ['cursor', 'direction'] as const;

/** Longer than any cursor the Storefront API hands out. */
export const MAX_CURSOR_LENGTH = 1024;

/** The Storefront API's cursors are base64 text (standard or URL-safe alphabet). */
const CURSOR_PATTERN = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** A pagination cursor worth sending to the platform. */
export function isPlausibleCursor(cursor: string | null | undefined): cursor is string {
  return fitsPattern(cursor, CURSOR_PATTERN, MAX_CURSOR_LENGTH);
}

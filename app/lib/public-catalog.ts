/** Shopify's handles are at most 255 characters. */
export const MAX_HANDLE_LENGTH = 255;

/** Letters and digits of any script. */
const HANDLE_PATTERN = /^[\p{L}\p{M}\p{N}_.-]+$/u;

export function isPlausibleHandle(handle: string | null | undefined): handle is string {
  return (
    typeof handle === 'string' &&
    handle.length > 0 &&
    handle.length <= MAX_HANDLE_LENGTH &&
    HANDLE_PATTERN.test(handle)
  );
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
  return (
    typeof cursor === 'string' &&
    cursor.length > 0 &&
    cursor.length <= MAX_CURSOR_LENGTH &&
    CURSOR_PATTERN.test(cursor)
  );
}

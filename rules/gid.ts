// Shopify global ids: 'gid://shopify/ProductVariant/43000000000101', sometimes with a
// '?key=' query.
export const GID_PREFIX = 'gid://shopify/';

/** The numeric (legacy) id at the end of a GID; a bare id is returned as it is. */
export function legacyId(id: string | null | undefined): string {
  if (!id) return '';
  const withoutQuery = id.split('?', 1)[0] ?? '';
  return withoutQuery.slice(withoutQuery.lastIndexOf('/') + 1);
}

export function toGid(type: string, id: string | number): string {
  const text = String(id);
  return text.startsWith(GID_PREFIX) ? text : `${GID_PREFIX}${type}/${text}`;
}

/** The resource type of a GID ('ProductVariant'), or null when the value is not a GID. */
export function gidType(id: string | null | undefined): string | null {
  if (!id?.startsWith(GID_PREFIX)) return null;
  const type = id.slice(GID_PREFIX.length).split('/', 1)[0];
  return type || null;
}

export function isGidOf(type: string, id: unknown): id is string {
  return typeof id === 'string' && gidType(id) === type && /^\d+$/.test(legacyId(id));
}

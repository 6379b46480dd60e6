import type {MenuFieldsFragment} from '#graphql/storefrontapi.generated';

export type MenuItem = MenuFieldsFragment['items'][number];

/**
 * Menu URLs come back absolute on the shop's domain (or the platform's origin locally); links
 * to those origins become in-app paths so navigation stays client-side. Others stay external.
 */
export function menuItemPath(
  url: string | null | undefined,
  shopOrigins: readonly string[],
): string {
  if (!url) return '/';
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return shopOrigins.includes(parsed.origin)
      ? `${parsed.pathname}${parsed.search}${parsed.hash}`
      : parsed.href;
  } catch {
    return '/';
  }
}

export function isExternalPath(path: string): boolean {
  return !path.startsWith('/');
}

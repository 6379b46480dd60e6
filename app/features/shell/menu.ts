import type {LayoutQuery} from '#graphql/storefrontapi.generated';

// The secondary bar's links: the menu's sections' items (the shop's collections; the
// sections themselves are the spec's, translated).
export function collectionLinks(
  menu: LayoutQuery['headerMenu'],
  shopOrigins: readonly string[],
) {
  return (menu?.items ?? []).flatMap((section) =>
    section.items.map((item) => ({
      title: item.title,
      path: menuItemPath(item.url, shopOrigins),
    })),
  );
}

// Menu URLs come back absolute on the shop's domain (or the platform's origin locally);
// links to those origins become in-app paths so navigation stays client-side.
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

/** A link of the secondary bar: one of the shop's collections, by its title and path. */
export type CollectionLink = ReturnType<typeof collectionLinks>[number];

export function isExternalPath(path: string): boolean {
  return !path.startsWith('/');
}

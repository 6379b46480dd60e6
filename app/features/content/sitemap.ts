import {contentPagePath} from '~/lib/content-pages';

/** The shop's resources with a page of their own (no blogs, articles or metaobjects). */
export const SITEMAP_TYPES = ['products', 'collections', 'pages'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export function isSitemapType(value: string | undefined): value is SitemapType {
  return (SITEMAP_TYPES as readonly string[]).includes(value ?? '');
}

/** A sitemap page number as Hydrogen's URLs write it: 1, 2, … */
export function isSitemapPage(value: string | undefined): boolean {
  return /^[1-9]\d{0,5}$/.test(value ?? '');
}

/** Where a resource of a sitemap type is shown in this storefront. */
export function sitemapResourcePath(type: string, handle: string): string {
  if (type === 'pages') return contentPagePath(handle);
  return `/${type}/${encodeURIComponent(handle)}`;
}

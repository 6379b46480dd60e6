import type {MetaDescriptor} from '@remix-run/react';
import type {SerializeFrom} from '@shopify/remix-oxygen';
import type {RootLoader} from '~/root';
import {ogLocale, seoMeta, type SeoImage} from '~/rules/seo';

interface RouteMatch {
  id: string;
  data: unknown;
  meta: MetaDescriptor[];
}

/**
 * The catalog pages' meta tags: the page's own title, description, canonical URL and image,
 * with the shop's name and the shopper's locale taken from the root route's data. Without a
 * page (its loader threw: a 404), the root's tags stand, which name the error.
 */
export function catalogMeta(
  matches: readonly RouteMatch[],
  page:
    | {
        title: string;
        description?: string | null;
        url: string;
        image?: SeoImage | null;
        type?: 'website' | 'product';
      }
    | null
    | undefined,
): MetaDescriptor[] {
  if (!page) return matches.find((match) => match.id === 'root')?.meta ?? [];
  const root = matches.find((match) => match.id === 'root')?.data as
    | SerializeFrom<RootLoader>
    | undefined;
  const shop = root?.layout.shop;
  return seoMeta({
    ...page,
    description: page.description || shop?.description,
    siteName: shop?.name ?? '',
    locale: root ? ogLocale(root.market.language, root.market.country) : null,
  });
}

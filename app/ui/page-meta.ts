import type {MetaDescriptor} from '@remix-run/react';
import {ogLocale, seoMeta, type SeoInput} from '~/lib/seo';

/** What a route's loader knows about its page; the shop's name and locale come from the root. */
export type PageSeo = Omit<SeoInput, 'siteName' | 'locale'>;

/** What this reads of the root's data (`RootLoader`), structurally, so it needs no server types. */
interface RootSeoData {
  layout: {shop: {name: string; description?: string | null}};
  market: {language: string; country: string};
}

/** The part of Remix's meta matches this reads, so tests can build them by hand. */
export interface MetaMatch {
  id: string;
  data: unknown;
  meta: MetaDescriptor[];
}

/**
 * Every route's tags: the page's own title, description (the shop's when the page has none),
 * canonical URL and image, with the shop's name and the shopper's locale from the root's data.
 * Remix uses the deepest route's meta alone, so this is the full set. A route whose loader
 * threw (a 404, the error screen) has no page: the root's tags stand, which name the error
 * and keep the page out of search indexes.
 */
export function pageMeta(
  matches: readonly MetaMatch[],
  seo: PageSeo | null | undefined,
): MetaDescriptor[] {
  const rootMatch = matches.find((match) => match.id === 'root');
  if (!seo) return rootMatch?.meta ?? [];
  const root = rootMatch?.data as RootSeoData | undefined;
  const shop = root?.layout.shop;
  return seoMeta({
    ...seo,
    description: seo.description || shop?.description,
    siteName: shop?.name ?? '',
    locale: root ? ogLocale(root.market.language, root.market.country) : null,
  });
}

import type {MetaDescriptor, MetaFunction} from '@remix-run/react';
import {ogLocale, seoMeta, type SeoInput} from '~/lib/seo';

/** What a route's loader knows about its page; the shop's name and locale come from the root. */
export type PageSeo = Omit<SeoInput, 'siteName' | 'locale'>;

// What this reads of the root's data, structurally, so it needs no server types.
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

/** Every route's tags: the page's own title, description. */
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

/** The `meta` of a route whose loader answers its page's `seo`. */
export const loaderSeoMeta: MetaFunction<() => Promise<{seo?: PageSeo}>> = ({
  data,
  matches,
}) => pageMeta(matches, data?.seo);

import type {MetaArgs, MetaDescriptor} from '@remix-run/react';
import type {SerializeFrom} from '@shopify/remix-oxygen';
import {ogLocale, seoMeta, type SeoInput} from '~/rules/seo';
import type {RootLoader} from '~/root';

/** What a route's loader knows about its page; the shop's name and locale come from the root. */
export type PageSeo = Omit<SeoInput, 'siteName' | 'locale'>;

function rootData(matches: MetaArgs['matches']) {
  return matches.find((match) => match.id === 'root')?.data as
    | SerializeFrom<RootLoader>
    | undefined;
}

/**
 * A route's full set of tags: Remix uses the deepest route's meta alone, so nothing merges.
 * A route that threw has no data; the error boundary's route (the root) gives the tags then.
 */
export function shopSeoMeta(
  matches: MetaArgs['matches'],
  seo: PageSeo | undefined,
): MetaDescriptor[] {
  const root = rootData(matches);
  if (!seo) return [];
  return seoMeta({
    ...seo,
    siteName: root?.layout.shop.name ?? '',
    locale: root ? ogLocale(root.market.language, root.market.country) : null,
  });
}

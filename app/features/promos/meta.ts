import type {MetaArgs, MetaDescriptor} from '@remix-run/react';
import type {SerializeFrom} from '@shopify/remix-oxygen';
import {ogLocale, seoMeta, type SeoInput} from '~/rules/seo';
import type {RootLoader} from '~/root';

/** What a promo route's loader knows about its page; the shop's name and locale come from the root. */
export type PromoSeo = Omit<SeoInput, 'siteName' | 'locale'>;

/** A promo page's tags: Remix uses the deepest route's meta alone, so this is the full set. */
export function promoMeta(
  matches: MetaArgs['matches'],
  seo: PromoSeo | undefined,
): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data as
    | SerializeFrom<RootLoader>
    | undefined;
  const shop = root?.layout.shop;
  if (!seo) return [{title: shop?.name ?? ''}, {name: 'robots', content: 'noindex'}];
  return seoMeta({
    ...seo,
    description: seo.description || shop?.description,
    siteName: shop?.name ?? '',
    locale: root ? ogLocale(root.market.language, root.market.country) : null,
  });
}

import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {i18nFor} from '~/i18n';
import {presetPercentList} from '@brush/rules/promos';
import {canonicalUrl} from '~/lib/seo';

/** The promos page: the shop's current discounts (rules/promos), no platform request. */
export async function discountsLoader({context, request}: LoaderFunctionArgs) {
  const {t} = i18nFor(context.market.language);
  return {
    presets: presetPercentList(context.market.language),
    seo: {
      title: t('promos.discounts.title'),
      description: t('promos.discounts.description'),
      url: canonicalUrl(request.url),
    },
  };
}

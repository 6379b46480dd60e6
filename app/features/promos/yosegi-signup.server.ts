import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {i18nFor} from '~/i18n';
import {canonicalUrl} from '~/lib/seo';

/** The yosegi launch page (docs/product/catalog.md#routes: the banner reads 'Available 10.27'). */
export async function yosegiSignupLoader({context, request}: LoaderFunctionArgs) {
  const {t} = i18nFor(context.market.language);
  return {
    seo: {
      title: t('promos.yosegi.title'),
      description: t('promos.yosegi.description'),
      url: canonicalUrl(request.url),
    },
  };
}

import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {purchasableVariant} from '~/features/cart/cart-flow-resolve.server';
import {i18nFor} from '~/i18n';
import {isGidOf} from '@brush/rules/gid';
import {canonicalUrl} from '~/lib/seo';

/**
 * The welcome offer's page for a shopper without JavaScript (with it, the product page's
 * dialog holds the same form): the variant named by ?variant=, if this shopper may buy it.
 */
export async function welcomeOfferLoader({request, context}: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('variant') ?? '';
  const node = isGidOf('ProductVariant', id)
    ? await purchasableVariant(id, context)
    : null;
  if (!node) throw new Response('variant not found', {status: 404});
  const {t} = i18nFor(context.market.language);
  return {
    merchandiseId: node.id,
    price: node.price,
    productTitle: node.product.title,
    seo: {
      title: t('promos.welcome.title'),
      url: canonicalUrl(request.url),
      noindex: true,
    },
  };
}

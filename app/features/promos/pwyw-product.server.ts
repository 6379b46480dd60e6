import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {PWYW_PRODUCT_QUERY} from '#graphql/promos';
import {pwywVariantViews} from '~/features/promos/promo-views';
import {criticalData} from '~/server/critical-data.server';
import {PRODUCT_IMAGES_LIMIT, VARIANTS_LIMIT} from '@brush/rules/limits';
import {presetPercentList} from '@brush/rules/promos';
import {isPlausibleHandle, isPublicResource} from '~/lib/public-catalog';
import {offersCustomPrice} from '@brush/rules/pwyw';
import {canonicalUrl} from '~/lib/seo';

function notFound(handle: string): Response {
  return new Response(`pay-what-you-want product ${handle} not found`, {status: 404});
}

/**
 * A pay-what-you-want product in one Storefront request. Only products tagged pwyw live here,
 * and never a secret-shop one: the secret shop offers those to the customers it holds them for.
 */
export async function pwywProductLoader({context, params, request}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const handle = params.handle;
  if (!isPlausibleHandle(handle)) throw notFound(handle ?? '');
  const {product} = await criticalData(
    storefront.query(PWYW_PRODUCT_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        handle,
        imagesLimit: PRODUCT_IMAGES_LIMIT,
        variantsLimit: VARIANTS_LIMIT,
      },
    }),
    'PwywProduct',
  );
  if (!product || !isPublicResource(product) || !offersCustomPrice(product.tags)) {
    throw notFound(handle);
  }
  const {soldInCountry, variants} = pwywVariantViews(product, market);
  return {
    product: {
      id: product.id,
      title: product.title,
      headline: product.headline?.value ?? null,
      descriptionHtml: product.descriptionHtml,
      images: product.images.nodes,
    },
    variants,
    soldInCountry,
    presets: presetPercentList(market.language),
    seo: {
      title: product.seo.title ?? product.title,
      description: product.seo.description ?? product.description,
      url: canonicalUrl(request.url),
      image: product.featuredImage,
      type: 'product' as const,
    },
  };
}

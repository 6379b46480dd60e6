import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {HOME_QUERY} from '#graphql/catalog';
import {productCardView} from '~/features/catalog/product-card-view';
import {i18nFor} from '~/i18n';
import {criticalData} from '~/server/critical-data.server';
import {CARD_VARIANTS_LIMIT} from '@brush/rules/limits';
import {CONCEPT_STORE_COLLECTION_HANDLE} from '@brush/rules/promos';
import {canonicalUrl} from '~/lib/seo';
import {
  BEST_SELLERS_HANDLE,
  EYE_BRUSHES_HANDLE,
  FACE_BRUSHES_HANDLE,
} from './collection-handles';

/** One row of the widest grid. */
export const HOME_BEST_SELLERS_COUNT = 4;

export async function homeLoader({context, request}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const {bestSellers, eyeBrushes, faceBrushes, conceptStore} = await criticalData(
    storefront.query(HOME_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        bestSellersHandle: BEST_SELLERS_HANDLE,
        bestSellersCount: HOME_BEST_SELLERS_COUNT,
        eyeBrushesHandle: EYE_BRUSHES_HANDLE,
        faceBrushesHandle: FACE_BRUSHES_HANDLE,
        conceptStoreHandle: CONCEPT_STORE_COLLECTION_HANDLE,
        variantsLimit: CARD_VARIANTS_LIMIT,
      },
    }),
    'Home',
  );
  const bestSellerNodes = bestSellers?.products.nodes ?? [];
  // The hero borrows the banner of the best-selling product that has one.
  const heroProduct = bestSellerNodes.find(
    (product) => product.imageWide?.reference?.image,
  );
  const heroImage = heroProduct?.imageWide?.reference?.image;

  const {t} = i18nFor(market.language);
  return {
    seo: {
      title: t('home.title'),
      description: t('home.intro'),
      url: canonicalUrl(request.url),
    },
    hero:
      heroProduct && heroImage
        ? {
            handle: heroProduct.handle,
            title: heroProduct.title,
            headline: heroProduct.headline?.value ?? null,
            image: heroImage,
          }
        : null,
    bestSellers: bestSellerNodes.map((product) => productCardView(product, market)),
    brushCollections: [eyeBrushes, faceBrushes].filter(
      (collection) => collection !== null && collection !== undefined,
    ),
    conceptStore,
  };
}

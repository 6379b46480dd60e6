import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CONCEPT_STORE_QUERY} from '#graphql/promos';
import {conceptStoreCardView} from '~/features/promos/promo-views';
import {criticalData} from '~/server/critical-data.server';
import {RECOMMENDATION_PRODUCTS_LIMIT, VARIANTS_LIMIT} from '@brush/rules/limits';
import {CONCEPT_STORE_COLLECTION_HANDLE} from '@brush/rules/promos';
import {isPublicResource} from '@brush/rules/public-catalog';
import {canonicalUrl} from '@brush/rules/seo';

/**
 * The concept store: its collection's products (read 250 at once,
 * docs/product/pricing.md#concept-store) at their concept-store prices, in one Storefront request.
 */
export async function conceptStoreLoader({context, request}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const {collection} = await criticalData(
    storefront.query(CONCEPT_STORE_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        handle: CONCEPT_STORE_COLLECTION_HANDLE,
        first: RECOMMENDATION_PRODUCTS_LIMIT,
        variantsLimit: VARIANTS_LIMIT,
      },
    }),
    'ConceptStore',
  );
  if (!collection) throw new Response('concept store not found', {status: 404});

  const products = collection.products.nodes
    .filter(isPublicResource)
    .flatMap((product) => conceptStoreCardView(product, market) ?? []);
  return {
    title: collection.title,
    description: collection.description,
    products,
    seo: {
      title: collection.seo.title ?? collection.title,
      description: collection.seo.description ?? collection.description,
      url: canonicalUrl(request.url),
      image: collection.image,
    },
  };
}

import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CONCEPT_STORE_QUERY} from '#graphql/promos';
import type {ConceptStoreQuery} from '#graphql/storefrontapi.generated';
import {conceptStoreCardView} from '~/features/promos/promo-views';
import {readConnectionPages} from '~/server/connection-pages.server';
import {criticalData} from '~/server/critical-data.server';
import {
  CARD_VARIANTS_LIMIT,
  PROMO_CARDS_PAGE_SIZE,
  RECOMMENDATION_PRODUCTS_LIMIT,
} from '@brush/rules/limits';
import {CONCEPT_STORE_COLLECTION_HANDLE} from '@brush/rules/promos';
import {isPublicResource} from '~/lib/public-catalog';
import {canonicalUrl} from '~/lib/seo';

/**
 * The concept store: its collection's products (up to 250, docs/product/pricing.md#concept-store)
 * at their concept-store prices, PROMO_CARDS_PAGE_SIZE a request.
 */
export async function conceptStoreLoader({context, request}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const pages: ConceptStoreQuery[] = [];
  const nodes = await readConnectionPages(
    RECOMMENDATION_PRODUCTS_LIMIT,
    PROMO_CARDS_PAGE_SIZE,
    async (first, after) => {
      const page = await criticalData(
        storefront.query(CONCEPT_STORE_QUERY, {
          cache: storefront.CacheShort(),
          variables: {
            handle: CONCEPT_STORE_COLLECTION_HANDLE,
            first,
            after,
            variantsLimit: CARD_VARIANTS_LIMIT,
          },
        }),
        'ConceptStore',
      );
      pages.push(page);
      return page.collection?.products;
    },
  );
  const collection = pages[0]?.collection;
  if (!collection) throw new Response('concept store not found', {status: 404});

  const products = nodes
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

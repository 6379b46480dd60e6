import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {PREDICTIVE_SEARCH_QUERY} from '#graphql/search';
import {productCardView} from '~/features/catalog/product-card-view';
import {contentPagePath} from '~/lib/content-pages';
import {CARD_VARIANTS_LIMIT} from '@brush/rules/limits';
import {normaliseSearchQuery} from './search-query';

/** Per kind of suggestion: enough to choose from while typing, few enough to scan. */
export const PREDICTIVE_RESULTS_PER_KIND = 4;

export async function predictiveSearchLoader({request, context}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const query = normaliseSearchQuery(new URL(request.url).searchParams.get('q'));
  if (!query) {
    return {query, products: [], collections: [], pages: [], queries: []};
  }
  const {predictiveSearch} = await storefront.query(PREDICTIVE_SEARCH_QUERY, {
    cache: storefront.CacheShort(),
    variables: {
      term: query,
      limit: PREDICTIVE_RESULTS_PER_KIND,
      variantsLimit: CARD_VARIANTS_LIMIT,
    },
  });
  return {
    query,
    products: (predictiveSearch?.products ?? []).map((product) =>
      productCardView(product, market),
    ),
    collections: (predictiveSearch?.collections ?? []).map((collection) => ({
      id: collection.id,
      title: collection.title,
      url: `/collections/${encodeURIComponent(collection.handle)}`,
    })),
    pages: (predictiveSearch?.pages ?? []).map((page) => ({
      id: page.id,
      title: page.title,
      url: contentPagePath(page.handle),
    })),
    queries: (predictiveSearch?.queries ?? []).map(({text}) => text),
  };
}

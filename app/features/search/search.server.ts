import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  SEARCH_QUERY,
  SEARCH_SUGGESTIONS_QUERY,
  SEARCH_TERM_COUNT_QUERY,
} from '#graphql/search';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {candidateTerms, hintTerms} from './hint-terms';
import {
  firstPageLocation,
  paginationVariables,
} from '~/features/catalog/pagination.server';
import {productCardView} from '~/features/catalog/product-card-view';
import {type PageSeo} from '~/ui/page-meta';
import {i18nFor} from '~/i18n';
import {contentPagePath} from '~/lib/content-pages';
import {criticalData} from '~/server/critical-data.server';
import {CARD_VARIANTS_LIMIT} from '@brush/rules/limits';
import {normaliseSearchQuery} from './search-query';
import {canonicalUrl, truncateDescription} from '~/lib/seo';

/** Four rows of the widest grid per page, as on collection pages. */
export const SEARCH_PAGE_SIZE = 16;

/** Content pages are few; this many cover every page a term can match. */
export const SEARCH_PAGES_LIMIT = 10;

/** Offered when nothing is typed or nothing matched. */
export const SUGGESTED_COLLECTIONS_LIMIT = 8;

export const SUGGESTED_PRODUCTS_LIMIT = 8;

/** A page summary under a result title: two lines at most. */
const PAGE_SUMMARY_LENGTH = 140;

export async function searchLoader({request, context}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const url = new URL(request.url);
  const query = normaliseSearchQuery(url.searchParams.get('q'));
  const {t} = i18nFor(market.language);
  const seo: PageSeo = {
    title: query ? t('search.resultsTitle', {query}) : t('search.title'),
    description: t('search.description'),
    url: canonicalUrl(request.url, ['q']),
    // Result pages are endless variations of the shop's own pages.
    noindex: query !== '',
  };

  if (!query) {
    const suggestions = await criticalData(
      storefront.query(SEARCH_SUGGESTIONS_QUERY, {
        cache: storefront.CacheLong(),
        variables: {
          collectionsLimit: SUGGESTED_COLLECTIONS_LIMIT,
          productsLimit: SUGGESTED_PRODUCTS_LIMIT,
          variantsLimit: CARD_VARIANTS_LIMIT,
        },
      }),
      'SearchSuggestions',
    );
    return {
      query,
      seo,
      hintTerms: [] as string[],
      results: null,
      collections: suggestions.collections.nodes,
      bestSellers: suggestions.products.nodes.map((product) =>
        productCardView(product, market),
      ),
    };
  }

  const {variables, hasCursor} = paginationVariables(request, SEARCH_PAGE_SIZE);
  const data = await criticalData(
    storefront.query(SEARCH_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        term: query,
        ...variables,
        pagesLimit: SEARCH_PAGES_LIMIT,
        collectionsLimit: SUGGESTED_COLLECTIONS_LIMIT,
        variantsLimit: CARD_VARIANTS_LIMIT,
      },
    }),
    'Search',
    // A stale or forged cursor is refused upstream: start again from the first page.
    {
      onGraphQLErrors: hasCursor
        ? () => redirect(firstPageLocation(request.url))
        : undefined,
    },
  );

  const products = data.products.nodes.flatMap((node) =>
    'handle' in node ? [productCardView(node, market)] : [],
  );
  const pages = data.pages.nodes.flatMap((node) =>
    'handle' in node
      ? [
          {
            id: node.id,
            title: node.title,
            url: contentPagePath(node.handle),
            summary: truncateDescription(node.bodySummary, PAGE_SUMMARY_LENGTH),
          },
        ]
      : [],
  );
  const found = products.length > 0 || pages.length > 0;
  return {
    query,
    seo,
    hintTerms: found ? [] : await checkedHintTerms(context, query),
    results: {
      products,
      productCount: data.products.totalCount,
      pageInfo: data.products.pageInfo,
      pages,
    },
    collections: data.collections.nodes,
    bestSellers: [],
  };
}

/**
 * The words the no-results hint suggests, each asked of the platform in the shopper's language
 * (cached long: the catalog's vocabulary changes rarely), so no suggestion leads to another
 * empty page (docs/product/catalog.md#search).
 */
async function checkedHintTerms(
  context: AppLoadContext,
  query: string,
): Promise<string[]> {
  const {storefront, market} = context;
  const candidates = candidateTerms(i18nFor(market.language).t('search.hintCandidates'));
  const counts = await Promise.all(
    candidates.map((term) =>
      storefront
        .query(SEARCH_TERM_COUNT_QUERY, {
          cache: storefront.CacheLong(),
          variables: {term},
        })
        .then(({search}) => search.totalCount)
        .catch(() => null),
    ),
  );
  return hintTerms(candidates, counts, query);
}

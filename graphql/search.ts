import {graphqlDocument} from './document';
import {PAGE_INFO_FRAGMENT, PRODUCT_CARD_FRAGMENT} from './fragments';

/**
 * The results page in one request: a page of matching products (unavailable ones last), the
 * matching content pages (few enough to show whole beside every product page), and the
 * collections offered when nothing matches.
 */
export const SEARCH_QUERY = graphqlDocument(`#graphql
  query Search(
    $country: CountryCode
    $language: LanguageCode
    $term: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $pagesLimit: Int!
    $collectionsLimit: Int!
    $variantsLimit: Int!
  ) @inContext(country: $country, language: $language) {
    products: search(
      query: $term
      types: [PRODUCT]
      unavailableProducts: LAST
      first: $first
      last: $last
      before: $startCursor
      after: $endCursor
    ) {
      totalCount
      nodes {
        ... on Product {
          ...ProductCard
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
    pages: search(query: $term, types: [PAGE], first: $pagesLimit) {
      nodes {
        ... on Page {
          id
          handle
          title
          bodySummary
        }
      }
    }
    collections(first: $collectionsLimit) {
      nodes {
        id
        handle
        title
      }
    }
  }
  ${PAGE_INFO_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
`);

/** What the search page offers before anything is typed: collections and best sellers. */
export const SEARCH_SUGGESTIONS_QUERY = graphqlDocument(`#graphql
  query SearchSuggestions(
    $country: CountryCode
    $language: LanguageCode
    $collectionsLimit: Int!
    $productsLimit: Int!
    $variantsLimit: Int!
  ) @inContext(country: $country, language: $language) {
    collections(first: $collectionsLimit) {
      nodes {
        id
        handle
        title
      }
    }
    products(first: $productsLimit, sortKey: BEST_SELLING) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`);

export const PREDICTIVE_SEARCH_QUERY = graphqlDocument(`#graphql
  query PredictiveSearch(
    $country: CountryCode
    $language: LanguageCode
    $term: String!
    $limit: Int!
    $variantsLimit: Int!
  ) @inContext(country: $country, language: $language) {
    predictiveSearch(
      query: $term
      limit: $limit
      limitScope: EACH
      types: [PRODUCT, COLLECTION, PAGE, QUERY]
      unavailableProducts: LAST
    ) {
      products {
        ...ProductCard
      }
      collections {
        id
        handle
        title
      }
      pages {
        id
        handle
        title
      }
      queries {
        text
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`);

/**
 * Whether a word finds anything: the no-results page only offers words the platform answers
 * in the shopper’s language (docs/product/catalog.md#search).
 */
export const SEARCH_TERM_COUNT_QUERY = graphqlDocument(`#graphql
  query SearchTermCount($country: CountryCode, $language: LanguageCode, $term: String!)
  @inContext(country: $country, language: $language) {
    search(query: $term, types: [PRODUCT], first: 1) {
      totalCount
    }
  }
`);

import {graphqlDocument} from './document';
import {
  IMAGE_FRAGMENT,
  PAGE_INFO_FRAGMENT,
  PRODUCT_CARD_FRAGMENT,
  PRODUCT_IMAGE_WIDE_FRAGMENT,
} from './fragments';

/** A collection as a tile or a page heading shows it. */
export const COLLECTION_SUMMARY_FRAGMENT = `#graphql
  fragment CollectionSummary on Collection {
    id
    handle
    title
    description
    image {
      ...ImageFields
    }
  }
  ${IMAGE_FRAGMENT}
` as const;

/**
 * The home page's critical data in one request: the best sellers (with the banner and headline
 * the hero may borrow from the first of them that has one), and the collections the page points
 * to. Handles are variables so the page names them once.
 */
export const HOME_QUERY = graphqlDocument(`#graphql
  query Home(
    $country: CountryCode
    $language: LanguageCode
    $bestSellersHandle: String!
    $bestSellersCount: Int!
    $eyeBrushesHandle: String!
    $faceBrushesHandle: String!
    $conceptStoreHandle: String!
    $variantsLimit: Int!
  ) @inContext(country: $country, language: $language) {
    bestSellers: collection(handle: $bestSellersHandle) {
      ...CollectionSummary
      products(first: $bestSellersCount) {
        nodes {
          ...ProductCard
          headline: metafield(namespace: "custom", key: "headline") {
            value
          }
          ...ProductImageWide
        }
      }
    }
    eyeBrushes: collection(handle: $eyeBrushesHandle) {
      ...CollectionSummary
    }
    faceBrushes: collection(handle: $faceBrushesHandle) {
      ...CollectionSummary
    }
    conceptStore: collection(handle: $conceptStoreHandle) {
      ...CollectionSummary
    }
  }
  ${COLLECTION_SUMMARY_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
  ${PRODUCT_IMAGE_WIDE_FRAGMENT}
`);

/** Every collection, a page at a time; secret ones are dropped by the loader (seo.hidden). */
export const COLLECTIONS_QUERY = graphqlDocument(`#graphql
  query Collections(
    $country: CountryCode
    $language: LanguageCode
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
  ) @inContext(country: $country, language: $language) {
    collections(first: $first, last: $last, before: $startCursor, after: $endCursor) {
      nodes {
        ...CollectionSummary
        seoHidden: metafield(namespace: "seo", key: "hidden") {
          value
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
  ${COLLECTION_SUMMARY_FRAGMENT}
  ${PAGE_INFO_FRAGMENT}
`);

export const COLLECTION_QUERY = graphqlDocument(`#graphql
  query Collection(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $sortKey: ProductCollectionSortKeys!
    $reverse: Boolean!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $variantsLimit: Int!
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      ...CollectionSummary
      seo {
        title
        description
      }
      seoHidden: metafield(namespace: "seo", key: "hidden") {
        value
      }
      products(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        sortKey: $sortKey
        reverse: $reverse
      ) {
        nodes {
          ...ProductCard
        }
        pageInfo {
          ...PageInfoFields
        }
      }
    }
  }
  ${COLLECTION_SUMMARY_FRAGMENT}
  ${PAGE_INFO_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
`);

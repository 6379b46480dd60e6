import {graphqlDocument} from './document';
import {
  IMAGE_FRAGMENT,
  PRODUCT_PAGE_FRAGMENT,
  PRODUCT_VARIANT_FRAGMENT,
} from './fragments';

/**
 * The promotional screens (concept store, pay what you want) and the checks the /cart
 * action makes before it marks a line for one of their prices.
 */

/**
 * A product as the promo screens offer it: its tags carry the concept-store prices and the
 * pwyw mark, and its variants (as many as the screen asks) come as the product page has them.
 */
const PROMO_PRODUCT_FRAGMENT = `#graphql
  fragment PromoProduct on Product {
    id
    handle
    title
    tags
    seoHidden: metafield(namespace: "seo", key: "hidden") {
      value
    }
    featuredImage {
      ...ImageFields
    }
    variants(first: $variantsLimit) {
      nodes {
        ...ProductVariantFields
      }
    }
  }
  ${PRODUCT_VARIANT_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;

/** The concept store's collection and its products, up to a page of 250, in one request. */
export const CONCEPT_STORE_QUERY = graphqlDocument(`#graphql
  query ConceptStore(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $first: Int!
    $variantsLimit: Int!
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      title
      description
      seo {
        title
        description
      }
      image {
        ...ImageFields
      }
      products(first: $first, sortKey: COLLECTION_DEFAULT) {
        nodes {
          ...PromoProduct
        }
      }
    }
  }
  ${PROMO_PRODUCT_FRAGMENT}
  ${IMAGE_FRAGMENT}
`);

/** The pay-what-you-want products, best sellers first, in one request. */
export const PWYW_PRODUCTS_QUERY = graphqlDocument(`#graphql
  query PwywProducts(
    $country: CountryCode
    $language: LanguageCode
    $query: String!
    $first: Int!
    $variantsLimit: Int!
  ) @inContext(country: $country, language: $language) {
    products(first: $first, query: $query, sortKey: BEST_SELLING) {
      nodes {
        ...PromoProduct
      }
    }
  }
  ${PROMO_PRODUCT_FRAGMENT}
`);

export const PWYW_PRODUCT_QUERY = graphqlDocument(`#graphql
  query PwywProduct(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $imagesLimit: Int!
    $variantsLimit: Int!
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...PromoProduct
      ...ProductPageFields
    }
  }
  ${PROMO_PRODUCT_FRAGMENT}
  ${PRODUCT_PAGE_FRAGMENT}
`);

import {
  IMAGE_FRAGMENT,
  MONEY_FRAGMENT,
  PRODUCT_PAGE_FRAGMENT,
  PRODUCT_VARIANT_FRAGMENT,
} from './fragments';

/**
 * The promotional screens (concept store, pay what you want, yosegi) and the checks the /cart
 * action makes before it marks a line for one of their prices.
 */

/**
 * A product as the promo screens offer it: its tags carry the concept-store prices and the
 * pwyw mark, and every variant comes as the product page has it.
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
` as const;

export const CONCEPT_STORE_QUERY = `#graphql
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
  ${PRODUCT_VARIANT_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

export const PWYW_PRODUCTS_QUERY = `#graphql
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
  ${PRODUCT_VARIANT_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

export const PWYW_PRODUCT_QUERY = `#graphql
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
  ${PRODUCT_VARIANT_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

/**
 * What the /cart action checks before it marks a line for a promo price: the variant's
 * market price and visibility, and its product's tags and collections.
 */
export const CART_FLOW_VARIANT_QUERY = `#graphql
  query CartFlowVariant(
    $country: CountryCode
    $language: LanguageCode
    $id: ID!
    $collectionsLimit: Int!
  ) @inContext(country: $country, language: $language) {
    node(id: $id) {
      ... on ProductVariant {
        id
        sku
        availableForSale
        currentlyNotInStock
        price {
          ...Money
        }
        hidden: metafield(namespace: "custom", key: "hidden") {
          value
        }
        product {
          id
          tags
          seoHidden: metafield(namespace: "seo", key: "hidden") {
            value
          }
          collections(first: $collectionsLimit) {
            nodes {
              handle
            }
          }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;

export const YOSEGI_PAGE_QUERY = `#graphql
  query YosegiPage($country: CountryCode, $language: LanguageCode, $handle: String!)
  @inContext(country: $country, language: $language) {
    page(handle: $handle) {
      id
      title
      body
      seo {
        title
        description
      }
    }
  }
` as const;

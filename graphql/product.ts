import {graphqlDocument} from './document';
import {
  IMAGE_FRAGMENT,
  PRODUCT_CARD_FRAGMENT,
  PRODUCT_IMAGE_WIDE_FRAGMENT,
  PRODUCT_PAGE_FRAGMENT,
  PRODUCT_VARIANT_FRAGMENT,
} from './fragments';

/**
 * The product page's critical data in one request: the product, its images and the shop's
 * metafields, and every variant (the page picks the ones the shopper's market may see, so the
 * variant list is fetched whole rather than by selected options).
 */
export const PRODUCT_QUERY = graphqlDocument(`#graphql
  query Product(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $imagesLimit: Int!
    $variantsLimit: Int!
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      productType
      tags
      ...ProductPageFields
      featuredImage {
        ...ImageFields
      }
      options {
        name
        optionValues {
          name
        }
      }
      brief: metafield(namespace: "custom", key: "brief") {
        value
      }
      video: metafield(namespace: "custom", key: "video") {
        value
      }
      seoHidden: metafield(namespace: "seo", key: "hidden") {
        value
      }
      ...ProductImageWide
      variants(first: $variantsLimit) {
        nodes {
          ...ProductVariantFields
          checkoutDescription: metafield(namespace: "custom", key: "checkout_description") {
            value
          }
        }
      }
    }
  }
  ${PRODUCT_PAGE_FRAGMENT}
  ${PRODUCT_IMAGE_WIDE_FRAGMENT}
  ${PRODUCT_VARIANT_FRAGMENT}
  ${IMAGE_FRAGMENT}
`);

/**
 * Spec 7's recommendations come from the concept-store collection; the product page shows a
 * few of them, so it asks for a few more than it shows (the product itself and products not
 * sold in the shopper's country are left out) rather than the whole collection.
 */
export const PRODUCT_RECOMMENDATIONS_QUERY = graphqlDocument(`#graphql
  query ProductRecommendations(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $first: Int!
    $variantsLimit: Int!
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      products(first: $first) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`);

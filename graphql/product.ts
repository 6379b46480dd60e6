import {graphqlDocument} from './document';
import {
  IMAGE_FRAGMENT,
  PRODUCT_CARD_FRAGMENT,
  PRODUCT_IMAGE_WIDE_FRAGMENT,
  PRODUCT_PAGE_FRAGMENT,
  PRODUCT_VARIANT_FRAGMENT,
} from './fragments';

/**
 * The product page's data in one request: the product, its images and the shop's metafields,
 * and every variant (the page picks the ones the shopper's market may see, so the variant list
 * is fetched whole rather than by selected options); and the recommendations' cards from the
 * concept-store collection (docs/product/catalog.md#recommendations), a few more than the page
 * shows. One request is one lookup in Hydrogen's query cache and one answer to render: asked
 * apart and streamed after the page, the recommendations cost a cold render more than they
 * weigh (decision 0125). `$variantsLimit` is the cards' (their fragment names it), and
 * `$productVariantsLimit` the product's own.
 */
export const PRODUCT_QUERY = graphqlDocument(`#graphql
  query Product(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $imagesLimit: Int!
    $productVariantsLimit: Int!
    $variantsLimit: Int!
    $recommendationsHandle: String!
    $recommendationsFirst: Int!
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
      variants(first: $productVariantsLimit) {
        nodes {
          ...ProductVariantFields
          checkoutDescription: metafield(namespace: "custom", key: "checkout_description") {
            value
          }
        }
      }
    }
    recommendations: collection(handle: $recommendationsHandle) {
      id
      products(first: $recommendationsFirst) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_PAGE_FRAGMENT}
  ${PRODUCT_IMAGE_WIDE_FRAGMENT}
  ${PRODUCT_VARIANT_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
`);

/**
 * The concept-store collection's cards, for the added-to-cart confirmation of a page without
 * recommendations of its own (docs/product/catalog.md#recommendations).
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

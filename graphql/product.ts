import {IMAGE_FRAGMENT, MONEY_FRAGMENT} from './fragments';

/**
 * The product page's critical data in one request: the product, its images and the shop's
 * metafields, and every variant (the page picks the ones the shopper's market may see, so the
 * variant list is fetched whole rather than by selected options).
 */
export const PRODUCT_QUERY = `#graphql
  fragment ProductVariantFields on ProductVariant {
    id
    title
    sku
    availableForSale
    currentlyNotInStock
    selectedOptions {
      name
      value
    }
    price {
      ...Money
    }
    compareAtPrice {
      ...Money
    }
    image {
      ...ImageFields
    }
    customTitle: metafield(namespace: "custom", key: "title") {
      value
    }
    checkoutDescription: metafield(namespace: "custom", key: "checkout_description") {
      value
    }
    hidden: metafield(namespace: "custom", key: "hidden") {
      value
    }
  }
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
      vendor
      productType
      tags
      description
      descriptionHtml
      seo {
        title
        description
      }
      featuredImage {
        ...ImageFields
      }
      images(first: $imagesLimit) {
        nodes {
          ...ImageFields
        }
      }
      options {
        name
        optionValues {
          name
        }
      }
      headline: metafield(namespace: "custom", key: "headline") {
        value
      }
      brief: metafield(namespace: "custom", key: "brief") {
        value
      }
      video: metafield(namespace: "custom", key: "video") {
        value
      }
      prototypeDescription: metafield(namespace: "custom", key: "prototype_description") {
        value
      }
      imageWide: metafield(namespace: "custom", key: "image_wide") {
        reference {
          ... on MediaImage {
            image {
              ...ImageFields
            }
          }
        }
      }
      variants(first: $variantsLimit) {
        nodes {
          ...ProductVariantFields
        }
      }
    }
  }
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

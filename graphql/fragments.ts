/**
 * Fragments shared by more than one document. Each fragment interpolates the fragments it
 * spreads, so a document interpolates only the fragments it spreads itself; graphqlDocument
 * (./document) keeps one copy of a fragment two others bring.
 */

export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
` as const;

/** What an <Image> renders; no id, which no page shows and every page would carry. */
export const IMAGE_FRAGMENT = `#graphql
  fragment ImageFields on Image {
    url
    altText
    width
    height
  }
` as const;

/**
 * What a product grid shows. The variants come too (prices and stock only): a card's price
 * and availability are those of the variants the shopper's market may buy, which the
 * product-level priceRange (all variants, complimentary ones included) cannot tell.
 */
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    productType
    tags
    featuredImage {
      ...ImageFields
    }
    variants(first: $variantsLimit) {
      nodes {
        id
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
        hidden: metafield(namespace: "custom", key: "hidden") {
          value
        }
      }
    }
  }
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

/**
 * A variant as a product's own screens offer it: what the variant rules (visibility,
 * availability), the picker and the gallery need. Shared by the catalog's product page and
 * the promo screens, so both apply the rules to the same facts.
 */
export const PRODUCT_VARIANT_FRAGMENT = `#graphql
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
    hidden: metafield(namespace: "custom", key: "hidden") {
      value
    }
  }
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;

/** What a product's page shows of it, on the catalog's product page and pay what you want's. */
export const PRODUCT_PAGE_FRAGMENT = `#graphql
  fragment ProductPageFields on Product {
    vendor
    description
    descriptionHtml
    seo {
      title
      description
    }
    images(first: $imagesLimit) {
      nodes {
        ...ImageFields
      }
    }
    headline: metafield(namespace: "custom", key: "headline") {
      value
    }
  }
  ${IMAGE_FRAGMENT}
` as const;

/** The product's wide banner: custom.image_wide holds a reference to a MediaImage. */
export const PRODUCT_IMAGE_WIDE_FRAGMENT = `#graphql
  fragment ProductImageWide on Product {
    imageWide: metafield(namespace: "custom", key: "image_wide") {
      reference {
        ... on MediaImage {
          image {
            ...ImageFields
          }
        }
      }
    }
  }
  ${IMAGE_FRAGMENT}
` as const;

/** What Hydrogen's <Pagination> reads of a connection to page it both ways. */
export const PAGE_INFO_FRAGMENT = `#graphql
  fragment PageInfoFields on PageInfo {
    hasPreviousPage
    hasNextPage
    startCursor
    endCursor
  }
` as const;

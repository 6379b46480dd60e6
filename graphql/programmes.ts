import {graphqlDocument} from './document';
import {
  IMAGE_FRAGMENT,
  PRODUCT_IMAGE_WIDE_FRAGMENT,
  PRODUCT_VARIANT_FRAGMENT,
} from './fragments';

/** A secret shop product (docs/product/programmes.md#secret-shop): its story, media and up to 50 variants. */
const SECRET_SHOP_PRODUCT_FRAGMENT = `#graphql
  fragment SecretShopProduct on Product {
    id
    title
    handle
    tags
    productType
    descriptionHtml
    collections(first: $collectionsLimit) {
      nodes {
        id
        handle
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
    secretShopImage: metafield(namespace: "secret_shop", key: "image") {
      reference {
        ... on MediaImage {
          image {
            ...ImageFields
          }
        }
      }
    }
    ...ProductImageWide
    featuredImage {
      ...ImageFields
    }
    images(first: $imagesLimit) {
      nodes {
        ...ImageFields
      }
    }
    variants(first: $variantsLimit) {
      nodes {
        ...ProductVariantFields
        checkoutDescription: metafield(namespace: "custom", key: "checkout_description") {
          value
        }
      }
    }
  }
  ${PRODUCT_VARIANT_FRAGMENT}
  ${PRODUCT_IMAGE_WIDE_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;

/** A bundle's card: what the custom bundle section links to. */
const BUNDLE_PRODUCT_FRAGMENT = `#graphql
  fragment BundleProduct on Product {
    id
    title
    handle
    featuredImage {
      ...ImageFields
    }
  }
  ${IMAGE_FRAGMENT}
` as const;

/**
 * The secret shop query (docs/product/programmes.md#secret-shop): the secret-shop collection,
 * the customer's own collections (their products come with SECRET_SHOP_PRODUCTS_QUERY),
 * the-launch-collection as the default custom bundle and the custom-brush-bundle collection as
 * its options. Only the worker runs it, for a customer whose tags name the collections.
 */
export const SECRET_SHOP_QUERY = graphqlDocument(`#graphql
  query SecretShop(
    $country: CountryCode
    $language: LanguageCode
    $collectionIds: [ID!]!
    $secretShopHandle: String!
    $defaultBundleHandle: String!
    $bundleOptionsHandle: String!
    $collectionsLimit: Int!
  ) @inContext(country: $country, language: $language) {
    secretShop: collection(handle: $secretShopHandle) {
      id
      title
      description
    }
    collections: nodes(ids: $collectionIds) {
      ... on Collection {
        id
        handle
        title
        description
      }
    }
    defaultBundle: product(handle: $defaultBundleHandle) {
      ...BundleProduct
    }
    bundleOptions: collection(handle: $bundleOptionsHandle) {
      products(first: $collectionsLimit, sortKey: BEST_SELLING) {
        nodes {
          ...BundleProduct
        }
      }
    }
  }
  ${BUNDLE_PRODUCT_FRAGMENT}
`);

/**
 * A page of one secret-shop collection's products. A product with its 50 variants, 50
 * collections and images costs the platform about 470, so the collection's 250 products are
 * read a couple at a time, each page under its query cost limit.
 */
export const SECRET_SHOP_PRODUCTS_QUERY = graphqlDocument(`#graphql
  query SecretShopProducts(
    $country: CountryCode
    $language: LanguageCode
    $collectionId: ID!
    $first: Int!
    $after: String
    $variantsLimit: Int!
    $imagesLimit: Int!
    $collectionsLimit: Int!
  ) @inContext(country: $country, language: $language) {
    collection(id: $collectionId) {
      id
      products(first: $first, after: $after, sortKey: COLLECTION_DEFAULT) {
        nodes {
          ...SecretShopProduct
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
  ${SECRET_SHOP_PRODUCT_FRAGMENT}
`);

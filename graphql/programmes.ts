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
 * The secret shop query (docs/product/programmes.md#secret-shop), in one request: the
 * secret-shop collection, the customer's own collections with up to 250 products each,
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
    $productsLimit: Int!
    $variantsLimit: Int!
    $imagesLimit: Int!
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
        products(first: $productsLimit, sortKey: COLLECTION_DEFAULT) {
          nodes {
            ...SecretShopProduct
          }
        }
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
  ${SECRET_SHOP_PRODUCT_FRAGMENT}
`);

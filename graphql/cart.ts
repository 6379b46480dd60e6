import {graphqlDocument} from './document';
import {IMAGE_FRAGMENT, MONEY_FRAGMENT} from './fragments';

/** A cart line as every screen reads it. */
const CART_LINE_FRAGMENT = `#graphql
  fragment CartLineFields on BaseCartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      totalAmount {
        ...Money
      }
      subtotalAmount {
        ...Money
      }
      amountPerQuantity {
        ...Money
      }
      compareAtAmountPerQuantity {
        ...Money
      }
    }
    discountAllocations {
      discountedAmount {
        ...Money
      }
      ... on CartAutomaticDiscountAllocation {
        title
      }
      ... on CartCustomDiscountAllocation {
        title
      }
      ... on CartCodeDiscountAllocation {
        code
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        title
        sku
        availableForSale
        price {
          ...Money
        }
        compareAtPrice {
          ...Money
        }
        image {
          ...ImageFields
        }
        selectedOptions {
          name
          value
        }
        cartDescription: metafield(namespace: "custom", key: "cart_description") {
          value
        }
        product {
          id
          handle
          title
          vendor
          tags
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;

/**
 * The cart as every screen reads it. Hydrogen's cart handler wraps it in its own CartQuery
 * (with $numCartLines), so the fragment must be named CartApiQuery. The lines are its first
 * page: CART_LINES_QUERY reads the rest.
 */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    id
    checkoutUrl
    totalQuantity
    createdAt
    updatedAt
    note
    attributes {
      key
      value
    }
    buyerIdentity {
      countryCode
      email
    }
    cost {
      subtotalAmount {
        ...Money
      }
      totalAmount {
        ...Money
      }
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      discountedAmount {
        ...Money
      }
      ... on CartAutomaticDiscountAllocation {
        title
      }
      ... on CartCustomDiscountAllocation {
        title
      }
      ... on CartCodeDiscountAllocation {
        code
      }
    }
    lines(first: $numCartLines) {
      nodes {
        ...CartLineFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
  ${CART_LINE_FRAGMENT}
` as const;

/**
 * The cart's lines after the first page. A line costs the platform about 16, so a cart of 250
 * lines (docs/product/cart.md#cart-contents) is read in pages that each stay under its query
 * cost limit.
 */
export const CART_LINES_QUERY = graphqlDocument(`#graphql
  query CartLines(
    $cartId: ID!
    $first: Int!
    $after: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    cart(id: $cartId) {
      id
      lines(first: $first, after: $after) {
        nodes {
          ...CartLineFields
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
  ${CART_LINE_FRAGMENT}
`);

/**
 * What a country change needs to rebuild the cart: each line's product with its variants (the
 * Region option, the SKU the market rule reads, the hidden flag) and its availability tags.
 */
export const COUNTRY_REBUILD_PRODUCTS_QUERY = graphqlDocument(`#graphql
  query CountryRebuildProducts(
    $ids: [ID!]!
    $variantsLimit: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on Product {
        id
        title
        tags
        variants(first: $variantsLimit) {
          nodes {
            id
            sku
            availableForSale
            selectedOptions {
              name
              value
            }
            hidden: metafield(namespace: "custom", key: "hidden") {
              value
            }
          }
        }
      }
    }
  }
`);

/**
 * What the shop applies to a cart when it loads: its free-item rules
 * (docs/product/cart.md#free-item-on-load) and its buy-one-get-one offers
 * (docs/product/cart.md#buy-one-get-one), JSON metafields on the shop.
 */
export const CART_OFFERS_QUERY = graphqlDocument(`#graphql
  query CartOffers($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    shop {
      freeItemRules: metafield(namespace: "custom", key: "free_item_rules") {
        value
      }
      bogoOffers: metafield(namespace: "custom", key: "bogo_offers") {
        value
      }
    }
  }
`);

/** The free choices of the cart's offers: their titles, and whether they can be had. */
export const BOGO_CHOICES_QUERY = graphqlDocument(`#graphql
  query BogoChoices($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        availableForSale
        product {
          title
        }
      }
    }
  }
`);

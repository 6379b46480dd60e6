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

/** The cart's own fields, its lines apart. */
const CART_FIELDS_FRAGMENT = `#graphql
  fragment CartFields on Cart {
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
  }
` as const;

/**
 * The cart as every screen reads it. Hydrogen's cart handler wraps it in its own CartQuery
 * (with $numCartLines), so the fragment must be named CartApiQuery. The shop reads every
 * line at once: CART_LINES_LIMIT (250) is also Shopify's page limit.
 */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    ...CartFields
    lines(first: $numCartLines) {
      nodes {
        ...CartLineFields
      }
    }
  }
  ${CART_FIELDS_FRAGMENT}
  ${CART_LINE_FRAGMENT}
` as const;

/**
 * The same cart as every mutation answers it (Hydrogen's mutations declare no
 * $numCartLines): a write needs no read of its own. 250 is CART_LINES_LIMIT.
 */
export const CART_MUTATION_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    ...CartFields
    lines(first: 250) {
      nodes {
        ...CartLineFields
      }
    }
  }
  ${CART_FIELDS_FRAGMENT}
  ${CART_LINE_FRAGMENT}
` as const;

/**
 * What a country change reads before it rebuilds the cart, in one request: the old cart with
 * each line's product, its variants (the Region option, the SKU the market rule reads, the
 * hidden flag) and its availability tags. 250 is CART_LINES_LIMIT: every line at once.
 */
export const COUNTRY_REBUILD_CART_QUERY = graphqlDocument(`#graphql
  query CountryRebuildCart(
    $cartId: ID!
    $variantsLimit: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    cart(id: $cartId) {
      id
      createdAt
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
      }
      lines(first: 250) {
        nodes {
          id
          quantity
          attributes {
            key
            value
          }
          merchandise {
            ... on ProductVariant {
              id
              sku
              selectedOptions {
                name
                value
              }
              product {
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
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
`);

/**
 * The country change's one write: the old cart forgets the shopper's email (when it has one)
 * and the new cart is made, answered as every mutation answers it.
 */
export const COUNTRY_REBUILD_MUTATION = graphqlDocument(`#graphql
  mutation CountryRebuild(
    $oldCartId: ID!
    $clearEmail: Boolean!
    $input: CartInput!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    oldCart: cartBuyerIdentityUpdate(cartId: $oldCartId, buyerIdentity: {email: ""})
      @include(if: $clearEmail) {
      userErrors {
        message
      }
    }
    cartCreate(input: $input) {
      cart {
        ...CartApiMutation
      }
      userErrors {
        field
        message
        code
      }
    }
  }
  ${CART_MUTATION_FRAGMENT}
`);

/**
 * What the shop applies to a cart when it loads: its free-item rules
 * (docs/product/cart.md#free-item-on-load) and its buy-one-get-one offers
 * (docs/product/cart.md#buy-one-get-one), JSON metafields on the shop.
 */
const CART_OFFERS_FRAGMENT = `#graphql
  fragment CartOffers on Shop {
    freeItemRules: metafield(namespace: "custom", key: "free_item_rules") {
      value
    }
    bogoOffers: metafield(namespace: "custom", key: "bogo_offers") {
      value
    }
  }
` as const;

export const CART_OFFERS_QUERY = graphqlDocument(`#graphql
  query CartOffers($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    shop {
      ...CartOffers
    }
  }
  ${CART_OFFERS_FRAGMENT}
`);

/**
 * What a cart write checks of a variant before it adds it or switches a line to it: its
 * market price and visibility, and its product's tags and collections.
 */
const CART_FLOW_VARIANT_FRAGMENT = `#graphql
  fragment CartFlowVariant on ProductVariant {
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
      title
      tags
      seoHidden: metafield(namespace: "seo", key: "hidden") {
        value
      }
      collections(first: $collectionsLimit) {
        nodes {
          id
          handle
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;

export const CART_FLOW_VARIANT_QUERY = graphqlDocument(`#graphql
  query CartFlowVariant(
    $country: CountryCode
    $language: LanguageCode
    $id: ID!
    $collectionsLimit: Int!
  ) @inContext(country: $country, language: $language) {
    node(id: $id) {
      ...CartFlowVariant
    }
  }
  ${CART_FLOW_VARIANT_FRAGMENT}
`);

/**
 * Everything a cart write decides on, in one request before its mutation: the cart (its
 * limits), the shop's offers, and the variants the write names.
 */
export const CART_WRITE_QUERY = graphqlDocument(`#graphql
  query CartWrite(
    $cartId: ID = ""
    $withCart: Boolean!
    $numCartLines: Int!
    $withOffers: Boolean!
    $variantIds: [ID!]!
    $collectionsLimit: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    cart(id: $cartId) @include(if: $withCart) {
      ...CartApiQuery
    }
    shop @include(if: $withOffers) {
      ...CartOffers
    }
    variants: nodes(ids: $variantIds) {
      ...CartFlowVariant
    }
  }
  ${CART_QUERY_FRAGMENT}
  ${CART_OFFERS_FRAGMENT}
  ${CART_FLOW_VARIANT_FRAGMENT}
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

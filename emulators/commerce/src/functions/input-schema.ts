import {buildSchema} from 'graphql';

/**
 * The part of Shopify's Function input API (Discount Function and Cart and Checkout
 * Validation Function APIs) the platform answers, with the reference's type and field names:
 * a function's input query is validated and executed against it, so a function receives
 * exactly what its query asks for, as on Shopify. `discount` and `validation` share one
 * root here; on Shopify each target's Input has only its own.
 */
export const FUNCTION_INPUT_SCHEMA = buildSchema(/* GraphQL */ `
  scalar Decimal
  scalar JSON
  scalar Handle
  scalar Date

  enum DiscountClass {
    PRODUCT
    ORDER
    SHIPPING
  }

  type Query {
    cart: Cart!
    localization: Localization!
    shop: Shop!
    presentmentCurrencyRate: Decimal!
    discount: Discount!
    validation: Validation!
  }

  type Discount {
    discountClasses: [DiscountClass!]!
    metafield(namespace: String, key: String!): Metafield
  }

  type Validation {
    metafield(namespace: String, key: String!): Metafield
  }

  type Shop {
    localTime: LocalTime!
    metafield(namespace: String, key: String!): Metafield
  }

  type LocalTime {
    date: Date!
  }

  type Localization {
    country: Country!
    language: Language!
  }

  type Country {
    isoCode: String!
  }

  type Language {
    isoCode: String!
  }

  type Cart {
    attribute(key: String): Attribute
    buyerIdentity: BuyerIdentity
    cost: CartCost!
    lines: [CartLine!]!
  }

  type CartCost {
    subtotalAmount: MoneyV2!
    totalAmount: MoneyV2!
  }

  type BuyerIdentity {
    customer: Customer
    email: String
    isAuthenticated: Boolean!
  }

  type Customer {
    id: ID!
    email: String
    hasAnyTag(tags: [String!]! = []): Boolean!
    hasTags(tags: [String!]! = []): [HasTagResponse!]!
    metafield(namespace: String, key: String!): Metafield
  }

  type CartLine {
    id: ID!
    quantity: Int!
    attribute(key: String): Attribute
    cost: CartLineCost!
    merchandise: Merchandise!
  }

  type CartLineCost {
    amountPerQuantity: MoneyV2!
    subtotalAmount: MoneyV2!
    totalAmount: MoneyV2!
  }

  union Merchandise = ProductVariant | CustomProduct

  type CustomProduct {
    title: String!
  }

  type ProductVariant {
    id: ID!
    sku: String
    title: String
    product: Product!
    metafield(namespace: String, key: String!): Metafield
  }

  type Product {
    id: ID!
    handle: Handle!
    title: String!
    hasAnyTag(tags: [String!]! = []): Boolean!
    hasTags(tags: [String!]! = []): [HasTagResponse!]!
    inAnyCollection(ids: [ID!]! = []): Boolean!
    inCollections(ids: [ID!]! = []): [CollectionMembership!]!
    metafield(namespace: String, key: String!): Metafield
  }

  type HasTagResponse {
    tag: String!
    hasTag: Boolean!
  }

  type CollectionMembership {
    collectionId: ID!
    isMember: Boolean!
  }

  type Attribute {
    key: String!
    value: String
  }

  type Metafield {
    type: String!
    value: String!
    jsonValue: JSON!
  }

  type MoneyV2 {
    amount: Decimal!
    currencyCode: String!
  }
`);

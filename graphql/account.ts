import {graphqlDocument} from './document';

/**
 * A multipass token for a customer access token (docs/product/accounts.md#sign-in-chain); errors
 * come back as customerUserErrors.
 */
export const CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS = graphqlDocument(`#graphql
  mutation CustomerAccessTokenCreateWithMultipass($multipassToken: String!) {
    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        code
        field
        message
      }
    }
  }
`);

/** Sign-out revokes the token, so a copy of the old session cookie signs nobody in. */
export const CUSTOMER_ACCESS_TOKEN_DELETE = graphqlDocument(`#graphql
  mutation CustomerAccessTokenDelete($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
    }
  }
`);

/**
 * Ends every session of the customer: on Shopify a new password invalidates all of the
 * customer's access tokens, the one sent included, and answers a fresh one (the worker deletes
 * it). Multipass customers never sign in to the shop with a password, so the value is random.
 */
export const CUSTOMER_SESSIONS_REVOKE = graphqlDocument(`#graphql
  mutation CustomerSessionsRevoke($customerAccessToken: String!, $password: String!) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: {password: $password}) {
      customerAccessToken {
        accessToken
      }
      customerUserErrors {
        code
        message
      }
    }
  }
`);

/** The signed-in customer; never cached, since it belongs to one session (docs/product/accounts.md#session). */
export const CUSTOMER_QUERY = graphqlDocument(`#graphql
  query Customer($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      email
      firstName
      lastName
      displayName
      tags
      storeCredit: metafield(namespace: "credit", key: "balance") {
        value
      }
      secretShopClaimed: metafield(namespace: "secret_shop", key: "claimed") {
        value
      }
    }
  }
`);

/** What the orders page shows of a line and of a discount (docs/product/accounts.md#orders). */
const ORDER_PARTS_FRAGMENT = `#graphql
  fragment OrderMoney on MoneyV2 {
    amount
    currencyCode
  }
  fragment OrderDiscountName on DiscountApplication {
    ... on AutomaticDiscountApplication {
      title
    }
    ... on ManualDiscountApplication {
      title
    }
    ... on ScriptDiscountApplication {
      title
    }
    ... on DiscountCodeApplication {
      code
    }
  }
  fragment OrderLine on OrderLineItem {
    title
    quantity
    customAttributes {
      key
      value
    }
    originalTotalPrice {
      ...OrderMoney
    }
    discountedTotalPrice {
      ...OrderMoney
    }
    discountAllocations {
      allocatedAmount {
        ...OrderMoney
      }
      discountApplication {
        ...OrderDiscountName
      }
    }
    variant {
      id
      sku
      selectedOptions {
        name
        value
      }
      image {
        url
        altText
        width
        height
      }
      product {
        handle
      }
    }
  }
  fragment OrderDiscount on DiscountApplication {
    ...OrderDiscountName
    value {
      ... on MoneyV2 {
        ...OrderMoney
      }
    }
  }
` as const;

/**
 * The orders page (docs/product/accounts.md#orders) in one request, as the Storefront API
 * pages it: up to 250 orders, newest first, each with up to 250 lines and discounts, up to 10
 * fulfillments of 10 tracking numbers.
 */
export const CUSTOMER_ORDERS_QUERY = graphqlDocument(`#graphql
  query CustomerOrders(
    $customerAccessToken: String!
    $first: Int!
    $linesFirst: Int!
    $discountsFirst: Int!
  ) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      email
      orders(first: $first, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          id
          name
          processedAt
          canceledAt
          fulfillmentStatus
          statusUrl
          shippingAddress {
            formatted(withName: true)
          }
          lineItems(first: $linesFirst) {
            nodes {
              ...OrderLine
            }
          }
          discountApplications(first: $discountsFirst) {
            nodes {
              ...OrderDiscount
            }
          }
          subtotalPrice {
            ...OrderMoney
          }
          totalShippingPrice {
            ...OrderMoney
          }
          shippingDiscountAllocations {
            allocatedAmount {
              ...OrderMoney
            }
          }
          totalTax {
            ...OrderMoney
          }
          originalTotalDuties {
            ...OrderMoney
          }
          totalPrice {
            ...OrderMoney
          }
          successfulFulfillments(first: 10) {
            trackingCompany
            trackingInfo(first: 10) {
              number
              url
            }
          }
        }
      }
    }
  }
  ${ORDER_PARTS_FRAGMENT}
`);

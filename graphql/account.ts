import {graphqlDocument} from './document';

/** Spec 7: a multipass token for a customer access token (errors come back as customerUserErrors). */
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

/** The signed-in customer; never cached (spec 7), since it belongs to one session. */
export const CUSTOMER_QUERY = graphqlDocument(`#graphql
  query Customer($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      email
      firstName
      lastName
      displayName
      tags
    }
  }
`);

/** Spec 2's orders page: up to 250, newest first, each with up to 10 fulfillments of 10 tracking numbers. */
export const CUSTOMER_ORDERS_QUERY = graphqlDocument(`#graphql
  query CustomerOrders($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      orders(first: 250, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          id
          name
          processedAt
          canceledAt
          fulfillmentStatus
          statusUrl
          totalPrice {
            amount
            currencyCode
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
`);

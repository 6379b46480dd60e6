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

import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {
  buildClientSchema,
  extendSchema,
  isObjectType,
  parse,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

/** The Storefront API version the official schema file describes. */
export const STOREFRONT_API_VERSION = '2025-01';

let cached: GraphQLSchema | undefined;

/**
 * The official Storefront API 2025-01 schema shipped in @shopify/hydrogen-react, built once
 * per process: every request is validated and executed against exactly what Shopify publishes.
 */
export function storefrontSchema(): GraphQLSchema {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@shopify/hydrogen-react/storefront.schema.json');
    const introspection = JSON.parse(readFileSync(file, 'utf8')) as
      | IntrospectionQuery
      | {data: IntrospectionQuery};
    cached = buildClientSchema(
      'data' in introspection ? introspection.data : introspection,
    );
  }
  return cached;
}

/**
 * What the `unstable` version answers beyond 2025-01: only what Hydrogen 2025.1 sends there,
 * the consent query its `useShopifyCookies` posts on every page load. Field names and types
 * are Shopify's (the unstable reference, ConsentManagement and ConsentManagementCookies); the
 * banner and the debugging `currentCookies` are not emulated.
 */
const UNSTABLE_ADDITIONS = `
  extend type QueryRoot {
    consentManagement: ConsentManagement!
  }
  type ConsentManagement {
    cookies(
      visitorConsent: VisitorConsent!
      landingPage: String
      referrer: String
      visitorEmail: String
    ): ConsentManagementCookies!
  }
  input VisitorConsent {
    analytics: Boolean
    marketing: Boolean
    preferences: Boolean
    saleOfData: Boolean
  }
  type ConsentManagementCookies {
    cookieDomain: String!
    landingPageCookie: String
    origReferrerCookie: String
    shopifyAnalyticsCookie: String
    shopifyEssentialCookie: String
    trackingConsentCookie: String!
  }
`;

let unstable: GraphQLSchema | undefined;

/** The `unstable` version: 2025-01 and the consent query Hydrogen sends there. */
export function unstableStorefrontSchema(): GraphQLSchema {
  unstable ??= extendSchema(storefrontSchema(), parse(UNSTABLE_ADDITIONS));
  return unstable;
}

const connectionTypes = new WeakMap<GraphQLNamedType, boolean>();

/** A Relay connection type of the schema (ProductConnection, ImageConnection, ...). */
export function isConnectionType(type: GraphQLNamedType): boolean {
  let known = connectionTypes.get(type);
  if (known === undefined) {
    known =
      isObjectType(type) &&
      type.name.endsWith('Connection') &&
      'pageInfo' in type.getFields() &&
      'edges' in type.getFields();
    connectionTypes.set(type, known);
  }
  return known;
}

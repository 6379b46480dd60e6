import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {
  buildClientSchema,
  isObjectType,
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

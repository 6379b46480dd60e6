import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import {storefrontSchema} from '../../emulators/commerce/src/graphql/schema';
import {sharedStorefront} from './storefront-platform';

/**
 * Selects every field of a type the schema offers, a few levels deep, with plain values for
 * required arguments: whatever a storefront may ask about the seeded resources must answer
 * without an error (null, empty or a value), since the engine is generic.
 */

const MAX_DEPTH = 3;

function literal(type: GraphQLInputType): string | null {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return '[]';
  if (isInputObjectType(type)) return null;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? null;
  switch (type.name) {
    case 'Int':
      return '1';
    case 'Boolean':
      return 'false';
    default:
      return '"x"';
  }
}

function argumentsFor(args: readonly GraphQLArgument[]): string | null {
  const parts: string[] = [];
  for (const arg of args) {
    if (arg.name === 'first') {
      parts.push('first: 2');
      continue;
    }
    if (!isNonNullType(arg.type) || arg.defaultValue !== undefined) continue;
    if (arg.name === 'identifiers') {
      parts.push('identifiers: [{namespace: "custom", key: "headline"}]');
      continue;
    }
    const value = literal(arg.type);
    if (value === null) return null;
    parts.push(`${arg.name}: ${value}`);
  }
  return parts.length ? `(${parts.join(', ')})` : '';
}

function selection(type: GraphQLObjectType, depth: number): string {
  const fields: string[] = [];
  for (const field of Object.values(type.getFields())) {
    const args = argumentsFor(field.args);
    if (args === null) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) {
      fields.push(`${field.name}${args}`);
    } else if (isAbstractType(named)) {
      fields.push(`${field.name}${args} { __typename }`);
    } else if (isObjectType(named) && depth < MAX_DEPTH) {
      fields.push(`${field.name}${args} { __typename ${selection(named, depth + 1)} }`);
    }
  }
  return fields.join('\n');
}

const schema = storefrontSchema();
const type = (name: string) => schema.getType(name) as GraphQLObjectType;

const client = sharedStorefront();

describe('every field of the seeded resources answers without an error', () => {
  it.each([
    ['Product', 'product(handle: "tsubaki-lid-brush")'],
    ['Product', 'product(handle: "the-launch-collection")'],
    ['ProductVariant', 'node(id: "gid://shopify/ProductVariant/43000000001305")'],
    ['Collection', 'collection(handle: "spring-preview")'],
    ['Page', 'page(handle: "shipping")'],
    ['Menu', 'menu(handle: "main-menu")'],
    ['Shop', 'shop'],
    ['Localization', 'localization'],
    ['MediaImage', 'node(id: "gid://shopify/MediaImage/2500000000001")'],
    ['Metafield', 'node(id: "gid://shopify/Metafield/2600000000001")'],
    ['SearchResultItemConnection', 'search(query: "brush", first: 2)'],
    ['PredictiveSearchResult', 'predictiveSearch(query: "ka")'],
    ['Sitemap', 'sitemap(type: PRODUCT)'],
  ])('%s: %s', async (typename, root) => {
    const fields = selection(type(typename), 1);
    const rootField = root.startsWith('node(')
      ? `${root} { __typename ... on ${typename} { ${fields} } }`
      : `${root} { __typename ${fields} }`;
    const {data, errors} = await client.query(
      `query Everything @inContext(country: GB) { ${rootField} }`,
    );
    expect(errors).toBeUndefined();
    expect(Object.values(data ?? {})[0]).not.toBeNull();
  });
});

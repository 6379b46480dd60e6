import type {GraphQLObjectType} from 'graphql';
import {describe, expect, it} from 'vitest';
import {storefrontSchema} from '../../emulators/commerce/src/graphql/schema';
import {selection} from './schema-selection';
import {sharedStorefront} from './storefront-platform';

/**
 * Selects every field of a type the schema offers, a few levels deep, with plain values for
 * required arguments: whatever a storefront may ask about the seeded resources must answer
 * without an error (null, empty or a value), since the engine is generic.
 */

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

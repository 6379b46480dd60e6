import {Kind, parse, validate} from 'graphql';
import {describe, expect, it} from 'vitest';
import {storefrontSchema} from '../../emulators/commerce/src/graphql/schema';
import * as cart from '../../graphql/cart';
import * as catalog from '../../graphql/catalog';
import * as content from '../../graphql/content';
import {graphqlDocument} from '../../graphql/document';
import * as fragments from '../../graphql/fragments';
import * as layout from '../../graphql/layout';
import * as product from '../../graphql/product';
import * as promos from '../../graphql/promos';
import * as search from '../../graphql/search';

const modules = {cart, catalog, content, fragments, layout, product, promos, search};

const operations = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([name]) => name.endsWith('_QUERY'))
    .map(([name, text]) => ({name: `${module}.${name}`, text: text as string})),
);

function fragmentNames(text: string) {
  return parse(text)
    .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
    .map((definition) => definition.name.value);
}

describe('graphqlDocument', () => {
  const money = `#graphql
  fragment Money on MoneyV2 { amount }
`;
  const image = `#graphql
  fragment ImageFields on Image { url }
`;
  const variant = `#graphql
  fragment Variant on ProductVariant { price { ...Money } image { ...ImageFields } }
  ${money}
  ${image}
`;
  const card = `#graphql
  fragment Card on Product { featuredImage { ...ImageFields } }
  ${image}
`;

  it.each([
    {
      case: 'a fragment two others bring is kept once, where it first came',
      text: `#graphql
  query Q { product(handle: "a") { ...Card variants(first: 1) { nodes { ...Variant } } } }
  ${card}
  ${variant}
`,
      fragments: ['Card', 'ImageFields', 'Variant', 'Money'],
    },
    {
      case: 'a document with no repeats is sent as written',
      text: `#graphql
  query Q { product(handle: "a") { ...Card } }
  ${card}
`,
      fragments: ['Card', 'ImageFields'],
    },
  ])('$case', ({text, fragments: expected}) => {
    expect(fragmentNames(graphqlDocument(text))).toEqual(expected);
  });
});

describe('the Storefront documents', () => {
  const schema = storefrontSchema();

  it('are found', () => {
    expect(operations.map(({name}) => name)).toContain('promos.PWYW_PRODUCT_QUERY');
  });

  it.each(operations)(
    '$name is valid against the schema, each fragment defined once',
    ({text}) => {
      const names = fragmentNames(text);
      expect(names).toEqual([...new Set(names)]);
      expect(validate(schema, parse(text)).map((error) => error.message)).toEqual([]);
    },
  );

  it('the cart fragment Hydrogen wraps defines each fragment once', () => {
    const names = fragmentNames(cart.CART_QUERY_FRAGMENT);
    expect(names).toEqual([...new Set(names)]);
  });
});

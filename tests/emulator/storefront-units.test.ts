import {decodeEncodedVariant} from '@shopify/hydrogen-react';
import {describe, expect, it} from 'vitest';
import {
  evaluateQuery,
  parseSearchQuery,
  type Term,
} from '../../emulators/commerce/src/catalog/search-syntax';
import {encodeOptionValueCombinations} from '../../emulators/commerce/src/catalog/variant-encoding';
import {encodeCursor, paginate} from '../../emulators/commerce/src/graphql/connections';
import {formatAmount} from '../../emulators/commerce/src/graphql/money';

describe('encodedVariantExistence: what hydrogen-react decodes is what was encoded', () => {
  it.each([
    [[]],
    [[[0]]],
    [[[0], [1], [2]]],
    [[[0], [2], [3], [4], [7]]],
    [
      [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 2],
        [2, 1],
        [2, 2],
      ],
    ],
    [
      [
        [0, 0, 0],
        [0, 0, 1],
        [0, 1, 1],
        [1, 0, 0],
        [1, 2, 2],
      ],
    ],
  ])('%j', (combinations) => {
    expect(decodeEncodedVariant(encodeOptionValueCombinations(combinations))).toEqual(
      combinations,
    );
  });

  it.each([
    [[[0], [1], [2]], 'v1_0-2'],
    [
      [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 2],
      ],
      'v1_0:0-1,1:0 2,',
    ],
    [[], 'v1_'],
  ])('writes %j as Shopify does: %s', (combinations, encoded) => {
    expect(encodeOptionValueCombinations(combinations)).toBe(encoded);
  });
});

describe('connections', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];
  const cursorOf = (item: string) => encodeCursor(item, items.indexOf(item));
  const nodes = (args: Parameters<typeof paginate>[1]) => paginate(items, args).nodes;

  it.each([
    [{first: 2}, ['a', 'b']],
    [{first: 2, after: cursorOf('b')}, ['c', 'd']],
    [{last: 2}, ['d', 'e']],
    [{last: 2, before: cursorOf('d')}, ['b', 'c']],
    [{after: cursorOf('a'), before: cursorOf('e')}, ['b', 'c', 'd']],
    [{first: 0}, []],
    [{first: 10, after: cursorOf('e')}, []],
  ])('%o gives %j', (args, expected) => {
    expect(nodes(args)).toEqual(expected);
  });

  it('reports both directions exactly and keeps a cursor on its item', () => {
    expect(paginate(items, {first: 2, after: cursorOf('a')}).pageInfo).toMatchObject({
      hasPreviousPage: true,
      hasNextPage: true,
    });
    // The item a cursor names is found again even after the list changed in front of it.
    expect(paginate(['z', ...items], {first: 1, after: cursorOf('b')}).nodes).toEqual([
      'c',
    ]);
  });

  it.each([{first: -1}, {last: 251}, {after: 'garbage'}])('refuses %o', (args) => {
    expect(() => paginate(items, args)).toThrow();
  });
});

describe('search syntax', () => {
  const product = {title: 'Kumo Blending Brush', tags: ['eye', 'pwyw'], price: 24};
  const matches = (query: string) =>
    evaluateQuery(parseSearchQuery(query), (term: Term) => {
      const value = term.value.toLowerCase();
      if (term.field === 'tag') return product.tags.includes(value);
      if (term.field === 'price') {
        const n = Number(term.value);
        return term.comparison === '<'
          ? product.price < n
          : term.comparison === '>='
            ? product.price >= n
            : product.price === n;
      }
      const title = product.title.toLowerCase();
      return term.prefix
        ? title.split(' ').some((word) => word.startsWith(value))
        : title.includes(value);
    });

  it.each([
    ['', true],
    ['kumo', true],
    ['kumo brush', true],
    ['kumo AND fan', false],
    ['kumo OR fan', true],
    ['fan OR tag:pwyw', true],
    ['-tag:pwyw', false],
    ['NOT tag:face', true],
    ['blen*', true],
    ['"blending brush"', true],
    ["'fan brush'", false],
    ['price:<30 tag:eye', true],
    ['price:>=30', false],
    ['(fan OR kumo) -tag:face', true],
  ])('%j matches: %s', (query, expected) => {
    expect(matches(query)).toBe(expected);
  });
});

describe('amounts as Shopify writes them', () => {
  it.each([
    [24, '24.0'],
    [10.5, '10.5'],
    [12.99, '12.99'],
    ['21', '21.0'],
    [0, '0.0'],
    [0.1 + 0.2, '0.3'],
  ])('%s -> %s', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });
});

import {describe, expect, it} from 'vitest';
import {
  applyOperation,
  compareCart,
  readBackOf,
  sameCart,
  type CartOperation,
  type ExpectedCart,
} from '../../bench/cart-model';

const A = 'gid://shopify/ProductVariant/1';
const B = 'gid://shopify/ProductVariant/2';

describe('applyOperation', () => {
  it.each<{
    start: [string, number][];
    operation: CartOperation;
    expected: [string, number][];
  }>([
    {
      start: [],
      operation: {kind: 'add', merchandiseId: A, quantity: 1},
      expected: [[A, 1]],
    },
    {
      start: [[A, 2]],
      operation: {kind: 'add', merchandiseId: A, quantity: 1},
      expected: [[A, 3]],
    },
    {
      start: [[A, 1]],
      operation: {kind: 'update', merchandiseId: A, quantity: 4},
      expected: [[A, 4]],
    },
    {
      start: [
        [A, 1],
        [B, 1],
      ],
      operation: {kind: 'update', merchandiseId: A, quantity: 0},
      expected: [[B, 1]],
    },
    {
      start: [
        [A, 1],
        [B, 2],
      ],
      operation: {kind: 'remove', merchandiseId: B},
      expected: [[A, 1]],
    },
  ])('$operation.kind on $start', ({start, operation, expected}) => {
    const before: ExpectedCart = new Map(start);
    expect([...applyOperation(before, operation)]).toEqual(expected);
    expect([...before]).toEqual(start);
  });
});

describe('compareCart', () => {
  const expected: ExpectedCart = new Map([
    [A, 2],
    [B, 1],
  ]);

  it.each([
    {
      name: 'the same lines',
      lines: [
        {merchandiseId: B, quantity: 1},
        {merchandiseId: A, quantity: 2},
      ],
      differences: {lost: [], duplicated: [], wrong: []},
    },
    {
      name: 'a lost line',
      lines: [{merchandiseId: A, quantity: 2}],
      differences: {lost: [B], duplicated: [], wrong: []},
    },
    {
      name: 'a line with quantity 0 counts as lost',
      lines: [
        {merchandiseId: A, quantity: 2},
        {merchandiseId: B, quantity: 0},
      ],
      differences: {lost: [B], duplicated: [], wrong: []},
    },
    {
      name: 'a duplicated line',
      lines: [
        {merchandiseId: A, quantity: 1},
        {merchandiseId: A, quantity: 1},
        {merchandiseId: B, quantity: 1},
      ],
      differences: {lost: [], duplicated: [A], wrong: []},
    },
    {
      name: 'a wrong quantity',
      lines: [
        {merchandiseId: A, quantity: 3},
        {merchandiseId: B, quantity: 1},
      ],
      differences: {lost: [], duplicated: [], wrong: [`${A}: 3 instead of 2`]},
    },
    {
      name: 'a line nobody asked for',
      lines: [
        {merchandiseId: A, quantity: 2},
        {merchandiseId: B, quantity: 1},
        {merchandiseId: 'gid://shopify/ProductVariant/9', quantity: 1},
      ],
      differences: {
        lost: [],
        duplicated: [],
        wrong: ['gid://shopify/ProductVariant/9: not expected'],
      },
    },
  ])('finds $name', ({lines, differences}) => {
    expect(compareCart(expected, lines)).toEqual(differences);
    expect(sameCart(expected, lines)).toBe(
      differences.lost.length +
        differences.duplicated.length +
        differences.wrong.length ===
        0,
    );
  });

  it('expects an abandoned cart to be empty', () => {
    expect(compareCart(new Map(), [{merchandiseId: A, quantity: 1}]).wrong).toEqual([
      `${A}: not expected`,
    ]);
    expect(sameCart(new Map(), [])).toBe(true);
  });
});

describe('readBackOf', () => {
  const line = (merchandiseId: string, quantity: number) => ({merchandiseId, quantity});
  const before: ExpectedCart = new Map([[A, 2]]);
  it.each([
    ['the change made', new Map([[A, 3]]), [line(A, 3)], 'after'],
    ['the change not made', new Map([[A, 3]]), [line(A, 2)], 'before'],
    ['something else', new Map([[A, 3]]), [line(A, 5)], 'neither'],
    ['a change that changes nothing, as both', new Map([[A, 2]]), [line(A, 2)], 'before'],
  ] as const)('%s', (_label, after, lines, expected) => {
    expect(readBackOf(before, after, lines)).toBe(expected);
  });
});

import {describe, expect, it} from 'vitest';

import {
  bogoLineUpdates,
  complimentaryLinePlan,
  lineQuantity,
  rebuildLinesForRegion,
  surveyDiscountUpdates,
  variantForRegion,
  welcomeBonusPlan,
  type RegionalLine,
} from '@brush/rules/cart-plans';

describe('lineQuantity and bogoLineUpdates', () => {
  it.each([
    [2, 2],
    [0, 0],
    [-1, 0],
    [2.7, 2],
    [99, 99],
    [100, 99],
    [Infinity, 99],
    [-Infinity, 0],
    [NaN, 0],
  ])('%s -> %s on both lines', (requested, quantity) => {
    expect(lineQuantity(requested)).toBe(quantity);
    expect(
      bogoLineUpdates({mainLineId: 'm', freeLineId: 'f', quantity: requested}),
    ).toEqual([
      {id: 'm', quantity},
      {id: 'f', quantity},
    ]);
  });
});

describe('complimentaryLinePlan', () => {
  const gift = (n: number) => ({merchandiseId: `v${n}`, quantity: 1});
  it.each([
    [
      'reuse one line for one item',
      ['l1'],
      [gift(1)],
      [{id: 'l1', merchandiseId: 'v1', quantity: 1, attributes: []}],
      [],
    ],
    [
      'surplus lines drop to 0',
      ['l1', 'l2', 'l3'],
      [gift(1)],
      [
        {id: 'l1', merchandiseId: 'v1', quantity: 1, attributes: []},
        {id: 'l2', quantity: 0},
        {id: 'l3', quantity: 0},
      ],
      [],
    ],
    [
      'extra items become new lines',
      ['l1'],
      [gift(1), gift(2), gift(3)],
      [{id: 'l1', merchandiseId: 'v1', quantity: 1, attributes: []}],
      [
        {merchandiseId: 'v2', quantity: 1, attributes: []},
        {merchandiseId: 'v3', quantity: 1, attributes: []},
      ],
    ],
    ['no lines', [], [gift(1)], [], [{merchandiseId: 'v1', quantity: 1, attributes: []}]],
    ['no items', ['l1'], [], [{id: 'l1', quantity: 0}], []],
    ['nothing', [], [], [], []],
  ])('%s', (_label, lineIds, items, updates, adds) => {
    expect(complimentaryLinePlan(lineIds, items)).toEqual({updates, adds});
  });

  it('keeps the attributes of an item', () => {
    const attributes = [{key: '_complimentary', value: 'US'}];
    expect(
      complimentaryLinePlan([], [{merchandiseId: 'v1', quantity: 1, attributes}]).adds,
    ).toEqual([{merchandiseId: 'v1', quantity: 1, attributes}]);
  });
});

describe('surveyDiscountUpdates', () => {
  it.each([
    [
      'lines without attributes are marked',
      [
        {id: 'a', quantity: 1, attributes: []},
        {id: 'b', quantity: 2, attributes: [{key: '_customPrice', value: '3.00'}]},
        {id: 'c', quantity: 3, attributes: null},
      ],
      [
        {id: 'a', quantity: 1, attributes: [{key: '_surveyDiscount', value: 'true'}]},
        {id: 'c', quantity: 3, attributes: [{key: '_surveyDiscount', value: 'true'}]},
      ],
    ],
    ['no lines', [], []],
  ])('%s', (_label, lines, updates) => {
    expect(surveyDiscountUpdates(lines)).toEqual(updates);
  });
});

describe('welcomeBonusPlan', () => {
  const line = {
    merchandiseId: 'v9',
    quantity: 1,
    attributes: [
      {key: '_welcomeBonus', value: 'ava@example.com'},
      {key: '_welcomeBonusProof', value: 'signed'},
    ],
  };
  it.each<[string, {id: string; attributes: {key: string; value: string}[]}[], object]>([
    ['no welcome line yet: added', [{id: 'a', attributes: []}], {add: line}],
    [
      'an existing one is replaced in place',
      [
        {id: 'a', attributes: []},
        {id: 'w', attributes: [{key: '_welcomeBonus', value: 'old@example.com'}]},
      ],
      {update: {id: 'w', ...line}},
    ],
  ])('%s', (_label, lines, expected) => {
    expect(
      welcomeBonusPlan(lines, {
        merchandiseId: 'v9',
        email: 'ava@example.com',
        marker: 'signed',
      }),
    ).toEqual(expected);
  });
});

const option = (name: string, value: string) => ({name, value});
const variants = [
  {id: 'goat-us', selectedOptions: [option('Region', 'US'), option('Hair', 'Goat')]},
  {id: 'goat-eu', selectedOptions: [option('Region', 'EU'), option('Hair', 'Goat')]},
  {id: 'syn-us', selectedOptions: [option('Region', 'US'), option('Hair', 'Synthetic')]},
  {id: 'syn-eu', selectedOptions: [option('Hair', 'Synthetic'), option('Region', 'EU')]},
  {id: 'solo-us', selectedOptions: [option('Region', 'US'), option('Hair', 'Squirrel')]},
];

describe('variantForRegion', () => {
  it.each([
    ['goat-us', 'EU', 'goat-eu'],
    ['goat-eu', 'US', 'goat-us'],
    ['syn-us', 'EU', 'syn-eu'],
    ['goat-us', 'US', 'goat-us'],
    ['solo-us', 'EU', null],
  ] as const)('%s for %s -> %j', (from, region, to) => {
    const variant = variants.find((candidate) => candidate.id === from)!;
    expect(variantForRegion(variant, variants, region)?.id ?? null).toBe(to);
  });

  it('keeps a variant without a Region option', () => {
    const plain = {id: 'plain', selectedOptions: [option('Title', 'Default Title')]};
    expect(variantForRegion(plain, [plain], 'EU')).toBe(plain);
  });
});

describe('rebuildLinesForRegion', () => {
  const line = (
    id: string,
    variantId: string,
    extra: Partial<RegionalLine> = {},
  ): RegionalLine => {
    const variant = variants.find((candidate) => candidate.id === variantId)!;
    return {
      id,
      quantity: 2,
      attributes: [{key: '_conceptStore', value: 'true'}],
      merchandise: {...variant, sku: 'EB01-US', product: {variants: {nodes: variants}}},
      ...extra,
    };
  };
  it('moves lines to the new region, keeps attributes, drops complimentary and orphan lines', () => {
    const lines = [
      line('a', 'goat-us'),
      line('b', 'syn-us', {attributes: [{key: 'details', value: null}]}),
      line('gift', 'goat-us', {
        attributes: [{key: '_complimentary', value: 'US'}],
      }),
      line('orphan', 'solo-us'),
    ];
    expect(rebuildLinesForRegion({nodes: lines}, 'EU')).toEqual({
      lines: [
        {
          merchandiseId: 'goat-eu',
          quantity: 2,
          attributes: [{key: '_conceptStore', value: 'true'}],
        },
        {merchandiseId: 'syn-eu', quantity: 2, attributes: [{key: 'details', value: ''}]},
      ],
      droppedLineIds: ['gift', 'orphan'],
    });
  });
});

import {describe, expect, it} from 'vitest';

import {
  CART_ATTRIBUTES,
  LINE_ATTRIBUTES,
  attributeValue,
  cartBadgeCount,
  lineNotes,
  hasAttribute,
  isComplimentaryLine,
  lineNodes,
  type AttributedLine,
} from '@brush/rules/cart-attributes';

describe('attribute keys', () => {
  it('are the documented keys, verbatim (docs/product/cart.md#cart-attributes)', () => {
    expect(Object.values(LINE_ATTRIBUTES)).toEqual([
      '_complimentary',
      '_customPrice',
      '_conceptStore',
      '_secretShop',
      '_sharedShop',
      '_sharedShopOwner',
      '_secretShopFree',
      '_surveyDiscount',
      '_designSurveyDiscount',
      '_backorder',
      '_welcomeBonus',
      'details',
      'discountSurvey',
    ]);
    expect(Object.values(CART_ATTRIBUTES)).toEqual([
      'discountSurvey',
      'creditRedeemed',
      'cje',
      'sms_click_id',
      'sms_click_time',
      'sms_code',
      'disable_sas',
      'utm_source',
    ]);
  });
});

describe('hasAttribute and attributeValue', () => {
  const attributes = [
    {key: '_complimentary', value: 'US'},
    {key: '_customPrice', value: '12.50'},
    {key: '_customPrice', value: '3.00'},
    {key: '_backorder', value: null},
  ];
  it.each([
    ['_complimentary', true, 'US'],
    ['_customPrice', true, '12.50'],
    ['_backorder', true, null],
    ['_secretShop', false, null],
    ['_COMPLIMENTARY', false, null],
  ])('%s: present %s, value %j', (key, present, value) => {
    expect(hasAttribute(attributes, key)).toBe(present);
    expect(attributeValue(attributes, key)).toBe(value);
  });

  it.each([[null], [undefined], [[]]])('no attributes (%j)', (none) => {
    expect(hasAttribute(none, '_complimentary')).toBe(false);
    expect(attributeValue(none, '_complimentary')).toBeNull();
  });
});

describe('isComplimentaryLine', () => {
  it.each([
    ['COMPLIMENTARY SKU', {merchandise: {sku: 'GW01-COMPLIMENTARY-US'}}, true],
    [
      '_complimentary attribute',
      {merchandise: {sku: 'EB01-US'}, attributes: [{key: '_complimentary', value: 'US'}]},
      true,
    ],
    [
      'both',
      {
        merchandise: {sku: 'GW01-COMPLIMENTARY-EU'},
        attributes: [{key: '_complimentary', value: 'DE'}],
      },
      true,
    ],
    ['a normal line', {merchandise: {sku: 'EB01-US'}, attributes: []}, false],
    [
      'other attributes',
      {merchandise: {sku: 'EB01-US'}, attributes: [{key: '_customPrice', value: '1.00'}]},
      false,
    ],
    ['no merchandise', {attributes: null}, false],
    ['COMPLIMENTARY inside a word', {merchandise: {sku: 'COMPLIMENTARYKIT-US'}}, false],
  ])('%s -> %s', (_label, line: AttributedLine, expected) => {
    expect(isComplimentaryLine(line)).toBe(expected);
  });
});

describe('cartBadgeCount', () => {
  const lines: AttributedLine[] = [
    {quantity: 2, merchandise: {sku: 'EB01-US'}},
    {quantity: 1, merchandise: {sku: 'GW01-COMPLIMENTARY-US'}},
    {
      quantity: 3,
      merchandise: {sku: 'FB02-US'},
      attributes: [{key: '_complimentary', value: 'US'}],
    },
    {
      quantity: 1,
      merchandise: {sku: 'FB03-US'},
      attributes: [{key: '_customPrice', value: '4.00'}],
    },
  ];
  it.each([
    ['a list', lines, 3],
    ['nodes', {nodes: lines}, 3],
    ['edges', {edges: lines.map((node) => ({node}))}, 3],
    ['only complimentary lines', [lines[1]!, lines[2]!], 0],
    ['no lines', [], 0],
    ['null', null, 0],
    ['a line without quantity', [{merchandise: {sku: 'EB01-US'}}], 0],
  ])('%s -> %s', (_label, input, expected) => {
    expect(cartBadgeCount(input)).toBe(expected);
  });
});

describe('lineNodes', () => {
  it.each([
    [
      [1, 2],
      [1, 2],
    ],
    [{nodes: [1, 2]}, [1, 2]],
    [{edges: [{node: 1}, {node: 2}]}, [1, 2]],
    [{}, []],
    [null, []],
  ])('%j -> %j', (input, expected) => {
    expect(lineNodes(input)).toEqual(expected);
  });
});

describe('lineNotes: a line in words on the cart page', () => {
  const attributes = (...pairs: [string, string][]) =>
    pairs.map(([key, value]) => ({key, value}));
  it.each([
    ['a plain line', {attributes: []}, []],
    [
      'a free item by attribute',
      {attributes: attributes(['_complimentary', 'DE'])},
      [{kind: 'complimentary'}],
    ],
    [
      'a free item by SKU',
      {merchandise: {sku: 'EB01-COMPLIMENTARY-US'}},
      [{kind: 'complimentary'}],
    ],
    [
      // The survey's words come from the platform's discount, not from the mark.
      'a line marked for the survey discount',
      {attributes: attributes(['_surveyDiscount', 'true'])},
      [],
    ],
    [
      'the welcome offer',
      {attributes: attributes(['_welcomeBonus', 'ava@example.com'])},
      [{kind: 'welcomeOffer'}],
    ],
    [
      'a chosen price',
      {attributes: attributes(['_customPrice', '12.50'])},
      [{kind: 'yourPrice', amount: '12.50'}],
    ],
    [
      'a chosen price that is no number',
      {attributes: attributes(['_customPrice', '<b>1</b>'])},
      [],
    ],
    [
      'a backorder',
      {attributes: attributes(['_backorder', 'true'])},
      [{kind: 'backorder'}],
    ],
    [
      'several, in the page’s order',
      {
        attributes: attributes(
          ['_backorder', 'true'],
          ['_customPrice', '3.00'],
          ['_surveyDiscount', 'x'],
        ),
      },
      [{kind: 'yourPrice', amount: '3.00'}, {kind: 'backorder'}],
    ],
  ])('%s', (_case, line, notes) => {
    expect(lineNotes(line)).toEqual(notes);
  });
});

import {describe, expect, it} from 'vitest';
import {LINE_ATTRIBUTES} from '@brush/rules/cart-attributes';
import {attributesFrom, lineTarget, type AttributeValue} from './function-api';

const KEYS = {
  complimentary: LINE_ATTRIBUTES.complimentary,
  customPrice: LINE_ATTRIBUTES.customPrice,
  welcomeBonus: LINE_ATTRIBUTES.welcomeBonus,
};

type Fields = Partial<Record<keyof typeof KEYS, AttributeValue | null>>;

describe('attributesFrom', () => {
  it.each<[string, Fields, {key: string; value: string | null}[]]>([
    ['a line with none of the attributes', {}, []],
    [
      'attributes the input answered with null are left out',
      {complimentary: null, customPrice: {value: '4.00'}, welcomeBonus: null},
      [{key: '_customPrice', value: '4.00'}],
    ],
    [
      'every attribute, in the order the keys name them',
      {
        welcomeBonus: {value: 'a@example.com'},
        customPrice: {value: '0.00'},
        complimentary: {value: 'US'},
      },
      [
        {key: '_complimentary', value: 'US'},
        {key: '_customPrice', value: '0.00'},
        {key: '_welcomeBonus', value: 'a@example.com'},
      ],
    ],
    [
      'an attribute present with no value keeps its key',
      {complimentary: {value: null}},
      [{key: '_complimentary', value: null}],
    ],
  ])('%s', (_label, fields, expected) => {
    expect(attributesFrom(fields, KEYS)).toEqual(expected);
  });
});

describe('lineTarget', () => {
  it.each([
    [0, '$.cart.lines[0]'],
    [249, '$.cart.lines[249]'],
  ])('line %i is blamed at %s', (index, target) => {
    expect(lineTarget(index)).toBe(target);
  });
});

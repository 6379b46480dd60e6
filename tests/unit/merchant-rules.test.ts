import {describe, expect, it} from 'vitest';

import {
  COMPLIMENTARY_DISCOUNT_TITLE,
  CUSTOM_PRICE_DISCOUNT_TITLE,
  INVALID_CUSTOM_PRICE_MESSAGE,
  NOT_COMPLIMENTARY_MESSAGE,
  NO_CUSTOM_PRICE_MESSAGE,
  complimentaryLinePrice,
  customPriceForLine,
  type LineVerdict,
} from '../../app/lib/merchant-rules';

const complimentary = [{key: '_complimentary', value: 'US'}];

describe('complimentaryLinePrice', () => {
  it.each<[string, string | null, {key: string; value: string}[], number, LineVerdict]>([
    [
      'complimentary variant marked by the free-item flow',
      'GW01-COMPLIMENTARY-US',
      complimentary,
      18,
      {kind: 'discount', amount: 18, title: COMPLIMENTARY_DISCOUNT_TITLE},
    ],
    [
      'EU complimentary variant',
      'GW01-COMPLIMENTARY-EU',
      [{key: '_complimentary', value: 'DE'}],
      12.5,
      {kind: 'discount', amount: 12.5, title: COMPLIMENTARY_DISCOUNT_TITLE},
    ],
    [
      'forged attribute on a normal variant',
      'EB01-US',
      complimentary,
      24,
      {kind: 'refused', message: NOT_COMPLIMENTARY_MESSAGE},
    ],
    [
      'forged attribute, no SKU',
      null,
      complimentary,
      24,
      {kind: 'refused', message: NOT_COMPLIMENTARY_MESSAGE},
    ],
    [
      'forged attribute, COMPLIMENTARY inside a word',
      'COMPLIMENTARYKIT-US',
      complimentary,
      24,
      {kind: 'refused', message: NOT_COMPLIMENTARY_MESSAGE},
    ],
    [
      'complimentary variant without the attribute',
      'GW01-COMPLIMENTARY-US',
      [],
      18,
      {kind: 'none'},
    ],
    [
      'a normal line',
      'EB01-US',
      [{key: '_customPrice', value: '1.00'}],
      24,
      {kind: 'none'},
    ],
  ])('%s', (_label, sku, attributes, variantPriceUsd, expected) => {
    expect(complimentaryLinePrice({sku, attributes, variantPriceUsd})).toEqual(expected);
  });
});

describe('customPriceForLine', () => {
  const custom = (value: string) => [{key: '_customPrice', value}];
  it.each<[string, {key: string; value: string | null}[], string[], number, LineVerdict]>(
    [
      [
        'a custom price on a pwyw product',
        custom('12.50'),
        ['pwyw'],
        24,
        {kind: 'discount', amount: 11.5, title: CUSTOM_PRICE_DISCOUNT_TITLE},
      ],
      [
        'zero',
        custom('0.00'),
        ['pwyw'],
        24,
        {kind: 'discount', amount: 24, title: CUSTOM_PRICE_DISCOUNT_TITLE},
      ],
      [
        'a preset price',
        custom('3.60'),
        ['eye', 'pwyw'],
        24,
        {kind: 'discount', amount: 20.4, title: CUSTOM_PRICE_DISCOUNT_TITLE},
      ],
      ['the full price', custom('24.00'), ['pwyw'], 24, {kind: 'none'}],
      ['above the price, clamped', custom('99'), ['pwyw'], 24, {kind: 'none'}],
      [
        'cents against float noise',
        custom('19.89'),
        ['pwyw'],
        19.99,
        {kind: 'discount', amount: 0.1, title: CUSTOM_PRICE_DISCOUNT_TITLE},
      ],
      [
        'forged on a product without the tag',
        custom('1.00'),
        ['eye'],
        24,
        {kind: 'refused', message: NO_CUSTOM_PRICE_MESSAGE},
      ],
      [
        'forged on an untagged product with a malformed value',
        custom('free'),
        [],
        24,
        {kind: 'refused', message: NO_CUSTOM_PRICE_MESSAGE},
      ],
      [
        'negative',
        custom('-5'),
        ['pwyw'],
        24,
        {kind: 'refused', message: INVALID_CUSTOM_PRICE_MESSAGE},
      ],
      [
        'not a number',
        custom('twelve'),
        ['pwyw'],
        24,
        {kind: 'refused', message: INVALID_CUSTOM_PRICE_MESSAGE},
      ],
      [
        'sub-cent',
        custom('1.001'),
        ['pwyw'],
        24,
        {kind: 'refused', message: INVALID_CUSTOM_PRICE_MESSAGE},
      ],
      [
        'empty',
        custom(''),
        ['pwyw'],
        24,
        {kind: 'refused', message: INVALID_CUSTOM_PRICE_MESSAGE},
      ],
      [
        'null value',
        [{key: '_customPrice', value: null}],
        ['pwyw'],
        24,
        {kind: 'refused', message: INVALID_CUSTOM_PRICE_MESSAGE},
      ],
      ['no custom price on a pwyw product', [], ['pwyw'], 24, {kind: 'none'}],
    ],
  )('%s', (_label, attributes, productTags, variantPriceUsd, expected) => {
    expect(customPriceForLine({attributes, productTags, variantPriceUsd})).toEqual(
      expected,
    );
  });
});

import {describe, expect, it} from 'vitest';

import {
  exceedsCustomPriceMax,
  PWYW_DEFAULT_DISCOUNT,
  PWYW_PRESET_DISCOUNTS,
  clampCustomPrice,
  formatCustomPriceAttribute,
  offersCustomPrice,
  parseCustomPrice,
  presetPrice,
} from '@brush/rules/pwyw';

describe('presets', () => {
  it('are 85%, 75% and 50% off with 50% chosen by default', () => {
    expect(PWYW_PRESET_DISCOUNTS).toEqual([0.85, 0.75, 0.5]);
    expect(PWYW_PRESET_DISCOUNTS).toContain(PWYW_DEFAULT_DISCOUNT);
    expect(PWYW_DEFAULT_DISCOUNT).toBe(0.5);
  });

  it.each([
    [24, 0.85, 3.6],
    [24, 0.75, 6],
    [24, 0.5, 12],
    [19.99, 0.5, 10],
    [19.99, 0.85, 3],
    [19.99, 0.75, 5],
    [10, 0, 10],
    [10, 1, 0],
  ])('presetPrice(%s, %s) = %s', (price, discount, expected) => {
    expect(presetPrice(price, discount)).toBe(expected);
  });
});

describe('offersCustomPrice', () => {
  it.each([
    [['pwyw'], true],
    [['eye', 'PWYW'], true],
    [[' pwyw '], true],
    [['pwyw-limited'], false],
    [['conceptStorePrice:18'], false],
    [[], false],
    [null, false],
  ])('%j -> %s', (tags, expected) => {
    expect(offersCustomPrice(tags)).toBe(expected);
  });
});

describe('clampCustomPrice', () => {
  it.each([
    [12.5, 24, 12.5],
    [0, 24, 0],
    [24, 24, 24],
    [30, 24, 24],
    [-1, 24, 0],
    [12.345, 24, 12.35],
    [12.344, 24, 12.34],
    [23.999, 24, 24],
    [Infinity, 24, 24],
    [-Infinity, 24, 0],
    [NaN, 24, 0],
    [5, 19.999, 5],
    [25, 19.995, 19.995],
  ])('clampCustomPrice(%s, %s) = %s', (value, price, expected) => {
    expect(clampCustomPrice(value, price)).toBe(expected);
  });
});

describe('parseCustomPrice', () => {
  it.each([
    ['12.50', 24, {ok: true, value: 12.5}],
    ['12.5', 24, {ok: true, value: 12.5}],
    ['12', 24, {ok: true, value: 12}],
    ['12.', 24, {ok: true, value: 12}],
    ['.5', 24, {ok: true, value: 0.5}],
    ['0', 24, {ok: true, value: 0}],
    ['0.00', 24, {ok: true, value: 0}],
    ['-0', 24, {ok: true, value: 0}],
    [' 7.25 ', 24, {ok: true, value: 7.25}],
    ['24', 24, {ok: true, value: 24}],
    ['30', 24, {ok: true, value: 24}],
    ['1000000', 24, {ok: true, value: 24}],
    ['1.500', 24, {ok: true, value: 1.5}],
    ['', 24, {ok: false, reason: 'empty'}],
    ['   ', 24, {ok: false, reason: 'empty'}],
    ['abc', 24, {ok: false, reason: 'not-a-number'}],
    ['12,50', 24, {ok: false, reason: 'not-a-number'}],
    ['1e1', 24, {ok: false, reason: 'not-a-number'}],
    ['0x10', 24, {ok: false, reason: 'not-a-number'}],
    ['Infinity', 24, {ok: false, reason: 'not-a-number'}],
    ['NaN', 24, {ok: false, reason: 'not-a-number'}],
    ['.', 24, {ok: false, reason: 'not-a-number'}],
    ['$5', 24, {ok: false, reason: 'not-a-number'}],
    ['-1', 24, {ok: false, reason: 'below-minimum'}],
    ['-0.01', 24, {ok: false, reason: 'below-minimum'}],
    ['1.005', 24, {ok: false, reason: 'step-mismatch'}],
    ['0.001', 24, {ok: false, reason: 'step-mismatch'}],
  ])('%j with price %s -> %j', (input, price, expected) => {
    expect(parseCustomPrice(input, price)).toEqual(expected);
  });
});

describe('formatCustomPriceAttribute', () => {
  it.each([
    [12.5, '12.50'],
    [12, '12.00'],
    [0, '0.00'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'],
    [19.99, '19.99'],
  ])('%s -> %s', (value, expected) => {
    expect(formatCustomPriceAttribute(value)).toBe(expected);
  });
});

describe('exceedsCustomPriceMax', () => {
  it.each([
    {input: '34.01', exceeds: true},
    {input: '500', exceeds: true},
    {input: '34', exceeds: false},
    {input: '0', exceeds: false},
    {input: '', exceeds: false},
    {input: 'abc', exceeds: false},
  ])('$input above 34: $exceeds', ({input, exceeds}) => {
    expect(exceedsCustomPriceMax(input, 34)).toBe(exceeds);
  });
});

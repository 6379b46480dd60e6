import {describe, expect, it} from 'vitest';

import {
  CURRENCY_SYMBOLS,
  CURRENCY_TABLE,
  convertFromUsd,
  convertToUsd,
  currencyRate,
  formatMoney,
  isRoundingOn,
  roundTo,
} from '@brush/rules/currency';

describe('CURRENCY_TABLE and CURRENCY_SYMBOLS', () => {
  it.each([
    ['USD', 1, '$'],
    ['EUR', 1, '€'],
    ['GBP', 0.85, '£'],
    ['CAD', 1.3, 'C$'],
    ['AUD', 1.55, 'A$'],
  ] as const)('%s: rate %s, adjustment 0, symbol %s', (currency, rate, symbol) => {
    expect(CURRENCY_TABLE[currency]).toEqual({rate, adjustment: 0});
    expect(CURRENCY_SYMBOLS[currency]).toBe(symbol);
  });
});

describe('isRoundingOn', () => {
  it.each([
    ['USD', false],
    ['EUR', true],
    ['GBP', true],
    ['CAD', true],
    ['AUD', true],
  ])('%s -> %s', (currency, expected) => {
    expect(isRoundingOn(currency)).toBe(expected);
  });
});

describe('currencyRate', () => {
  it.each([
    ['GBP', {rate: 0.85, adjustment: 0}],
    ['AUD', {rate: 1.55, adjustment: 0}],
    ['JPY', {rate: 1, adjustment: 0}],
    ['toString', {rate: 1, adjustment: 0}],
  ])('%s -> %j', (currency, expected) => {
    expect(currencyRate(currency)).toEqual(expected);
  });
});

describe('convertFromUsd', () => {
  it.each([
    [24, 'USD', 24],
    [10.1, 'USD', 10.1],
    [1.1, 'USD', 1.1],
    [0.07, 'USD', 0.07],
    [2.18, 'USD', 2.18],
    [9.99, 'USD', 9.99],
    [0.1 + 0.2, 'USD', 0.3],
    [10.001, 'USD', 10.01],
    [24, 'GBP', 21],
    [20, 'GBP', 17],
    [100, 'GBP', 85],
    [11.99, 'GBP', 11],
    [35, 'GBP', 30],
    [50, 'GBP', 43],
    [150, 'GBP', 128],
    [11.99, 'EUR', 12],
    [24, 'EUR', 24],
    [10.1, 'EUR', 11],
    [24, 'CAD', 32],
    [10, 'CAD', 13],
    [0, 'GBP', 0],
    [12.5, 'JPY', 13],
    [24, 'AUD', 38],
    [20, 'AUD', 31],
    [50, 'AUD', 78],
    [100, 'AUD', 155],
  ])('%s USD in %s is %s', (amount, currency, expected) => {
    expect(convertFromUsd(amount, currency)).toBe(expected);
  });
});

describe('convertToUsd', () => {
  it.each([
    [24, 'USD', 24],
    [10.1, 'USD', 10.1],
    [21, 'GBP', 24.71],
    [17, 'GBP', 20],
    [85, 'GBP', 100],
    [13, 'CAD', 10],
    [32, 'CAD', 24.62],
    [24, 'EUR', 24],
    [0, 'GBP', 0],
    [38, 'AUD', 24.52],
    [155, 'AUD', 100],
    [31, 'AUD', 20],
  ])('%s %s is %s USD', (amount, currency, expected) => {
    expect(convertToUsd(amount, currency)).toBe(expected);
  });
});

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [2.675, 2, 2.68],
    [-2.675, 2, -2.68],
    [-0.001, 2, 0],
    [12.5, 0, 13],
  ])('roundTo(%s, %s) = %s', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});

describe('formatMoney', () => {
  /** The no-break spaces a language puts between amount and symbol, or between digit groups. */
  const NBSP = '\u00a0';
  const NNBSP = '\u202f';

  it.each([
    [24, 'USD', '$24.00'],
    ['24.0', 'USD', '$24.00'],
    [24, 'EUR', '€24.00'],
    [21, 'GBP', '£21.00'],
    [31.2, 'CAD', 'C$31.20'],
    [10.1, 'USD', '$10.10'],
    ['10.5', 'USD', '$10.50'],
    [0, 'USD', '$0.00'],
    [-5, 'USD', '-$5.00'],
    [1.005, 'USD', '$1.01'],
    [1234.5, 'EUR', '€1,234.50'],
    [38, 'AUD', 'A$38.00'],
    [24, 'JPY', `JPY${NBSP}24.00`],
  ])('%j %s -> %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it.each([
    [24, 'EUR', 'en', '€24.00'],
    [12.5, 'EUR', 'fr', `12,50${NBSP}€`],
    [24, 'EUR', 'it', `24,00${NBSP}€`],
    [24, 'EUR', 'es', `24,00${NBSP}€`],
    [1234.5, 'EUR', 'fr', `1${NNBSP}234,50${NBSP}€`],
    [-5, 'USD', 'es', `-5,00${NBSP}$`],
    [31.2, 'CAD', 'fr', `31,20${NBSP}C$`],
    [43, 'GBP', 'it', `43,00${NBSP}£`],
    [31.2, 'CAD', 'en', 'C$31.20'],
  ])('%j %s in %s -> %s', (amount, currency, language, expected) => {
    expect(formatMoney(amount, currency, language)).toBe(expected);
  });

  it.each([[NaN], [Infinity], ['abc'], [''], ['  ']])('throws on %j', (amount) => {
    expect(() => formatMoney(amount, 'USD')).toThrow(RangeError);
  });
});

import {describe, expect, it} from 'vitest';

import {
  creditRedeemed,
  creditRedemptionAmount,
  formatCreditRedeemed,
  needsCreditUpdate,
} from '#rules/credit';

describe('creditRedemptionAmount', () => {
  it.each([
    // credit USD, currency, subtotal, requested, amount
    [20, 'USD', 50, 100, 20],
    [20, 'USD', 15, 100, 15],
    [20, 'USD', 50, 5, 5],
    [20, 'USD', 50, Infinity, 20],
    [20.5, 'USD', 50, Infinity, 20.5],
    [20, 'GBP', 50, Infinity, 17],
    [10.5, 'GBP', 50, Infinity, 9],
    [20, 'EUR', 12.34, Infinity, 12.34],
    [0, 'USD', 50, 10, 0],
    [20, 'USD', 0, 10, 0],
    [20, 'USD', 50, 0, 0],
    [20, 'USD', 50, -5, 0],
    [-10, 'USD', 50, 10, 0],
    [20, 'USD', -3, 10, 0],
    [NaN, 'USD', 50, 10, 0],
    [20, 'USD', NaN, 10, 0],
    [20, 'USD', 50, NaN, 0],
  ])(
    'credit %s USD in %s, subtotal %s, asked %s -> %s',
    (storeCreditUsd, currency, subtotal, requested, amount) => {
      expect(
        creditRedemptionAmount({storeCreditUsd, currency, subtotal, requested}),
      ).toBe(amount);
    },
  );
});

describe('creditRedeemed attribute', () => {
  it.each([
    [12.5, '12.50'],
    [0, '0.00'],
    [7, '7.00'],
  ])('formatCreditRedeemed(%s) = %s', (amount, text) => {
    expect(formatCreditRedeemed(amount)).toBe(text);
  });

  it.each([
    [[{key: 'creditRedeemed', value: '12.50'}], 12.5],
    [[{key: 'creditRedeemed', value: 'abc'}], 0],
    [[{key: 'creditRedeemed', value: '-3'}], 0],
    [[{key: 'creditRedeemed', value: null}], 0],
    [[], 0],
    [null, 0],
  ])('creditRedeemed(%j) = %s', (attributes, amount) => {
    expect(creditRedeemed(attributes)).toBe(amount);
  });

  it.each([
    [[{key: 'creditRedeemed', value: '12.50'}], 12.5, false],
    [[{key: 'creditRedeemed', value: '12.50'}], 12.5000001, false],
    [[{key: 'creditRedeemed', value: '12.50'}], 10, true],
    [[], 0, false],
    [[], 5, true],
  ])('needsCreditUpdate(%j, %s) = %s', (attributes, amount, expected) => {
    expect(needsCreditUpdate(attributes, amount)).toBe(expected);
  });
});

import {describe, expect, it} from 'vitest';

import {
  creditRedeemed,
  creditRedemptionAmount,
  formatCreditRedeemed,
  needsCreditUpdate,
} from '@brush/rules/credit';
import {CURRENCY_TABLE, convertFromUsdAtMost, convertToUsd} from '@brush/rules/currency';

describe('creditRedemptionAmount', () => {
  it.each([
    // credit USD, currency, subtotal, requested, amount
    [20, 'USD', 50, 100, 20],
    [20, 'USD', 15, 100, 15],
    [20, 'USD', 50, 5, 5],
    [20, 'USD', 50, Infinity, 20],
    [20.5, 'USD', 50, Infinity, 20.5],
    [20, 'GBP', 50, Infinity, 17],
    // 10.50 USD is £8.93: £9 would be worth 10.59 USD, so £8.
    [10.5, 'GBP', 50, Infinity, 8],
    [10.5, 'CAD', 50, Infinity, 13],
    [10, 'AUD', 50, Infinity, 15],
    [20.5, 'EUR', 50, Infinity, 20],
    [10.555, 'USD', 50, Infinity, 10.55],
    [0.5, 'GBP', 50, Infinity, 0],
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

describe('credit is never worth more than the balance', () => {
  const CENTS_CHECKED = 50_000;
  const SUB_CENT_BALANCES = [0.004, 0.005, 1.005, 10.505, 99.999, 123.4567];

  it.each(Object.keys(CURRENCY_TABLE))(
    'in %s, for every balance up to 500.00 USD and some between cents',
    (currency) => {
      const balances = [
        ...Array.from({length: CENTS_CHECKED + 1}, (_, cents) => cents / 100),
        ...SUB_CENT_BALANCES,
      ];
      const overpaid = balances.filter((balance) => {
        const redeemed = creditRedemptionAmount({
          storeCreditUsd: balance,
          currency,
          subtotal: Number.MAX_SAFE_INTEGER,
          requested: Infinity,
        });
        return redeemed < 0 || convertToUsd(redeemed, currency) > balance;
      });
      expect(overpaid).toEqual([]);
    },
  );

  it.each<[number, string, number]>([
    [10.5, 'GBP', 8],
    [20, 'GBP', 17],
    [10.5, 'USD', 10.5],
    [10.5, 'EUR', 10],
    [1, 'CAD', 1],
    [0, 'GBP', 0],
    [-3, 'USD', 0],
    [NaN, 'USD', 0],
  ])('convertFromUsdAtMost(%s, %s) = %s', (amountUsd, currency, local) => {
    expect(convertFromUsdAtMost(amountUsd, currency)).toBe(local);
  });
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

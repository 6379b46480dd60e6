import {describe, expect, it} from 'vitest';

import {EU_REGION_COUNTRIES} from '@brush/rules/regions';
import {
  CANADA_EXTRA_DISCOUNT,
  ISRAEL_EXPRESS_SHIPPING,
  RESTRICTED_SHIP_COUNTRIES,
  SHIPPING_RULES,
  isShippingRestricted,
  shippingFee,
  shippingForCountry,
} from '@brush/rules/shipping';

describe('shippingForCountry', () => {
  it.each([
    ['IL', 25, -1],
    ['AT', 11.99, 35],
    ['DE', 11.99, 35],
    ['PL', 11.99, 35],
    ['ES', 11.99, 35],
    ['FR', 11.99, 50],
    ['IT', 11.99, 50],
    ['CH', 11.99, 50],
    ['GI', 11.99, 50],
    ['MD', 11.99, 50],
    ['AU', 11.99, 50],
    ['NZ', 11.99, 50],
    ['GB', 11.99, 50],
    ['CA', 11.99, 50],
    ['AE', 25, 150],
    ['SA', 25, 150],
    ['US', 9.99, 35],
    ['HK', 11.99, 75],
    ['SG', 11.99, 75],
    ['TW', 11.99, 75],
    ['KR', 11.99, 75],
    ['JP', 11.99, 75],
    ['NO', 25, 150],
    ['IM', 25, 150],
    ['BR', 25, 150],
    ['RU', 25, 150],
    ['de', 11.99, 35],
    ['', -1, -1],
    [null, -1, -1],
    [undefined, -1, -1],
  ])('%j: fee %s, threshold %s', (code, fee, freeShippingThreshold) => {
    expect(shippingForCountry(code)).toEqual({fee, freeShippingThreshold});
  });

  it('gives every EU-region country but AE and SA a 35 or 50 threshold', () => {
    for (const code of EU_REGION_COUNTRIES) {
      const {freeShippingThreshold} = shippingForCountry(code);
      if (code === 'AE' || code === 'SA') expect(freeShippingThreshold).toBe(150);
      else expect([35, 50]).toContain(freeShippingThreshold);
    }
  });

  it('names each country in one rule only', () => {
    const named = SHIPPING_RULES.flatMap((rule) => rule.countries);
    expect(new Set(named).size).toBe(named.length);
  });
});

describe('shippingFee', () => {
  it.each([
    ['US', 0, 9.99],
    ['US', 34.99, 9.99],
    ['US', 35, 0],
    ['US', 120, 0],
    ['DE', 34.99, 11.99],
    ['DE', 35, 0],
    ['FR', 49.99, 11.99],
    ['FR', 50, 0],
    ['JP', 74.99, 11.99],
    ['JP', 75, 0],
    ['BR', 149.99, 25],
    ['BR', 150, 0],
    ['IL', 0, 25],
    ['IL', 10000, 25],
    [null, 100, -1],
  ])('%j with a %s USD subtotal pays %s', (code, subtotal, fee) => {
    expect(shippingFee(code, subtotal)).toBe(fee);
  });
});

describe('isShippingRestricted', () => {
  it.each([
    ['RU', true],
    ['UA', true],
    ['BY', true],
    ['MX', true],
    ['TR', true],
    ['IL', true],
    ['tr', true],
    ['US', false],
    ['GB', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (code, expected) => {
    expect(isShippingRestricted(code)).toBe(expected);
  });
});

describe('constants', () => {
  it('match docs/product/markets.md#restricted-countries', () => {
    expect(RESTRICTED_SHIP_COUNTRIES).toEqual(['RU', 'UA', 'BY', 'MX', 'TR', 'IL']);
    expect(ISRAEL_EXPRESS_SHIPPING).toBe(25);
    expect(CANADA_EXTRA_DISCOUNT).toBe(0.1);
  });
});

import {describe, expect, it} from 'vitest';

import type {Region} from '@brush/rules/regions';
import {
  dutiesAndTaxesIncluded,
  cartShippingLine,
  localFreeShippingThreshold,
  shippingInfoNotes,
  type ShippingInfoNote,
} from '@brush/rules/shipping-info';

describe('shippingInfoNotes', () => {
  it.each<[string | null, string, Region, ShippingInfoNote[]]>([
    ['US', 'USD', 'US', ['threshold', 'region', 'currency']],
    ['DE', 'EUR', 'EU', ['threshold', 'region', 'currency', 'dutiesIncluded']],
    ['CH', 'USD', 'EU', ['threshold', 'region', 'currency', 'dutiesIncluded']],
    ['GB', 'GBP', 'US', ['threshold', 'region', 'currency', 'dutiesIncluded']],
    ['IM', 'GBP', 'US', ['threshold', 'region', 'currency', 'dutiesIncluded']],
    ['CA', 'USD', 'US', ['threshold', 'region', 'currency', 'canadaFxDiscount']],
    [
      'CA',
      'CAD',
      'US',
      [
        'threshold',
        'region',
        'currency',
        'checkoutCurrency',
        'canadaFxDiscount',
        'afterpay',
      ],
    ],
    [
      'AU',
      'AUD',
      'US',
      ['threshold', 'region', 'currency', 'checkoutCurrency', 'afterpay'],
    ],
    ['AU', 'USD', 'US', ['threshold', 'region', 'currency']],
    ['NZ', 'AUD', 'US', ['threshold', 'region', 'currency', 'checkoutCurrency']],
    ['IL', 'USD', 'US', ['region', 'currency', 'israelExpress', 'shippingUnavailable']],
    ['RU', 'USD', 'US', ['region', 'currency', 'shippingUnavailable']],
    ['MX', 'USD', 'US', ['region', 'currency', 'shippingUnavailable']],
    ['TR', 'USD', 'US', ['region', 'currency', 'shippingUnavailable']],
    ['UA', 'USD', 'US', ['region', 'currency', 'shippingUnavailable']],
    ['BY', 'USD', 'US', ['region', 'currency', 'shippingUnavailable']],
    [
      'ca',
      'CAD',
      'US',
      [
        'threshold',
        'region',
        'currency',
        'checkoutCurrency',
        'canadaFxDiscount',
        'afterpay',
      ],
    ],
    [null, 'USD', 'US', ['region', 'currency']],
  ])('%j paying %s in the %s region -> %j', (country, currency, region, notes) => {
    expect(shippingInfoNotes({country, currency, region})).toEqual(notes);
  });
});

describe('localFreeShippingThreshold', () => {
  it.each([
    ['US', 'USD', 35],
    ['DE', 'EUR', 35],
    ['FR', 'EUR', 50],
    ['GB', 'GBP', 43],
    ['CA', 'CAD', 65],
    ['AU', 'AUD', 78],
    ['AU', 'USD', 50],
    ['ES', 'EUR', 35],
    ['IT', 'EUR', 50],
    ['JP', 'USD', 75],
    ['BR', 'USD', 150],
    ['IL', 'USD', null],
    [null, 'USD', null],
  ])('%j in %s -> %s', (country, currency, expected) => {
    expect(localFreeShippingThreshold(country, currency)).toBe(expected);
  });
});

describe('dutiesAndTaxesIncluded', () => {
  it.each<[string, Region, boolean]>([
    ['GBP', 'US', true],
    ['EUR', 'EU', true],
    ['USD', 'EU', true],
    ['USD', 'US', false],
    ['EUR', 'US', false],
    ['CAD', 'US', false],
  ])('%s in the %s region: %s', (currency, region, included) => {
    expect(dutiesAndTaxesIncluded(currency, region)).toBe(included);
  });
});

describe('cartShippingLine', () => {
  it.each([
    ['no country', null, 'USD', 10, null],
    [
      'US below the threshold',
      'US',
      'USD',
      20,
      {fee: 9.99, remaining: 15, free: false, unavailable: false},
    ],
    [
      'US at the threshold',
      'US',
      'USD',
      35,
      {fee: 0, remaining: null, free: true, unavailable: false},
    ],
    [
      'IL: no fee for a checkout the cart does not offer',
      'IL',
      'USD',
      500,
      {fee: null, remaining: null, free: false, unavailable: true},
    ],
    [
      'RU: no distance to free shipping, no fee',
      'RU',
      'USD',
      24,
      {fee: null, remaining: null, free: false, unavailable: true},
    ],
    [
      'MX below the threshold all the same',
      'MX',
      'USD',
      24,
      {fee: null, remaining: null, free: false, unavailable: true},
    ],
  ] as const)('%s', (_name, country, currency, subtotal, line) => {
    expect(cartShippingLine(country, currency, subtotal)).toEqual(line);
  });
});

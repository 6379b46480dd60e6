import {describe, expect, it} from 'vitest';

import {
  freeItemRuleMatchesCountry,
  freeItemToAdd,
  grantsFreeItem,
  type FreeItemRule,
} from '#rules/free-item';
import type {Region} from '#rules/regions';

describe('freeItemRuleMatchesCountry', () => {
  it.each([
    [['US', 'CA'], 'US', true],
    [['US', 'CA'], 'DE', false],
    [['-RU', '-BY'], 'DE', true],
    [['-RU', '-BY'], 'RU', false],
    [['US', '-US'], 'US', false],
    [['DE', '-RU'], 'FR', false],
    [[], 'JP', true],
    [['us'], 'US', true],
    [['US'], 'us', true],
    [['US'], null, false],
    [[], '', false],
  ])('%j covers %j: %s', (countries, country, expected) => {
    expect(freeItemRuleMatchesCountry(countries, country)).toBe(expected);
  });
});

describe('freeItemToAdd', () => {
  const threshold: FreeItemRule = {
    orderTotal: 50,
    countries: [],
    productTitle: 'Travel Pouch',
    variantId: {US: 'pouch-us', EU: 'pouch-eu'},
  };
  const usGift: FreeItemRule = {
    orderTotal: 0,
    countries: ['US', 'CA'],
    productTitle: 'Mini Fan Brush',
    variantId: {US: 'fan-us'},
  };
  const restGift: FreeItemRule = {
    orderTotal: -1,
    countries: ['-RU', '-US'],
    productTitle: 'Brush Guard',
    variantId: {US: 'guard-us', EU: 'guard-eu'},
  };
  const rules = [threshold, usGift, restGift];

  it.each<[string, string | null, Region, boolean, string[], string | null]>([
    ['US shopper gets the first covering rule', 'US', 'US', false, [], 'fan-us'],
    ['declined this session', 'US', 'US', true, [], null],
    ['already in the cart', 'US', 'US', false, ['Mini Fan Brush'], null],
    ['German shopper gets the EU variant', 'DE', 'EU', false, [], 'guard-eu'],
    ['excluded country', 'RU', 'US', false, [], null],
    ['covered but no variant for the region', 'CA', 'EU', false, [], null],
    ['no country', null, 'US', false, [], null],
  ])('%s', (_label, country, region, declined, cartProductTitles, merchandiseId) => {
    const result = freeItemToAdd(rules, {country, region, declined, cartProductTitles});
    expect(result?.merchandiseId ?? null).toBe(merchandiseId);
    if (result) expect(result.quantity).toBe(1);
  });

  it('skips rules that need an order total', () => {
    expect(
      freeItemToAdd([threshold], {
        country: 'US',
        region: 'US',
        declined: false,
        cartProductTitles: [],
      }),
    ).toBeNull();
  });
});

describe('grantsFreeItem', () => {
  const gift: FreeItemRule = {
    orderTotal: 0,
    countries: ['-RU'],
    productTitle: 'Gift',
    variantId: {US: 'gift-us', EU: 'gift-eu'},
  };
  const threshold: FreeItemRule = {
    ...gift,
    orderTotal: 50,
    variantId: {US: 'big-gift-us'},
  };
  it.each<[string, string, string | null, boolean]>([
    ['the US gift in the US', 'gift-us', 'US', true],
    ['the EU gift in Germany', 'gift-eu', 'DE', true],
    ["the US gift in Germany (another region's variant)", 'gift-us', 'DE', false],
    ['the gift in an excluded country', 'gift-eu', 'RU', false],
    ['a gift behind an order total', 'big-gift-us', 'US', false],
    ['a variant no rule names', 'brush-us', 'US', false],
    ['no country', 'gift-us', null, false],
  ])('%s', (_label, variantId, country, expected) => {
    expect(grantsFreeItem([gift, threshold], {variantId, country})).toBe(expected);
  });
});

import {describe, expect, it} from 'vitest';

import {
  declinesFreeItem,
  freeItemPlan,
  freeItemRuleMatchesCountry,
  freeItemToAdd,
  grantsFreeItem,
  parseFreeItemRules,
  type FreeItemCartLine,
  type FreeItemRule,
} from '@brush/rules/free-item';
import type {Region} from '@brush/rules/regions';

describe('freeItemRuleMatchesCountry', () => {
  it.each([
    [['US', 'CA'], 'US', true],
    [['US', 'CA'], 'DE', false],
    [['-RU', '-BY'], 'DE', true],
    [['-RU', '-BY'], 'RU', false],
    [['US', '-US'], 'US', false],
    [['DE', '-RU'], 'FR', false],
    [[], 'JP', false],
    [[' ', ''], 'JP', false],
    [['-RU'], 'JP', true],
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
  const nowhere: FreeItemRule = {
    ...gift,
    countries: [],
    variantId: {US: 'nowhere-us'},
  };
  it.each<[string, string, string | null, boolean]>([
    ['a gift whose rule lists no country', 'nowhere-us', 'US', false],
    ['the US gift in the US', 'gift-us', 'US', true],
    ['the EU gift in Germany', 'gift-eu', 'DE', true],
    ["the US gift in Germany (another region's variant)", 'gift-us', 'DE', false],
    ['the gift in an excluded country', 'gift-eu', 'RU', false],
    ['a gift behind an order total', 'big-gift-us', 'US', false],
    ['a variant no rule names', 'brush-us', 'US', false],
    ['no country', 'gift-us', null, false],
  ])('%s', (_label, variantId, country, expected) => {
    expect(grantsFreeItem([gift, threshold, nowhere], {variantId, country})).toBe(
      expected,
    );
  });
});

describe('parseFreeItemRules', () => {
  const gift = {
    orderTotal: 0,
    countries: ['NL'],
    productTitle: 'Mini Kabuki Gift',
    variantId: {US: 'gift-us', EU: 'gift-eu'},
  };
  it.each<[string, string | null | undefined, FreeItemRule[]]>([
    ['a list of rules', JSON.stringify([gift]), [gift]],
    ['no metafield', null, []],
    ['an empty value', '', []],
    ['text that is not JSON', '[{orderTotal: 0', []],
    ['JSON that is no list', JSON.stringify(gift), []],
    [
      'entries that are not rules are left out',
      JSON.stringify([
        null,
        'gift',
        {...gift, orderTotal: '0'},
        {...gift, countries: 'NL'},
        {...gift, productTitle: 7},
        {...gift, variantId: null},
        gift,
      ]),
      [gift],
    ],
    [
      'a region the shop does not have is dropped',
      JSON.stringify([{...gift, variantId: {EU: 'gift-eu', APAC: 'gift-ap', US: 3}}]),
      [{...gift, variantId: {EU: 'gift-eu'}}],
    ],
  ])('%s', (_label, value, expected) => {
    expect(parseFreeItemRules(value)).toEqual(expected);
  });
});

describe('freeItemPlan', () => {
  const gift: FreeItemRule = {
    orderTotal: 0,
    countries: ['NL'],
    productTitle: 'Mini Kabuki Gift',
    variantId: {US: 'gift-us', EU: 'gift-eu'},
  };
  const line = (
    id: string,
    title: string,
    attributes: FreeItemCartLine['attributes'] = [],
    quantity = 1,
  ): FreeItemCartLine => ({id, quantity, attributes, merchandise: {product: {title}}});
  const brush = line('l1', 'Kumo Blending Brush');
  const mark = [{key: '_complimentary', value: 'NL'}];
  const added = {
    merchandiseId: 'gift-eu',
    quantity: 1,
    attributes: [{key: '_complimentary', value: 'NL'}],
  };

  it.each<[string, string, boolean, FreeItemCartLine[], ReturnType<typeof freeItemPlan>]>(
    [
      [
        'a covered cart gets one unit',
        'NL',
        false,
        [brush],
        {updates: [], adds: [added]},
      ],
      ['declined this session', 'NL', true, [brush], null],
      ['a country the rule does not cover', 'US', false, [brush], null],
      [
        'the product is already there',
        'NL',
        false,
        [brush, line('l2', 'Mini Kabuki Gift', mark)],
        null,
      ],
      [
        "another rule's complimentary line is reused",
        'NL',
        false,
        [brush, line('l2', 'Old Gift', mark)],
        {updates: [{id: 'l2', ...added}], adds: []},
      ],
      [
        'surplus complimentary lines drop to 0',
        'NL',
        false,
        [line('l2', 'Old Gift', mark), line('l3', 'Older Gift', mark)],
        {
          updates: [
            {id: 'l2', ...added},
            {id: 'l3', quantity: 0},
          ],
          adds: [],
        },
      ],
      [
        'a pay-what-you-want item takes the one free item',
        'NL',
        false,
        [line('l4', 'Hoshi Liner', [{key: '_customPrice', value: '3.00'}])],
        null,
      ],
      [
        'a secret-shop gift takes it too',
        'NL',
        false,
        [line('l4', 'Hoshi Liner', [{key: '_secretShopFree', value: 'true'}])],
        null,
      ],
      [
        'a removed pay-what-you-want line does not',
        'NL',
        false,
        [line('l4', 'Hoshi Liner', [{key: '_customPrice', value: '3.00'}], 0)],
        {updates: [], adds: [added]},
      ],
    ],
  )('%s', (_label, country, declined, lines, expected) => {
    expect(freeItemPlan([gift], {country, declined, lines})).toEqual(expected);
  });
});

describe('declinesFreeItem', () => {
  const lines: FreeItemCartLine[] = [
    {id: 'brush', quantity: 1, attributes: [], merchandise: {product: {title: 'Kumo'}}},
    {
      id: 'gift',
      quantity: 1,
      attributes: [{key: '_complimentary', value: 'NL'}],
      merchandise: {product: {title: 'Mini Kabuki Gift'}},
    },
  ];
  it.each<[string, Parameters<typeof declinesFreeItem>[1], boolean]>([
    ['the gift removed', {removedLineIds: ['gift']}, true],
    ['another line removed', {removedLineIds: ['brush']}, false],
    ['the gift set to 0', {updates: [{id: 'gift', quantity: 0}]}, true],
    ['the gift kept at 1', {updates: [{id: 'gift', quantity: 1}]}, false],
    ['a brush set to 0', {updates: [{id: 'brush', quantity: 0}]}, false],
    ['nothing changed', {}, false],
  ])('%s -> %s', (_label, change, expected) => {
    expect(declinesFreeItem(lines, change)).toBe(expected);
  });
});

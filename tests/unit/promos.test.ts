import {describe, expect, it} from 'vitest';
import {DISCOUNT_COUNT_DEFAULT} from '@brush/rules/limits';
import {
  CONCEPT_STORE_COLLECTION_HANDLE,
  PROMOS,
  PWYW_PRODUCTS_PATH,
  PWYW_PRODUCTS_SEARCH,
  conceptStorePrice,
  discountBadgeCount,
  parsePwywPreset,
  percentOff,
  presetPercentList,
  pwywChoices,
} from '@brush/rules/promos';

describe('PROMOS', () => {
  it('lists the survey discount, the welcome offer and pay what you want, in that order', () => {
    expect(PROMOS.map((promo) => promo.id)).toEqual([
      'surveyDiscount',
      'welcomeOffer',
      'pwyw',
    ]);
  });

  it("carries the promos' numbers (docs/product/pricing.md#promos-page)", () => {
    expect(PROMOS).toEqual([
      {id: 'surveyDiscount', discount: 0.35, maxItems: 3, feedbackDays: 60},
      {id: 'welcomeOffer', discount: 0.4, maxItems: 1, feedbackDaysAfterShipping: 60},
      {
        id: 'pwyw',
        presets: [0.85, 0.75, 0.5],
        defaultDiscount: 0.5,
        maxItems: 1,
        href: '/pwyw-products',
      },
    ]);
  });

  it('has as many entries as the default badge count', () => {
    expect(PROMOS).toHaveLength(DISCOUNT_COUNT_DEFAULT);
  });
});

describe('discountBadgeCount', () => {
  it.each([
    {case: 'the current list', promos: PROMOS, count: 3},
    {case: 'one promo', promos: PROMOS.slice(0, 1), count: 1},
    {case: 'no promos', promos: [], count: 0},
    {case: 'an unknown list', promos: null, count: DISCOUNT_COUNT_DEFAULT},
    {case: 'a missing list', promos: undefined, count: DISCOUNT_COUNT_DEFAULT},
  ])('is $count for $case', ({promos, count}) => {
    expect(discountBadgeCount(promos)).toBe(count);
  });
});

describe('percentOff', () => {
  it.each([
    [0.35, 35],
    [0.4, 40],
    [0.85, 85],
    [0.75, 75],
    [0.5, 50],
    [0.07, 7],
    [0, 0],
    [1, 100],
  ])('%s -> %s%%', (rate, percent) => {
    expect(percentOff(rate)).toBe(percent);
  });
});

describe('conceptStorePrice', () => {
  const KUMO = ['concept-store', 'conceptStorePrice:18'];
  const TSUKI = ['concept-store', 'conceptStorePrice:15', 'conceptStorePrice:EB02:14'];
  it.each([
    {
      case: 'a whole-product price',
      tags: KUMO,
      sku: 'EB01-US',
      currency: 'USD',
      price: 18,
    },
    {
      case: 'the same for the PRO edition',
      tags: KUMO,
      sku: 'EB01-PRO-US',
      currency: 'USD',
      price: 18,
    },
    {
      case: 'a variant price winning',
      tags: TSUKI,
      sku: 'EB02-US',
      currency: 'USD',
      price: 14,
    },
    {
      case: 'the EU twin of that variant',
      tags: TSUKI,
      sku: 'EB02-EU',
      currency: 'EUR',
      price: 14,
    },
    {
      case: 'another variant of it',
      tags: TSUKI,
      sku: 'EB02-PRO-US',
      currency: 'USD',
      price: 15,
    },
    {
      case: 'pounds, rounded up',
      tags: TSUKI,
      sku: 'EB02-PRO-EU',
      currency: 'GBP',
      price: 13,
    },
    {
      case: 'no concept-store tag',
      tags: ['best-seller'],
      sku: 'EB03-US',
      currency: 'USD',
      price: null,
    },
    {case: 'no tags', tags: null, sku: 'EB03-US', currency: 'USD', price: null},
    {
      case: 'only a secret-shop price',
      tags: ['secretShopPrice:10'],
      sku: 'EB03-US',
      currency: 'USD',
      price: null,
    },
  ])('$case: $price', ({tags, sku, currency, price}) => {
    expect(conceptStorePrice(tags, sku, currency)).toBe(price);
  });
});

describe('pwywChoices', () => {
  it.each([
    {
      price: 24,
      choices: [
        {discount: 0.85, amount: 3.6},
        {discount: 0.75, amount: 6},
        {discount: 0.5, amount: 12},
      ],
    },
    {
      price: 34,
      choices: [
        {discount: 0.85, amount: 5.1},
        {discount: 0.75, amount: 8.5},
        {discount: 0.5, amount: 17},
      ],
    },
    {
      price: 0,
      choices: [
        {discount: 0.85, amount: 0},
        {discount: 0.75, amount: 0},
        {discount: 0.5, amount: 0},
      ],
    },
  ])('offers the three presets of $price', ({price, choices}) => {
    expect(pwywChoices(price)).toEqual(choices);
  });
});

describe('parsePwywPreset', () => {
  it.each([
    ['0.85', 0.85],
    ['0.75', 0.75],
    ['0.5', 0.5],
    ['0.50', 0.5],
    [0.75, 0.75],
    [' 0.5 ', 0.5],
    ['0.6', null],
    ['75', null],
    ['', null],
    ['  ', null],
    ['NaN', null],
    [0, null],
    [1, null],
    [null, null],
    [undefined, null],
    [{discount: 0.5}, null],
  ])('%j -> %s', (input, preset) => {
    expect(parsePwywPreset(input)).toBe(preset);
  });
});

describe('addresses', () => {
  it('names the concept-store collection, the pwyw page and its product search', () => {
    expect(CONCEPT_STORE_COLLECTION_HANDLE).toBe('concept-store');
    expect(PWYW_PRODUCTS_PATH).toBe('/pwyw-products');
    expect(PWYW_PRODUCTS_SEARCH).toBe('tag:pwyw');
  });
});

describe('presetPercentList', () => {
  it.each([
    ['en', '85%, 75%, or 50%'],
    ['it', '85%, 75% o 50%'],
    ['es', '85 %, 75 % o 50 %'],
    ['fr', '85 %, 75 % ou 50 %'],
  ])('%s: %s', (language, text) => {
    expect(presetPercentList(language).replace(/\s/g, ' ')).toBe(text);
  });
});

import {describe, expect, it} from 'vitest';

import {
  isInCustomerSecretShop,
  secretShopPrice,
  secretShopPurchaseType,
  sharedLinkLastDay,
  utcDay,
  type SecretShopPurchaseType,
} from '~/features/programmes/secret-shop';

describe('secretShopPurchaseType', () => {
  it.each<[string, string[], string, SecretShopPurchaseType | null]>([
    ['a product price', ['secretShopPrice:20'], 'SS01-US', 'secret-shop'],
    [
      'a variant price wins over the product’s',
      ['secretShopPrice:0', 'secretShopPrice:SS01:12'],
      'SS01-US',
      'secret-shop',
    ],
    ['a price of 0 is a gift', ['secretShopPrice:0'], 'SS04-EU', 'secret-shop-free'],
    [
      'a variant gift beside a product price',
      ['secretShopPrice:20', 'secretShopPrice:SS01:0'],
      'SS01-US',
      'secret-shop-free',
    ],
    [
      'pay what you want, with a price',
      ['pwyw', 'secretShopPrice:10'],
      'SS02-US',
      'secret-shop-pwyw',
    ],
    ['pay what you want, without one', ['pwyw'], 'SS02-US', 'secret-shop-pwyw'],
    ['no secret price: not offered', ['conceptStorePrice:18'], 'EB01-US', null],
    ['a malformed price: not offered', ['secretShopPrice:free'], 'SS01-US', null],
    ['no tags', [], 'SS01-US', null],
  ])('%s', (_name, productTags, sku, type) => {
    expect(secretShopPurchaseType({productTags, sku})).toBe(type);
  });
});

describe('secretShopPrice', () => {
  it.each<[string, string[], string, string, number | null]>([
    ['in USD as tagged', ['secretShopPrice:38'], 'SS03-US', 'USD', 38],
    [
      'the variant’s own',
      ['secretShopPrice:38', 'secretShopPrice:SS03S:32'],
      'SS03S-US',
      'USD',
      32,
    ],
    ['none', [], 'SS03-US', 'USD', null],
  ])('%s', (_name, tags, sku, currency, price) => {
    expect(secretShopPrice(tags, sku, currency)).toBe(price);
  });

  it('converts to the shopper’s currency, rounded up where the market rounds', () => {
    expect(secretShopPrice(['secretShopPrice:38'], 'SS03-US', 'GBP')).toBe(33);
  });
});

describe('isInCustomerSecretShop', () => {
  const spring = 'gid://shopify/Collection/450000000201';
  const testers = 'gid://shopify/Collection/450000000202';
  it.each<[string, string[], string[], boolean]>([
    ['a collection the tags name', [spring], ['450000000201'], true],
    ['one of several', [testers, spring], ['450000000201'], true],
    ['tags naming the GID', [spring], [spring], true],
    ['another collection', [testers], ['450000000201'], false],
    ['no tags', [spring], [], false],
    ['no collections', [], ['450000000201'], false],
    ['an empty id never matches', [''], [''], false],
  ])('%s', (_name, productCollections, customerCollections, expected) => {
    expect(isInCustomerSecretShop(productCollections, customerCollections)).toBe(
      expected,
    );
  });
});

describe('shared link days', () => {
  it.each([
    ['midday', '2026-11-25T12:00:00.000Z', '2026-11-25', '2026-12-02'],
    ['just before midnight', '2026-11-25T23:59:59.999Z', '2026-11-25', '2026-12-02'],
    ['across a year', '2026-12-28T00:00:00.000Z', '2026-12-28', '2027-01-04'],
  ])('%s', (_name, now, today, lastDay) => {
    expect(utcDay(new Date(now))).toBe(today);
    expect(sharedLinkLastDay(new Date(now))).toBe(lastDay);
  });
});

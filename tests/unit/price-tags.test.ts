import {describe, expect, it} from 'vitest';

import {
  CONCEPT_STORE_PRICE_PREFIX,
  SECRET_SHOP_PRICE_PREFIX,
  priceFromTags,
  type PriceTagPrefix,
} from '@brush/rules/price-tags';

const CS: PriceTagPrefix = CONCEPT_STORE_PRICE_PREFIX;
const SS: PriceTagPrefix = SECRET_SHOP_PRICE_PREFIX;

describe('priceFromTags', () => {
  it.each([
    ['no tags', [], CS, 'EB01-US', null],
    ['null tags', null, CS, 'EB01-US', null],
    ['whole product', ['conceptStorePrice:18'], CS, 'EB01-US', 18],
    ['whole product, decimals', ['conceptStorePrice:18.50'], CS, 'EB01-EU', 18.5],
    ['zero is a price', ['secretShopPrice:0'], SS, 'SS01-US', 0],
    ['the other prefix is ignored', ['secretShopPrice:12'], CS, 'EB01-US', null],
    ['prefix is case-sensitive', ['conceptstoreprice:18'], CS, 'EB01-US', null],
    ['variant by skuBase, US', ['conceptStorePrice:EB01:15'], CS, 'EB01-US', 15],
    ['variant by skuBase, EU', ['conceptStorePrice:EB01:15'], CS, 'EB01-EU', 15],
    ['variant, PRO base', ['conceptStorePrice:EB01-PRO:22'], CS, 'EB01-PRO-US', 22],
    [
      'variant tag for another base',
      ['conceptStorePrice:EB01-PRO:22'],
      CS,
      'EB01-US',
      null,
    ],
    ['variant tag naming a region', ['conceptStorePrice:EB01-US:15'], CS, 'EB01-EU', 15],
    [
      'variant wins over product, product first',
      ['conceptStorePrice:18', 'conceptStorePrice:EB01:15'],
      CS,
      'EB01-US',
      15,
    ],
    [
      'variant wins over product, variant first',
      ['conceptStorePrice:EB01:15', 'conceptStorePrice:18'],
      CS,
      'EB01-US',
      15,
    ],
    [
      'falls back to product for another variant',
      ['conceptStorePrice:18', 'conceptStorePrice:EB01-PRO:22'],
      CS,
      'EB01-US',
      18,
    ],
    [
      'first product tag wins',
      ['conceptStorePrice:18', 'conceptStorePrice:20'],
      CS,
      'EB01-US',
      18,
    ],
    [
      'malformed product amount ignored',
      ['conceptStorePrice:abc', 'conceptStorePrice:20'],
      CS,
      'EB01-US',
      20,
    ],
    [
      'malformed variant amount ignored',
      ['conceptStorePrice:EB01:free', 'conceptStorePrice:20'],
      CS,
      'EB01-US',
      20,
    ],
    ['negative amount ignored', ['conceptStorePrice:-5'], CS, 'EB01-US', null],
    ['empty amount ignored', ['conceptStorePrice:'], CS, 'EB01-US', null],
    ['exponent ignored', ['conceptStorePrice:1e3'], CS, 'EB01-US', null],
    ['too many parts ignored', ['conceptStorePrice:EB01:US:15'], CS, 'EB01-US', null],
    ['padded amount accepted', ['conceptStorePrice: 18 '], CS, 'EB01-US', 18],
    [
      'no SKU: product price only',
      ['conceptStorePrice:EB01:15', 'conceptStorePrice:18'],
      CS,
      null,
      18,
    ],
    ['no SKU, variant tag only', ['conceptStorePrice:EB01:15'], CS, null, null],
  ])('%s -> %s', (_label, tags, prefix, sku, expected) => {
    expect(priceFromTags(tags, prefix, sku)).toBe(expected);
  });
});

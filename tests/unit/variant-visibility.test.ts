import {describe, expect, it} from 'vitest';

import {
  EXCLUDED_VARIANT_IDS,
  PRO_ALLOWED_PRODUCT_IDS,
  isProAllowedProduct,
  isVariantExcluded,
  isVariantHidden,
  variantMatchesCountry,
  variantMatchesMarket,
  visibleVariants,
  type Market,
  type VisibilityVariant,
} from '@brush/rules/variant-visibility';

const variantGid = (id: string) => `gid://shopify/ProductVariant/${id}`;
const productGid = (id: string) => `gid://shopify/Product/${id}`;

const ALLOWED_PRODUCT = productGid('7100000000101');
const OTHER_PRODUCT = productGid('7100000000199');

describe('the fixed id lists', () => {
  it('hold 18 excluded variants 43000000009001..018 and 6 PRO products 7100000000101..106', () => {
    expect(EXCLUDED_VARIANT_IDS).toEqual(
      Array.from({length: 18}, (_, i) => String(43000000009001 + i)),
    );
    expect(PRO_ALLOWED_PRODUCT_IDS).toEqual(
      Array.from({length: 6}, (_, i) => String(7100000000101 + i)),
    );
  });
});

describe('each fixed id, one by one', () => {
  it.each(EXCLUDED_VARIANT_IDS)('excluded variant %s is never offered', (id) => {
    expect(isVariantExcluded({id: variantGid(id), sku: 'EB01-US'}, ALLOWED_PRODUCT)).toBe(
      true,
    );
    expect(
      visibleVariants({id: ALLOWED_PRODUCT}, [{id: variantGid(id), sku: 'EB01-US'}], {
        country: 'US',
        region: 'US',
      }),
    ).toEqual([]);
  });

  it.each(PRO_ALLOWED_PRODUCT_IDS)('product %s offers its PRO variants', (id) => {
    expect(isProAllowedProduct(productGid(id))).toBe(true);
    expect(
      isVariantExcluded(
        {id: variantGid('43000000000103'), sku: 'EB01-PRO-US'},
        productGid(id),
      ),
    ).toBe(false);
  });
});

describe('isVariantHidden', () => {
  it.each([
    ['true', true],
    [true, true],
    ['false', false],
    [false, false],
    ['', false],
    ['TRUE', false],
    ['yes', false],
    [null, false],
    [undefined, false],
  ])('hidden %j -> %s', (hidden, expected) => {
    expect(isVariantHidden({hidden})).toBe(expected);
  });
});

describe('isProAllowedProduct', () => {
  it.each([
    [productGid('7100000000101'), true],
    [productGid('7100000000106'), true],
    ['7100000000103', true],
    [productGid('7100000000107'), false],
    [productGid('17100000000101'), false],
    ['', false],
    [null, false],
  ])('%j -> %s', (id, expected) => {
    expect(isProAllowedProduct(id)).toBe(expected);
  });
});

describe('isVariantExcluded', () => {
  it.each([
    ['a normal variant', variantGid('43000000000101'), 'EB01-US', OTHER_PRODUCT, false],
    ['no SKU', variantGid('43000000000101'), null, OTHER_PRODUCT, false],
    [
      'COMPLIMENTARY part',
      variantGid('43000000000102'),
      'GW01-COMPLIMENTARY-EU',
      OTHER_PRODUCT,
      true,
    ],
    [
      'COMPLIMENTARY, allowed product',
      variantGid('43000000000102'),
      'GW01-COMPLIMENTARY-US',
      ALLOWED_PRODUCT,
      true,
    ],
    ['first excluded id', variantGid('43000000009001'), 'EB09-US', OTHER_PRODUCT, true],
    ['last excluded id', variantGid('43000000009018'), 'EB09-US', OTHER_PRODUCT, true],
    ['bare excluded id', '43000000009010', 'EB09-US', OTHER_PRODUCT, true],
    ['just past the list', variantGid('43000000009019'), 'EB09-US', OTHER_PRODUCT, false],
    [
      'just before the list',
      variantGid('43000000009000'),
      'EB09-US',
      OTHER_PRODUCT,
      false,
    ],
    [
      'PRO on an allowed product',
      variantGid('43000000000103'),
      'EB01-PRO-US',
      ALLOWED_PRODUCT,
      false,
    ],
    [
      'PRO on the last allowed product',
      variantGid('43000000000103'),
      'EB01-PRO-EU',
      productGid('7100000000106'),
      false,
    ],
    [
      'PRO on another product',
      variantGid('43000000000103'),
      'EB01-PRO-US',
      OTHER_PRODUCT,
      true,
    ],
    ['PRO with no product', variantGid('43000000000103'), 'EB01-PRO-US', null, true],
    [
      'PRO as part of a word',
      variantGid('43000000000103'),
      'PROBRUSH-US',
      OTHER_PRODUCT,
      false,
    ],
  ])('%s -> %s', (_label, id, sku, productId, expected) => {
    expect(isVariantExcluded({id, sku}, productId)).toBe(expected);
  });
});

describe('variantMatchesCountry', () => {
  it.each([
    ['EB01-US', 'US', true],
    ['EB01', 'US', true],
    ['FB03-GB', 'US', true],
    ['EB01-EU', 'US', false],
    ['EB01-EU', 'DE', false],
    ['FB03-GB', 'GB', true],
    ['EB01-US', 'GB', false],
    ['EB01-DE-EU', 'DE', true],
    [null, 'US', true],
    [null, 'DE', false],
  ])('%j for %s -> %s', (sku, country, expected) => {
    expect(variantMatchesCountry(sku, country)).toBe(expected);
  });
});

describe('variantMatchesMarket', () => {
  const us: Market = {country: 'US', region: 'US'};
  const canada: Market = {country: 'CA', region: 'US'};
  const uk: Market = {country: 'GB', region: 'US'};
  const germany: Market = {country: 'DE', region: 'EU'};
  it.each([
    ['EB01-US', us, true],
    ['EB01-EU', us, false],
    ['EB01-US', canada, true],
    ['EB01-EU', canada, false],
    ['EB01-PRO-US', canada, true],
    ['EB01-US', germany, false],
    ['EB01-EU', germany, true],
    ['EB01-PRO-EU', germany, true],
    ['EB01', germany, false],
    ['EB01-DE', germany, true],
    ['FB03-GB', uk, true],
    ['FB03-GB', germany, false],
    ['EB01', us, true],
    [null, us, true],
    [null, germany, false],
  ])('%j for %j -> %s', (sku, market, expected) => {
    expect(variantMatchesMarket(sku, market)).toBe(expected);
  });
});

describe('visibleVariants', () => {
  const variants: (VisibilityVariant & {name: string})[] = [
    {name: 'us', id: variantGid('43000000000101'), sku: 'EB01-US'},
    {name: 'eu', id: variantGid('43000000000102'), sku: 'EB01-EU'},
    {name: 'pro-us', id: variantGid('43000000000103'), sku: 'EB01-PRO-US'},
    {name: 'pro-eu', id: variantGid('43000000000104'), sku: 'EB01-PRO-EU'},
    {name: 'hidden-us', id: variantGid('43000000000105'), sku: 'EB02-US', hidden: 'true'},
    {name: 'shown-us', id: variantGid('43000000000106'), sku: 'EB03-US', hidden: 'false'},
    {name: 'gift-us', id: variantGid('43000000000107'), sku: 'GW01-COMPLIMENTARY-US'},
    {name: 'legacy-us', id: variantGid('43000000009005'), sku: 'EB04-US'},
  ];
  it.each([
    [
      'US, allowed product',
      ALLOWED_PRODUCT,
      {country: 'US', region: 'US'},
      ['us', 'pro-us', 'shown-us'],
    ],
    [
      'US, other product',
      OTHER_PRODUCT,
      {country: 'US', region: 'US'},
      ['us', 'shown-us'],
    ],
    [
      'DE, allowed product',
      ALLOWED_PRODUCT,
      {country: 'DE', region: 'EU'},
      ['eu', 'pro-eu'],
    ],
    ['DE, other product', OTHER_PRODUCT, {country: 'DE', region: 'EU'}, ['eu']],
  ] as const)('%s', (_label, productId, market, names) => {
    expect(visibleVariants({id: productId}, variants, market).map((v) => v.name)).toEqual(
      names,
    );
  });
});

import {describe, expect, it} from 'vitest';
import type {SecretShopProductFragment} from '#graphql/storefrontapi.generated';
import {secretShopCardView} from '~/features/programmes/secret-shop-views';

const US = {country: 'US', region: 'US'} as const;
const DE = {country: 'DE', region: 'EU'} as const;

type Variant = SecretShopProductFragment['variants']['nodes'][number];

function variant(sku: string, price: string, extra: Partial<Variant> = {}): Variant {
  const region = sku.endsWith('-EU') ? 'EU' : 'US';
  return {
    id: `gid://shopify/ProductVariant/${sku}`,
    title: region,
    sku,
    availableForSale: true,
    currentlyNotInStock: false,
    selectedOptions: [{name: 'Region', value: region}],
    price: {amount: price, currencyCode: region === 'EU' ? 'EUR' : 'USD'},
    compareAtPrice: null,
    image: null,
    customTitle: null,
    hidden: null,
    checkoutDescription: null,
    ...extra,
  };
}

function product(tags: string[], variants: Variant[]): SecretShopProductFragment {
  return {
    id: 'gid://shopify/Product/1',
    title: 'Spring Preview Blender',
    handle: 'spring-preview-blender',
    tags,
    productType: 'Eye Brush',
    descriptionHtml: '',
    collections: {nodes: []},
    headline: {value: 'before anyone else'},
    brief: {value: 'Saibikoho goat hair.\n\nTwelve made.'},
    video: {value: 'javascript:alert(1)'},
    secretShopImage: null,
    imageWide: null,
    featuredImage: null,
    images: {nodes: []},
    variants: {nodes: variants},
  };
}

describe('secretShopCardView', () => {
  it.each<[string, string[], Variant[], typeof US | typeof DE, string[], object]>([
    [
      'a secret price under the list price',
      ['secretShopPrice:20'],
      [variant('SS01-US', '30.0'), variant('SS01-EU', '30.0')],
      US,
      [],
      {
        type: 'secret-shop',
        price: {amount: '20'},
        regularPrice: {amount: '30'},
        available: true,
      },
    ],
    [
      'the EU variant for a shopper in Germany',
      ['secretShopPrice:20'],
      [variant('SS01-US', '30.0'), variant('SS01-EU', '30.0')],
      DE,
      [],
      {id: 'gid://shopify/ProductVariant/SS01-EU', price: {currencyCode: 'EUR'}},
    ],
    [
      'claimed in the other region: out of stock',
      ['secretShopPrice:20'],
      [variant('SS01-US', '30.0')],
      US,
      ['SS01-EU'],
      {claimed: true, available: false},
    ],
    [
      'a gift',
      ['secretShopPrice:0'],
      [variant('SS04-US', '16.0')],
      US,
      [],
      {type: 'secret-shop-free', price: {amount: '0'}},
    ],
    [
      'pay what you want chooses from the list price',
      ['pwyw', 'secretShopPrice:10'],
      [variant('SS02-US', '22.0')],
      US,
      [],
      {type: 'secret-shop-pwyw', price: {amount: '22'}, regularPrice: null},
    ],
    [
      'not for sale: unavailable',
      ['secretShopPrice:20'],
      [variant('SS01-US', '30.0', {availableForSale: false})],
      US,
      [],
      {available: false, claimed: false},
    ],
  ])('%s', (_name, tags, variants, market, claimed, expected) => {
    const card = secretShopCardView(product(tags, variants), market, claimed);
    expect(card?.variants).toHaveLength(1);
    expect(card?.variants[0]).toMatchObject(expected);
  });

  it('keeps the brief’s lines, and no video a browser may not fetch', () => {
    const card = secretShopCardView(
      product(['secretShopPrice:20'], [variant('SS01-US', '30.0')]),
      US,
      [],
    );
    expect(card).toMatchObject({
      headline: 'before anyone else',
      brief: ['Saibikoho goat hair.', 'Twelve made.'],
      video: null,
    });
  });

  it('offers nothing without a secret price, or with no variant for the market', () => {
    expect(
      secretShopCardView(product(['eye'], [variant('SS01-US', '30.0')]), US, []),
    ).toBeNull();
    expect(
      secretShopCardView(
        product(['secretShopPrice:20'], [variant('SS01-US', '30.0')]),
        DE,
        [],
      ),
    ).toBeNull();
  });
});

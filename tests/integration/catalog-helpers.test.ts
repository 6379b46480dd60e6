import {describe, expect, it} from 'vitest';
import {productCardView, quickAddVariants} from '~/features/catalog/product-card-view';
import {
  pickerOptions,
  selectVariant,
  variantForOptionValue,
  variantSearch,
  type SelectableVariant,
} from '~/features/catalog/variant-selection';
import {collectionLinks, menuItemPath} from '~/features/shell/menu';

const variant = (id: string, available: boolean, options: Record<string, string>) => ({
  id,
  available,
  options: Object.entries(options).map(([name, value]) => ({name, value})),
});

const VARIANTS: SelectableVariant[] = [
  variant('goat-black', false, {Hair: 'Goat', Handle: 'Black'}),
  variant('goat-natural', true, {Hair: 'Goat', Handle: 'Natural'}),
  variant('synthetic-black', true, {Hair: 'Synthetic', Handle: 'Black'}),
];

describe('pickerOptions', () => {
  it('lists options with a choice, values in order', () => {
    expect(pickerOptions(VARIANTS)).toEqual([
      {name: 'Hair', values: ['Goat', 'Synthetic']},
      {name: 'Handle', values: ['Black', 'Natural']},
    ]);
  });

  it('offers nothing when every variant shares its values', () => {
    expect(pickerOptions([variant('one', true, {Hair: 'Goat'})])).toEqual([]);
  });
});

describe('selectVariant', () => {
  it.each([
    {search: '', id: 'goat-natural'},
    {search: 'Hair=Goat&Handle=Black', id: 'goat-black'},
    {search: 'Hair=Synthetic', id: 'synthetic-black'},
    {search: 'Hair=Synthetic&Handle=Natural', id: 'synthetic-black'},
    {search: 'Hair=Badger', id: 'goat-natural'},
    {search: 'Region=EU&Hair=Goat', id: 'goat-natural'},
  ])('?$search selects $id', ({search, id}) => {
    expect(selectVariant(VARIANTS, new URLSearchParams(search))?.id).toBe(id);
  });

  it('selects nothing when there is nothing to select', () => {
    expect(selectVariant([], new URLSearchParams())).toBeUndefined();
  });
});

describe('variantForOptionValue', () => {
  const goatBlack = VARIANTS[0]!;
  it.each([
    {name: 'Handle', value: 'Natural', id: 'goat-natural'},
    {name: 'Hair', value: 'Synthetic', id: 'synthetic-black'},
    {name: 'Hair', value: 'Goat', id: 'goat-black'},
  ])('$name=$value from goat-black -> $id', ({name, value, id}) => {
    expect(variantForOptionValue(VARIANTS, goatBlack, name, value)?.id).toBe(id);
  });

  it('builds the search string that selects a variant', () => {
    expect(variantSearch(goatBlack)).toBe('?Hair=Goat&Handle=Black');
  });
});

describe('menuItemPath', () => {
  const origins = ['https://brushes.example', 'http://127.0.0.1:4100'];
  it.each([
    {url: 'https://brushes.example/pages/faq', path: '/pages/faq'},
    {
      url: 'http://127.0.0.1:4100/collections/eye-brushes?sort=price#top',
      path: '/collections/eye-brushes?sort=price#top',
    },
    {url: 'https://elsewhere.example/blog', path: 'https://elsewhere.example/blog'},
    {url: '/collections/all-products', path: '/collections/all-products'},
    {url: '//evil.example/x', path: '/'},
    {url: 'not a url', path: '/'},
    {url: null, path: '/'},
  ])('$url -> $path', ({url, path}) => {
    expect(menuItemPath(url, origins)).toBe(path);
  });
});

describe('collectionLinks', () => {
  const origins = ['https://brushes.example'];
  it("lists the sections' items as titles and paths, the sections themselves left out", () => {
    const menu = {
      items: [
        {
          items: [
            {
              title: 'eye brushes',
              url: 'https://brushes.example/collections/eye-brushes',
            },
            {title: 'journal', url: 'https://elsewhere.example/journal'},
          ],
        },
        {items: []},
        {items: [{title: 'bundles', url: '/collections/bundles'}]},
      ],
    };
    expect(collectionLinks(menu, origins)).toEqual([
      {title: 'eye brushes', path: '/collections/eye-brushes'},
      {title: 'journal', path: 'https://elsewhere.example/journal'},
      {title: 'bundles', path: '/collections/bundles'},
    ]);
  });

  it('is empty without a menu', () => {
    expect(collectionLinks(null, origins)).toEqual([]);
  });
});

const money = (amount: string) => ({amount, currencyCode: 'USD' as const});
const product = {
  id: 'gid://shopify/Product/7100000000301',
  handle: 'kabuki',
  title: 'Kabuki',
  productType: 'Face Brush',
  tags: ['OOS:RU'],
  featuredImage: null,
  variants: {
    nodes: [
      {
        id: 'gid://shopify/ProductVariant/1',
        sku: 'FB09-COMPLIMENTARY-US',
        selectedOptions: [
          {name: 'Size', value: 'Gift'},
          {name: 'Region', value: 'US'},
        ],
        availableForSale: true,
        currentlyNotInStock: false,
        price: money('0.0'),
        compareAtPrice: null,
        hidden: null,
      },
      {
        id: 'gid://shopify/ProductVariant/2',
        sku: 'FB09-US',
        selectedOptions: [
          {name: 'Size', value: 'Full'},
          {name: 'Region', value: 'US'},
        ],
        availableForSale: true,
        currentlyNotInStock: true,
        price: money('42.0'),
        compareAtPrice: money('50.0'),
        hidden: null,
      },
      {
        id: 'gid://shopify/ProductVariant/3',
        sku: 'FB09-MINI-US',
        selectedOptions: [
          {name: 'Size', value: 'Mini'},
          {name: 'Region', value: 'US'},
        ],
        availableForSale: true,
        currentlyNotInStock: false,
        price: money('30.0'),
        compareAtPrice: null,
        hidden: {value: 'true'},
      },
      {
        id: 'gid://shopify/ProductVariant/4',
        sku: 'FB09-EU',
        selectedOptions: [
          {name: 'Size', value: 'Full'},
          {name: 'Region', value: 'EU'},
        ],
        availableForSale: true,
        currentlyNotInStock: false,
        price: money('40.0'),
        compareAtPrice: null,
        hidden: null,
      },
    ],
  },
};

describe('productCardView', () => {
  it.each([
    {
      market: {country: 'US', region: 'US' as const},
      price: '42.0',
      available: false,
      soldInCountry: true,
    },
    {
      market: {country: 'DE', region: 'EU' as const},
      price: '40.0',
      available: true,
      soldInCountry: true,
    },
    {
      market: {country: 'RU', region: 'US' as const},
      price: '42.0',
      available: false,
      soldInCountry: false,
    },
  ])(
    '$market.country: $price, available=$available',
    ({market, price, available, soldInCountry}) => {
      const view = productCardView(product, market);
      expect(view.price?.amount).toBe(price);
      expect(view.available).toBe(available);
      expect(view.soldInCountry).toBe(soldInCountry);
    },
  );
});

describe('quickAddVariants (a collection card’s add)', () => {
  it.each([
    {
      market: {country: 'US', region: 'US' as const},
      variants: [{id: 'gid://shopify/ProductVariant/2', label: 'Full', available: false}],
    },
    {
      market: {country: 'DE', region: 'EU' as const},
      variants: [{id: 'gid://shopify/ProductVariant/4', label: 'Full', available: true}],
    },
    {market: {country: 'RU', region: 'US' as const}, variants: []},
  ])(
    '$market.country: the variants it may buy, named by their options',
    ({market, variants}) => {
      expect(quickAddVariants(product, market)).toEqual(variants);
    },
  );
});

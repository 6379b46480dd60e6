import {describe, expect, it} from 'vitest';
import {COUNTRIES} from '@brush/rules/countries';
import {sharedStorefront, type AnswerData, type GraphQLBody} from './storefront-platform';

const client = sharedStorefront();

const PRICE_IN = `
  query PriceIn($handle: String!, $country: CountryCode) @inContext(country: $country) {
    product(handle: $handle) {
      priceRange { minVariantPrice { amount currencyCode } }
      compareAtPriceRange { maxVariantPrice { amount currencyCode } }
      variants(first: 1) { nodes { price { amount currencyCode } compareAtPrice { amount currencyCode } } }
    }
  }
`;

describe('@inContext prices in the market currency (spec currency table, rounding up)', () => {
  it.each([
    ['US', 'kumo-blending-brush', {amount: '24.0', currencyCode: 'USD'}],
    ['DE', 'kumo-blending-brush', {amount: '24.0', currencyCode: 'EUR'}],
    ['GB', 'kumo-blending-brush', {amount: '21.0', currencyCode: 'GBP'}],
    ['CA', 'kumo-blending-brush', {amount: '32.0', currencyCode: 'CAD'}],
    ['GB', 'tsuki-pencil-brush', {amount: '16.0', currencyCode: 'GBP'}],
    ['FR', 'face-complete-set', {amount: '180.0', currencyCode: 'EUR'}],
  ])('%s: %s costs %o', async (country, handle, price) => {
    const {data, errors} = await client.query(PRICE_IN, {handle, country});
    expect(errors).toBeUndefined();
    expect(data?.product.priceRange.minVariantPrice).toEqual(price);
    expect(data?.product.variants.nodes[0].price).toEqual(price);
  });

  it('converts compare-at prices too, and answers 0.0 where there is none', async () => {
    const yuki = await client.query(PRICE_IN, {
      handle: 'yuki-powder-brush',
      country: 'GB',
    });
    // 64 * 0.85 = 54.4, rounded up to a whole pound.
    expect(yuki.data?.product.variants.nodes[0].compareAtPrice).toEqual({
      amount: '55.0',
      currencyCode: 'GBP',
    });
    const kumo = await client.query(PRICE_IN, {
      handle: 'kumo-blending-brush',
      country: 'US',
    });
    expect(kumo.data?.product.variants.nodes[0].compareAtPrice).toBeNull();
    expect(kumo.data?.product.compareAtPriceRange.maxVariantPrice).toEqual({
      amount: '0.0',
      currencyCode: 'USD',
    });
  });
});

const PRODUCTS_PAGE = `
  query Products($first: Int, $last: Int, $after: String, $before: String, $sortKey: ProductSortKeys, $reverse: Boolean, $query: String) {
    products(first: $first, last: $last, after: $after, before: $before, sortKey: $sortKey, reverse: $reverse, query: $query) {
      edges { cursor node { handle } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`;

type ProductsPage = {
  products: {
    edges: {cursor: string; node: {handle: string}}[];
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor: string;
      endCursor: string;
    };
  };
};

async function handles(variables: Record<string, unknown>): Promise<string[]> {
  const {data, errors} = await client.query<ProductsPage>(PRODUCTS_PAGE, {
    first: 250,
    ...variables,
  });
  expect(errors).toBeUndefined();
  return data?.products.edges.map((edge) => edge.node.handle) ?? [];
}

describe('connections', () => {
  it('pages forward with after and back with before, with exact pageInfo', async () => {
    const all = await handles({sortKey: 'TITLE'});
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const {data}: GraphQLBody<ProductsPage> = await client.query<ProductsPage>(
        PRODUCTS_PAGE,
        {
          first: 7,
          after,
          sortKey: 'TITLE',
        },
      );
      const page: ProductsPage['products'] = data!.products;
      expect(page.pageInfo.hasPreviousPage).toBe(pages > 0);
      seen.push(...page.edges.map((edge) => edge.node.handle));
      pages++;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all);
    expect(pages).toBe(Math.ceil(all.length / 7));

    const {data: lastPage} = await client.query<ProductsPage>(PRODUCTS_PAGE, {
      last: 5,
      sortKey: 'TITLE',
    });
    expect(lastPage!.products.edges.map((edge) => edge.node.handle)).toEqual(
      all.slice(-5),
    );
    expect(lastPage!.products.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
    const {data: before} = await client.query<ProductsPage>(PRODUCTS_PAGE, {
      last: 5,
      before: lastPage!.products.pageInfo.startCursor,
      sortKey: 'TITLE',
    });
    expect(before!.products.edges.map((edge) => edge.node.handle)).toEqual(
      all.slice(-10, -5),
    );
  });

  it('keeps the secret shop out of listings but answers it by handle', async () => {
    const all = await handles({});
    expect(all).toHaveLength(37);
    expect(all).not.toContain('spring-preview-blender');
    const {data} = await client.query(
      `{ product(handle: "spring-preview-blender") { title } }`,
    );
    expect(data?.product.title).toBe('Spring Preview Blender');
  });
});

describe('products: sort keys and the search syntax of `query`', () => {
  it.each([
    [{sortKey: 'PRICE'}, 'brush-guards'],
    [{sortKey: 'PRICE', reverse: true}, 'face-complete-set'],
    [{sortKey: 'BEST_SELLING'}, 'kumo-blending-brush'],
    [{sortKey: 'CREATED_AT'}, 'the-launch-collection'],
    [{sortKey: 'CREATED_AT', reverse: true}, 'shiro-setting-fan'],
    [{sortKey: 'TITLE'}, 'ame-eyeshadow-shader'],
    [{sortKey: 'ID'}, 'kumo-blending-brush'],
    [{sortKey: 'PRODUCT_TYPE'}, 'linen-brush-roll'],
  ])('%o puts %s first', async (variables, first) => {
    expect((await handles(variables))[0]).toBe(first);
  });

  it.each([
    ['tag:pwyw', ['kumo-mini-blender', 'tanpopo-stippling-brush']],
    [
      "product_type:'Face Brush' AND tag:concept-store",
      ['momiji-cheek-brush', 'sakura-blush-brush'],
    ],
    ['tag:bundle -tag:face -tag:eye', ['the-launch-collection', 'travel-brush-set']],
    ['title:kumo*', ['kumo-blending-brush', 'kumo-mini-blender']],
    ['sku:EB09-US', ['yoru-smoky-blender']],
    ['variants.price:<10', ['brush-guards']],
    ['tag:OOS:GB OR tag:AVAILABLE:US-CA', ['kasumi-detail-crease', 'fuji-large-powder']],
    ['available_for_sale:false', ['ame-eyeshadow-shader']],
    ['saibikoho', ['saibikoho-white-cheek-brush']],
    [
      '(tag:gift OR tag:care) vendor:"Fude Atelier"',
      ['brush-cleansing-soap', 'brush-drying-stand', 'brush-guards', 'mini-kabuki-gift'],
    ],
  ])('query %s', async (query, expected) => {
    expect((await handles({query})).sort()).toEqual([...expected].sort());
  });

  it('orders by relevance when asked, title hits first', async () => {
    expect(
      (await handles({query: 'kabuki', sortKey: 'RELEVANCE'})).slice(0, 3).sort(),
    ).toEqual(['kuro-mini-kabuki', 'mini-kabuki-gift', 'sora-kabuki']);
  });
});

const COLLECTION_FILTERED = `
  query Filtered($handle: String!, $filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $country: CountryCode)
  @inContext(country: $country) {
    collection(handle: $handle) {
      products(first: 50, filters: $filters, sortKey: $sortKey) {
        nodes { handle priceRange { minVariantPrice { amount } } }
        filters { id label type values { id label count input } }
      }
    }
  }
`;

async function filtered(
  handle: string,
  filters: unknown[] = [],
  extra: Record<string, unknown> = {},
): Promise<{
  nodes: {handle: string; priceRange: {minVariantPrice: {amount: string}}}[];
  filters: AnswerData[];
}> {
  const {data, errors} = await client.query(COLLECTION_FILTERED, {
    handle,
    filters,
    ...extra,
  });
  expect(errors).toBeUndefined();
  return data?.collection.products;
}

describe('collection products: default order, sort keys and filters', () => {
  it('keeps the collection order by default and sorts on request', async () => {
    const bestSellers = await filtered('best-sellers');
    expect(bestSellers.nodes.map((node) => node.handle)).toEqual([
      'kumo-blending-brush',
      'yuki-powder-brush',
      'hoshi-tapered-crease',
      'sora-kabuki',
      'the-launch-collection',
    ]);
    const byPrice = await filtered('best-sellers', [], {sortKey: 'PRICE'});
    expect(byPrice.nodes[0]?.handle).toBe('hoshi-tapered-crease');
  });

  it('filters by price in the market currency', async () => {
    const {nodes} = await filtered('face-brushes', [{price: {min: 40, max: 50}}], {
      country: 'GB',
    });
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      // A product is in when one of its variants is in the range; here every one starts inside.
      expect(Number(node.priceRange.minVariantPrice.amount)).toBeLessThanOrEqual(50);
    }
    expect(nodes.map((node) => node.handle)).toContain('yuki-powder-brush'); // 58 USD = 50 GBP
  });

  it('filters by availability, option value and type: OR within a kind, AND across kinds', async () => {
    // Out of stock in the market: Hotaru's EU edition is not for sale, which only the EU sees,
    // and Germany is not sold Nami (OOS:DE-FR) or Kasumi (AVAILABLE:US-CA) at all.
    expect(
      (await filtered('eye-brushes', [{available: false}])).nodes.map((n) => n.handle),
    ).toEqual(['ame-eyeshadow-shader']);
    expect(
      (await filtered('eye-brushes', [{available: false}], {country: 'DE'})).nodes.map(
        (n) => n.handle,
      ),
    ).toEqual([
      'nami-dual-fibre-blender',
      'kasumi-detail-crease',
      'hotaru-precision-liner',
      'ame-eyeshadow-shader',
    ]);
    const synthetic = await filtered('all-products', [
      {variantOption: {name: 'hair', value: 'Synthetic'}},
    ]);
    expect(synthetic.nodes.map((n) => n.handle).sort()).toEqual([
      'kiri-flat-shader',
      'momiji-cheek-brush',
    ]);
    const bundlesOrAccessories = await filtered('all-products', [
      {productType: 'Bundle'},
      {productType: 'Accessory'},
      {tag: 'concept-store'},
    ]);
    expect(bundlesOrAccessories.nodes.map((n) => n.handle)).toEqual(['travel-brush-set']);
  });

  it('offers filters with counts and Shopify input JSON', async () => {
    const {filters} = await filtered('eye-brushes');
    const byId = (id: string): AnswerData =>
      filters.find((filter) => filter.id === id) ?? {};
    const availability = byId('filter.v.availability');
    expect(availability.values).toEqual([
      expect.objectContaining({
        label: 'In stock',
        count: 13,
        input: '{"available":true}',
      }),
      expect.objectContaining({
        label: 'Out of stock',
        count: 1,
        input: '{"available":false}',
      }),
    ]);
    const price = byId('filter.v.price');
    expect(price).toMatchObject({type: 'PRICE_RANGE'});
    expect(JSON.parse(price.values[0].input)).toEqual({price: {min: 0, max: 34}});
    const hair = byId('filter.v.option.hair');
    expect(JSON.parse(hair.values[0].input)).toEqual({
      variantOption: {name: 'hair', value: 'Goat'},
    });
  });
});

const SEARCH = `
  query Search($query: String!, $types: [SearchType!], $unavailable: SearchUnavailableProductsType, $sortKey: SearchSortKeys, $prefix: SearchPrefixQueryType) {
    search(query: $query, first: 20, types: $types, unavailableProducts: $unavailable, sortKey: $sortKey, prefix: $prefix) {
      totalCount
      nodes { __typename ... on Product { handle availableForSale } ... on Page { handle } }
      productFilters { id }
    }
  }
`;

describe('search and predictive search', () => {
  it('finds products by relevance and pages by their text', async () => {
    const {data} = await client.query(SEARCH, {query: 'fan', types: ['PRODUCT']});
    expect(
      data?.search.nodes
        .slice(0, 2)
        .map((node: {handle: string}) => node.handle)
        .sort(),
    ).toEqual(['kaze-fan-brush', 'shiro-setting-fan']);
    const pages = await client.query(SEARCH, {query: 'duties', types: ['PAGE']});
    expect(pages.data?.search.nodes).toEqual([
      {__typename: 'Page', handle: 'terms-of-service'},
      {__typename: 'Page', handle: 'shipping'},
    ]);
  });

  it('completes the last word with prefix: LAST, and never shows the secret shop', async () => {
    const prefix = await client.query(SEARCH, {
      query: 'stipp',
      types: ['PRODUCT'],
      prefix: 'LAST',
    });
    expect(
      prefix.data?.search.nodes.map((node: {handle: string}) => node.handle),
      // The title hit ranks above Nagi, whose description says it "stipples".
    ).toEqual(['tanpopo-stippling-brush', 'nagi-foundation-brush']);
    const secret = await client.query(SEARCH, {
      query: 'spring preview',
      types: ['PRODUCT'],
    });
    expect(secret.data?.search.totalCount).toBe(0);
  });

  it('answers predictive search within the limit', async () => {
    const {data} = await client.query(`{
      predictiveSearch(query: "brush", limit: 3, limitScope: ALL) {
        products { handle } collections { handle } pages { handle } queries { text }
      }
    }`);
    const result = data?.predictiveSearch;
    const total =
      result.products.length +
      result.collections.length +
      result.pages.length +
      result.queries.length;
    expect(total).toBe(3);
  });
});

describe('metafields, references and node lookups', () => {
  it("reads the spec's product and variant metafields by namespace and key", async () => {
    const {data, errors} = await client.query(`{
      product(handle: "spring-preview-blender") {
        headline: metafield(namespace: "custom", key: "headline") { value type }
        brief: metafield(namespace: "custom", key: "brief") { value type }
        video: metafield(namespace: "custom", key: "video") { value type }
        imageWide: metafield(namespace: "custom", key: "image_wide") {
          type reference { ... on MediaImage { image { url width height altText } } }
        }
        secretShopImage: metafield(namespace: "secret_shop", key: "image") {
          reference { __typename ... on MediaImage { image { url } } }
        }
        metafields(identifiers: [{namespace: "custom", key: "headline"}, {namespace: "custom", key: "nope"}]) { key }
        variants(first: 1) {
          nodes {
            title: metafield(namespace: "custom", key: "title") { value }
            checkout: metafield(namespace: "custom", key: "checkout_description") { value }
          }
        }
      }
    }`);
    expect(errors).toBeUndefined();
    const product = data?.product;
    expect(product.headline).toEqual({
      value: 'before anyone else',
      type: 'single_line_text_field',
    });
    expect(product.brief.type).toBe('multi_line_text_field');
    expect(product.video).toEqual({
      value: `${client.url}/cdn/shop/videos/spring-preview.mp4`,
      type: 'url',
    });
    expect(product.imageWide.reference.image).toEqual({
      url: `${client.url}/cdn/shop/files/spring-preview-blender-wide.png`,
      width: 2400,
      height: 1000,
      altText: 'Spring Preview Blender, banner',
    });
    expect(product.secretShopImage.reference.__typename).toBe('MediaImage');
    expect(product.metafields).toEqual([{key: 'headline'}, null]);
    expect(product.variants.nodes[0]).toEqual({
      title: {value: 'spring preview'},
      checkout: {value: 'secret shop preview'},
    });
  });

  it('marks the hidden variant with custom.hidden = true', async () => {
    const {data} = await client.query(`{
      product(handle: "tsubaki-lid-brush") {
        variants(first: 10) { nodes { sku hidden: metafield(namespace: "custom", key: "hidden") { value type } } }
      }
    }`);
    const hidden = data?.product.variants.nodes.filter(
      (node: {hidden: unknown}) => node.hidden,
    );
    expect(hidden).toEqual([
      {sku: 'EB10W-US', hidden: {value: 'true', type: 'boolean'}},
      {sku: 'EB10W-EU', hidden: {value: 'true', type: 'boolean'}},
    ]);
  });

  it('resolves node and nodes by GID through the Node interface', async () => {
    const {data, errors} = await client.query(`{
      node(id: "gid://shopify/ProductVariant/43000000009001") {
        __typename ... on ProductVariant { sku product { handle } }
      }
      nodes(ids: ["gid://shopify/Collection/450000000201", "gid://shopify/Product/1", "gid://shopify/Page/110000000107"]) {
        __typename ... on Collection { handle products(first: 10) { nodes { handle } } } ... on Page { handle }
      }
    }`);
    expect(errors).toBeUndefined();
    expect(data?.node).toEqual({
      __typename: 'ProductVariant',
      sku: 'EB01-LEGACY-US',
      product: {handle: 'kumo-blending-brush'},
    });
    expect(data?.nodes[0].handle).toBe('spring-preview');
    expect(data?.nodes[0].products.nodes[0].handle).toBe('spring-preview-blender');
    expect(data?.nodes[1]).toBeNull();
    expect(data?.nodes[2]).toEqual({__typename: 'Page', handle: 'shipping'});
  });

  it('answers null for unknown handles and ids, never an error', async () => {
    const {data, errors} = await client.query(`{
      product(handle: "no-such-brush") { id }
      collection(handle: "no-such-collection") { id }
      page(handle: "no-such-page") { id }
      menu(handle: "no-such-menu") { id }
      byId: product(id: "gid://shopify/Product/999") { id }
      wrongType: product(id: "gid://shopify/Collection/450000000101") { id }
      productRecommendations(productHandle: "no-such-brush") { id }
    }`);
    expect(errors).toBeUndefined();
    expect(Object.values(data ?? {})).toEqual([null, null, null, null, null, null, null]);
  });

  it.each([
    'vote',
    'reviews',
    'pro',
    'pro-program',
    'pro-kits',
    'faq',
    'contact-us',
    'returns-exchange',
  ])('serves the page %s', async (handle) => {
    const {data} = await client.query(
      `query($h: String!) { page(handle: $h) { handle title body } }`,
      {h: handle},
    );
    expect(data?.page.handle).toBe(handle);
    expect(data?.page.body.length).toBeGreaterThan(100);
  });
});

describe('localization and recommendations', () => {
  it('describes the market of @inContext and lists every country of the default table', async () => {
    const {data, errors} = await client.query(`
      query @inContext(country: FR, language: FR) {
        localization {
          country { isoCode name currency { isoCode name symbol } unitSystem market { handle } }
          language { isoCode name endonymName }
          availableCountries { isoCode currency { isoCode } }
          availableLanguages { isoCode }
        }
      }
    `);
    expect(errors).toBeUndefined();
    const localization = data?.localization;
    expect(localization.country).toEqual({
      isoCode: 'FR',
      name: 'France',
      currency: {isoCode: 'EUR', name: 'Euro', symbol: '€'},
      unitSystem: 'METRIC_SYSTEM',
      market: {handle: 'eu'},
    });
    expect(localization.language).toEqual({
      isoCode: 'FR',
      name: 'French',
      endonymName: 'français',
    });
    expect(localization.availableCountries).toHaveLength(COUNTRIES.length);
    expect(localization.availableCountries).toContainEqual({
      isoCode: 'GB',
      currency: {isoCode: 'GBP'},
    });
    expect(
      localization.availableLanguages.map((l: {isoCode: string}) => l.isoCode),
    ).toEqual(['EN', 'IT', 'ES', 'FR']);
  });

  it('recommends related brushes of the same type, and accessories as complements', async () => {
    const {data} = await client.query(`{
      related: productRecommendations(productHandle: "kumo-blending-brush") { handle productType }
      complementary: productRecommendations(productId: "gid://shopify/Product/7100000000101", intent: COMPLEMENTARY) { productType }
    }`);
    expect(data?.related.length).toBeGreaterThan(0);
    expect(
      data?.related.every((p: {productType: string}) => p.productType === 'Eye Brush'),
    ).toBe(true);
    expect(data?.related.map((p: {handle: string}) => p.handle)).not.toContain(
      'kumo-blending-brush',
    );
    expect(
      new Set(data?.complementary.map((p: {productType: string}) => p.productType)),
    ).toEqual(new Set(['Accessory']));
  });
});

describe('variants by selected options', () => {
  const VARIANTS = `
    query Variants($options: [SelectedOptionInput!]!, $ignore: Boolean, $ci: Boolean) {
      product(handle: "tsubaki-lid-brush") {
        exact: variantBySelectedOptions(selectedOptions: $options, ignoreUnknownOptions: $ignore, caseInsensitiveMatch: $ci) { sku }
        chosen: selectedOrFirstAvailableVariant(selectedOptions: $options, ignoreUnknownOptions: true, caseInsensitiveMatch: $ci) { sku }
      }
    }
  `;
  it.each([
    [
      [
        {name: 'Region', value: 'EU'},
        {name: 'Handle', value: 'Natural'},
      ],
      {},
      'EB10N-EU',
      'EB10N-EU',
    ],
    [[{name: 'Region', value: 'EU'}], {}, null, 'EB10-EU'],
    [[], {}, null, 'EB10-US'],
    [
      [
        {name: 'Region', value: 'eu'},
        {name: 'Handle', value: 'natural'},
      ],
      {ci: true},
      'EB10N-EU',
      'EB10N-EU',
    ],
    [
      [
        {name: 'Region', value: 'eu'},
        {name: 'Handle', value: 'natural'},
      ],
      {},
      null,
      'EB10-US',
    ],
    [
      [
        {name: 'Region', value: 'US'},
        {name: 'Handle', value: 'Black'},
        {name: 'Size', value: 'L'},
      ],
      {},
      null,
      'EB10-US',
    ],
    [
      [
        {name: 'Region', value: 'US'},
        {name: 'Handle', value: 'Black'},
        {name: 'Size', value: 'L'},
      ],
      {ignore: true},
      'EB10-US',
      'EB10-US',
    ],
  ])('%j %o -> exact %s, chosen %s', async (options, flags, exact, chosen) => {
    const {data, errors} = await client.query(VARIANTS, {options, ...flags});
    expect(errors).toBeUndefined();
    expect(data?.product.exact?.sku ?? null).toBe(exact);
    expect(data?.product.chosen.sku).toBe(chosen);
  });

  it('chooses the first available variant when nothing is selected', async () => {
    const {data} = await client.query(`{
      product(handle: "hotaru-precision-liner") {
        selectedOrFirstAvailableVariant(selectedOptions: [{name: "Region", value: "EU"}]) { sku availableForSale }
        encodedVariantAvailability
        encodedVariantExistence
      }
    }`);
    // The EU liner is not for sale, but it was selected by every option: Shopify answers it.
    expect(data?.product.selectedOrFirstAvailableVariant).toEqual({
      sku: 'EB13-EU',
      availableForSale: false,
    });
    expect(data?.product.encodedVariantExistence).toBe('v1_0-1');
    expect(data?.product.encodedVariantAvailability).toBe('v1_0');
  });
});

describe('search leaves unavailable products out or last on request', () => {
  it.each([
    ['HIDE', ['kiri-flat-shader']],
    ['LAST', ['kiri-flat-shader', 'ame-eyeshadow-shader']],
    ['SHOW', ['ame-eyeshadow-shader', 'kiri-flat-shader']],
  ])('unavailableProducts: %s', async (unavailable, expected) => {
    const {data} = await client.query(SEARCH, {
      query: 'title:shader',
      types: ['PRODUCT'],
      unavailable,
    });
    const ids: string[] = data?.search.nodes.map((node: {handle: string}) => node.handle);
    expect(unavailable === 'SHOW' ? [...ids].sort() : ids).toEqual(expected);
  });
});

describe('pages, shop and payment settings', () => {
  it('lists pages by title and finds them by query', async () => {
    const {data} = await client.query(`{
      all: pages(first: 20, sortKey: TITLE) { nodes { handle } }
      found: pages(first: 5, query: "title:pro*") { nodes { handle } }
    }`);
    expect(data?.all.nodes[0].handle).toBe('contact-us');
    expect(data?.all.nodes).toHaveLength(12);
    expect(data?.found.nodes.map((node: {handle: string}) => node.handle)).toEqual([
      'pro',
      'pro-program',
      'pro-kits',
    ]);
  });

  it('answers the shop payment settings with the currencies of the country table', async () => {
    const {data, errors} = await client.query(`{
      shop { paymentSettings { countryCode currencyCode enabledPresentmentCurrencies acceptedCardBrands } shipsToCountries }
      paymentSettings { currencyCode }
    }`);
    expect(errors).toBeUndefined();
    expect(data?.shop.paymentSettings).toMatchObject({
      countryCode: 'US',
      currencyCode: 'USD',
      enabledPresentmentCurrencies: ['EUR', 'GBP', 'USD'],
    });
    expect(data?.shop.shipsToCountries).toContain('DE');
    expect(data?.shop.shipsToCountries).not.toContain('RU');
    expect(data?.paymentSettings.currencyCode).toBe('USD');
  });
});

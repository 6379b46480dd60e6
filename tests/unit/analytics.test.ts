import {describe, expect, it} from 'vitest';
import {
  addedToCart,
  analyticsBatch,
  pageAnalytics,
  pageViewEvents,
  type AnalyticsCartLine,
} from '@brush/rules/analytics';

const PRODUCT = {
  product: {id: 'gid://shopify/Product/1', title: 'Kumo Blending Brush', vendor: 'Fude'},
  variants: [
    {
      id: 'gid://shopify/ProductVariant/11',
      title: 'Standard',
      sku: 'EB01-US',
      price: {amount: '24.0'},
    },
  ],
};

describe('pageAnalytics and pageViewEvents', () => {
  it.each([
    ['routes/_index', {}, {pageType: 'index'}, ['page_rendered']],
    [
      'routes/products.$handle',
      PRODUCT,
      {
        pageType: 'product',
        resourceId: 'gid://shopify/Product/1',
        products: [
          {
            productGid: 'gid://shopify/Product/1',
            variantGid: 'gid://shopify/ProductVariant/11',
            name: 'Kumo Blending Brush',
            variantName: 'Standard',
            brand: 'Fude',
            price: '24.0',
            sku: 'EB01-US',
            quantity: 1,
          },
        ],
      },
      ['page_rendered', 'product_page_rendered'],
    ],
    ['routes/products.$handle', null, {pageType: 'product'}, ['page_rendered']],
    [
      'routes/collections.$handle',
      {collection: {id: 'gid://shopify/Collection/7', handle: 'eye-brushes'}},
      {
        pageType: 'collection',
        resourceId: 'gid://shopify/Collection/7',
        collectionHandle: 'eye-brushes',
      },
      ['page_rendered', 'collection_page_rendered'],
    ],
    [
      'routes/collections.$handle',
      {collection: {}},
      {pageType: 'collection'},
      ['page_rendered'],
    ],
    [
      'routes/search',
      {query: 'kumo'},
      {pageType: 'search', searchString: 'kumo'},
      ['page_rendered', 'search_submitted'],
    ],
    ['routes/search', {query: ''}, {pageType: 'search'}, ['page_rendered']],
    ['routes/cart', {}, {pageType: 'cart'}, ['page_rendered']],
    ['routes/secret._index', {}, {pageType: 'page'}, ['page_rendered']],
  ])('%s', (routeId, data, page, events) => {
    expect(pageAnalytics(routeId, data)).toEqual(page);
    expect(pageViewEvents(pageAnalytics(routeId, data))).toEqual(events);
  });
});

describe('analyticsBatch', () => {
  let ids = 0;
  const context = {
    shopId: 'gid://shopify/Shop/55',
    storefrontId: '1000000001',
    currency: 'EUR',
    language: 'DE',
    uniqueToken: 'u',
    visitToken: 'v',
    url: 'https://shop.example/products/kumo',
    path: '/products/kumo',
    search: '',
    referrer: '',
    title: 'Kumo',
    userAgent: 'test',
    navigationType: 'navigate',
    navigationApi: 'PerformanceNavigationTiming',
    eventId: () => `id-${(ids += 1)}`,
  };
  it('sends a page view in both schemas, then the product view, with the shop and visitor', () => {
    const page = pageAnalytics('routes/products.$handle', PRODUCT);
    const batch = analyticsBatch(context, page, pageViewEvents(page), 1000);
    expect(batch.metadata).toEqual({event_sent_at_ms: 1000});
    expect(batch.events.map((event) => event.schema_id)).toEqual([
      'trekkie_storefront_page_view/1.4',
      'custom_storefront_customer_tracking/1.2',
      'custom_storefront_customer_tracking/1.2',
    ]);
    expect(batch.events[0]?.payload).toMatchObject({
      pageType: 'product',
      resourceType: 'product',
      resourceId: 1,
      shopId: 55,
      uniqToken: 'u',
      contentLanguage: 'DE',
    });
    expect(batch.events[2]?.payload).toMatchObject({
      event_name: 'product_page_rendered',
      shop_id: 55,
      currency: 'EUR',
      unique_token: 'u',
      deprecated_visit_token: 'v',
      analytics_allowed: true,
    });
    const [product] = batch.events[2]?.payload.products as string[];
    expect(JSON.parse(product ?? 'null')).toMatchObject({
      product_gid: 'gid://shopify/Product/1',
      product_id: 1,
      variant_id: 11,
      name: 'Kumo Blending Brush',
      price: 24,
      quantity: 1,
    });
  });
  it('leaves out what the page does not know', () => {
    const batch = analyticsBatch(context, {pageType: 'page'}, ['page_rendered'], 5);
    expect(batch.events[0]?.payload).not.toHaveProperty('resourceId');
    expect(batch.events[1]?.payload).not.toHaveProperty('products');
  });
  it('puts the added products and the cart token on an add to cart', () => {
    const products = [{productGid: 'gid://shopify/Product/2', name: 'Kumo', quantity: 2}];
    const batch = analyticsBatch(
      context,
      {pageType: 'cart'},
      ['product_added_to_cart'],
      5,
      {products, cartId: 'gid://shopify/Cart/c1?key=k'},
    );
    expect(batch.events).toHaveLength(1);
    expect(batch.events[0]?.payload).toMatchObject({
      event_name: 'product_added_to_cart',
      cart_token: 'c1?key=k',
    });
    const [product] = batch.events[0]?.payload.products as string[];
    expect(JSON.parse(product ?? 'null')).toMatchObject({name: 'Kumo', quantity: 2});
  });
});

describe('addedToCart', () => {
  const line = (variant: string, quantity: number): AnalyticsCartLine => ({
    quantity,
    merchandise: {
      id: variant,
      title: 'Standard',
      sku: `${variant}-SKU`,
      price: {amount: '24.0'},
      product: {id: `product-of-${variant}`, title: `Brush ${variant}`, vendor: 'Fude'},
    },
  });
  const cart = (id: string, ...lines: AnalyticsCartLine[]) => ({id, lines});
  it.each([
    ['no earlier reading', undefined, cart('c', line('a', 1)), null],
    ['no cart now', null, null, null],
    [
      'a first add creates the cart',
      null,
      cart('c', line('a', 1)),
      [{variantGid: 'a', name: 'Brush a', quantity: 1}],
    ],
    [
      'a quantity grown',
      cart('c', line('a', 1)),
      cart('c', line('a', 3)),
      [{variantGid: 'a', quantity: 2}],
    ],
    [
      'a new line beside',
      cart('c', line('a', 1)),
      cart('c', line('a', 1), line('b', 1)),
      [{variantGid: 'b', quantity: 1}],
    ],
    [
      'two lines of one variant count together',
      cart('c', line('a', 1)),
      cart('c', line('a', 1), line('a', 1)),
      [{variantGid: 'a', quantity: 1}],
    ],
    ['a removal is no add', cart('c', line('a', 2)), cart('c', line('a', 1)), null],
    ['a rebuilt cart is no add', cart('c', line('a', 1)), cart('d', line('b', 1)), null],
  ])('%s', (_label, before, after, expected) => {
    const added = addedToCart(before, after);
    if (expected === null) expect(added).toBeNull();
    else expect(added).toEqual(expected.map((entry) => expect.objectContaining(entry)));
  });
});

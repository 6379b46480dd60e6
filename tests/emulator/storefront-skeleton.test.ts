import {decodeEncodedVariant, getProductOptions} from '@shopify/hydrogen-react';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import * as skeleton from './fixtures/skeleton-queries';
import {startStorefront, type StorefrontClient} from './storefront-platform';

let client: StorefrontClient;
beforeAll(async () => {
  client = await startStorefront();
});
afterAll(() => client.close());

const US = {country: 'US', language: 'EN'};

describe("the Hydrogen skeleton template's queries, sent unchanged", () => {
  it('Header: shop, primary domain, logo and the main menu with absolute URLs', async () => {
    const {data, errors} = await client.query(skeleton.header, {
      ...US,
      headerMenuHandle: 'main-menu',
    });
    expect(errors).toBeUndefined();
    expect(data?.shop).toMatchObject({
      id: 'gid://shopify/Shop/1000000001',
      name: 'Fude Atelier',
      primaryDomain: {url: client.url},
    });
    expect(data?.shop.brand.logo.image.url).toBe(
      `${client.url}/cdn/shop/files/fude-atelier-logo.png`,
    );
    const [shop] = data?.menu.items ?? [];
    expect(shop).toMatchObject({
      title: 'shop',
      type: 'COLLECTION',
      url: `${client.url}/collections/all-products`,
    });
    expect(shop.resourceId).toBe('gid://shopify/Collection/450000000104');
    expect(shop.items.map((item: {title: string}) => item.title)).toEqual([
      'best sellers',
      'eye brushes',
      'face brushes',
      'bundles',
      'accessories',
    ]);
  });

  it("Footer: the spec's footer links, in order", async () => {
    const {data, errors} = await client.query(skeleton.footer, {
      ...US,
      footerMenuHandle: 'footer',
    });
    expect(errors).toBeUndefined();
    expect(data?.menu.items.map((item: {title: string}) => item.title)).toEqual([
      'about us',
      'shipping',
      'faq',
      'contact us',
      'products',
      'terms of service',
      'return policy',
      'privacy policy',
    ]);
  });

  it('StoreRobots and ShopData (getShopAnalytics) in a German market', async () => {
    expect((await client.query(skeleton.robots, US)).data?.shop.id).toBe(
      'gid://shopify/Shop/1000000001',
    );
    const {data, errors} = await client.query(skeleton.shopAnalytics, {
      country: 'DE',
      language: 'DE',
    });
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      shop: {id: 'gid://shopify/Shop/1000000001'},
      localization: {country: {currency: {isoCode: 'EUR'}}, language: {isoCode: 'DE'}},
    });
  });

  it('FeaturedCollection and RecommendedProducts (home page)', async () => {
    const featured = await client.query(skeleton.featuredCollection, US);
    expect(featured.errors).toBeUndefined();
    expect(featured.data?.collections.nodes).toHaveLength(1);
    expect(featured.data?.collections.nodes[0].image).toMatchObject({
      width: 1200,
      height: 1500,
    });

    const recommended = await client.query(skeleton.recommendedProducts, US);
    expect(recommended.errors).toBeUndefined();
    const nodes = recommended.data?.products.nodes ?? [];
    expect(nodes).toHaveLength(4);
    expect(nodes[0].images.nodes[0].url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/cdn\/shop\/files\/.+\.png$/,
    );
  });

  it('Collection, StoreCollections and Catalog page forward with cursors', async () => {
    const collection = await client.query(skeleton.collection, {
      ...US,
      handle: 'eye-brushes',
      first: 8,
    });
    expect(collection.errors).toBeUndefined();
    expect(collection.data?.collection.products.nodes).toHaveLength(8);
    expect(collection.data?.collection.products.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const next = await client.query(skeleton.collection, {
      ...US,
      handle: 'eye-brushes',
      first: 8,
      endCursor: collection.data?.collection.products.pageInfo.endCursor,
    });
    expect(next.data?.collection.products.pageInfo.hasPreviousPage).toBe(true);

    const collections = await client.query(skeleton.collections, {...US, first: 4});
    expect(collections.errors).toBeUndefined();
    expect(collections.data?.collections.nodes).toHaveLength(4);

    const catalog = await client.query(skeleton.catalog, {...US, first: 8});
    expect(catalog.errors).toBeUndefined();
    expect(catalog.data?.products.nodes[0].priceRange.minVariantPrice.currencyCode).toBe(
      'USD',
    );
  });

  it('Product: options, selected and adjacent variants that getProductOptions understands', async () => {
    const {data, errors} = await client.query(skeleton.product, {
      ...US,
      handle: 'kiri-flat-shader',
      selectedOptions: [
        {name: 'Region', value: 'EU'},
        {name: 'Hair', value: 'Synthetic'},
      ],
    });
    expect(errors).toBeUndefined();
    const product = data?.product;
    expect(product.selectedOrFirstAvailableVariant.sku).toBe('EB05S-EU');
    expect(
      product.adjacentVariants.map((variant: {sku: string}) => variant.sku).sort(),
    ).toEqual(['EB05-EU', 'EB05-LEGACY-EU', 'EB05S-US']);
    expect(decodeEncodedVariant(product.encodedVariantExistence)).toHaveLength(6);

    const options = getProductOptions(product);
    expect(options.map((option) => option.name)).toEqual(['Region', 'Hair']);
    const hair = options[1]?.optionValues ?? [];
    expect(
      hair.map((value) => [value.name, value.selected, value.exists, value.available]),
    ).toEqual([
      ['Goat', false, true, true],
      ['Synthetic', true, true, true],
      ['Squirrel', false, true, true],
    ]);
    expect(hair[0]?.variantUriQuery).toBe('Region=EU&Hair=Goat');
  });

  it('Page, Policies and Policy', async () => {
    const page = await client.query(skeleton.page, {...US, handle: 'our-story'});
    expect(page.errors).toBeUndefined();
    expect(page.data?.page).toMatchObject({
      title: 'Our Story',
      seo: {title: 'Our Story'},
    });
    expect(page.data?.page.body).toContain('goat hair');

    const policies = await client.query(skeleton.policies, US);
    expect(policies.errors).toBeUndefined();
    expect(Object.keys(policies.data?.shop ?? {})).toEqual([
      'privacyPolicy',
      'shippingPolicy',
      'termsOfService',
      'refundPolicy',
      'subscriptionPolicy',
    ]);
    expect(policies.data?.shop.subscriptionPolicy).toBeNull();

    const policy = await client.query(skeleton.policy, {
      ...US,
      privacyPolicy: false,
      shippingPolicy: true,
      termsOfService: false,
      refundPolicy: false,
    });
    expect(policy.errors).toBeUndefined();
    expect(policy.data?.shop.shippingPolicy).toMatchObject({
      handle: 'shipping-policy',
      url: `${client.url}/policies/shipping-policy`,
    });
    expect(policy.data?.shop.shippingPolicy.body).toContain('<table>');
    expect(policy.data?.shop.privacyPolicy).toBeUndefined();
  });

  it('RegularSearch and PredictiveSearch', async () => {
    const search = await client.query(skeleton.regularSearch, {
      ...US,
      term: 'kumo',
      first: 10,
    });
    expect(search.errors).toBeUndefined();
    const handles = search.data?.products.nodes.map(
      (product: {handle: string}) => product.handle,
    );
    expect(handles.slice(0, 2).sort()).toEqual([
      'kumo-blending-brush',
      'kumo-mini-blender',
    ]);
    // The reviews and pro kits pages mention Kumo in their text.
    expect(search.data?.pages.nodes.map((page: {handle: string}) => page.handle)).toEqual(
      ['reviews', 'pro-kits'],
    );
    expect(search.data?.articles.nodes).toEqual([]);

    const predictive = await client.query(skeleton.predictiveSearch, {
      ...US,
      term: 'kab',
      limit: 10,
      limitScope: 'EACH',
      types: ['ARTICLE', 'COLLECTION', 'PAGE', 'PRODUCT', 'QUERY'],
    });
    expect(predictive.errors).toBeUndefined();
    const result = predictive.data?.predictiveSearch;
    expect(result.products.map((product: {handle: string}) => product.handle)).toEqual(
      expect.arrayContaining(['sora-kabuki', 'kuro-mini-kabuki', 'mini-kabuki-gift']),
    );
    expect(result.queries[0]).toMatchObject({text: expect.stringContaining('kab')});
    expect(result.queries[0].styledText).toContain('<mark>kab</mark>');
  });

  it('Blog, Blogs and Article answer empty: the shop has no blog', async () => {
    const blogs = await client.query(skeleton.blogs, {...US, first: 10});
    expect(blogs).toEqual({
      data: {
        blogs: {
          pageInfo: {
            hasNextPage: false,
            hasPreviousPage: false,
            startCursor: null,
            endCursor: null,
          },
          nodes: [],
        },
      },
    });
    expect(
      (await client.query(skeleton.blog, {blogHandle: 'journal', first: 10})).data,
    ).toEqual({
      blog: null,
    });
    expect(
      (
        await client.query(skeleton.article, {
          ...US,
          blogHandle: 'journal',
          articleHandle: 'x',
        })
      ).data,
    ).toEqual({blog: null});
  });

  it("Hydrogen's sitemap index, a sitemap page and the redirect lookup", async () => {
    const index = await client.query(skeleton.sitemapIndex);
    expect(index.errors).toBeUndefined();
    expect(index.data?.products.pagesCount.count).toBe(1);
    expect(index.data?.blogs.pagesCount.count).toBe(0);

    const page = await client.query(skeleton.sitemapProducts, {page: 1});
    const handles = page.data?.sitemap.resources.items.map(
      (item: {handle: string}) => item.handle,
    );
    expect(handles).toContain('kumo-blending-brush');
    // The secret shop stays out of the sitemap.
    expect(handles).not.toContain('spring-preview-blender');

    expect((await client.query(skeleton.redirects, {query: 'path:/old'})).data).toEqual({
      urlRedirects: {edges: []},
    });
  });
});

import {readFileSync} from 'node:fs';
import path from 'node:path';
import {decodeEncodedVariant} from '@shopify/hydrogen-react';
import {
  buildClientSchema,
  parse,
  validate,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import {LOCAL_MULTIPASS_SECRET} from '../../dev/local-env';
import {createMultipassToken} from '../../emulators/commerce/src/customers/multipass';
import * as documents from './fixtures/conformance-documents';
import {sharedStorefront, type AnswerData} from './storefront-platform';

/**
 * The platform answers every document of fixtures/conformance-documents.ts, each one valid
 * for the official 2025-01 schema, without errors and with data a shop could show.
 */

const SCHEMA_FILE = path.resolve(
  import.meta.dirname,
  '../../node_modules/@shopify/hydrogen-react/storefront.schema.json',
);

function officialSchema(): GraphQLSchema {
  return buildClientSchema(
    JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as IntrospectionQuery,
  );
}

const client = sharedStorefront();

/** The answer's data, failing the test on any GraphQL error. */
async function answer(
  document: string,
  variables: Record<string, unknown> = {},
): Promise<AnswerData> {
  const {data, errors} = await client.query(document, variables);
  expect(errors).toBeUndefined();
  expect(data).toBeDefined();
  return data ?? {};
}

describe('the conformance documents', () => {
  const schema = officialSchema();
  it.each(Object.entries(documents))('%s is valid for the official schema', (_, text) => {
    expect(validate(schema, parse(text)).map((error) => error.message)).toEqual([]);
  });
});

describe('the platform answers', () => {
  it('the shop, its brand and a German market', async () => {
    const data = await answer(documents.SHOP_AND_MARKET, {
      country: 'DE',
      language: 'DE',
    });
    expect(data.shop).toMatchObject({
      id: 'gid://shopify/Shop/1000000001',
      name: 'Fude Atelier',
      primaryDomain: {url: client.url},
    });
    expect(data.shop.brand.logo.image.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cdn\//);
    expect(data.localization).toMatchObject({
      country: {isoCode: 'DE', currency: {isoCode: 'EUR'}},
      language: {isoCode: 'DE'},
    });
    expect(data.localization.availableCountries).toContainEqual({isoCode: 'US'});
  });

  it('the main menu, with its shop entry pointing at a collection', async () => {
    const data = await answer(documents.MENU_TREE, {handle: 'main-menu'});
    const [shop] = data.menu.items;
    expect(shop).toMatchObject({
      title: 'shop',
      type: 'COLLECTION',
      url: `${client.url}/collections/all-products`,
      resourceId: 'gid://shopify/Collection/450000000104',
    });
    expect(shop.items.map((item: AnswerData) => item.title)).toContain('eye brushes');
    expect(data.menu.itemsCount).toBeGreaterThanOrEqual(data.menu.items.length);
  });

  it('a product: the selected variant, its neighbours and which combinations exist', async () => {
    const selection = [
      {name: 'Region', value: 'EU'},
      {name: 'Hair', value: 'Synthetic'},
    ];
    const {product} = await answer(documents.PRODUCT_WITH_SELECTION, {
      handle: 'kiri-flat-shader',
      selection,
      country: 'FR',
    });
    expect(product.selectedOrFirstAvailableVariant).toMatchObject({
      sku: 'EB05S-EU',
      selectedOptions: selection,
      price: {currencyCode: 'EUR'},
    });
    expect(product.exactMatch).toEqual({sku: 'EB05S-EU'});
    expect(
      product.adjacentVariants.map((variant: AnswerData) => variant.sku).sort(),
    ).toEqual(['EB05-EU', 'EB05-LEGACY-EU', 'EB05S-US']);
    expect(decodeEncodedVariant(product.encodedVariantExistence)).toHaveLength(6);
    expect(product.options.map((option: AnswerData) => option.name)).toEqual([
      'Region',
      'Hair',
    ]);
  });

  it('no exact variant for a combination that does not exist', async () => {
    const {product} = await answer(documents.PRODUCT_WITH_SELECTION, {
      handle: 'kiri-flat-shader',
      selection: [
        {name: 'Region', value: 'EU'},
        {name: 'Hair', value: 'Sable'},
      ],
    });
    expect(product.exactMatch).toBeNull();
    expect(product.selectedOrFirstAvailableVariant.sku).toBeTruthy();
  });

  it('a collection narrowed by a filter, with facets and a next page', async () => {
    const all = await answer(documents.FILTERED_COLLECTION, {
      handle: 'eye-brushes',
      first: 4,
    });
    const {products} = all.collection;
    expect(products.nodes).toHaveLength(4);
    expect(products.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const facets = products.filters.map((filter: AnswerData) => filter.id);
    expect(facets).toEqual(
      expect.arrayContaining(['filter.v.availability', 'filter.v.price']),
    );
    const prices = products.nodes.map((node: AnswerData) =>
      Number(node.priceRange.minVariantPrice.amount),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(all.collections.nodes.map((node: AnswerData) => node.handle)).toContain(
      'eye-brushes',
    );

    // A product is in when one of the variants its market sells is out of stock (the US here:
    // Hotaru's EU edition, not for sale, is not sold in the US either way).
    const unavailable = await answer(documents.FILTERED_COLLECTION, {
      handle: 'eye-brushes',
      first: 10,
      filters: [{available: false}],
    });
    const handles = unavailable.collection.products.nodes.map(
      (node: AnswerData) => node.handle,
    );
    expect(handles).toEqual(['ame-eyeshadow-shader']);
  });

  it('predictive search, with the typed text marked in its suggestions', async () => {
    const {predictiveSearch} = await answer(documents.PREDICTIVE, {
      term: 'kab',
      types: ['PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE', 'QUERY'],
    });
    expect(predictiveSearch.products.length).toBeGreaterThan(0);
    expect(predictiveSearch.products.length).toBeLessThanOrEqual(5);
    expect(
      predictiveSearch.products.map((product: AnswerData) => product.handle),
    ).toContain('sora-kabuki');
    expect(predictiveSearch.queries[0].styledText).toContain('<mark>kab</mark>');
  });

  it('a full search over products and pages', async () => {
    const data = await answer(documents.FULL_SEARCH, {term: 'kumo'});
    const handles = data.products.nodes.map((node: AnswerData) => node.handle);
    expect(handles).toEqual(
      expect.arrayContaining(['kumo-blending-brush', 'kumo-mini-blender']),
    );
    expect(data.products.totalCount).toBeGreaterThanOrEqual(handles.length);
    expect(data.pages.nodes.length).toBeGreaterThan(0);
  });

  it('sitemaps: a page of products, and no blog pages', async () => {
    const data = await answer(documents.SITEMAPS);
    expect(data.productPages.pagesCount.count).toBe(1);
    expect(data.collectionPages.pagesCount.count).toBe(1);
    expect(data.pagePages.pagesCount.count).toBe(1);
    expect(data.blogPages.pagesCount.count).toBe(0);
    const items = data.firstProducts.resources.items;
    expect(items.map((item: AnswerData) => item.handle)).toContain('kumo-blending-brush');
    expect(items[0].title).toBeTruthy();
    expect(Date.parse(items[0].updatedAt)).not.toBeNaN();
  });

  it('the policies, each with its own page on the platform', async () => {
    const {shop} = await answer(documents.POLICIES);
    expect(shop.shippingPolicy).toMatchObject({
      handle: 'shipping-policy',
      url: `${client.url}/policies/shipping-policy`,
    });
    for (const policy of Object.values(shop) as AnswerData[]) {
      expect(policy.title).toBeTruthy();
      expect(policy.body.length).toBeGreaterThan(0);
    }
  });

  it('a content page and the list of pages', async () => {
    const data = await answer(documents.PAGES, {handle: 'our-story'});
    expect(data.page).toMatchObject({title: 'Our Story', seo: {title: 'Our Story'}});
    expect(data.page.body).toContain('goat hair');
    expect(data.pages.nodes.length).toBeGreaterThan(0);
  });

  it('blogs: none, since the shop keeps no journal', async () => {
    const data = await answer(documents.BLOGS, {blog: 'journal', article: 'first'});
    expect(data).toEqual({
      blogs: {nodes: [], pageInfo: {hasNextPage: false}},
      blog: null,
    });
  });

  it('a cart through every mutation the shop sends', async () => {
    const created = (
      await answer(documents.CART_CREATE, {
        input: {
          lines: [
            {merchandiseId: 'gid://shopify/ProductVariant/43000000000101', quantity: 1},
          ],
          buyerIdentity: {countryCode: 'US'},
        },
      })
    ).cartCreate;
    expect(created.userErrors).toEqual([]);
    const cart = created.cart.id;
    expect(created.cart.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);

    const added = (
      await answer(documents.CART_LINES_ADD, {
        cart,
        lines: [
          {merchandiseId: 'gid://shopify/ProductVariant/43000000000401', quantity: 1},
        ],
      })
    ).cartLinesAdd;
    expect(added.cart.totalQuantity).toBe(2);
    const [first, second] = added.cart.lines.nodes;

    const updated = (
      await answer(documents.CART_LINES_UPDATE, {
        cart,
        lines: [{id: first.id, quantity: 3}],
      })
    ).cartLinesUpdate;
    expect(updated.cart.totalQuantity).toBe(4);

    const removed = (
      await answer(documents.CART_LINES_REMOVE, {cart, lines: [second.id]})
    ).cartLinesRemove;
    expect(removed.cart.lines.nodes.map((line: AnswerData) => line.quantity)).toEqual([
      3,
    ]);

    const buyer = (
      await answer(documents.CART_BUYER, {
        cart,
        buyer: {countryCode: 'DE', email: 'ava@example.com'},
      })
    ).cartBuyerIdentityUpdate;
    expect(buyer.cart.buyerIdentity).toEqual({
      countryCode: 'DE',
      email: 'ava@example.com',
    });
    expect(buyer.cart.cost.totalAmount.currencyCode).toBe('EUR');

    const codes = (await answer(documents.CART_CODES, {cart, codes: ['NO-SUCH-CODE']}))
      .cartDiscountCodesUpdate;
    expect(codes.cart.discountCodes).toEqual([{code: 'NO-SUCH-CODE', applicable: false}]);

    const noted = (await answer(documents.CART_NOTE, {cart, note: 'gift wrap, please'}))
      .cartNoteUpdate;
    expect(noted.cart.note).toBe('gift wrap, please');

    const attributed = (
      await answer(documents.CART_ATTRIBUTES, {
        cart,
        attributes: [{key: 'source', value: 'conformance'}],
      })
    ).cartAttributesUpdate;
    expect(attributed.cart.attributes).toEqual([{key: 'source', value: 'conformance'}]);
  });

  it('a customer signed in the way the shop signs them in, and their account', async () => {
    const token = createMultipassToken(LOCAL_MULTIPASS_SECRET, {
      email: 'ava@example.com',
      created_at: new Date().toISOString(),
    });
    const {customerAccessTokenCreateWithMultipass: signIn} = await answer(
      documents.CUSTOMER_SIGN_IN,
      {token},
    );
    expect(signIn.customerUserErrors).toEqual([]);
    const accessToken: string = signIn.customerAccessToken.accessToken;
    expect(accessToken).toBeTruthy();

    const {customer} = await answer(documents.CUSTOMER, {token: accessToken});
    expect(customer).toMatchObject({email: 'ava@example.com'});
    expect(customer.firstName).toBeTruthy();
    expect(customer.orders.nodes.length).toBeLessThanOrEqual(3);
    expect(Number(customer.numberOfOrders)).toBeGreaterThanOrEqual(
      customer.orders.nodes.length,
    );
  });
});

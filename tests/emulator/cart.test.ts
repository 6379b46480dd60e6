import {describe, expect, it} from 'vitest';
import {MAX_LINE_QUANTITY} from '@brush/rules/limits';
import {
  CART_ATTRIBUTES_UPDATE,
  CART_BUYER_IDENTITY_UPDATE,
  CART_CREATE,
  CART_DISCOUNT_CODES_UPDATE,
  CART_LINES_ADD,
  CART_LINES_REMOVE,
  CART_LINES_UPDATE,
  CART_NOTE_UPDATE,
  CART_QUERY,
  VARIANT,
  cartToken,
  createCart,
  sharedPlatform,
  type Json,
} from './cart-platform';

const platform = sharedPlatform();
/** Mini Kabuki Gift, COMPLIMENTARY edition of the EU: the shop's free-item rule gives it in NL. */
const GIFT_COMPLIMENTARY_EU = 'gid://shopify/ProductVariant/43000000003604';

async function storedState(cartId: string) {
  const response = await platform.admin('GET', `/admin/carts/${cartToken(cartId)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

async function addLines(cartId: string, lines: unknown[]) {
  const response = await platform.gql(CART_LINES_ADD, {cartId, lines});
  expect(response.errors).toBeUndefined();
  return response.data?.cartLinesAdd as Json;
}

describe('cartCreate and cart', () => {
  it('creates a cart shaped as Shopify returns it', async () => {
    const cart = await createCart(platform, {
      lines: [{merchandiseId: VARIANT.kumoUs, quantity: 2}],
    });
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[0-9a-f]{32}\?key=[0-9a-f]{32}$/);
    expect(cart.checkoutUrl).toBe(
      `${platform.url}/checkouts/cn/${cartToken(cart.id)}?key=${cart.id.split('key=')[1]}`,
    );
    expect(cart).toMatchObject({
      totalQuantity: 2,
      note: null,
      attributes: [],
      discountCodes: [],
      appliedGiftCards: [],
      buyerIdentity: {countryCode: 'US', email: null, customer: null},
      cost: {
        subtotalAmount: {amount: '48.0', currencyCode: 'USD'},
        totalAmount: {amount: '48.0', currencyCode: 'USD'},
        totalTaxAmount: {amount: '0.0', currencyCode: 'USD'},
        totalDutyAmount: null,
      },
      discountAllocations: [],
      createdAt: '2025-03-01T12:00:00.000Z',
    });
    const [line] = cart.lines.nodes;
    expect(line.id).toMatch(
      new RegExp(`^gid://shopify/CartLine/[0-9a-f-]{36}\\?cart=${cartToken(cart.id)}$`),
    );
    expect(line).toMatchObject({
      quantity: 2,
      merchandise: {
        id: VARIANT.kumoUs,
        sku: 'EB01-US',
        product: {handle: 'kumo-blending-brush'},
      },
      cost: {
        amountPerQuantity: {amount: '24.0', currencyCode: 'USD'},
        subtotalAmount: {amount: '48.0', currencyCode: 'USD'},
        totalAmount: {amount: '48.0', currencyCode: 'USD'},
      },
      discountAllocations: [],
    });
  });

  it('reads a cart back by its id with the key', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const response = await platform.gql(CART_QUERY, {id: cart.id});
    expect(response).toEqual({data: {cart}});
  });

  it.each([
    ['without its key', (id: string) => id.split('?')[0]],
    ['with a wrong key', (id: string) => id.replace(/key=\w+/, `key=${'0'.repeat(32)}`)],
    ['unknown', () => `gid://shopify/Cart/${'a'.repeat(32)}?key=${'b'.repeat(32)}`],
    ['malformed', () => 'not-a-cart-id'],
    ['of another type', () => 'gid://shopify/Product/7100000000101'],
  ])('answers cart: null, not an error, for an id %s', async (_name, idOf) => {
    const cart = await createCart(platform, {});
    const response = await platform.gql(CART_QUERY, {id: idOf(cart.id)});
    expect(response).toEqual({data: {cart: null}});
  });

  it('takes the market from @inContext and prices in its currency', async () => {
    const cart = await createCart(
      platform,
      {lines: [{merchandiseId: VARIANT.kumoEu}]},
      'DE',
    );
    expect(cart.buyerIdentity.countryCode).toBe('DE');
    expect(cart.cost.totalAmount).toEqual({amount: '24.0', currencyCode: 'EUR'});
  });

  it('prefers buyerIdentity.countryCode, and Hydrogen default ZZ means the shop default', async () => {
    const gb = await createCart(platform, {
      buyerIdentity: {countryCode: 'GB'},
      lines: [{merchandiseId: VARIANT.kumoUs}],
    });
    expect(gb.cost.totalAmount).toEqual({amount: '21.0', currencyCode: 'GBP'});
    const zz = await createCart(
      platform,
      {lines: [{merchandiseId: VARIANT.kumoUs}]},
      'ZZ',
    );
    expect(zz.buyerIdentity.countryCode).toBe('US');
  });

  it('returns cart: null and userErrors when an input line is refused', async () => {
    const response = await platform.gql(CART_CREATE, {
      input: {lines: [{merchandiseId: VARIANT.kumoUs}, {merchandiseId: 'nope'}]},
    });
    expect(response.data?.cartCreate).toEqual({
      cart: null,
      userErrors: [
        {
          code: 'INVALID',
          field: ['input', 'lines', '1', 'merchandiseId'],
          message: 'The merchandise with id nope does not exist.',
        },
      ],
      warnings: [],
    });
  });
});

describe('cartLinesAdd', () => {
  it('merges the same variant with the same attributes and keeps different attributes apart', async () => {
    const cart = await createCart(platform, {
      lines: [
        {merchandiseId: VARIANT.kumoUs, attributes: [{key: 'details', value: 'a'}]},
      ],
    });
    const payload = await addLines(cart.id, [
      {
        merchandiseId: VARIANT.kumoUs,
        quantity: 2,
        attributes: [{key: 'details', value: 'a'}],
      },
      {merchandiseId: VARIANT.kumoUs, attributes: [{key: 'details', value: 'b'}]},
      {merchandiseId: VARIANT.kumoUs},
    ]);
    expect(payload.userErrors).toEqual([]);
    expect(
      payload.cart.lines.nodes.map((line: Json) => [line.quantity, line.attributes]),
    ).toEqual([
      [3, [{key: 'details', value: 'a'}]],
      [1, [{key: 'details', value: 'b'}]],
      [1, []],
    ]);
    expect(payload.cart.totalQuantity).toBe(5);
  });

  it('keeps attributes that start with an underscore', async () => {
    const cart = await createCart(platform, {});
    const payload = await addLines(cart.id, [
      {
        merchandiseId: VARIANT.kumoUs,
        attributes: [{key: '_conceptStore', value: 'true'}],
      },
    ]);
    expect(payload.cart.lines.nodes[0].attributes).toEqual([
      {key: '_conceptStore', value: 'true'},
    ]);
  });

  it.each([
    ['a malformed id', 'not-a-gid', 'INVALID'],
    ['an unknown variant', 'gid://shopify/ProductVariant/1', 'INVALID'],
    ['a product id', 'gid://shopify/Product/7100000000101', 'INVALID'],
  ])(
    'refuses %s with a userError and changes nothing',
    async (_name, merchandiseId, code) => {
      const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
      const before = await storedState(cart.id);
      const payload = await addLines(cart.id, [{merchandiseId}]);
      expect(payload.userErrors).toEqual([
        {
          code,
          field: ['lines', '0', 'merchandiseId'],
          message: `The merchandise with id ${merchandiseId} does not exist.`,
        },
      ]);
      expect(payload.cart.totalQuantity).toBe(1);
      expect(await storedState(cart.id)).toEqual(before);
    },
  );

  it.each([
    ['above the limit', MAX_LINE_QUANTITY + 1, 'LESS_THAN'],
    ['below zero', -1, 'INVALID'],
  ])('refuses a quantity %s', async (_name, quantity, code) => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const before = await storedState(cart.id);
    const payload = await addLines(cart.id, [{merchandiseId: VARIANT.yukiUs, quantity}]);
    expect(payload.userErrors).toMatchObject([{code, field: ['lines', '0', 'quantity']}]);
    expect(payload.userErrors[0].message).toMatch(/quantity/);
    expect(await storedState(cart.id)).toEqual(before);
  });

  it('refuses a merge that would go over the limit', async () => {
    const cart = await createCart(platform, {
      lines: [{merchandiseId: VARIANT.yoruUs, quantity: MAX_LINE_QUANTITY}],
    });
    const payload = await addLines(cart.id, [
      {merchandiseId: VARIANT.yoruUs, quantity: 1},
    ]);
    expect(payload.userErrors).toMatchObject([{code: 'LESS_THAN'}]);
    expect(payload.cart.totalQuantity).toBe(MAX_LINE_QUANTITY);
  });

  it.each([
    ['a US variant in a German cart', VARIANT.kumoUs, 'DE', /not sold in Germany/],
    ['an EU variant in a US cart', VARIANT.kumoEu, 'US', /not sold in United States/],
    [
      'a product only available in US and CA',
      VARIANT.kasumiEu,
      'DE',
      /not available in Germany/,
    ],
    [
      'a product out of stock in DE and FR',
      VARIANT.namiEu,
      'FR',
      /not available in France/,
    ],
  ])('refuses %s', async (_name, merchandiseId, country, message) => {
    const cart = await createCart(platform, {}, country);
    const payload = await addLines(cart.id, [{merchandiseId}]);
    expect(payload.userErrors).toMatchObject([
      {code: 'INVALID', field: ['lines', '0', 'merchandiseId']},
    ]);
    expect(payload.userErrors[0].message).toMatch(message);
    expect(payload.cart.lines.nodes).toEqual([]);
  });

  it('warns MERCHANDISE_OUT_OF_STOCK and adds nothing for a variant not for sale', async () => {
    const cart = await createCart(platform, {}, 'DE');
    const payload = await addLines(cart.id, [
      {merchandiseId: VARIANT.hotaruEu},
      {merchandiseId: VARIANT.kumoEu},
    ]);
    expect(payload.userErrors).toEqual([]);
    expect(payload.warnings).toMatchObject([
      {code: 'MERCHANDISE_OUT_OF_STOCK', target: VARIANT.hotaruEu},
    ]);
    expect(payload.cart.lines.nodes.map((line: Json) => line.merchandise.id)).toEqual([
      VARIANT.kumoEu,
    ]);
  });

  it('warns MERCHANDISE_NOT_ENOUGH_STOCK and adds what is left', async () => {
    /** Spring Preview Blender: 12 left. */
    const springPreviewUs = 'gid://shopify/ProductVariant/43000000003701';
    const cart = await createCart(platform, {});
    const payload = await addLines(cart.id, [
      {merchandiseId: springPreviewUs, quantity: 15},
    ]);
    expect(payload.warnings).toMatchObject([
      {code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: springPreviewUs},
    ]);
    expect(payload.cart.lines.nodes[0].quantity).toBe(12);
  });

  it('sells a backorder variant in any quantity', async () => {
    const cart = await createCart(platform, {});
    const payload = await addLines(cart.id, [
      {merchandiseId: VARIANT.yoruUs, quantity: 40},
    ]);
    expect(payload).toMatchObject({userErrors: [], warnings: []});
    expect(payload.cart.totalQuantity).toBe(40);
  });

  it('answers cart: null and a cartId userError for a cart that does not exist', async () => {
    const response = await platform.gql(CART_LINES_ADD, {
      cartId: 'gid://shopify/Cart/nope',
      lines: [{merchandiseId: VARIANT.kumoUs}],
    });
    expect(response.data?.cartLinesAdd).toEqual({
      cart: null,
      userErrors: [
        {
          code: 'INVALID',
          field: ['cartId'],
          message: 'The specified cart does not exist.',
        },
      ],
      warnings: [],
    });
  });
});

describe('merchant rules through the API', () => {
  it('makes a complimentary item free with an automatic discount allocation, where the shop gives it', async () => {
    const cart = await createCart(
      platform,
      {
        lines: [
          {merchandiseId: VARIANT.kumoEu},
          {
            merchandiseId: GIFT_COMPLIMENTARY_EU,
            attributes: [{key: '_complimentary', value: 'NL'}],
          },
        ],
      },
      'NL',
    );
    const [brush, gift] = cart.lines.nodes;
    expect(gift.cost.totalAmount).toEqual({amount: '0.0', currencyCode: 'EUR'});
    expect(gift.discountAllocations).toEqual([
      {
        __typename: 'CartAutomaticDiscountAllocation',
        title: 'complimentary',
        discountedAmount: gift.cost.subtotalAmount,
      },
    ]);
    expect(cart.cost.totalAmount).toEqual(brush.cost.totalAmount);
  });

  it('takes a pay-what-you-want price as an automatic discount, in the cart currency', async () => {
    const cart = await createCart(platform, {
      buyerIdentity: {countryCode: 'GB'},
      lines: [
        {
          merchandiseId: VARIANT.kumoMiniUs,
          attributes: [{key: '_customPrice', value: '5.50'}],
        },
      ],
    });
    const [line] = cart.lines.nodes;
    expect(line.cost.amountPerQuantity).toEqual({amount: '21.0', currencyCode: 'GBP'});
    expect(line.cost.totalAmount).toEqual({amount: '5.5', currencyCode: 'GBP'});
    expect(line.discountAllocations).toEqual([
      {
        __typename: 'CartAutomaticDiscountAllocation',
        title: 'pay what you want',
        discountedAmount: {amount: '15.5', currencyCode: 'GBP'},
      },
    ]);
  });

  it('clamps a custom price above the variant price to the price', async () => {
    const cart = await createCart(platform, {
      lines: [
        {
          merchandiseId: VARIANT.kumoMiniUs,
          attributes: [{key: '_customPrice', value: '500'}],
        },
      ],
    });
    expect(cart.lines.nodes[0].cost.totalAmount.amount).toBe('24.0');
    expect(cart.lines.nodes[0].discountAllocations).toEqual([]);
  });

  it.each([
    [
      'a forged _complimentary',
      VARIANT.kumoUs,
      '_complimentary',
      'US',
      'this item is not complimentary.',
    ],
    [
      'a _customPrice on a product without pwyw',
      VARIANT.kumoUs,
      '_customPrice',
      '1.00',
      'this product does not offer a custom price.',
    ],
    [
      'a negative _customPrice',
      VARIANT.kumoMiniUs,
      '_customPrice',
      '-3',
      'the custom price is not a valid amount.',
    ],
    [
      'a NaN _customPrice',
      VARIANT.kumoMiniUs,
      '_customPrice',
      'NaN',
      'the custom price is not a valid amount.',
    ],
  ])(
    'refuses %s with VALIDATION_CUSTOM and changes nothing',
    async (_name, merchandiseId, key, value, message) => {
      const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.yukiUs}]});
      const before = await storedState(cart.id);
      const payload = await addLines(cart.id, [
        {merchandiseId, attributes: [{key, value}]},
      ]);
      expect(payload.userErrors).toEqual([
        {code: 'VALIDATION_CUSTOM', field: ['lines', '0', 'attributes'], message},
      ]);
      expect(payload.cart.cost.totalAmount.amount).toBe('58.0');
      expect(await storedState(cart.id)).toEqual(before);
    },
  );

  it('refuses a forged attribute in cartCreate too', async () => {
    const response = await platform.gql(CART_CREATE, {
      input: {
        lines: [
          {
            merchandiseId: VARIANT.kumoUs,
            attributes: [{key: '_complimentary', value: 'US'}],
          },
        ],
      },
    });
    expect(response.data?.cartCreate).toMatchObject({
      cart: null,
      userErrors: [
        {code: 'VALIDATION_CUSTOM', field: ['input', 'lines', '0', 'attributes']},
      ],
    });
  });
});

describe('cartLinesUpdate and cartLinesRemove', () => {
  it('changes quantities, attributes and merchandise; quantity 0 removes the line', async () => {
    const cart = await createCart(platform, {
      lines: [{merchandiseId: VARIANT.kumoUs}, {merchandiseId: VARIANT.yukiUs}],
    });
    const [kumo, yuki] = cart.lines.nodes;
    const response = await platform.gql(CART_LINES_UPDATE, {
      cartId: cart.id,
      lines: [
        {id: kumo.id, quantity: 3, attributes: [{key: 'details', value: 'gift wrap'}]},
        {id: yuki.id, quantity: 0},
      ],
    });
    const payload = response.data?.cartLinesUpdate;
    expect(payload.userErrors).toEqual([]);
    expect(payload.cart.lines.nodes).toMatchObject([
      {id: kumo.id, quantity: 3, attributes: [{key: 'details', value: 'gift wrap'}]},
    ]);
    const swapped = await platform.gql(CART_LINES_UPDATE, {
      cartId: cart.id,
      lines: [{id: kumo.id, merchandiseId: VARIANT.yukiUs}],
    });
    expect(swapped.data?.cartLinesUpdate.cart.lines.nodes[0]).toMatchObject({
      quantity: 3,
      merchandise: {id: VARIANT.yukiUs},
    });
  });

  it.each([
    [
      'an unknown line id',
      () => `gid://shopify/CartLine/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
    ],
    ['a malformed line id', () => 'line-1'],
  ])('refuses %s with INVALID_MERCHANDISE_LINE', async (_name, idOf) => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const id = idOf();
    const update = await platform.gql(CART_LINES_UPDATE, {
      cartId: cart.id,
      lines: [{id, quantity: 2}],
    });
    expect(update.data?.cartLinesUpdate.userErrors).toEqual([
      {
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lines', '0', 'id'],
        message: `The merchandise line with id ${id} does not exist.`,
      },
    ]);
    const remove = await platform.gql(CART_LINES_REMOVE, {
      cartId: cart.id,
      lineIds: [id],
    });
    expect(remove.data?.cartLinesRemove.userErrors).toMatchObject([
      {code: 'INVALID_MERCHANDISE_LINE', field: ['lineIds', '0']},
    ]);
    expect(remove.data?.cartLinesRemove.cart.totalQuantity).toBe(1);
  });

  it("refuses another cart's line id", async () => {
    const mine = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const theirs = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const response = await platform.gql(CART_LINES_REMOVE, {
      cartId: mine.id,
      lineIds: [theirs.lines.nodes[0].id],
    });
    expect(response.data?.cartLinesRemove.userErrors).toMatchObject([
      {code: 'INVALID_MERCHANDISE_LINE'},
    ]);
  });

  it('refuses an update above the quantity limit and changes nothing', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const before = await storedState(cart.id);
    const response = await platform.gql(CART_LINES_UPDATE, {
      cartId: cart.id,
      lines: [{id: cart.lines.nodes[0].id, quantity: MAX_LINE_QUANTITY + 1}],
    });
    expect(response.data?.cartLinesUpdate.userErrors).toMatchObject([
      {code: 'LESS_THAN', field: ['lines', '0', 'quantity']},
    ]);
    expect(await storedState(cart.id)).toEqual(before);
  });

  it('refuses a forged attribute set by an update', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const response = await platform.gql(CART_LINES_UPDATE, {
      cartId: cart.id,
      lines: [
        {id: cart.lines.nodes[0].id, attributes: [{key: '_customPrice', value: '0'}]},
      ],
    });
    expect(response.data?.cartLinesUpdate.userErrors).toMatchObject([
      {code: 'VALIDATION_CUSTOM', field: ['lines', '0', 'attributes']},
    ]);
    expect(response.data?.cartLinesUpdate.cart.cost.totalAmount.amount).toBe('24.0');
  });

  it('removes lines', async () => {
    const cart = await createCart(platform, {
      lines: [{merchandiseId: VARIANT.kumoUs}, {merchandiseId: VARIANT.yukiUs}],
    });
    const response = await platform.gql(CART_LINES_REMOVE, {
      cartId: cart.id,
      lineIds: [cart.lines.nodes[0].id],
    });
    expect(response.data?.cartLinesRemove).toMatchObject({
      userErrors: [],
      cart: {totalQuantity: 1, cost: {totalAmount: {amount: '58.0'}}},
    });
  });
});

describe('buyer identity, attributes, discount codes and note', () => {
  it('re-prices the cart in the currency of a new country', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    expect(cart.cost.totalAmount).toEqual({amount: '24.0', currencyCode: 'USD'});
    const response = await platform.gql(CART_BUYER_IDENTITY_UPDATE, {
      cartId: cart.id,
      buyerIdentity: {countryCode: 'GB', email: 'shopper@example.com'},
    });
    expect(response.data?.cartBuyerIdentityUpdate).toMatchObject({
      userErrors: [],
      cart: {
        buyerIdentity: {countryCode: 'GB', email: 'shopper@example.com'},
        cost: {totalAmount: {amount: '21.0', currencyCode: 'GBP'}},
      },
    });
  });

  it('clears the email and refuses an invalid one', async () => {
    const cart = await createCart(platform, {buyerIdentity: {email: 'a@example.com'}});
    const invalid = await platform.gql(CART_BUYER_IDENTITY_UPDATE, {
      cartId: cart.id,
      buyerIdentity: {email: 'not an email'},
    });
    expect(invalid.data?.cartBuyerIdentityUpdate.userErrors).toMatchObject([
      {code: 'INVALID', field: ['buyerIdentity', 'email']},
    ]);
    const cleared = await platform.gql(CART_BUYER_IDENTITY_UPDATE, {
      cartId: cart.id,
      buyerIdentity: {email: ''},
    });
    expect(cleared.data?.cartBuyerIdentityUpdate.cart.buyerIdentity.email).toBeNull();
  });

  it('refuses a customer access token that names nobody', async () => {
    const cart = await createCart(platform, {});
    const response = await platform.gql(CART_BUYER_IDENTITY_UPDATE, {
      cartId: cart.id,
      buyerIdentity: {customerAccessToken: 'f'.repeat(32)},
    });
    expect(response.data?.cartBuyerIdentityUpdate.userErrors).toMatchObject([
      {code: 'INVALID', field: ['buyerIdentity', 'customerAccessToken']},
    ]);
  });

  it('replaces the cart attributes, later keys winning', async () => {
    const cart = await createCart(platform, {
      attributes: [{key: 'utm_source', value: 'mail'}],
    });
    const response = await platform.gql(CART_ATTRIBUTES_UPDATE, {
      cartId: cart.id,
      attributes: [
        {key: 'discountSurvey', value: 'old'},
        {key: 'discountSurvey', value: 'done'},
      ],
    });
    expect(response.data?.cartAttributesUpdate.cart.attributes).toEqual([
      {key: 'discountSurvey', value: 'done'},
    ]);
  });

  it('keeps discount codes (none applies in this shop) and refuses a blank one', async () => {
    const cart = await createCart(platform, {});
    const response = await platform.gql(CART_DISCOUNT_CODES_UPDATE, {
      cartId: cart.id,
      discountCodes: ['WELCOME10', 'welcome10', 'SPRING'],
    });
    expect(response.data?.cartDiscountCodesUpdate.cart.discountCodes).toEqual([
      {code: 'welcome10', applicable: false},
      {code: 'SPRING', applicable: false},
    ]);
    const blank = await platform.gql(CART_DISCOUNT_CODES_UPDATE, {
      cartId: cart.id,
      discountCodes: [' '],
    });
    expect(blank.data?.cartDiscountCodesUpdate.userErrors).toMatchObject([
      {code: 'MISSING_DISCOUNT_CODE'},
    ]);
  });

  it('sets the note and refuses one that is too long', async () => {
    const cart = await createCart(platform, {});
    const response = await platform.gql(CART_NOTE_UPDATE, {
      cartId: cart.id,
      note: 'leave at door',
    });
    expect(response.data?.cartNoteUpdate.cart.note).toBe('leave at door');
    const long = await platform.gql(CART_NOTE_UPDATE, {
      cartId: cart.id,
      note: 'x'.repeat(5001),
    });
    expect(long.data?.cartNoteUpdate.userErrors).toMatchObject([{code: 'NOTE_TOO_LONG'}]);
    expect(long.data?.cartNoteUpdate.cart.note).toBe('leave at door');
  });

  it('moves updatedAt with a change and keeps createdAt', async () => {
    const cart = await createCart(platform, {});
    platform.clock.now = new Date(platform.clock.now.getTime() + 60_000);
    const response = await platform.gql(CART_NOTE_UPDATE, {
      cartId: cart.id,
      note: 'later',
    });
    const updated = response.data?.cartNoteUpdate.cart;
    expect(updated.createdAt).toBe(cart.createdAt);
    expect(Date.parse(updated.updatedAt) - Date.parse(cart.updatedAt)).toBe(60_000);
  });
});

describe('admin cart state', () => {
  it('needs the admin token', async () => {
    const cart = await createCart(platform, {});
    const response = await platform.admin(
      'GET',
      `/admin/carts/${cartToken(cart.id)}`,
      undefined,
      null,
    );
    expect(response.status).toBe(401);
  });

  it('answers 404 for an unknown cart', async () => {
    const response = await platform.admin('GET', `/admin/carts/${'c'.repeat(32)}`);
    expect(response.status).toBe(404);
  });
});

import {describe, expect, it} from 'vitest';
import {
  BUYER_PHONE_MAX_LENGTH,
  CART_ATTRIBUTE_KEY_MAX_LENGTH,
  CART_ATTRIBUTE_VALUE_MAX_LENGTH,
} from '../../emulators/commerce/src/cart/mutations';
import {sharedStorefront} from './storefront-platform';

/** A variant every US shopper may buy (kumo-blending-brush, Edition: Standard). */
const VARIANT_ID = 'gid://shopify/ProductVariant/43000000000101';

const CART_CREATE = `mutation ($input: CartInput!) {
  cartCreate(input: $input) {
    cart { id lines(first: 5) { nodes { attributes { key value } } } }
    userErrors { code field message }
  }
}`;

const client = sharedStorefront();

describe('the cart refuses oversized attributes with a userError and stores nothing', () => {
  it.each([
    ['a 900 KB value', 'gift', 'x'.repeat(900_000), /value must be 2000 characters/],
    [
      'a value one over the limit',
      'gift',
      'x'.repeat(CART_ATTRIBUTE_VALUE_MAX_LENGTH + 1),
      /value must be 2000 characters/,
    ],
    [
      'a key one over the limit',
      'k'.repeat(CART_ATTRIBUTE_KEY_MAX_LENGTH + 1),
      'yes',
      /key must be 255 characters/,
    ],
  ])('%s', async (_name, key, value, message) => {
    const {data} = await client.query(CART_CREATE, {
      input: {
        lines: [{merchandiseId: VARIANT_ID, quantity: 1, attributes: [{key, value}]}],
      },
    });
    expect(data?.cartCreate.cart).toBeNull();
    expect(data?.cartCreate.userErrors).toEqual([
      expect.objectContaining({code: 'INVALID', message: expect.stringMatching(message)}),
    ]);
  });

  it('keeps attributes at the limits', async () => {
    const key = 'k'.repeat(CART_ATTRIBUTE_KEY_MAX_LENGTH);
    const value = 'v'.repeat(CART_ATTRIBUTE_VALUE_MAX_LENGTH);
    const {data} = await client.query(CART_CREATE, {
      input: {
        lines: [{merchandiseId: VARIANT_ID, quantity: 1, attributes: [{key, value}]}],
      },
    });
    expect(data?.cartCreate.userErrors).toEqual([]);
    expect(data?.cartCreate.cart.lines.nodes[0].attributes).toEqual([{key, value}]);
  });
});

describe('the cart refuses an oversized buyer identity', () => {
  it.each([
    ['a 100,000-character phone', {phone: '1'.repeat(100_000)}, 'phone'],
    [
      'a phone one over the limit',
      {phone: '1'.repeat(BUYER_PHONE_MAX_LENGTH + 1)},
      'phone',
    ],
    ['a 300-character email', {email: `${'a'.repeat(290)}@example.com`}, 'email'],
  ])('%s', async (_name, buyerIdentity, field) => {
    const {data} = await client.query(CART_CREATE, {
      input: {lines: [{merchandiseId: VARIANT_ID, quantity: 1}], buyerIdentity},
    });
    expect(data?.cartCreate.cart).toBeNull();
    expect(data?.cartCreate.userErrors).toEqual([
      expect.objectContaining({
        code: 'INVALID',
        field: ['input', 'buyerIdentity', field],
      }),
    ]);
  });

  it('keeps an ordinary phone number', async () => {
    const {data} = await client.query(CART_CREATE, {
      input: {
        lines: [{merchandiseId: VARIANT_ID, quantity: 1}],
        buyerIdentity: {phone: '+44 20 7946 0958'},
      },
    });
    expect(data?.cartCreate.userErrors).toEqual([]);
  });
});

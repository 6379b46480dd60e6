import {describe, expect, it} from 'vitest';

import {
  CART_CUTOFF_DATE,
  CART_LINES_LIMIT,
  UNSUPPORTED_CART_CURRENCIES,
  cartDiscardReason,
  storedCartAfterWrite,
  type StoredCart,
  type StoredCartAfterWrite,
} from '@brush/rules/cart-validity';

const good: StoredCart = {
  createdAt: '2025-03-01T10:00:00Z',
  cost: {subtotalAmount: {currencyCode: 'USD'}, totalAmount: {currencyCode: 'USD'}},
  buyerIdentity: {countryCode: 'US'},
  lines: {nodes: [{merchandise: {sku: 'EB01-US'}}, {merchandise: {sku: 'FB02-US'}}]},
};

describe('cartDiscardReason', () => {
  it.each<[string, StoredCart | null | undefined, string | null]>([
    ['a good cart', good, null],
    ['a good empty cart', {...good, lines: {nodes: []}}, null],
    [
      'lines as edges',
      {...good, lines: {edges: [{node: {merchandise: {sku: 'EB01-US'}}}]}},
      null,
    ],
    ['EUR', {...good, cost: {subtotalAmount: {currencyCode: 'EUR'}}}, null],
    ['GBP', {...good, cost: {subtotalAmount: {currencyCode: 'GBP'}}}, null],
    ['null', null, 'cart already completed'],
    ['undefined', undefined, 'cart already completed'],
    [
      'AUD',
      {...good, cost: {subtotalAmount: {currencyCode: 'AUD'}}},
      'cart has invalid currency',
    ],
    [
      'CAD',
      {...good, cost: {subtotalAmount: {currencyCode: 'CAD'}}},
      'cart has invalid currency',
    ],
    [
      'CAD on the total only',
      {...good, cost: {totalAmount: {currencyCode: 'CAD'}}},
      'cart has invalid currency',
    ],
    [
      'created the day before the cutoff',
      {...good, createdAt: '2022-09-11T23:59:59Z'},
      'cart is old',
    ],
    ['created years before', {...good, createdAt: '2020-01-01T00:00:00Z'}, 'cart is old'],
    ['created at the cutoff', {...good, createdAt: '2022-09-12T00:00:00Z'}, null],
    ['no creation date', {...good, createdAt: null}, null],
    ['unreadable creation date', {...good, createdAt: 'yesterday'}, null],
    ['no buyer identity', {...good, buyerIdentity: null}, 'cart has no country'],
    [
      'no country code',
      {...good, buyerIdentity: {countryCode: null}},
      'cart has no country',
    ],
    [
      'empty country code',
      {...good, buyerIdentity: {countryCode: ''}},
      'cart has no country',
    ],
    [
      'a line without SKU',
      {
        ...good,
        lines: {nodes: [{merchandise: {sku: 'EB01-US'}}, {merchandise: {sku: null}}]},
      },
      'cart has invalid line item(s)',
    ],
    [
      'a line with an empty SKU',
      {...good, lines: {nodes: [{merchandise: {sku: ''}}]}},
      'cart has invalid line item(s)',
    ],
    [
      'a line without merchandise',
      {...good, lines: [{merchandise: null}]},
      'cart has invalid line item(s)',
    ],
    [
      'several faults: currency first',
      {
        createdAt: '2020-01-01T00:00:00Z',
        cost: {subtotalAmount: {currencyCode: 'AUD'}},
        lines: [],
      },
      'cart has invalid currency',
    ],
    [
      'several faults: old before no country',
      {createdAt: '2020-01-01T00:00:00Z', lines: []},
      'cart is old',
    ],
    [
      'several faults: no country before lines',
      {...good, buyerIdentity: null, lines: [{merchandise: null}]},
      'cart has no country',
    ],
  ])('%s -> %j', (_label, cart, reason) => {
    expect(cartDiscardReason(cart)).toBe(reason);
  });
});

describe('constants', () => {
  it('match docs/product/cart.md#stored-cart-discard', () => {
    expect(CART_CUTOFF_DATE).toBe('2022-09-12');
    expect(UNSUPPORTED_CART_CURRENCIES).toEqual(['AUD', 'CAD']);
    expect(CART_LINES_LIMIT).toBe(250);
  });
});

describe('storedCartAfterWrite', () => {
  const id = 'gid://shopify/Cart/c1?key=k';
  it.each<[string, Parameters<typeof storedCartAfterWrite>[0], StoredCartAfterWrite]>([
    ['a cart with items', {cart: {id, totalQuantity: 2}}, {store: id}],
    [
      'a cart with items and a userError (the write refused, the cart as it stands)',
      {cart: {id, totalQuantity: 1}, userErrors: [{message: 'Bad quantity'}]},
      {store: id},
    ],
    ['an emptied cart', {cart: {id, totalQuantity: 0}}, 'drop'],
    ['no cart and no error: the cart is gone', {cart: null, userErrors: []}, 'drop'],
    ['no answer fields at all', {}, 'drop'],
    ['a GraphQL error and no cart', {errors: [{message: 'Throttled'}]}, 'keep'],
    [
      'a userError and no cart',
      {cart: null, userErrors: [{message: 'Invalid merchandise'}]},
      'keep',
    ],
  ])('%s', (_label, answer, expected) => {
    expect(storedCartAfterWrite(answer)).toEqual(expected);
  });
});

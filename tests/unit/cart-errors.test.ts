import {describe, expect, it} from 'vitest';

import {
  cartFailure,
  type CartFailure,
  type CartResult,
} from '~/features/cart/cart-errors';

const cart = {id: 'gid://shopify/Cart/c1?key=k'};

describe('cartFailure', () => {
  it.each<[string, CartResult, CartFailure | null]>([
    ['a cart and no errors', {cart, userErrors: []}, null],
    [
      'a GraphQL error wins',
      {errors: [{message: 'Throttled'}], userErrors: [{message: 'Bad quantity'}], cart},
      {kind: 'message', message: 'Throttled'},
    ],
    [
      'the first userErrors message',
      {userErrors: [{message: 'Bad quantity'}, {message: 'Other'}], cart},
      {kind: 'message', message: 'Bad quantity'},
    ],
    [
      'blank messages are skipped',
      {
        errors: [{message: ' '}],
        userErrors: [{message: null}, {message: 'Second'}],
        cart,
      },
      {kind: 'message', message: 'Second'},
    ],
    ['no cart', {cart: null, userErrors: []}, {kind: 'cart-missing'}],
    ['no cart field at all', {}, {kind: 'cart-missing'}],
    [
      'userErrors and no cart',
      {cart: null, userErrors: [{message: 'Invalid merchandise'}]},
      {kind: 'message', message: 'Invalid merchandise'},
    ],
  ])('%s', (_label, result, expected) => {
    expect(cartFailure(result)).toEqual(expected);
  });
});

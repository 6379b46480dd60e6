import {describe, expect, it} from 'vitest';
import {parseCartAction} from '~/features/cart/cart-input.server';
import {MAX_LINE_QUANTITY} from '@brush/rules/limits';

const VARIANT = 'gid://shopify/ProductVariant/43000000000101';
const LINE = 'gid://shopify/CartLine/0c7a1f3e-2b5d-4e8a-9f61-7d2c3b4a5e6f?cart=c1';

describe('parseCartAction', () => {
  it.each([
    {case: 'one line', lines: [{merchandiseId: VARIANT, quantity: 1}]},
    {
      case: 'the largest quantity',
      lines: [{merchandiseId: VARIANT, quantity: MAX_LINE_QUANTITY}],
    },
    {
      case: 'a quantity typed in a form',
      lines: [{merchandiseId: VARIANT, quantity: '3'}],
    },
    {
      case: 'a public attribute',
      lines: [
        {
          merchandiseId: VARIANT,
          quantity: 1,
          attributes: [{key: 'details', value: 'gift'}],
        },
      ],
    },
  ])('accepts LinesAdd with $case', ({lines}) => {
    const parsed = parseCartAction('LinesAdd', {lines});
    expect(parsed.ok).toBe(true);
  });

  it('keeps only the fields the platform needs (optimistic data is dropped)', () => {
    const parsed = parseCartAction('LinesAdd', {
      lines: [{merchandiseId: VARIANT, quantity: '2', selectedVariant: {id: VARIANT}}],
      redirectTo: '/cart',
    });
    expect(parsed).toEqual({
      ok: true,
      action: 'LinesAdd',
      lines: [{merchandiseId: VARIANT, quantity: 2}],
    });
  });

  it.each([
    {case: 'zero', quantity: 0, error: 'quantity'},
    {case: 'above the limit', quantity: MAX_LINE_QUANTITY + 1, error: 'quantity'},
    {case: 'negative', quantity: -1, error: 'quantity'},
    {case: 'fractional', quantity: 1.5, error: 'quantity'},
    {case: 'not a number', quantity: 'two', error: 'quantity'},
    {case: 'missing', quantity: undefined, error: 'quantity'},
    {case: 'an exponent', quantity: '1e2', error: 'quantity'},
  ])('refuses a LinesAdd quantity that is $case', ({quantity, error}) => {
    expect(
      parseCartAction('LinesAdd', {lines: [{merchandiseId: VARIANT, quantity}]}),
    ).toEqual({
      ok: false,
      error,
    });
  });

  it.each([
    {case: 'a product id', merchandiseId: 'gid://shopify/Product/7100000000101'},
    {case: 'a bare number', merchandiseId: '43000000000101'},
    {case: 'a non-numeric variant id', merchandiseId: 'gid://shopify/ProductVariant/abc'},
    {case: 'another shop-like scheme', merchandiseId: 'gid://evil/ProductVariant/1'},
    {case: 'a number', merchandiseId: 43000000000101},
  ])('refuses $case as merchandise', ({merchandiseId}) => {
    expect(parseCartAction('LinesAdd', {lines: [{merchandiseId, quantity: 1}]})).toEqual({
      ok: false,
      error: 'merchandise',
    });
  });

  it.each([
    '_complimentary',
    '_customPrice',
    '_conceptStore',
    '_secretShop',
    '_secretShopFree',
    '_welcomeBonus',
    '_backorder',
  ])('refuses the protected line attribute %s from a shopper', (key) => {
    expect(
      parseCartAction('LinesAdd', {
        lines: [{merchandiseId: VARIANT, quantity: 1, attributes: [{key, value: 'x'}]}],
      }),
    ).toEqual({ok: false, error: 'attribute'});
  });

  it.each([
    {case: 'an empty key', attributes: [{key: '', value: 'x'}]},
    {case: 'a control character', attributes: [{key: 'de\u0000tails', value: 'x'}]},
    {case: 'a value that is not text', attributes: [{key: 'details', value: 5}]},
    {case: 'not a list', attributes: {key: 'details', value: 'x'}},
  ])('refuses attributes with $case', ({attributes}) => {
    expect(
      parseCartAction('LinesAdd', {
        lines: [{merchandiseId: VARIANT, quantity: 1, attributes}],
      }),
    ).toEqual({ok: false, error: 'attribute'});
  });

  it.each([
    {case: 'no lines', inputs: {lines: []}},
    {case: 'lines that are not a list', inputs: {lines: 'all'}},
    {case: 'nothing', inputs: {}},
  ])('refuses LinesAdd with $case', ({inputs}) => {
    expect(parseCartAction('LinesAdd', inputs).ok).toBe(false);
  });

  it.each([
    {case: 'quantity 0 (removes the line)', line: {id: LINE, quantity: 0}, ok: true},
    {
      case: 'the largest quantity',
      line: {id: LINE, quantity: MAX_LINE_QUANTITY},
      ok: true,
    },
    {
      case: 'a quantity above the limit',
      line: {id: LINE, quantity: MAX_LINE_QUANTITY + 1},
      ok: false,
    },
    {case: 'a negative quantity', line: {id: LINE, quantity: -3}, ok: false},
    {case: 'a variant id as line id', line: {id: VARIANT, quantity: 1}, ok: false},
    {
      case: 'a protected attribute',
      line: {id: LINE, quantity: 1, attributes: [{key: '_customPrice', value: '0'}]},
      ok: false,
    },
  ])('LinesUpdate with $case: ok=$ok', ({line, ok}) => {
    expect(parseCartAction('LinesUpdate', {lines: [line]}).ok).toBe(ok);
  });

  it.each([
    {case: 'a line id', lineIds: [LINE], ok: true},
    {case: 'no line ids', lineIds: [], ok: false},
    {
      case: 'a line id with whitespace',
      lineIds: ['gid://shopify/CartLine/1 x'],
      ok: false,
    },
    {case: 'a cart id', lineIds: ['gid://shopify/Cart/c1'], ok: false},
  ])('LinesRemove with $case: ok=$ok', ({lineIds, ok}) => {
    expect(parseCartAction('LinesRemove', {lineIds}).ok).toBe(ok);
  });

  it('combines the typed discount code with the applied ones, without duplicates', () => {
    expect(
      parseCartAction('DiscountCodesUpdate', {
        discountCode: ' WELCOME ',
        discountCodes: ['SPRING', 'WELCOME'],
      }),
    ).toEqual({
      ok: true,
      action: 'DiscountCodesUpdate',
      discountCodes: ['WELCOME', 'SPRING'],
    });
  });

  it.each([
    {case: 'an empty field clears the codes', inputs: {discountCode: ''}, ok: true},
    {case: 'a code too long', inputs: {discountCode: 'X'.repeat(256)}, ok: false},
    {case: 'a control character', inputs: {discountCode: 'A\u0007B'}, ok: false},
  ])('DiscountCodesUpdate: $case', ({inputs, ok}) => {
    expect(parseCartAction('DiscountCodesUpdate', inputs).ok).toBe(ok);
  });

  it.each([
    'BuyerIdentityUpdate',
    'AttributesUpdateInput',
    'MetafieldsSet',
    undefined,
    'Nope',
  ])('refuses the action %s', (action) => {
    expect(parseCartAction(action, {})).toEqual({ok: false, error: 'invalidAction'});
  });
});

import {describe, expect, it} from 'vitest';
import {
  CUSTOM_PRICE_INPUT_MAX_LENGTH,
  parseCartFlow,
} from '~/features/cart/cart-input.server';
import {
  CART_ERROR_MESSAGE_KEYS,
  cartErrorStatus,
} from '~/features/cart/cart-input.server';
import {resources} from '~/i18n';

const VARIANT = 'gid://shopify/ProductVariant/43000000001501';

describe('parseCartFlow: concept store', () => {
  it.each([
    {case: 'no quantity (one)', inputs: {}, quantity: 1},
    {case: 'a quantity', inputs: {quantity: 2}, quantity: 2},
    {case: 'a quantity typed in a form', inputs: {quantity: '3'}, quantity: 3},
  ])('accepts $case', ({inputs, quantity}) => {
    expect(
      parseCartFlow({flow: 'conceptStore', merchandiseId: VARIANT, ...inputs}),
    ).toEqual({
      ok: true,
      request: {flow: 'conceptStore', merchandiseId: VARIANT, quantity},
    });
  });

  it.each([
    {
      case: 'a product id',
      inputs: {merchandiseId: 'gid://shopify/Product/1'},
      error: 'merchandise',
    },
    {case: 'no merchandise', inputs: {merchandiseId: undefined}, error: 'merchandise'},
    {case: 'quantity 0', inputs: {quantity: 0}, error: 'quantity'},
    {case: 'a negative quantity', inputs: {quantity: -2}, error: 'quantity'},
    {case: 'a huge quantity', inputs: {quantity: 1e9}, error: 'quantity'},
    {
      case: 'lines of its own (attributes could ride along)',
      inputs: {lines: [{merchandiseId: VARIANT, quantity: 1}]},
      error: 'flow',
    },
  ])('refuses $case', ({inputs, error}) => {
    expect(
      parseCartFlow({flow: 'conceptStore', merchandiseId: VARIANT, ...inputs}),
    ).toEqual({ok: false, error});
  });
});

describe('parseCartFlow: pay what you want', () => {
  it.each([
    {case: 'a preset', inputs: {discount: '0.75'}, choice: {discount: 0.75}},
    {case: 'a preset as a number', inputs: {discount: 0.85}, choice: {discount: 0.85}},
    {
      case: 'a preset with an empty custom field',
      inputs: {discount: '0.5', customPrice: ''},
      choice: {discount: 0.5},
    },
    {
      case: 'a custom amount',
      inputs: {customPrice: '12.50'},
      choice: {customPrice: 12.5},
    },
    {case: 'zero', inputs: {customPrice: '0'}, choice: {customPrice: 0}},
    {
      case: 'a huge amount (clamped to the price later)',
      inputs: {customPrice: '999999999'},
      choice: {customPrice: 999999999},
    },
    {
      case: 'a custom amount with an empty preset',
      inputs: {discount: '', customPrice: '3'},
      choice: {customPrice: 3},
    },
    {
      case: 'a custom amount as a number',
      inputs: {customPrice: 4.2},
      choice: {customPrice: 4.2},
    },
  ])('accepts $case', ({inputs, choice}) => {
    expect(parseCartFlow({flow: 'pwyw', merchandiseId: VARIANT, ...inputs})).toEqual({
      ok: true,
      request: {flow: 'pwyw', merchandiseId: VARIANT, choice},
    });
  });

  it.each([
    {case: 'a negative amount', inputs: {customPrice: '-1'}},
    {case: 'NaN', inputs: {customPrice: 'NaN'}},
    {case: 'NaN as a number', inputs: {customPrice: Number.NaN}},
    {case: 'infinity', inputs: {customPrice: 'Infinity'}},
    {case: 'words', inputs: {customPrice: 'free please'}},
    {case: 'an exponent', inputs: {customPrice: '1e3'}},
    {case: 'fractions of a cent', inputs: {customPrice: '1.005'}},
    {case: 'a thousands separator', inputs: {customPrice: '1,000'}},
    {case: 'an empty amount and no preset', inputs: {customPrice: ''}},
    {case: 'neither', inputs: {}},
    {case: 'both a preset and an amount', inputs: {discount: '0.5', customPrice: '3'}},
    {case: 'a discount that is no preset', inputs: {discount: '0.99'}},
    {case: 'a whole-number discount', inputs: {discount: '85'}},
    {case: 'an amount that is not text', inputs: {customPrice: {amount: 1}}},
    {
      case: 'an amount longer than any price',
      inputs: {customPrice: '1'.repeat(CUSTOM_PRICE_INPUT_MAX_LENGTH + 1)},
    },
  ])('refuses $case', ({inputs}) => {
    expect(parseCartFlow({flow: 'pwyw', merchandiseId: VARIANT, ...inputs})).toEqual({
      ok: false,
      error: 'customPrice',
    });
  });

  it('refuses a bad variant before looking at the price', () => {
    expect(parseCartFlow({flow: 'pwyw', merchandiseId: 'x', discount: '0.5'})).toEqual({
      ok: false,
      error: 'merchandise',
    });
  });
});

describe('parseCartFlow: unknown flows', () => {
  it.each(['secretShopFree', 'complimentary', '', 5, null, {flow: 'pwyw'}])(
    'refuses %j',
    (flow) => {
      expect(parseCartFlow({flow, merchandiseId: VARIANT})).toEqual({
        ok: false,
        error: 'flow',
      });
    },
  );
});

describe('refusal messages and statuses', () => {
  it('has an English message for every code', () => {
    for (const key of Object.values(CART_ERROR_MESSAGE_KEYS)) {
      const [area, group, name] = key.split('.') as [string, string, string];
      const texts = (resources.en.translation as Record<string, Record<string, unknown>>)[
        area
      ]?.[group] as Record<string, string> | undefined;
      expect(texts?.[name], key).toEqual(expect.any(String));
    }
  });

  it.each([
    ['customPrice', 400],
    ['notInConceptStore', 400],
    ['notPwyw', 400],
    ['flow', 400],
    ['merchandise', 400],
    ['pwywLimit', 409],
    ['upstream', 502],
  ] as const)('%s answers %s', (code, status) => {
    expect(cartErrorStatus(code)).toBe(status);
  });
});

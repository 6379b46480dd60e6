import {describe, expect, it} from 'vitest';
import {orderDiscountSummary} from '~/features/account/order-totals';

describe('orderDiscountSummary', () => {
  it.each([
    {
      case: 'store credit on the order: $38 and $24 of lines, $25 of credit',
      amounts: {
        lines: [
          {price: 38, discounts: []},
          {price: 24, discounts: []},
        ],
        applications: [{label: 'store credit', amount: 25}],
        subtotal: 37,
      },
      summary: {
        items: 62,
        orderDiscounts: [{label: 'store credit', amount: 25}],
        subtotal: 37,
      },
    },
    {
      case: 'line discounts only: already in the lines, nothing more to show',
      amounts: {
        lines: [
          {price: 15.6, discounts: [{label: 'survey discount', amount: 8.4}]},
          {price: 22, discounts: []},
        ],
        applications: [{label: 'survey discount', amount: 8.4}],
        subtotal: 37.6,
      },
      summary: {items: 37.6, orderDiscounts: [], subtotal: 37.6},
    },
    {
      case: 'the same title on a line and on the order',
      amounts: {
        lines: [{price: 15.6, discounts: [{label: 'survey discount', amount: 8.4}]}],
        applications: [
          {label: 'survey discount', amount: 8.4},
          {label: 'survey discount', amount: 2},
        ],
        subtotal: 13.6,
      },
      summary: {
        items: 15.6,
        orderDiscounts: [{label: 'survey discount', amount: 2}],
        subtotal: 13.6,
      },
    },
    {
      case: 'a discount the names do not account for (a percentage, say)',
      amounts: {
        lines: [{price: 30, discounts: []}],
        applications: [{label: 'canada', amount: null}],
        subtotal: 27,
      },
      summary: {items: 30, orderDiscounts: [{label: '', amount: 3}], subtotal: 27},
    },
    {
      case: 'cents that floating point would lose',
      amounts: {
        lines: [
          {price: 0.1, discounts: []},
          {price: 0.2, discounts: []},
        ],
        applications: [{label: 'store credit', amount: 0.3}],
        subtotal: 0,
      },
      summary: {
        items: 0.3,
        orderDiscounts: [{label: 'store credit', amount: 0.3}],
        subtotal: 0,
      },
    },
  ])('$case', ({amounts, summary}) => {
    expect(orderDiscountSummary(amounts)).toEqual(summary);
  });
});

import {describe, expect, it} from 'vitest';
import type {CartLinesDiscountsGenerateRunResult} from '@brush/functions-shared/function-api';
import {runBundle} from '../../shared/run-bundle';
import {
  type cartLinesDiscountsGenerateRun,
  type StoreCreditInput,
} from './cart_lines_discounts_generate_run';

interface Spec {
  requested?: string | null;
  subtotal?: string;
  currency?: string;
  signedIn?: boolean;
  balance?: string | null;
  classes?: StoreCreditInput['discount']['discountClasses'];
}

function input({
  requested = '10.00',
  subtotal = '50.0',
  currency = 'USD',
  signedIn = true,
  balance = '25.00',
  classes = ['ORDER'],
}: Spec): StoreCreditInput {
  return {
    cart: {
      creditRedeemed: requested === null ? null : {value: requested},
      cost: {subtotalAmount: {amount: subtotal, currencyCode: currency}},
      buyerIdentity: {
        isAuthenticated: signedIn,
        customer: signedIn
          ? {creditBalance: balance === null ? null : {value: balance}}
          : null,
      },
    },
    discount: {discountClasses: classes},
  };
}

const credit = (amount: number): CartLinesDiscountsGenerateRunResult => ({
  operations: [
    {
      orderDiscountsAdd: {
        candidates: [
          {
            targets: [{orderSubtotal: {excludedCartLineIds: []}}],
            value: {fixedAmount: {amount}},
            message: 'store credit',
          },
        ],
        selectionStrategy: 'FIRST',
      },
    },
  ],
});

const NONE = {operations: []};

/** The bundle Shopify runs, in QuickJS: what these tests hold to the rules. */
const run = (input: Parameters<typeof cartLinesDiscountsGenerateRun>[0]) =>
  runBundle<typeof cartLinesDiscountsGenerateRun>('store-credit', input);

describe('store credit: cart.lines.discounts.generate.run', () => {
  it.each<[string, Spec, CartLinesDiscountsGenerateRunResult]>([
    ['the amount asked for', {}, credit(10)],
    ['capped by the balance', {requested: '40.00'}, credit(25)],
    ['capped by the subtotal', {requested: '40.00', subtotal: '12.5'}, credit(12.5)],
    [
      'the balance converted down to the cart currency (GBP 25 * 0.85 = 21.25)',
      {requested: '99', currency: 'GBP'},
      credit(21),
    ],
    [
      'never worth more than the balance: 10.50 USD is £8, not £9 (10.59 USD)',
      {requested: '99', currency: 'GBP', balance: '10.50'},
      credit(8),
    ],
    ['nothing asked for', {requested: null}, NONE],
    ['forged: a guest', {signedIn: false}, NONE],
    ['forged: a customer with no balance', {balance: null}, NONE],
    ['forged: a negative amount', {requested: '-10'}, NONE],
    ['forged: not a number', {requested: 'all of it'}, NONE],
    ['forged: a huge amount is the balance', {requested: '1e308'}, credit(25)],
    ['a discount without the ORDER class', {classes: ['PRODUCT']}, NONE],
  ])('%s', (_label, spec, expected) => {
    expect(run(input(spec))).toEqual(expected);
  });
});

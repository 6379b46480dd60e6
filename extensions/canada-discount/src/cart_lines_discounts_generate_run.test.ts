import {describe, expect, it} from 'vitest';
import type {CartLinesDiscountsGenerateRunResult} from '@brush/functions-shared/function-api';
import {runBundle} from '../../shared/run-bundle';
import {
  type cartLinesDiscountsGenerateRun,
  type CanadaDiscountInput,
} from './cart_lines_discounts_generate_run';

const TEN_PERCENT: CartLinesDiscountsGenerateRunResult = {
  operations: [
    {
      orderDiscountsAdd: {
        candidates: [
          {
            targets: [{orderSubtotal: {excludedCartLineIds: []}}],
            value: {percentage: {value: 10}},
            message: 'Canada extra discount',
          },
        ],
        selectionStrategy: 'FIRST',
      },
    },
  ],
};

const NONE = {operations: []};

/** The bundle Shopify runs, in QuickJS: what these tests hold to the rules. */
const run = (input: Parameters<typeof cartLinesDiscountsGenerateRun>[0]) =>
  runBundle<typeof cartLinesDiscountsGenerateRun>('canada-discount', input);

describe('canada discount: cart.lines.discounts.generate.run', () => {
  it.each<
    [
      string,
      string,
      CanadaDiscountInput['discount']['discountClasses'],
      CartLinesDiscountsGenerateRunResult,
    ]
  >([
    ['10% off the order of a buyer in Canada', 'CA', ['ORDER'], TEN_PERCENT],
    ['nothing for the United States', 'US', ['ORDER'], NONE],
    ['nothing for the United Kingdom', 'GB', ['ORDER'], NONE],
    ['a discount created without the ORDER class', 'CA', ['PRODUCT'], NONE],
  ])('%s', (_label, isoCode, discountClasses, expected) => {
    expect(
      run({
        localization: {country: {isoCode}},
        discount: {discountClasses},
      }),
    ).toEqual(expected);
  });
});

import {describe, expect, it} from 'vitest';
import type {CartLinesDiscountsGenerateRunResult} from '../../shared/function-api';
import {signSurveyProof} from '../../shared/survey-proof';
import {
  cartLinesDiscountsGenerateRun,
  type SurveyDiscountInput,
} from './cart_lines_discounts_generate_run';

const KEY = 'survey-proof-key-for-the-function-tests';
const PROOF = signSurveyProof(KEY, {responseId: 'r-1', cartId: 'gid://shopify/Cart/c1'});

type LineSpec = [price: string, quantity: number, marked: boolean];

function input(
  lines: LineSpec[],
  discountSurvey: string | null,
  signingKey: string | null = KEY,
): SurveyDiscountInput {
  return {
    cart: {
      discountSurvey: discountSurvey === null ? null : {value: discountSurvey},
      lines: lines.map(([amount, quantity, marked], index) => ({
        id: `gid://shopify/CartLine/${index}`,
        quantity,
        cost: {amountPerQuantity: {amount, currencyCode: 'USD'}},
        surveyDiscount: marked ? {value: 'true'} : null,
      })),
    },
    discount: {
      discountClasses: ['PRODUCT'],
      configuration: signingKey === null ? null : {jsonValue: {signingKey}},
    },
  };
}

const off = (
  ...amounts: [index: number, amount: number][]
): CartLinesDiscountsGenerateRunResult => ({
  operations: [
    {
      productDiscountsAdd: {
        candidates: amounts.map(([index, amount]) => ({
          targets: [{cartLine: {id: `gid://shopify/CartLine/${index}`}}],
          value: {fixedAmount: {amount}},
          message: 'survey discount',
        })),
        selectionStrategy: 'ALL',
      },
    },
  ],
});

const NONE = {operations: []};

describe('survey discount: cart.lines.discounts.generate.run', () => {
  it.each<
    [
      string,
      LineSpec[],
      string | null,
      string | null,
      CartLinesDiscountsGenerateRunResult,
    ]
  >([
    [
      '35% off a marked line with a signed proof',
      [['20.0', 1, true]],
      PROOF,
      KEY,
      off([0, 7]),
    ],
    [
      'at most 3 units, the highest priced',
      [
        ['10.0', 2, true],
        ['40.0', 1, true],
        ['30.0', 1, true],
        ['50.0', 1, false],
      ],
      PROOF,
      KEY,
      off([1, 14], [2, 10.5], [0, 3.5]),
    ],
    ['unmarked lines earn nothing', [['20.0', 1, false]], PROOF, KEY, NONE],
    ['forged: discountSurvey set by hand', [['20.0', 1, true]], 'true', KEY, NONE],
    [
      'forged: a proof signed with another key',
      [['20.0', 1, true]],
      signSurveyProof('another-key-that-is-long-enough-000', {
        responseId: 'r-1',
        cartId: 'c',
      }),
      KEY,
      NONE,
    ],
    [
      'forged: a proof with its response id changed',
      [['20.0', 1, true]],
      PROOF.replace('r-1', 'r-2'),
      KEY,
      NONE,
    ],
    ['no discountSurvey', [['20.0', 1, true]], null, KEY, NONE],
    [
      'no signing key configured: nothing can be proven',
      [['20.0', 1, true]],
      PROOF,
      null,
      NONE,
    ],
  ])('%s', (_label, lines, proof, key, expected) => {
    expect(cartLinesDiscountsGenerateRun(input(lines, proof, key))).toEqual(expected);
  });
});

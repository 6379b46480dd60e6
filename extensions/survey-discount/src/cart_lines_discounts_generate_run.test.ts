import {describe, expect, it} from 'vitest';
import type {CartLinesDiscountsGenerateRunResult} from '@brush/functions-shared/function-api';
import {signSurveyProof} from '@brush/rules/survey-proof';
import {runBundle} from '../../shared/run-bundle';
import {type cartLinesDiscountsGenerateRun} from './cart_lines_discounts_generate_run';
import {
  CART,
  AVA,
  BEN,
  GUEST_PROOF,
  AVA_PROOF,
  MAIN,
  FREE,
  BOGO_OFFERS,
  type Spec,
  input,
  off,
  NONE,
  marked,
} from './test-carts';

/** The bundle Shopify runs, in QuickJS: what these tests hold to the rules. */
const run = (input: Parameters<typeof cartLinesDiscountsGenerateRun>[0]) =>
  runBundle<typeof cartLinesDiscountsGenerateRun>('survey-discount', input);

describe('survey discount: cart.lines.discounts.generate.run', () => {
  it.each<[string, Spec, CartLinesDiscountsGenerateRunResult]>([
    [
      '35% off a marked line with a signed proof',
      {lines: [{price: '20.0', attributes: marked}]},
      off([0, 7]),
    ],
    [
      'brushes added after the survey count: the 3 highest priced units of the cart',
      {
        lines: [
          {price: '10.0', quantity: 2, attributes: marked},
          {price: '40.0'},
          {price: '30.0'},
          {price: '5.0', attributes: marked},
        ],
      },
      off([1, 14], [2, 10.5], [0, 3.5]),
    ],
    [
      'lines at another special price take no part',
      {
        lines: [
          {price: '90.0', attributes: {complimentary: 'US'}},
          {price: '80.0', attributes: {customPrice: '1.00'}},
          {price: '20.0'},
        ],
      },
      off([2, 7]),
    ],
    [
      'a gift by its SKU takes no part',
      {lines: [{price: '90.0', sku: 'GIFT-COMPLIMENTARY'}, {price: '20.0'}]},
      off([1, 7]),
    ],
    [
      'a BOGO free unit takes no part; the units bought beyond the offer do',
      {
        lines: [
          {price: '10.0', variant: MAIN},
          {price: '50.0', quantity: 2, variant: FREE},
        ],
        bogo: BOGO_OFFERS,
      },
      off([1, 17.5], [0, 3.5]),
    ],
    [
      'a signed-in buyer’s proof, for them',
      {lines: [{price: '20.0'}], proof: AVA_PROOF, buyer: AVA},
      off([0, 7]),
    ],
    [
      'a guest’s proof, after the guest signs in',
      {lines: [{price: '20.0'}], buyer: BEN},
      off([0, 7]),
    ],
    [
      'replayed: a proof naming another customer',
      {lines: [{price: '20.0'}], proof: AVA_PROOF, buyer: BEN},
      NONE,
    ],
    [
      'replayed: a signed-in proof on a guest’s cart',
      {lines: [{price: '20.0'}], proof: AVA_PROOF},
      NONE,
    ],
    [
      'replayed: a response an order already spent',
      {lines: [{price: '20.0'}], used: ['r-0', 'r-1']},
      NONE,
    ],
    [
      'another response spent leaves this one',
      {lines: [{price: '20.0'}], used: ['r-9']},
      off([0, 7]),
    ],
    [
      'forged: discountSurvey set by hand',
      {lines: [{price: '20.0', attributes: marked}], proof: 'true'},
      NONE,
    ],
    [
      'forged: a proof signed with another key',
      {
        lines: [{price: '20.0'}],
        proof: signSurveyProof('another-key-that-is-long-enough-000', {
          responseId: 'r-1',
          cartId: CART,
          customerId: null,
        }),
      },
      NONE,
    ],
    [
      'forged: a proof with its response id changed',
      {lines: [{price: '20.0'}], proof: GUEST_PROOF.replace('r-1', 'r-3')},
      NONE,
    ],
    [
      'no discountSurvey',
      {lines: [{price: '20.0', attributes: marked}], proof: null},
      NONE,
    ],
    [
      'no signing key configured: nothing can be proven',
      {lines: [{price: '20.0'}], key: null},
      NONE,
    ],
  ])('%s', (_label, spec, expected) => {
    expect(run(input(spec))).toEqual(expected);
  });
});

import {describe, expect, it} from 'vitest';
import {
  FREE_ITEM_LIMIT_MESSAGE,
  INVALID_CUSTOM_PRICE_MESSAGE,
  INVALID_WELCOME_EMAIL_MESSAGE,
  NOT_COMPLIMENTARY_MESSAGE,
  NOT_IN_CONCEPT_STORE_MESSAGE,
  NOT_IN_SECRET_SHOP_MESSAGE,
  NO_CUSTOM_PRICE_MESSAGE,
  ONE_SPECIAL_PRICE_MESSAGE,
  ONE_UNIT_ONLY_MESSAGE,
  SECRET_SHOP_CLAIMED_MESSAGE,
  SECRET_SHOP_ONE_PER_ORDER_MESSAGE,
  SURVEY_NOT_COMPLETED_MESSAGE,
  WELCOME_BONUS_LIMIT_MESSAGE,
  WELCOME_OFFER_NOT_CLAIMED_MESSAGE,
  WELCOME_OFFER_USED_MESSAGE,
  WHITE_CHEEK_LIMIT_MESSAGE,
} from '@brush/functions-shared/merchant-rules';
import {signSurveyProof} from '@brush/rules/survey-proof';
import {runBundle} from '../../shared/run-bundle';
import {
  type cartValidationsGenerateRun,
  type CartChecksInput,
} from './cart_validations_generate_run';
import {KEY, GIFT, SHARED, CART, line, input, errors, proof} from './test-carts';

/** The bundle Shopify runs, in QuickJS: what these tests hold to the rules. */
const run = (input: Parameters<typeof cartValidationsGenerateRun>[0]) =>
  runBundle<typeof cartValidationsGenerateRun>('cart-checks', input);

describe('cart checks: cart.validations.generate.run', () => {
  it.each<[string, CartChecksInput, ReturnType<typeof errors>]>([
    ['a cart of plain lines', input([line({}), line({})]), errors()],
    [
      'an honest cart of every programme',
      input(
        [
          line({complimentary: 'US'}, {variant: GIFT}),
          line({secretShop: 'true'}, {sku: 'SS02-US', secret: true}),
          line({surveyDiscount: 'true'}),
          line({welcomeBonus: 'a@example.com'}),
        ],
        {discountSurvey: proof},
      ),
      errors(),
    ],
    [
      'forged _complimentary',
      input([line({complimentary: 'US'})]),
      errors([0, NOT_COMPLIMENTARY_MESSAGE]),
    ],
    [
      'forged _customPrice',
      input([line({}), line({customPrice: '0.00'})]),
      errors([1, NO_CUSTOM_PRICE_MESSAGE]),
    ],
    [
      'malformed _customPrice',
      input([line({customPrice: 'free'}, {pwyw: true})]),
      errors([0, INVALID_CUSTOM_PRICE_MESSAGE]),
    ],
    [
      'forged _conceptStore',
      input([line({conceptStore: 'true'})]),
      errors([0, NOT_IN_CONCEPT_STORE_MESSAGE]),
    ],
    [
      'forged _secretShop',
      input([line({secretShop: 'true'}, {secret: true})], {granted: false}),
      errors([0, NOT_IN_SECRET_SHOP_MESSAGE]),
    ],
    [
      'a claimed secret-shop SKU',
      input([line({secretShopFree: 'true'}, {sku: 'SS02-US', secret: true})], {
        claimed: 'SS02-EU',
      }),
      errors([0, SECRET_SHOP_CLAIMED_MESSAGE]),
    ],
    [
      '_surveyDiscount with discountSurvey set by hand',
      input([line({surveyDiscount: 'true'})], {discountSurvey: 'true'}),
      errors([0, SURVEY_NOT_COMPLETED_MESSAGE]),
    ],
    [
      '_welcomeBonus without an email',
      input([line({welcomeBonus: 'yes'})]),
      errors([0, INVALID_WELCOME_EMAIL_MESSAGE]),
    ],
    [
      '_surveyDiscount with a proof another customer earned',
      input([line({surveyDiscount: 'true'})], {
        discountSurvey: signSurveyProof(KEY, {
          responseId: 'r-1',
          cartId: CART,
          customerId: 'gid://shopify/Customer/6',
        }),
      }),
      errors([0, SURVEY_NOT_COMPLETED_MESSAGE]),
    ],
    [
      '_welcomeBonus with an email the worker never signed',
      input([line({welcomeBonus: 'a@example.com', welcomeBonusProof: 'true'})]),
      errors([0, WELCOME_OFFER_NOT_CLAIMED_MESSAGE]),
    ],
    [
      '_welcomeBonus with an email an order already used',
      input([line({welcomeBonus: 'a@example.com'})], {
        usedWelcomeEmails: ['a@example.com'],
      }),
      errors([0, WELCOME_OFFER_USED_MESSAGE]),
    ],
    [
      'a second welcome-offer line',
      input([
        line({welcomeBonus: 'a@example.com'}),
        line({welcomeBonus: 'b@example.com'}),
      ]),
      errors([1, WELCOME_BONUS_LIMIT_MESSAGE]),
    ],
    [
      'two special prices on one line: that error only',
      input([line({customPrice: '0.00', welcomeBonus: 'a@example.com'}, {pwyw: true})]),
      errors([0, ONE_SPECIAL_PRICE_MESSAGE]),
    ],
    [
      'more gifts than the rule gives',
      input([line({complimentary: 'US'}, {variant: GIFT, quantity: 2})]),
      errors([0, ONE_UNIT_ONLY_MESSAGE]),
    ],
    [
      'the secret price on 25 units',
      input([line({secretShop: 'true'}, {sku: 'SS02-US', secret: true, quantity: 25})]),
      errors([0, ONE_UNIT_ONLY_MESSAGE]),
    ],
    [
      'one secret-shop item on two lines, in both regions',
      input([
        line({secretShop: 'true'}, {sku: 'SS02-US', secret: true}),
        line({secretShopFree: 'true'}, {sku: 'SS02-EU', secret: true}),
      ]),
      errors([1, SECRET_SHOP_ONE_PER_ORDER_MESSAGE]),
    ],
    [
      'pay what you want at 0, then a secret-shop gift',
      input([
        line({customPrice: '0.00'}, {pwyw: true}),
        line({secretShopFree: 'true'}, {sku: 'SS02-US', secret: true}),
      ]),
      errors([1, FREE_ITEM_LIMIT_MESSAGE]),
    ],
    [
      'the gift, then a secret-shop gift',
      input([
        line({complimentary: 'US'}, {variant: GIFT}),
        line({secretShopFree: 'true'}, {sku: 'SS02-US', secret: true}),
      ]),
      errors([1, FREE_ITEM_LIMIT_MESSAGE]),
    ],
    [
      'pay what you want at the full price on 3 units',
      input([line({customPrice: '24.00'}, {pwyw: true, quantity: 3})]),
      errors([0, ONE_UNIT_ONLY_MESSAGE]),
    ],
    [
      'the welcome offer on 10 units',
      input([line({welcomeBonus: 'a@example.com'}, {quantity: 10})]),
      errors([0, WELCOME_BONUS_LIMIT_MESSAGE]),
    ],
    [
      "the item claimed under the shared link's owner",
      input(
        [line({secretShop: 'true', sharedShop: SHARED}, {sku: 'SS02-US', secret: true})],
        {granted: false, sharedClaims: '{"7":["SS02"]}'},
      ),
      errors([0, SECRET_SHOP_CLAIMED_MESSAGE]),
    ],
    [
      'one white cheek brush',
      input([line({}, {whiteCheekBrush: true}), line({}, {quantity: 4})]),
      errors(),
    ],
    [
      'white cheek brushes: 25 on one line',
      input([line({}, {whiteCheekBrush: true, quantity: 25})]),
      errors([0, WHITE_CHEEK_LIMIT_MESSAGE]),
    ],
    [
      'white cheek brushes: one on each of two lines',
      input([line({}, {whiteCheekBrush: true}), line({}, {whiteCheekBrush: true})]),
      errors([1, WHITE_CHEEK_LIMIT_MESSAGE]),
    ],
    [
      'a white cheek brush for a buyer who bought one before',
      input([line({}, {whiteCheekBrush: true})], {whiteCheekBought: '1'}),
      errors([0, WHITE_CHEEK_LIMIT_MESSAGE]),
    ],
  ])('%s', (_label, cart, expected) => {
    expect(run(cart)).toEqual(expected);
  });
});

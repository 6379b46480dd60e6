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
  SECRET_SHOP_CLAIMED_MESSAGE,
  SURVEY_NOT_COMPLETED_MESSAGE,
  WELCOME_BONUS_LIMIT_MESSAGE,
} from '../../../app/rules/merchant-rules';
import {signSurveyProof} from '../../shared/survey-proof';
import {
  cartValidationsGenerateRun,
  type CartChecksConfiguration,
  type CartChecksInput,
} from './cart_validations_generate_run';

const KEY = 'survey-proof-key-for-the-function-tests';
const GIFT = 'gid://shopify/ProductVariant/3603';
const SPRING = 'gid://shopify/Collection/201';
const SPRING_TAG = 'secretShopCollection:spring:201';

const CONFIGURATION: CartChecksConfiguration = {
  freeItemRules: [
    {orderTotal: 0, countries: [], productTitle: 'Gift', variantId: {US: GIFT}},
  ],
  conceptStoreCollectionIds: [],
  secretShopTags: [SPRING_TAG],
  secretShopCollectionIds: [SPRING],
  bogoOffers: [],
  surveySigningKey: KEY,
};

type Line = CartChecksInput['cart']['lines'][number];
type Attribute =
  | 'complimentary'
  | 'customPrice'
  | 'conceptStore'
  | 'secretShop'
  | 'secretShopFree'
  | 'sharedShop'
  | 'surveyDiscount'
  | 'welcomeBonus';

function line(
  attributes: Partial<Record<Attribute, string>>,
  {
    variant = 'gid://shopify/ProductVariant/1',
    sku = 'EB01-US',
    pwyw = false,
    secret = false,
  } = {},
): Omit<Line, 'id'> {
  const value = (name: Attribute) =>
    attributes[name] === undefined ? null : {value: attributes[name]};
  return {
    quantity: 1,
    cost: {amountPerQuantity: {amount: '24.0', currencyCode: 'USD'}},
    complimentary: value('complimentary'),
    customPrice: value('customPrice'),
    conceptStore: value('conceptStore'),
    secretShop: value('secretShop'),
    secretShopFree: value('secretShopFree'),
    sharedShop: value('sharedShop'),
    surveyDiscount: value('surveyDiscount'),
    welcomeBonus: value('welcomeBonus'),
    merchandise: {
      __typename: 'ProductVariant',
      id: variant,
      sku,
      product: {
        offersCustomPrice: pwyw,
        inConceptStore: false,
        secretShopMembership: [{collectionId: SPRING, isMember: secret}],
        priceTags: {jsonValue: ['secretShopPrice:20']},
      },
    },
  };
}

function input(
  lines: Omit<Line, 'id'>[],
  {
    discountSurvey = null as string | null,
    claimed = null as string | null,
    granted = true,
  } = {},
): CartChecksInput {
  return {
    cart: {
      discountSurvey: discountSurvey === null ? null : {value: discountSurvey},
      lines: lines.map((spec, index) => ({
        id: `gid://shopify/CartLine/${index}`,
        ...spec,
      })),
      buyerIdentity: {
        customer: {
          secretShopGrants: [{tag: SPRING_TAG, hasTag: granted}],
          claimedSkus: claimed === null ? null : {value: claimed},
        },
      },
    },
    localization: {country: {isoCode: 'US'}},
    shop: {localTime: {date: '2026-11-25'}},
    validation: {configuration: {jsonValue: CONFIGURATION}},
  };
}

const errors = (...found: [index: number, message: string][]) => ({
  operations:
    found.length === 0
      ? []
      : [
          {
            validationAdd: {
              errors: found.map(([index, message]) => ({
                message,
                target: `$.cart.lines[${index}]`,
              })),
            },
          },
        ],
});

const proof = signSurveyProof(KEY, {responseId: 'r-1', cartId: 'gid://shopify/Cart/c1'});

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
      input([{...line({complimentary: 'US'}, {variant: GIFT}), quantity: 2}]),
      errors([0, FREE_ITEM_LIMIT_MESSAGE]),
    ],
  ])('%s', (_label, cart, expected) => {
    expect(cartValidationsGenerateRun(cart)).toEqual(expected);
  });
});

import {describe, expect, it} from 'vitest';
import {
  COMPLIMENTARY_DISCOUNT_TITLE,
  SECRET_SHOP_DISCOUNT_TITLE,
} from '@brush/rules/discount-titles';
import {
  FREE_ITEM_LIMIT_MESSAGE,
  NOT_COMPLIMENTARY_MESSAGE,
  NOT_IN_CONCEPT_STORE_MESSAGE,
  NOT_IN_SECRET_SHOP_MESSAGE,
  ONE_UNIT_ONLY_MESSAGE,
  SECRET_SHOP_CLAIMED_MESSAGE,
} from './merchant-rules';
import {
  pricingContext,
  programmeLineDecisions,
  type ProgrammeCartInput,
  type ProgrammeLineDecision,
  type ProgrammeLineInput,
  type ProgrammePricesConfiguration,
} from './programme-decisions';

const GIFT = 'gid://shopify/ProductVariant/3603';
const SPRING = 'gid://shopify/Collection/201';
const SPRING_TAG = 'secretShopCollection:spring:201';

const CONFIGURATION: ProgrammePricesConfiguration = {
  conceptStoreCollectionIds: [],
  secretShopTags: [SPRING_TAG],
  secretShopCollectionIds: [SPRING],
};

const CONTEXT = pricingContext({
  localization: {country: {isoCode: 'US'}},
  shop: {
    localTime: {date: '2026-11-25'},
    freeItemRules: {
      value: JSON.stringify([
        {orderTotal: 0, countries: ['US'], productTitle: 'Gift', variantId: {US: GIFT}},
      ]),
    },
    bogoOffers: null,
    sharedClaims: null,
  },
});

type Asked = 'complimentary' | 'customPrice' | 'conceptStore' | 'secretShop';

function line(
  asked: Partial<Record<Asked, string>>,
  {
    variant = 'gid://shopify/ProductVariant/1',
    sku = 'EB01-US',
    quantity = 1,
    secret = false,
  } = {},
): Omit<ProgrammeLineInput, 'id'> {
  const value = (name: Asked) =>
    asked[name] === undefined ? null : {value: asked[name]};
  return {
    quantity,
    cost: {amountPerQuantity: {amount: '24.0', currencyCode: 'USD'}},
    complimentary: value('complimentary'),
    customPrice: value('customPrice'),
    conceptStore: value('conceptStore'),
    secretShop: value('secretShop'),
    secretShopFree: null,
    sharedShop: null,
    surveyDiscount: null,
    welcomeBonus: null,
    merchandise: {
      __typename: 'ProductVariant',
      id: variant,
      sku,
      product: {
        offersCustomPrice: false,
        inConceptStore: false,
        secretShopMembership: [{collectionId: SPRING, isMember: secret}],
        priceTags: {jsonValue: ['secretShopPrice:20']},
      },
    },
  };
}

function cart(
  lines: Omit<ProgrammeLineInput, 'id'>[],
  {granted = true, claimed = null as string | null} = {},
): ProgrammeCartInput {
  return {
    lines: lines.map((spec, index) => ({id: `gid://shopify/CartLine/${index}`, ...spec})),
    buyerIdentity: {
      customer: {
        secretShopGrants: [{tag: SPRING_TAG, hasTag: granted}],
        claimedSkus: claimed === null ? null : {value: claimed},
      },
    },
  };
}

const decision = (
  lineIndex: number,
  attributeKey: string,
  verdict: ProgrammeLineDecision['verdict'],
  units: number,
  limitMessage: string | null = null,
): ProgrammeLineDecision => ({lineIndex, attributeKey, verdict, units, limitMessage});

describe('programmeLineDecisions', () => {
  it.each<[string, ProgrammeCartInput, ProgrammeLineDecision[]]>([
    ['a cart of plain lines: no decision', cart([line({}), line({})]), []],
    [
      'the gift a free-item rule grants, free on one unit',
      cart([line({}), line({complimentary: 'US'}, {variant: GIFT})]),
      [
        decision(
          1,
          '_complimentary',
          {kind: 'discount', amount: 24, title: COMPLIMENTARY_DISCOUNT_TITLE},
          1,
        ),
      ],
    ],
    [
      'a forged gift',
      cart([line({complimentary: 'US'})]),
      [
        decision(
          0,
          '_complimentary',
          {kind: 'refused', message: NOT_COMPLIMENTARY_MESSAGE},
          1,
        ),
      ],
    ],
    [
      'two programme prices on one line: left to the cart checks',
      cart([line({complimentary: 'US', conceptStore: 'true'}, {variant: GIFT})]),
      [],
    ],
    [
      'the concept-store price on an item outside the concept store',
      cart([line({conceptStore: 'true'})]),
      [
        decision(
          0,
          '_conceptStore',
          {kind: 'refused', message: NOT_IN_CONCEPT_STORE_MESSAGE},
          1,
        ),
      ],
    ],
    [
      'the secret price for a buyer the secret shop does not hold',
      cart([line({secretShop: 'true'}, {secret: true})], {granted: false}),
      [
        decision(
          0,
          '_secretShop',
          {kind: 'refused', message: NOT_IN_SECRET_SHOP_MESSAGE},
          1,
        ),
      ],
    ],
    [
      'the secret price, on one unit of three',
      cart([line({secretShop: 'true'}, {sku: 'SS02-US', secret: true, quantity: 3})]),
      [
        decision(
          0,
          '_secretShop',
          {kind: 'discount', amount: 4, title: SECRET_SHOP_DISCOUNT_TITLE},
          1,
          ONE_UNIT_ONLY_MESSAGE,
        ),
      ],
    ],
    [
      'the secret price on an item the buyer claimed, in the other region',
      cart([line({secretShop: 'true'}, {sku: 'SS02-US', secret: true})], {
        claimed: 'SS02-EU',
      }),
      [
        decision(
          0,
          '_secretShop',
          {kind: 'refused', message: SECRET_SHOP_CLAIMED_MESSAGE},
          1,
        ),
      ],
    ],
    [
      'the gift first, then a second free unit refused by the cart-wide bound',
      cart([
        line({complimentary: 'US'}, {variant: GIFT}),
        line({complimentary: 'US'}, {variant: GIFT}),
      ]),
      [
        decision(
          0,
          '_complimentary',
          {kind: 'discount', amount: 24, title: COMPLIMENTARY_DISCOUNT_TITLE},
          1,
        ),
        decision(
          1,
          '_complimentary',
          {kind: 'discount', amount: 24, title: COMPLIMENTARY_DISCOUNT_TITLE},
          0,
          FREE_ITEM_LIMIT_MESSAGE,
        ),
      ],
    ],
  ])('%s', (_label, input, expected) => {
    expect(programmeLineDecisions(input, CONTEXT, CONFIGURATION)).toEqual(expected);
  });
});

describe('pricingContext', () => {
  it('reads the country, the date and the shop metafields; unreadable ones as none', () => {
    const context = pricingContext({
      localization: {country: {isoCode: 'DE'}},
      shop: {
        localTime: {date: '2026-11-25'},
        freeItemRules: {value: 'not json'},
        bogoOffers: null,
        sharedClaims: {value: '{"7":["SS02"]}'},
      },
    });
    expect(context).toEqual({
      country: 'DE',
      today: '2026-11-25',
      freeItemRules: [],
      sharedClaims: new Map([['7', ['SS02']]]),
    });
  });
});

/**
 * The carts the programme-prices tests price: the shop's configuration and metafields as the
 * function reads them, shared-link tokens, and builders of lines and inputs in the input
 * query's shape (cart_lines_discounts_generate_run.graphql).
 */
import type {CartLinesDiscountsGenerateRunResult} from '@brush/functions-shared/function-api';
import type {
  ProgrammeLineInput,
  ProgrammePricesConfiguration,
} from '@brush/functions-shared/programme-decisions';
import {signSharedShopToken} from '@brush/rules/shared-shop-token';
import type {ProgrammePricesInput} from './cart_lines_discounts_generate_run';

export const GIFT_US = 'gid://shopify/ProductVariant/3603';
export const GIFT_EU = 'gid://shopify/ProductVariant/3604';
export const CONCEPT_STORE = 'gid://shopify/Collection/105';
export const SPRING = 'gid://shopify/Collection/201';
export const SPRING_TAG = 'secretShopCollection:spring:201';
const MAIN = 'gid://shopify/ProductVariant/401';
const FREE = 'gid://shopify/ProductVariant/3601';

export const CONFIGURATION: ProgrammePricesConfiguration = {
  conceptStoreCollectionIds: [CONCEPT_STORE],
  secretShopTags: [SPRING_TAG],
  secretShopCollectionIds: [SPRING],
  sharedShopSigningKey: 'a-key-for-shared-links-in-these-tests',
};

/** The shop metafield custom/free_item_rules, as the storefront reads it too. */
const FREE_ITEM_RULES = JSON.stringify([
  {
    orderTotal: 0,
    countries: ['-RU'],
    productTitle: 'Gift',
    variantId: {US: GIFT_US, EU: GIFT_EU},
  },
]);
/** The shop metafield custom/bogo_offers. */
const BOGO_OFFERS = JSON.stringify([{main: {US: MAIN}, free: [{US: FREE}]}]);

const TODAY = '2026-11-25';
/** Owner 7 shares collection 201 until the day after TODAY. */
export const SHARED = signSharedShopToken('a-key-for-shared-links-in-these-tests', {
  ownerId: '7',
  collectionIds: ['201'],
  expiresOn: '2026-11-26',
});
export const SHARED_ELSEWHERE = signSharedShopToken(
  'a-key-for-shared-links-in-these-tests',
  {
    ownerId: '7',
    collectionIds: ['202'],
    expiresOn: '2026-11-26',
  },
);
export const SIGNED_BY_ANOTHER_KEY = signSharedShopToken(
  'another-key-of-at-least-32-characters',
  {
    ownerId: '7',
    collectionIds: ['201'],
    expiresOn: '2026-11-26',
  },
);

type Attributes = Partial<
  Pick<
    ProgrammeLineInput,
    | 'complimentary'
    | 'customPrice'
    | 'conceptStore'
    | 'secretShop'
    | 'secretShopFree'
    | 'sharedShop'
    | 'surveyDiscount'
    | 'welcomeBonus'
  >
>;

interface LineSpec {
  variant?: string;
  sku?: string;
  price?: string;
  currency?: string;
  quantity?: number;
  attributes?: Attributes;
  pwyw?: boolean;
  collections?: string[];
  priceTags?: string[];
}

function line(index: number, spec: LineSpec): ProgrammeLineInput {
  const collections = spec.collections ?? [];
  return {
    id: `gid://shopify/CartLine/${index}`,
    quantity: spec.quantity ?? 1,
    cost: {
      amountPerQuantity: {
        amount: spec.price ?? '24.0',
        currencyCode: spec.currency ?? 'USD',
      },
    },
    complimentary: null,
    customPrice: null,
    conceptStore: null,
    secretShop: null,
    secretShopFree: null,
    sharedShop: null,
    surveyDiscount: null,
    welcomeBonus: null,
    ...spec.attributes,
    merchandise: {
      __typename: 'ProductVariant',
      id: spec.variant ?? `gid://shopify/ProductVariant/${index}`,
      sku: spec.sku ?? 'EB01-US',
      product: {
        offersCustomPrice: spec.pwyw ?? false,
        inConceptStore: collections.includes(CONCEPT_STORE),
        secretShopMembership: [
          {collectionId: SPRING, isMember: collections.includes(SPRING)},
        ],
        priceTags: spec.priceTags ? {jsonValue: spec.priceTags} : null,
      },
    },
  };
}

export interface CartSpec {
  lines: LineSpec[];
  country?: string;
  grants?: string[];
  claimed?: string;
  signedIn?: boolean;
  today?: string;
  configuration?: ProgrammePricesConfiguration | null;
  classes?: ProgrammePricesInput['discount']['discountClasses'];
  /** The shop metafield custom/free_item_rules; null: none. */
  freeItemRules?: string | null;
  /** The shop metafield secret_shop/shared_claims. */
  sharedClaims?: Record<string, string[]>;
}

export function input(spec: CartSpec): ProgrammePricesInput {
  const grants = spec.grants ?? [];
  return {
    cart: {
      lines: spec.lines.map((lineSpec, index) => line(index, lineSpec)),
      buyerIdentity: spec.signedIn
        ? {
            customer: {
              secretShopGrants: [{tag: SPRING_TAG, hasTag: grants.includes(SPRING_TAG)}],
              claimedSkus: spec.claimed ? {value: spec.claimed} : null,
            },
          }
        : null,
    },
    localization: {country: {isoCode: spec.country ?? 'US'}},
    shop: {
      localTime: {date: spec.today ?? TODAY},
      freeItemRules:
        spec.freeItemRules === null
          ? null
          : {value: spec.freeItemRules ?? FREE_ITEM_RULES},
      bogoOffers: {value: BOGO_OFFERS},
      sharedClaims: spec.sharedClaims ? {value: JSON.stringify(spec.sharedClaims)} : null,
    },
    discount: {
      discountClasses: spec.classes ?? ['PRODUCT'],
      configuration:
        spec.configuration === null
          ? null
          : {jsonValue: spec.configuration ?? CONFIGURATION},
    },
  };
}

export function discounts(
  ...candidates: [line: number, amount: number, units: number, message: string][]
): CartLinesDiscountsGenerateRunResult {
  return {
    operations: [
      {
        productDiscountsAdd: {
          candidates: candidates.map(([index, amount, quantity, message]) => ({
            targets: [{cartLine: {id: `gid://shopify/CartLine/${index}`, quantity}}],
            value: {fixedAmount: {amount, appliesToEachItem: true}},
            message,
          })),
          selectionStrategy: 'ALL',
        },
      },
    ],
  };
}

export const NONE: CartLinesDiscountsGenerateRunResult = {operations: []};
export const attribute = (value: string | null = 'true') => ({value});
export const gift = (spec: LineSpec = {}): LineSpec => ({
  variant: GIFT_US,
  sku: 'GW01-COMPLIMENTARY-US',
  price: '14.0',
  attributes: {complimentary: attribute('US')},
  ...spec,
});
export const pwyw = (customPrice: string, spec: LineSpec = {}): LineSpec => ({
  price: '21.0',
  pwyw: true,
  attributes: {customPrice: attribute(customPrice)},
  ...spec,
});
export const conceptStore = (spec: LineSpec = {}): LineSpec => ({
  collections: [CONCEPT_STORE],
  priceTags: ['conceptStorePrice:18', 'conceptStorePrice:EB02:14'],
  attributes: {conceptStore: attribute()},
  ...spec,
});
export const secretShop = (spec: LineSpec = {}): LineSpec => ({
  sku: 'SS02-US',
  price: '30.0',
  collections: [SPRING],
  priceTags: ['secretShopPrice:20'],
  attributes: {secretShop: attribute()},
  ...spec,
});
export const ava = {signedIn: true, grants: [SPRING_TAG]};
export const main = (quantity = 1): LineSpec => ({
  variant: MAIN,
  price: '58.0',
  quantity,
});
export const free = (quantity = 1, attributes: Attributes = {}): LineSpec => ({
  variant: FREE,
  price: '14.0',
  quantity,
  attributes,
});
export const across = (
  index: number,
  amount: number,
): CartLinesDiscountsGenerateRunResult => ({
  operations: [
    {
      productDiscountsAdd: {
        candidates: [
          {
            targets: [{cartLine: {id: `gid://shopify/CartLine/${index}`}}],
            value: {fixedAmount: {amount}},
            message: 'buy one, get one',
          },
        ],
        selectionStrategy: 'ALL',
      },
    },
  ],
});

/**
 * The carts the cart-checks tests validate: signed proofs, markers and shared-link tokens, and
 * builders of lines and inputs in the input query's shape
 * (cart_validations_generate_run.graphql).
 */
import {signSharedShopToken} from '@brush/rules/shared-shop-token';
import {signSurveyProof} from '@brush/rules/survey-proof';
import {emailDigest} from '@brush/rules/used-markers';
import {signWelcomeMarker} from '@brush/rules/welcome-marker';
import {
  type CartChecksConfiguration,
  type CartChecksInput,
} from './cart_validations_generate_run';

export const KEY = 'survey-proof-key-for-the-function-tests';
export const GIFT = 'gid://shopify/ProductVariant/3603';
const SPRING = 'gid://shopify/Collection/201';
const SPRING_TAG = 'secretShopCollection:spring:201';

const CONFIGURATION: CartChecksConfiguration = {
  conceptStoreCollectionIds: [],
  secretShopTags: [SPRING_TAG],
  secretShopCollectionIds: [SPRING],
  surveySigningKey: KEY,
  sharedShopSigningKey: 'a-key-for-shared-links-in-these-tests',
};

/** Owner 7 shares the spring collection. */
export const SHARED = signSharedShopToken('a-key-for-shared-links-in-these-tests', {
  ownerId: '7',
  collectionIds: ['201'],
  expiresOn: '2026-11-26',
});

/** The shop metafield custom/free_item_rules the storefront reads too. */
const FREE_ITEM_RULES = JSON.stringify([
  {orderTotal: 0, countries: ['-RU'], productTitle: 'Gift', variantId: {US: GIFT}},
]);

type Line = CartChecksInput['cart']['lines'][number];
type Attribute =
  | 'complimentary'
  | 'customPrice'
  | 'conceptStore'
  | 'secretShop'
  | 'secretShopFree'
  | 'sharedShop'
  | 'surveyDiscount'
  | 'welcomeBonus'
  | 'welcomeBonusProof';

export const CART = 'gid://shopify/Cart/c1';
const BUYER = 'gid://shopify/Customer/5';

export function line(
  attributes: Partial<Record<Attribute, string>>,
  {
    variant = 'gid://shopify/ProductVariant/1',
    sku = 'EB01-US',
    pwyw = false,
    secret = false,
    quantity = 1,
    whiteCheekBrush = false,
  } = {},
): Omit<Line, 'id'> {
  const value = (name: Attribute) =>
    attributes[name] === undefined ? null : {value: attributes[name]};
  return {
    quantity,
    cost: {amountPerQuantity: {amount: '24.0', currencyCode: 'USD'}},
    complimentary: value('complimentary'),
    customPrice: value('customPrice'),
    conceptStore: value('conceptStore'),
    secretShop: value('secretShop'),
    secretShopFree: value('secretShopFree'),
    sharedShop: value('sharedShop'),
    surveyDiscount: value('surveyDiscount'),
    welcomeBonus: value('welcomeBonus'),
    // The worker's marker for the tagged email, unless the case names another.
    welcomeBonusProof:
      attributes.welcomeBonusProof !== undefined
        ? {value: attributes.welcomeBonusProof}
        : attributes.welcomeBonus
          ? {
              value: signWelcomeMarker(KEY, {
                email: attributes.welcomeBonus,
                cartId: CART,
              }),
            }
          : null,
    merchandise: {
      __typename: 'ProductVariant',
      id: variant,
      sku,
      product: {
        offersCustomPrice: pwyw,
        whiteCheekBrush,
        inConceptStore: false,
        secretShopMembership: [{collectionId: SPRING, isMember: secret}],
        priceTags: {jsonValue: ['secretShopPrice:20']},
      },
    },
  };
}

export function input(
  lines: Omit<Line, 'id'>[],
  {
    discountSurvey = null as string | null,
    claimed = null as string | null,
    granted = true,
    whiteCheekBought = null as string | null,
    sharedClaims = null as string | null,
    usedWelcomeEmails = [] as string[],
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
          id: BUYER,
          secretShopGrants: [{tag: SPRING_TAG, hasTag: granted}],
          claimedSkus: claimed === null ? null : {value: claimed},
          whiteCheekBought: whiteCheekBought === null ? null : {value: whiteCheekBought},
        },
      },
    },
    localization: {country: {isoCode: 'US'}},
    shop: {
      localTime: {date: '2026-11-25'},
      freeItemRules: {value: FREE_ITEM_RULES},
      bogoOffers: null,
      sharedClaims: sharedClaims === null ? null : {value: sharedClaims},
      usedResponses: null,
      usedWelcomeEmails: {
        value: JSON.stringify(usedWelcomeEmails.map(emailDigest)),
      },
    },
    validation: {configuration: {jsonValue: CONFIGURATION}},
  };
}

export const errors = (...found: [index: number, message: string][]) => ({
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

export const proof = signSurveyProof(KEY, {responseId: 'r-1', cartId: CART});

/**
 * The carts the welcome-offer tests price: signed welcome markers and builders of lines and
 * inputs in the input query's shape (cart_lines_discounts_generate_run.graphql).
 */
import type {CartLinesDiscountsGenerateRunResult} from '@brush/functions-shared/function-api';
import {emailDigest} from '@brush/rules/used-markers';
import {signWelcomeMarker} from '@brush/rules/welcome-marker';
import {type WelcomeOfferInput} from './cart_lines_discounts_generate_run';

const KEY = 'survey-proof-key-for-the-function-tests';
const CART = 'gid://shopify/Cart/c1?key=k';
export const marker = (email: string, key = KEY) =>
  signWelcomeMarker(key, {email, cartId: CART});

/** The tagged email and the marker beside it; `undefined` email: an untagged line. */
export type LineSpec = [
  price: string,
  quantity: number,
  email: string | null | undefined,
  proof?: string | null,
];

export interface Spec {
  used?: string[];
  classes?: WelcomeOfferInput['discount']['discountClasses'];
  key?: string | null;
}

export function input(
  lines: LineSpec[],
  {used, classes = ['PRODUCT'], key = KEY}: Spec = {},
): WelcomeOfferInput {
  return {
    cart: {
      lines: lines.map(([amount, quantity, email, proof], index) => ({
        id: `gid://shopify/CartLine/${index}`,
        quantity,
        cost: {amountPerQuantity: {amount, currencyCode: 'USD'}},
        welcomeBonus: email === undefined ? null : {value: email},
        welcomeBonusProof:
          proof === null
            ? null
            : {value: proof ?? (typeof email === 'string' ? marker(email) : '')},
      })),
    },
    shop: {
      usedWelcomeEmails: used
        ? {value: JSON.stringify(used.map((email) => emailDigest(email)))}
        : null,
    },
    discount: {
      discountClasses: classes,
      configuration: key === null ? null : {jsonValue: {signingKey: key}},
    },
  };
}

export const off = (
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
            message: 'welcome offer',
          },
        ],
        selectionStrategy: 'ALL',
      },
    },
  ],
});

export const NONE = {operations: []};

/**
 * The carts the survey-discount tests price: signed survey proofs and builders of lines and
 * inputs in the input query's shape (cart_lines_discounts_generate_run.graphql).
 */
import type {CartLinesDiscountsGenerateRunResult} from '@brush/functions-shared/function-api';
import type {SurveyLineInput} from '@brush/functions-shared/survey-decisions';
import {signSurveyProof} from '@brush/rules/survey-proof';
import {type SurveyDiscountInput} from './cart_lines_discounts_generate_run';

const KEY = 'survey-proof-key-for-the-function-tests';
export const CART = 'gid://shopify/Cart/c1?key=k';
export const AVA = 'gid://shopify/Customer/1';
export const BEN = 'gid://shopify/Customer/2';
export const GUEST_PROOF = signSurveyProof(KEY, {
  responseId: 'r-1',
  cartId: CART,
  customerId: null,
});
export const AVA_PROOF = signSurveyProof(KEY, {
  responseId: 'r-2',
  cartId: CART,
  customerId: AVA,
});

export const MAIN = 'gid://shopify/ProductVariant/10';
export const FREE = 'gid://shopify/ProductVariant/20';
export const BOGO_OFFERS = JSON.stringify([{main: {US: MAIN}, free: [{US: FREE}]}]);

interface LineSpec {
  price: string;
  quantity?: number;
  variant?: string;
  sku?: string;
  attributes?: Partial<
    Record<'surveyDiscount' | 'complimentary' | 'customPrice', string>
  >;
}

export interface Spec {
  lines: LineSpec[];
  proof?: string | null;
  key?: string | null;
  buyer?: string | null;
  used?: string[];
  bogo?: string;
}

export function input({
  lines,
  proof = GUEST_PROOF,
  key = KEY,
  buyer = null,
  used,
  bogo,
}: Spec): SurveyDiscountInput {
  return {
    cart: {
      discountSurvey: proof === null ? null : {value: proof},
      buyerIdentity: {customer: buyer === null ? null : {id: buyer}},
      lines: lines.map(
        (
          {
            price,
            quantity = 1,
            variant = 'gid://shopify/ProductVariant/1',
            sku,
            attributes = {},
          },
          index,
        ): SurveyLineInput => ({
          id: `gid://shopify/CartLine/${index}`,
          quantity,
          cost: {amountPerQuantity: {amount: price, currencyCode: 'USD'}},
          merchandise: {
            __typename: 'ProductVariant',
            id: variant,
            sku: sku ?? `SKU-${index}`,
          },
          surveyDiscount: attributes.surveyDiscount
            ? {value: attributes.surveyDiscount}
            : null,
          complimentary: attributes.complimentary
            ? {value: attributes.complimentary}
            : null,
          customPrice: attributes.customPrice ? {value: attributes.customPrice} : null,
        }),
      ),
    },
    shop: {
      usedResponses: used ? {value: JSON.stringify(used)} : null,
      bogoOffers: bogo ? {value: bogo} : null,
    },
    discount: {
      discountClasses: ['PRODUCT'],
      configuration: key === null ? null : {jsonValue: {signingKey: key}},
    },
  };
}

export const off = (
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

export const NONE = {operations: []};
export const marked = {surveyDiscount: 'true'};

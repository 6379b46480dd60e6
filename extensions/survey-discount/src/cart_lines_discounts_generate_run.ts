import {CART_ATTRIBUTES, LINE_ATTRIBUTES} from '../../../app/rules/cart-attributes';
import {
  surveyDiscountForCart,
  type LineDecision,
} from '../../../app/rules/merchant-rules';
import {
  NO_DISCOUNTS,
  type AttributeValue,
  type CartLinesDiscountsGenerateRunResult,
  type DiscountClass,
  type MoneyV2,
} from '../../shared/function-api';
import {attributesFrom} from '../../shared/line-attributes';
import {readSurveyProof} from '../../shared/survey-proof';

/** Kept in the discount's metafield $app:survey-discount/function-configuration. */
export interface SurveyDiscountConfiguration {
  /** The key the worker signs survey proofs with (SURVEY_PROOF_KEY in its environment). */
  signingKey: string;
}

export interface SurveyLineInput {
  id: string;
  quantity: number;
  cost: {amountPerQuantity: MoneyV2};
  surveyDiscount: AttributeValue | null;
}

export interface SurveyCartInput {
  discountSurvey: AttributeValue | null;
  lines: SurveyLineInput[];
}

export interface SurveyDiscountInput {
  cart: SurveyCartInput;
  discount: {
    discountClasses: DiscountClass[];
    configuration: {jsonValue: SurveyDiscountConfiguration} | null;
  };
}

/**
 * The survey rule's decision for each marked line (spec 9). The cart counts as surveyed only
 * when discountSurvey reads back under the key: a value set by hand earns nothing.
 */
export function surveyDecisions(
  cart: SurveyCartInput,
  signingKey: string | null | undefined,
): LineDecision[] {
  const proven = readSurveyProof(signingKey, cart.discountSurvey?.value) !== null;
  return surveyDiscountForCart({
    cartAttributes: proven
      ? [{key: CART_ATTRIBUTES.discountSurvey, value: cart.discountSurvey?.value}]
      : [],
    lines: cart.lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      unitPrice: Number(line.cost.amountPerQuantity.amount),
      attributes: attributesFrom(line, {surveyDiscount: LINE_ATTRIBUTES.surveyDiscount}),
    })),
  });
}

export function cartLinesDiscountsGenerateRun(
  input: SurveyDiscountInput,
): CartLinesDiscountsGenerateRunResult {
  if (!input.discount.discountClasses.includes('PRODUCT')) return NO_DISCOUNTS;
  const candidates = surveyDecisions(
    input.cart,
    input.discount.configuration?.jsonValue.signingKey,
  ).flatMap((decision) =>
    decision.kind === 'discount'
      ? [
          {
            targets: [{cartLine: {id: decision.lineId}}],
            value: {fixedAmount: {amount: decision.amount}},
            message: decision.title,
          },
        ]
      : [],
  );
  if (candidates.length === 0) return NO_DISCOUNTS;
  return {operations: [{productDiscountsAdd: {candidates, selectionStrategy: 'ALL'}}]};
}

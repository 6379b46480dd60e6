import {
  NO_DISCOUNTS,
  type CartLinesDiscountsGenerateRunResult,
  type DiscountClass,
} from '@brush/functions-shared/function-api';
import {
  surveyDecisions,
  type SurveyCartInput,
  type SurveyShopInput,
} from '@brush/functions-shared/survey-decisions';

/** Kept in the discount's metafield $app:survey-discount/function-configuration. */
export interface SurveyDiscountConfiguration {
  /** The key the worker signs survey proofs with (SURVEY_PROOF_KEY in its environment). */
  signingKey: string;
}

export interface SurveyDiscountInput {
  cart: SurveyCartInput;
  shop: SurveyShopInput;
  discount: {
    discountClasses: DiscountClass[];
    configuration: {jsonValue: SurveyDiscountConfiguration} | null;
  };
}

export function cartLinesDiscountsGenerateRun(
  input: SurveyDiscountInput,
): CartLinesDiscountsGenerateRunResult {
  if (!input.discount.discountClasses.includes('PRODUCT')) return NO_DISCOUNTS;
  const candidates = surveyDecisions(
    input.cart,
    input.discount.configuration?.jsonValue.signingKey,
    input.shop,
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

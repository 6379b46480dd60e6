import {
  NO_DISCOUNTS,
  type CartLinesDiscountsGenerateRunResult,
  type DiscountClass,
} from '@brush/functions-shared/function-api';
import {
  welcomeOfferDecisions,
  type WelcomeLineInput,
  type WelcomeShopInput,
} from '@brush/functions-shared/welcome-decisions';

/** Kept in the discount's metafield $app:welcome-offer/function-configuration. */
export interface WelcomeOfferConfiguration {
  /** The key the worker signs welcome markers with (SURVEY_PROOF_KEY in its environment). */
  signingKey: string;
}

export interface WelcomeOfferInput {
  cart: {lines: WelcomeLineInput[]};
  shop: WelcomeShopInput;
  discount: {
    discountClasses: DiscountClass[];
    configuration: {jsonValue: WelcomeOfferConfiguration} | null;
  };
}

export function cartLinesDiscountsGenerateRun(
  input: WelcomeOfferInput,
): CartLinesDiscountsGenerateRunResult {
  if (!input.discount.discountClasses.includes('PRODUCT')) return NO_DISCOUNTS;
  const candidates = welcomeOfferDecisions(
    input.cart.lines,
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

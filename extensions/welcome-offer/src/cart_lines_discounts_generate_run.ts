import {LINE_ATTRIBUTES} from '../../../app/rules/cart-attributes';
import {welcomeBonusForCart, type LineDecision} from '../../../app/rules/merchant-rules';
import {
  NO_DISCOUNTS,
  type AttributeValue,
  type CartLinesDiscountsGenerateRunResult,
  type DiscountClass,
  type MoneyV2,
} from '../../shared/function-api';
import {attributesFrom} from '../../shared/line-attributes';

export interface WelcomeLineInput {
  id: string;
  quantity: number;
  cost: {amountPerQuantity: MoneyV2};
  welcomeBonus: AttributeValue | null;
}

export interface WelcomeOfferInput {
  cart: {lines: WelcomeLineInput[]};
  discount: {discountClasses: DiscountClass[]};
}

/** The welcome rule's decision for each tagged line (spec 9), discounts and refusals. */
export function welcomeOfferDecisions(
  lines: readonly WelcomeLineInput[],
): LineDecision[] {
  return welcomeBonusForCart({
    lines: lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      unitPrice: Number(line.cost.amountPerQuantity.amount),
      attributes: attributesFrom(line, {welcomeBonus: LINE_ATTRIBUTES.welcomeBonus}),
    })),
  });
}

export function cartLinesDiscountsGenerateRun(
  input: WelcomeOfferInput,
): CartLinesDiscountsGenerateRunResult {
  if (!input.discount.discountClasses.includes('PRODUCT')) return NO_DISCOUNTS;
  const candidates = welcomeOfferDecisions(input.cart.lines).flatMap((decision) =>
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

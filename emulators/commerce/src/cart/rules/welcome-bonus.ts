import {LINE_ATTRIBUTES} from '#rules/cart-attributes';
import {welcomeBonusForCart} from '#rules/merchant-rules';
import {toCents} from '../money';
import type {LineAdjustment, LineRefusal, MerchantRule, RuleOutcome} from '../pipeline';

/**
 * Welcome offer: 40% off one unit of the first line the storefront tagged _welcomeBonus with
 * a valid email, after the price-setting rules; any other tagged line is refused.
 */
export const welcomeBonusRule: MerchantRule = {
  name: 'welcomeBonus',
  apply(cart, progress): RuleOutcome {
    const lines: LineAdjustment[] = [];
    const refusals: LineRefusal[] = [];
    const decisions = welcomeBonusForCart({
      lines: cart.lines.map((line) => ({
        id: line.id,
        quantity: line.quantity,
        unitPrice:
          line.quantity > 0
            ? progress.lineRemainingCents(line.id) / 100 / line.quantity
            : 0,
        attributes: line.attributes,
      })),
    });
    for (const decision of decisions) {
      if (decision.kind === 'refused') {
        refusals.push({
          lineId: decision.lineId,
          attributeKey: LINE_ATTRIBUTES.welcomeBonus,
          message: decision.message,
        });
      } else {
        lines.push({
          lineId: decision.lineId,
          title: decision.title,
          kind: 'automatic',
          amountCents: toCents(decision.amount),
        });
      }
    }
    return {lines, refusals};
  },
};

import {FREE_OR_PWYW_ITEMS_PER_CART} from '#rules/limits';
import type {LineVerdict} from '#rules/merchant-rules';
import {toCents} from '../money';
import type {
  AdjustmentKind,
  CartSnapshot,
  LineAdjustment,
  LineRefusal,
  MerchantRule,
  RuleOutcome,
  SnapshotLine,
} from '../pipeline';

/**
 * The shape shared by the rules that price single units (complimentary, pay what you want):
 * ask app/rules for a per-unit verdict on each line, in the cart's currency, and grant it to at
 * most FREE_OR_PWYW_ITEMS_PER_CART units of the cart (spec 5 "Limits"), first lines first.
 * Further units pay the catalog price; a refused attribute is reported, never honoured.
 */
export function perUnitRule(
  name: string,
  kind: AdjustmentKind,
  attributeKey: string,
  verdictFor: (line: SnapshotLine, unitPrice: number) => LineVerdict,
): MerchantRule {
  return {
    name,
    apply(cart: CartSnapshot): RuleOutcome {
      const lines: LineAdjustment[] = [];
      const refusals: LineRefusal[] = [];
      let unitsLeft = FREE_OR_PWYW_ITEMS_PER_CART;
      for (const line of cart.lines) {
        const verdict = verdictFor(line, line.unitPriceCents / 100);
        if (verdict.kind === 'refused') {
          refusals.push({lineId: line.id, attributeKey, message: verdict.message});
        } else if (verdict.kind === 'discount' && unitsLeft > 0) {
          const units = Math.min(line.quantity, unitsLeft);
          unitsLeft -= units;
          lines.push({
            lineId: line.id,
            title: verdict.title,
            kind,
            amountCents: toCents(verdict.amount) * units,
          });
        }
      }
      return {lines, refusals};
    },
  };
}

const CENTS = 100;

const toCents = (amount: number) => Math.round(amount * CENTS);
const fromCents = (cents: number) => cents / CENTS;

export interface NamedDiscount {
  label: string;
  amount: number | null;
}

export interface OrderAmounts {
  /** Each line's price after its own discounts, and the discounts allocated to it. */
  lines: readonly {price: number; discounts: readonly NamedDiscount[]}[];
  /** Every discount application of the order (line and order level alike). */
  applications: readonly NamedDiscount[];
  /** The platform's subtotal: lines after line and order discounts. */
  subtotal: number | null;
}

// The discounts no line carries (store credit, an order discount), each named once, so that
// the items at their discounted prices, these, shipping and tax add up to what was charged.
export function orderDiscountSummary({lines, applications, subtotal}: OrderAmounts) {
  const itemsCents = lines.reduce((sum, line) => sum + toCents(line.price), 0);
  const onLines = new Map<string, number>();
  for (const line of lines) {
    for (const discount of line.discounts) {
      const key = `${discount.label}|${toCents(discount.amount ?? 0)}`;
      onLines.set(key, (onLines.get(key) ?? 0) + 1);
    }
  }
  const orderLevel = new Map<string, number>();
  for (const application of applications) {
    const key = `${application.label}|${toCents(application.amount ?? 0)}`;
    const allocated = onLines.get(key) ?? 0;
    if (allocated > 0) {
      onLines.set(key, allocated - 1);
      continue;
    }
    if (application.amount === null) continue;
    orderLevel.set(
      application.label,
      (orderLevel.get(application.label) ?? 0) + toCents(application.amount),
    );
  }
  const namedCents = [...orderLevel.values()].reduce((sum, cents) => sum + cents, 0);
  const impliedCents = subtotal === null ? namedCents : itemsCents - toCents(subtotal);
  const orderDiscounts = [...orderLevel]
    .filter(([, cents]) => cents > 0)
    .map(([label, cents]) => ({label, amount: fromCents(cents)}));
  if (impliedCents > namedCents) {
    orderDiscounts.push({label: '', amount: fromCents(impliedCents - namedCents)});
  }
  const discountCents = Math.max(impliedCents, namedCents);
  return {
    items: fromCents(itemsCents),
    orderDiscounts,
    subtotal: fromCents(itemsCents - discountCents),
  };
}

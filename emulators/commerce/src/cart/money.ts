/**
 * Cart, checkout and order sums are kept in integer cents of the cart's currency, so that
 * adding line totals and subtracting discounts never drifts (0.1 + 0.2).
 */
export type Cents = number;

export function toCents(amount: number): Cents {
  return Math.round(amount * 100);
}

export function fromCents(cents: Cents): number {
  return cents / 100;
}

export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** The smaller of the two, never below zero: a discount can at most take what is left. */
export function capCents(wanted: Cents, available: Cents): Cents {
  return Math.max(0, Math.min(wanted, available));
}

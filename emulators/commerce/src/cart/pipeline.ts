import {capCents, sumCents, type Cents} from './money';

/**
 * The merchant-rules pipeline: the shop's discount functions, run over a snapshot of the cart
 * every time the cart is priced (query, mutation, checkout). Rules run in order; each sees what
 * earlier rules left to pay, and a discount can never take a line or the cart below zero.
 * The rules themselves live in ./rules (one file each, listed in ./rules/index.ts) and call
 * the spec's pure functions in app/rules/merchant-rules.ts.
 */

export interface CartAttribute {
  key: string;
  value: string;
}

export interface SnapshotLine {
  /** gid://shopify/CartLine/<uuid>?cart=<token> */
  id: string;
  quantity: number;
  attributes: readonly CartAttribute[];
  variant: {
    id: string;
    sku: string | null;
    title: string;
    /** Catalog price in USD. */
    priceUsd: number;
  };
  product: {
    id: string;
    title: string;
    handle: string;
    tags: readonly string[];
  };
  /** The variant's price in the cart's currency, per unit. */
  unitPriceCents: Cents;
}

/** The signed-in customer a cart is bound to, as the rules need them (no database access). */
export interface SnapshotCustomer {
  id: number;
  email: string;
  tags: readonly string[];
  /** USD (metafield credit/balance); null when the customer has none. */
  storeCreditUsd: number | null;
  /** SKUs already claimed in the secret shop. */
  secretShopClaimed: readonly string[];
}

export interface CartSnapshot {
  currencyCode: string;
  countryCode: string;
  attributes: readonly CartAttribute[];
  lines: readonly SnapshotLine[];
  buyer: {email: string | null; customer: SnapshotCustomer | null};
}

/** Automatic: the shop's own discount. Custom: a price the buyer chose (pay what you want). */
export type AdjustmentKind = 'automatic' | 'custom';

export interface LineAdjustment {
  lineId: string;
  title: string;
  kind: AdjustmentKind;
  /** Off the whole line, in cents of the cart's currency. */
  amountCents: Cents;
}

export interface CartAdjustment {
  title: string;
  kind: AdjustmentKind;
  /** Off the cart after line discounts, in cents of the cart's currency. */
  amountCents: Cents;
}

/** A price-bearing attribute the rules would not honour (forged, malformed, wrong product). */
export interface RuleRefusal {
  rule: string;
  lineId: string;
  attributeKey: string;
  message: string;
}

/** A refusal as a rule reports it; the pipeline adds the rule's name. */
export type LineRefusal = Omit<RuleRefusal, 'rule'>;

export interface RuleOutcome {
  lines?: readonly LineAdjustment[];
  cart?: readonly CartAdjustment[];
  refusals?: readonly LineRefusal[];
}

/** What earlier rules left to pay, so a later rule can size its discount. */
export interface PricingProgress {
  lineRemainingCents(lineId: string): Cents;
  cartRemainingCents(): Cents;
}

export interface MerchantRule {
  name: string;
  apply(cart: CartSnapshot, progress: PricingProgress): RuleOutcome;
}

export interface Allocation {
  title: string;
  kind: AdjustmentKind;
  rule: string;
  amountCents: Cents;
}

export interface PricedLine {
  line: SnapshotLine;
  /** Before line discounts. */
  subtotalCents: Cents;
  /** After line discounts. */
  totalCents: Cents;
  allocations: Allocation[];
}

export interface PricedCart {
  currencyCode: string;
  lines: PricedLine[];
  /** Sum of line totals: before cart-level discounts (Shopify's cart subtotal). */
  subtotalCents: Cents;
  cartAllocations: Allocation[];
  /** What the buyer pays before shipping, taxes and duties. */
  totalCents: Cents;
  refusals: RuleRefusal[];
}

export function priceCart(
  cart: CartSnapshot,
  rules: readonly MerchantRule[],
): PricedCart {
  const priced = new Map<string, PricedLine>(
    cart.lines.map((line) => {
      const subtotalCents = line.unitPriceCents * line.quantity;
      return [line.id, {line, subtotalCents, totalCents: subtotalCents, allocations: []}];
    }),
  );
  const cartAllocations: Allocation[] = [];
  const refusals: RuleRefusal[] = [];
  const linesTotal = () => sumCents([...priced.values()].map((line) => line.totalCents));
  const progress: PricingProgress = {
    lineRemainingCents: (lineId) => priced.get(lineId)?.totalCents ?? 0,
    cartRemainingCents: () =>
      linesTotal() -
      sumCents(cartAllocations.map((allocation) => allocation.amountCents)),
  };

  for (const rule of rules) {
    const outcome = rule.apply(cart, progress);
    for (const adjustment of outcome.lines ?? []) {
      const line = priced.get(adjustment.lineId);
      if (!line) continue;
      const amountCents = capCents(adjustment.amountCents, line.totalCents);
      if (amountCents === 0) continue;
      line.totalCents -= amountCents;
      line.allocations.push({
        title: adjustment.title,
        kind: adjustment.kind,
        rule: rule.name,
        amountCents,
      });
    }
    for (const adjustment of outcome.cart ?? []) {
      const amountCents = capCents(adjustment.amountCents, progress.cartRemainingCents());
      if (amountCents === 0) continue;
      cartAllocations.push({
        title: adjustment.title,
        kind: adjustment.kind,
        rule: rule.name,
        amountCents,
      });
    }
    for (const refusal of outcome.refusals ?? [])
      refusals.push({rule: rule.name, ...refusal});
  }

  const subtotalCents = linesTotal();
  return {
    currencyCode: cart.currencyCode,
    lines: [...priced.values()],
    subtotalCents,
    cartAllocations,
    totalCents:
      subtotalCents -
      sumCents(cartAllocations.map((allocation) => allocation.amountCents)),
    refusals,
  };
}

import type {ShopFunctions} from '../functions/installed';
import {
  judgedRuns,
  runFunctionsHere,
  runFunctionsInPool,
  type DiscountResult,
  type FunctionFailure,
  type FunctionRun,
} from '../functions/run';
import {capCents, sumCents, toCents, type Cents} from './money';

/**
 * Prices a cart the way Shopify prices it: the shop's functions (extensions/) run on a
 * snapshot of the cart every time it is priced (query, mutation, checkout).
 *
 * How their discounts combine (docs/decisions/0104-pricing-rules-as-shopify-functions.md):
 * - every discount function runs independently, on the same undiscounted cart;
 * - a function's candidates are chosen by its selection strategy (FIRST, MAXIMUM or ALL);
 * - the shop's automatic discounts all combine with one another: each chosen product
 *   candidate is worked out on its line's undiscounted price and taken in the order the
 *   discounts are listed, never past what is left on the line;
 * - order discounts come after every product discount, on what the lines then cost, never
 *   past what is left on the cart.
 * The cart checks (a validation function) report lines asking for prices they may not have.
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
    /** GIDs of the collections the product is in. */
    collectionIds: readonly string[];
    /** The product's metafields the Admin API wrote (custom/price_tags). */
    metafields?: readonly SnapshotMetafield[];
  };
  /** The variant's price in the cart's currency, per unit. */
  unitPriceCents: Cents;
}

/** A metafield as a function's input answers it. */
export interface SnapshotMetafield {
  namespace: string;
  key: string;
  type: string;
  value: string;
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
  /** The metafields the shop's order handling wrote on them (customers/metafields.ts). */
  metafields: readonly SnapshotMetafield[];
}

export interface CartSnapshot {
  /** The shop's date when the cart is priced (YYYY-MM-DD; the shop keeps UTC). */
  today: string;
  currencyCode: string;
  countryCode: string;
  attributes: readonly CartAttribute[];
  lines: readonly SnapshotLine[];
  buyer: {email: string | null; customer: SnapshotCustomer | null};
  /** The shop's metafields a function may read (the storefront's rules, the shared claims). */
  shopMetafields: readonly SnapshotMetafield[];
}

/** A line that asks for a price the shop will not give (forged, malformed, wrong product). */
export interface RuleRefusal {
  /** The validation function that refused it. */
  rule: string;
  /** Null when the error names the whole cart. */
  lineId: string | null;
  message: string;
}

/** A discount the shop's functions gave: on Shopify, an automatic discount's allocation. */
export interface Allocation {
  /** The candidate's message. */
  title: string;
  /** The function's handle. */
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
  /** Functions whose run failed this time; their discounts do not apply. */
  failures: FunctionFailure[];
}

type ProductOperation = Extract<
  DiscountResult['operations'][number],
  {productDiscountsAdd: unknown}
>['productDiscountsAdd'];
type OrderOperation = Extract<
  DiscountResult['operations'][number],
  {orderDiscountsAdd: unknown}
>['orderDiscountsAdd'];
type Value = ProductOperation['candidates'][number]['value'];

function valueCents(value: Value, baseCents: Cents, units: number): Cents {
  if ('percentage' in value)
    return Math.round((baseCents * value.percentage.value) / 100);
  const {amount, appliesToEachItem} = value.fixedAmount;
  return toCents(amount) * (appliesToEachItem ? units : 1);
}

/** Cents off each targeted line, worked out on the lines' undiscounted prices. */
function productCandidateCents(
  candidate: ProductOperation['candidates'][number],
  lines: ReadonlyMap<string, PricedLine>,
): Map<string, Cents> {
  const amounts = new Map<string, Cents>();
  for (const {cartLine} of candidate.targets) {
    const priced = lines.get(cartLine.id);
    if (!priced) continue;
    const units = Math.min(
      cartLine.quantity ?? priced.line.quantity,
      priced.line.quantity,
    );
    const baseCents = priced.line.unitPriceCents * units;
    amounts.set(
      cartLine.id,
      (amounts.get(cartLine.id) ?? 0) +
        capCents(valueCents(candidate.value, baseCents, units), baseCents),
    );
  }
  return amounts;
}

function selected<C>(
  candidates: readonly C[],
  strategy: 'FIRST' | 'MAXIMUM' | 'ALL',
  worth: (candidate: C) => Cents,
): C[] {
  if (strategy === 'ALL') return [...candidates];
  if (strategy === 'FIRST') return candidates.slice(0, 1);
  const best = candidates.reduce<C | null>(
    (top, candidate) => (top === null || worth(candidate) > worth(top) ? candidate : top),
    null,
  );
  return best === null ? [] : [best];
}

const LINE_TARGET = /^\$\.cart\.lines\[(\d+)\]/;

/**
 * Prices the cart on this thread, where the caller cannot yield (a payment's transaction); an
 * earlier pricing of the same snapshot is answered without running anything.
 */
export function priceCart(cart: CartSnapshot, functions: ShopFunctions): PricedCart {
  return combined(cart, functions, runFunctionsHere(cart, functions));
}

/** Prices the cart with its functions run in the pool's threads, all at once. */
export async function priceCartInPool(
  cart: CartSnapshot,
  functions: ShopFunctions,
): Promise<PricedCart> {
  return combined(cart, functions, await runFunctionsInPool(cart, functions));
}

/** The cart priced from its functions' runs, each judged, in the shop's order. */
function combined(
  cart: CartSnapshot,
  functions: ShopFunctions,
  functionRuns: readonly FunctionRun[],
): PricedCart {
  const runs = judgedRuns(functions, functionRuns);
  const priced = new Map<string, PricedLine>(
    cart.lines.map((line) => {
      const subtotalCents = line.unitPriceCents * line.quantity;
      return [line.id, {line, subtotalCents, totalCents: subtotalCents, allocations: []}];
    }),
  );
  const failures: FunctionFailure[] = [];
  const orderOperations: {rule: string; operation: OrderOperation}[] = [];

  for (const [index, discount] of functions.discounts.entries()) {
    const outcome = runs.discounts[index];
    if (!outcome) continue;
    if (!outcome.ok) {
      failures.push(outcome.failure);
      continue;
    }
    for (const operation of outcome.result.operations) {
      if ('orderDiscountsAdd' in operation) {
        orderOperations.push({
          rule: discount.handle,
          operation: operation.orderDiscountsAdd,
        });
        continue;
      }
      const {candidates, selectionStrategy} = operation.productDiscountsAdd;
      const chosen = selected(candidates, selectionStrategy, (candidate) =>
        sumCents(productCandidateCents(candidate, priced).values()),
      );
      for (const candidate of chosen) {
        for (const [lineId, wanted] of productCandidateCents(candidate, priced)) {
          const line = priced.get(lineId);
          if (!line) continue;
          const amountCents = capCents(wanted, line.totalCents);
          if (amountCents === 0) continue;
          line.totalCents -= amountCents;
          line.allocations.push({
            title: candidate.message,
            rule: discount.handle,
            amountCents,
          });
        }
      }
    }
  }

  const subtotalCents = sumCents([...priced.values()].map((line) => line.totalCents));
  const cartAllocations: Allocation[] = [];
  const cartLeft = () =>
    subtotalCents - sumCents(cartAllocations.map((allocation) => allocation.amountCents));
  for (const {rule, operation} of orderOperations) {
    const baseFor = (candidate: OrderOperation['candidates'][number]) => {
      const excluded = new Set(
        candidate.targets.flatMap((target) => target.orderSubtotal.excludedCartLineIds),
      );
      return sumCents(
        [...priced.values()]
          .filter((line) => !excluded.has(line.line.id))
          .map((line) => line.totalCents),
      );
    };
    const worth = (candidate: OrderOperation['candidates'][number]) =>
      capCents(valueCents(candidate.value, baseFor(candidate), 1), baseFor(candidate));
    for (const candidate of selected(
      operation.candidates,
      operation.selectionStrategy,
      worth,
    )) {
      const amountCents = capCents(worth(candidate), cartLeft());
      if (amountCents === 0) continue;
      cartAllocations.push({title: candidate.message, rule, amountCents});
    }
  }

  const refusals: RuleRefusal[] = [];
  for (const [index, validation] of functions.validations.entries()) {
    const outcome = runs.validations[index];
    if (!outcome) continue;
    if (!outcome.ok) {
      failures.push(outcome.failure);
      continue;
    }
    for (const {validationAdd} of outcome.result.operations) {
      for (const error of validationAdd.errors) {
        const index = LINE_TARGET.exec(error.target)?.[1];
        refusals.push({
          rule: validation.handle,
          lineId: index === undefined ? null : (cart.lines[Number(index)]?.id ?? null),
          message: error.message,
        });
      }
    }
  }

  return {
    currencyCode: cart.currencyCode,
    lines: [...priced.values()],
    subtotalCents,
    cartAllocations,
    totalCents: cartLeft(),
    refusals,
    failures,
  };
}

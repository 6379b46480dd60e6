import {convertFromUsd} from '@brush/rules/currency';
import type Database from 'better-sqlite3';
import {
  codeDiscountByCode,
  codeDiscountStatus,
  type CodeDiscount,
} from '../admin-api/code-discounts';
import type {AppDiscountData} from '../admin-api/functions';
import {capCents, sumCents, toCents, type Cents} from './money';
import type {Allocation, PricedCart, PricedLine} from './pipeline';

/**
 * A cart's discount codes, applied as Shopify applies a code discount (admin-api/code-discounts.ts)
 * after the automatic ones: an amount off the order, on what the lines cost once the product
 * discounts are taken, never past what is left of the cart. A code applies only if it exists,
 * is active at the cart's time, the cart meets its minimum subtotal (in the cart's currency,
 * converted as every price is) and it takes something off. It and each discount already on the
 * cart must combine, both ways, by their `combinesWith`: a code combines with an automatic
 * discount when each allows the other's class. When some do not, Shopify gives the buyer the
 * better of the two: the code with what it combines with, or what the cart had without it.
 */

/** The rule a code's allocation names, so the cart answers it as a code's allocation. */
export const CODE_DISCOUNT_RULE = 'discount-code';

/** Why a code does not apply; null when it does. */
export type CodeRefusal =
  | 'unknown'
  | 'not-active'
  | 'minimum-subtotal-not-met'
  | 'does-not-combine'
  | 'nothing-to-discount';

export interface CartCodeOutcome {
  code: string;
  applicable: boolean;
  refusal: CodeRefusal | null;
}

type DiscountClass = 'PRODUCT' | 'ORDER';
type CombinesWith = CodeDiscount['combinesWith'];

const COMBINES_KEY: Record<DiscountClass, keyof CombinesWith> = {
  PRODUCT: 'productDiscounts',
  ORDER: 'orderDiscounts',
};

/** Each automatic discount's combinesWith, by its function's handle. */
function automaticCombinations(db: Database.Database): ReadonlyMap<string, CombinesWith> {
  const combinations = new Map<string, CombinesWith>();
  for (const {data} of db.prepare('SELECT data FROM discounts').all() as {
    data: string;
  }[]) {
    const discount = JSON.parse(data) as AppDiscountData;
    if (discount.__typename === 'DiscountAutomaticApp') {
      combinations.set(discount.functionHandle, discount.combinesWith);
    }
  }
  return combinations;
}

/** A code discount is an order discount: it combines with a class its combinesWith allows. */
function combines(
  code: CombinesWith,
  other: {discountClass: DiscountClass; combinesWith: CombinesWith | undefined},
): boolean {
  return Boolean(
    code[COMBINES_KEY[other.discountClass]] && other.combinesWith?.orderDiscounts,
  );
}

interface Working {
  lines: PricedLine[];
  cartAllocations: Allocation[];
}

function subtotalOf(working: Working): Cents {
  return sumCents(working.lines.map((line) => line.totalCents));
}

function savedBy(working: Working): Cents {
  return sumCents([
    ...working.lines.flatMap((line) =>
      line.allocations.map((allocation) => allocation.amountCents),
    ),
    ...working.cartAllocations.map((allocation) => allocation.amountCents),
  ]);
}

/** The cart without the allocations `keep` refuses, its lines' totals given back. */
function keeping(
  working: Working,
  keep: (allocation: Allocation, discountClass: DiscountClass) => boolean,
): Working {
  return {
    lines: working.lines.map((line) => {
      const kept = line.allocations.filter((allocation) => keep(allocation, 'PRODUCT'));
      return {
        ...line,
        allocations: kept,
        totalCents: line.subtotalCents - sumCents(kept.map((kept) => kept.amountCents)),
      };
    }),
    cartAllocations: working.cartAllocations.filter((allocation) =>
      keep(allocation, 'ORDER'),
    ),
  };
}

function codeAmount(
  discount: CodeDiscount,
  working: Working,
  currencyCode: string,
): Cents {
  const subtotal = subtotalOf(working);
  const left = subtotal - sumCents(working.cartAllocations.map((a) => a.amountCents));
  const units = sumCents(working.lines.map((line) => line.line.quantity));
  const wanted =
    discount.percentage !== null
      ? Math.round(subtotal * discount.percentage)
      : toCents(convertFromUsd(discount.amountUsd ?? 0, currencyCode)) *
        (discount.appliesOnEachItem ? units : 1);
  return capCents(wanted, left);
}

/**
 * The priced cart with its codes applied, and each code's outcome in the order the buyer gave
 * them (one entry per code, case aside).
 */
export function applyDiscountCodes(
  priced: PricedCart,
  codes: readonly string[],
  sources: {db: Database.Database; now: () => Date},
): {priced: PricedCart; discountCodes: CartCodeOutcome[]} {
  if (codes.length === 0) return {priced, discountCodes: []};
  const automatic = automaticCombinations(sources.db);
  const applied = new Map<string, CombinesWith>();
  const outcomes: (CartCodeOutcome & {discountCode: string | null})[] = [];
  let working: Working = {lines: priced.lines, cartAllocations: priced.cartAllocations};
  const seen = new Set<string>();

  for (const code of codes) {
    if (seen.has(code.toUpperCase())) continue;
    seen.add(code.toUpperCase());
    const refuse = (refusal: CodeRefusal) =>
      outcomes.push({code, applicable: false, refusal, discountCode: null});
    const discount = codeDiscountByCode(sources.db, code);
    if (!discount) {
      refuse('unknown');
      continue;
    }
    if (codeDiscountStatus(discount, sources.now()) !== 'ACTIVE') {
      refuse('not-active');
      continue;
    }
    const combinesWithIt = (allocation: Allocation, discountClass: DiscountClass) =>
      allocation.rule === CODE_DISCOUNT_RULE
        ? combines(discount.combinesWith, {
            discountClass: 'ORDER',
            combinesWith: applied.get(allocation.title),
          })
        : combines(discount.combinesWith, {
            discountClass,
            combinesWith: automatic.get(allocation.rule),
          });
    const without = keeping(working, combinesWithIt);
    const minimumCents =
      discount.minimumSubtotalUsd === null
        ? 0
        : toCents(convertFromUsd(discount.minimumSubtotalUsd, priced.currencyCode));
    if (subtotalOf(without) < minimumCents) {
      refuse('minimum-subtotal-not-met');
      continue;
    }
    const amountCents = codeAmount(discount, without, priced.currencyCode);
    if (amountCents === 0) {
      refuse('nothing-to-discount');
      continue;
    }
    const dropsSome = savedBy(without) < savedBy(working);
    if (dropsSome && savedBy(without) + amountCents <= savedBy(working)) {
      refuse('does-not-combine');
      continue;
    }
    working = {
      lines: without.lines,
      cartAllocations: [
        ...without.cartAllocations,
        {title: discount.code, rule: CODE_DISCOUNT_RULE, amountCents},
      ],
    };
    applied.set(discount.code, discount.combinesWith);
    outcomes.push({code, applicable: true, refusal: null, discountCode: discount.code});
    // A code given earlier that this one outdid no longer applies.
    for (const outcome of outcomes) {
      const kept = working.cartAllocations.some(
        (allocation) =>
          allocation.rule === CODE_DISCOUNT_RULE &&
          allocation.title === outcome.discountCode,
      );
      if (outcome.applicable && !kept) {
        outcome.applicable = false;
        outcome.refusal = 'does-not-combine';
        applied.delete(outcome.discountCode ?? '');
      }
    }
  }

  const subtotalCents = subtotalOf(working);
  return {
    priced: {
      ...priced,
      lines: working.lines,
      subtotalCents,
      cartAllocations: working.cartAllocations,
      totalCents:
        subtotalCents - sumCents(working.cartAllocations.map((a) => a.amountCents)),
    },
    discountCodes: outcomes.map(({code, applicable, refusal}) => ({
      code,
      applicable,
      refusal,
    })),
  };
}

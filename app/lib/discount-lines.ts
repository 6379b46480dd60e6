import {CANADA_DISCOUNT_TITLE} from '@brush/rules/country-discount';
import {STORE_CREDIT_DISCOUNT_TITLE} from '@brush/rules/credit';
import {
  BOGO_DISCOUNT_TITLE,
  COMPLIMENTARY_DISCOUNT_TITLE,
  CONCEPT_STORE_DISCOUNT_TITLE,
  CUSTOM_PRICE_DISCOUNT_TITLE,
  SECRET_SHOP_DISCOUNT_TITLE,
  SECRET_SHOP_FREE_DISCOUNT_TITLE,
  SURVEY_DISCOUNT_TITLE,
  WELCOME_BONUS_DISCOUNT_TITLE,
} from '@brush/rules/discount-titles';

/** The shop's discount titles (the functions' messages) and the key of each one's words. */
export const DISCOUNT_TITLE_KEYS = {
  [STORE_CREDIT_DISCOUNT_TITLE]: 'storeCredit',
  [SURVEY_DISCOUNT_TITLE]: 'survey',
  [WELCOME_BONUS_DISCOUNT_TITLE]: 'welcomeOffer',
  [COMPLIMENTARY_DISCOUNT_TITLE]: 'complimentary',
  [CUSTOM_PRICE_DISCOUNT_TITLE]: 'customPrice',
  [CONCEPT_STORE_DISCOUNT_TITLE]: 'conceptStore',
  [SECRET_SHOP_DISCOUNT_TITLE]: 'secretShop',
  [SECRET_SHOP_FREE_DISCOUNT_TITLE]: 'secretShopGift',
  [BOGO_DISCOUNT_TITLE]: 'bogo',
  [CANADA_DISCOUNT_TITLE]: 'canada',
} as const;

export type DiscountTitleKey =
  (typeof DISCOUNT_TITLE_KEYS)[keyof typeof DISCOUNT_TITLE_KEYS];

/** Titles match without case: an order keeps the title's spelling from when it was placed. */
const KEYS_BY_LOWER_TITLE: ReadonlyMap<string, DiscountTitleKey> = new Map(
  Object.entries(DISCOUNT_TITLE_KEYS).map(([title, key]) => [title.toLowerCase(), key]),
);

export function discountTitleKey(title: string): DiscountTitleKey | null {
  return KEYS_BY_LOWER_TITLE.get(title.trim().toLowerCase()) ?? null;
}

/** A discount as the platform allocates it. */
export interface DiscountAllocation {
  discountedAmount?: {amount: string | number} | null;
  allocatedAmount?: {amount: string | number} | null;
  title?: string | null;
  code?: string | null;
}

const CENTS = 100;

function allocationAmount(allocation: DiscountAllocation): number {
  return Number(
    allocation.discountedAmount?.amount ?? allocation.allocatedAmount?.amount ?? 0,
  );
}

/**
 * One line per discount (labelled with its title or code, as the platform gives it), in the
 * platform's order, with what it takes off in all.
 */
export function discountLines(
  allocations: readonly DiscountAllocation[] | null | undefined,
) {
  const cents = new Map<string, number>();
  for (const allocation of allocations ?? []) {
    const label = (allocation.title ?? allocation.code ?? '').trim();
    const amount = Math.round(allocationAmount(allocation) * CENTS);
    cents.set(label, (cents.get(label) ?? 0) + amount);
  }
  return [...cents]
    .filter(([, amount]) => amount > 0)
    .map(([label, amount]) => ({label, amount: amount / CENTS}));
}

/** The survey discount is named only on the lines the platform discounted for it. */
export function carriesSurveyDiscount(
  allocations: readonly DiscountAllocation[] | null | undefined,
): boolean {
  return (allocations ?? []).some(
    (allocation) =>
      discountTitleKey(allocation.title ?? '') === 'survey' &&
      allocationAmount(allocation) > 0,
  );
}

import {listFormat, numberFormat} from './intl-formats';
import {convertFromUsd} from './currency';
import {
  DISCOUNT_COUNT_DEFAULT,
  FREE_OR_PWYW_ITEMS_PER_CART,
  SURVEY_DISCOUNT,
  SURVEY_DISCOUNT_MAX_ITEMS,
  SURVEY_FEEDBACK_DAYS,
  WELCOME_FEEDBACK_DAYS_AFTER_SHIPPING,
  WELCOME_OFFER_DISCOUNT,
  WELCOME_OFFER_MAX_ITEMS,
} from './limits';
import {CONCEPT_STORE_PRICE_PREFIX, priceFromTags} from './price-tags';
import {
  PWYW_DEFAULT_DISCOUNT,
  PWYW_PRESET_DISCOUNTS,
  PWYW_TAG,
  presetPrice,
} from './pwyw';

export const CONCEPT_STORE_COLLECTION_HANDLE = 'concept-store';

/** The /cart action for a promo flow ('conceptStore', 'pwyw' in its `flow` input). */
export const CART_FLOW_ACTION = 'CustomPromoLinesAdd';

/** Where the pay-what-you-want products are listed; each product lives under it. */
export const PWYW_PRODUCTS_PATH = '/pwyw-products';

export const PWYW_PRODUCTS_SEARCH = `tag:${PWYW_TAG}`;

/** Our choice (the spec sets none): a promo shelf, not a catalog. */
export const PWYW_PRODUCTS_SHOWN = 48;

// The shop's current discounts, in the order the page lists them; rates are fractions
// (docs/product/pricing.md#promos-page).
export const PROMOS = [
  {
    id: 'surveyDiscount',
    discount: SURVEY_DISCOUNT,
    maxItems: SURVEY_DISCOUNT_MAX_ITEMS,
    feedbackDays: SURVEY_FEEDBACK_DAYS,
  },
  {
    id: 'welcomeOffer',
    discount: WELCOME_OFFER_DISCOUNT,
    maxItems: WELCOME_OFFER_MAX_ITEMS,
    feedbackDaysAfterShipping: WELCOME_FEEDBACK_DAYS_AFTER_SHIPPING,
  },
  {
    id: 'pwyw',
    presets: PWYW_PRESET_DISCOUNTS,
    defaultDiscount: PWYW_DEFAULT_DISCOUNT,
    maxItems: FREE_OR_PWYW_ITEMS_PER_CART,
    href: PWYW_PRODUCTS_PATH,
  },
] as const;

/** One current discount as the promos page lists it. */
export type Promo = (typeof PROMOS)[number];

export function discountBadgeCount(promos: readonly Promo[] | null | undefined): number {
  return promos?.length ?? DISCOUNT_COUNT_DEFAULT;
}

/** 0.35 -> 35: the whole percentage a discount rate is shown as. */
export function percentOff(discount: number): number {
  return Math.round(discount * 100);
}

export function conceptStorePrice(
  tags: readonly string[] | null | undefined,
  sku: string | null | undefined,
  currency: string,
): number | null {
  const priceUsd = priceFromTags(tags, CONCEPT_STORE_PRICE_PREFIX, sku);
  return priceUsd === null ? null : convertFromUsd(priceUsd, currency);
}

export interface PwywChoice {
  discount: number;
  /** What the shopper pays, in the currency of the price it was computed from. */
  amount: number;
}

export function pwywChoices(price: number): PwywChoice[] {
  return PWYW_PRESET_DISCOUNTS.map((discount) => ({
    discount,
    amount: presetPrice(price, discount),
  }));
}

/** A preset sent back by a form ('0.75' or 0.75). */
export function parsePwywPreset(input: unknown): number | null {
  const value =
    typeof input === 'number'
      ? input
      : typeof input === 'string' && input.trim() !== ''
        ? Number(input)
        : NaN;
  return PWYW_PRESET_DISCOUNTS.find((preset) => preset === value) ?? null;
}

export function presetPercentList(language: string): string {
  return listFormat(language, {type: 'disjunction'}).format(
    PWYW_PRESET_DISCOUNTS.map((discount) =>
      numberFormat(language, {style: 'percent'}).format(percentOff(discount) / 100),
    ),
  );
}

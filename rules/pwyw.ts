import {roundTo} from './currency';

/** Product tag marking products that let the shopper name their own price. */
export const PWYW_TAG = 'pwyw';

/** Preset reductions offered by the chooser: 85%, 75% and 50% off. */
export const PWYW_PRESET_DISCOUNTS = [0.85, 0.75, 0.5] as const;

export const PWYW_DEFAULT_DISCOUNT = 0.5;

/** The custom amount field: a number, step 0.01, minimum 0, maximum the variant price. */
export const CUSTOM_PRICE_STEP = 0.01;
export const CUSTOM_PRICE_MIN = 0;

const CUSTOM_PRICE_DECIMALS = 2;
const DECIMAL_PATTERN = /^-?(\d+(\.\d*)?|\.\d+)$/;

export type CustomPriceParse =
  | {ok: true; value: number}
  | {ok: false; reason: 'empty' | 'not-a-number' | 'below-minimum' | 'step-mismatch'};

export function offersCustomPrice(tags: readonly string[] | null | undefined): boolean {
  return (tags ?? []).some((tag) => tag.trim().toLowerCase() === PWYW_TAG);
}

export function presetPrice(price: number, discount: number): number {
  return roundTo(price * (1 - discount), CUSTOM_PRICE_DECIMALS);
}

/** Into 0..variantPrice, to the cent; a value that is not a number counts as 0. */
export function clampCustomPrice(value: number, variantPrice: number): number {
  if (Number.isNaN(value)) return CUSTOM_PRICE_MIN;
  const rounded = roundTo(
    Math.min(Math.max(value, CUSTOM_PRICE_MIN), variantPrice),
    CUSTOM_PRICE_DECIMALS,
  );
  return Math.min(rounded, variantPrice);
}

/** A preset discount, or the amount the shopper typed (at least 0, not yet clamped). */
export type PriceChoice = {discount: number} | {customPrice: number};

export function chosenPrice(choice: PriceChoice, price: number): number {
  return 'discount' in choice
    ? presetPrice(price, choice.discount)
    : clampCustomPrice(choice.customPrice, price);
}

/** Reads the custom amount as the form field would accept it: a plain decimal. */
export function parseCustomPrice(input: string, variantPrice: number): CustomPriceParse {
  const text = input.trim();
  if (text === '') return {ok: false, reason: 'empty'};
  if (!DECIMAL_PATTERN.test(text)) return {ok: false, reason: 'not-a-number'};
  const value = Number(text);
  if (value < CUSTOM_PRICE_MIN) return {ok: false, reason: 'below-minimum'};
  if (roundTo(value, CUSTOM_PRICE_DECIMALS) !== value) {
    return {ok: false, reason: 'step-mismatch'};
  }
  return {ok: true, value: clampCustomPrice(value, variantPrice)};
}

export function exceedsCustomPriceMax(input: string, variantPrice: number): boolean {
  const text = input.trim();
  return DECIMAL_PATTERN.test(text) && Number(text) > variantPrice;
}

/** The _customPrice line attribute's value: two decimals, '12.50'. */
export function formatCustomPriceAttribute(value: number): string {
  return roundTo(value, CUSTOM_PRICE_DECIMALS).toFixed(CUSTOM_PRICE_DECIMALS);
}

import {CANADA_EXTRA_DISCOUNT} from './shipping';

/** The order discount's message at checkout and in the cart's discounts. */
export const CANADA_DISCOUNT_TITLE = 'canada discount';

const CANADA = 'CA';
const PERCENT = 100;

/**
 * The extra discount for Canada (docs/product/pricing.md#canada-extra-discount), which the market's
 * info promises "at checkout to cover FX fees": the percentage off the order for a buyer in this
 * country; 0 for every other.
 */
export function countryOrderDiscountPercent(
  countryCode: string | null | undefined,
): number {
  return countryCode?.toUpperCase() === CANADA
    ? Math.round(CANADA_EXTRA_DISCOUNT * PERCENT)
    : 0;
}

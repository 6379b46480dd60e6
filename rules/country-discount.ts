import {CANADA_EXTRA_DISCOUNT} from './shipping';

// Shopify's checkout and order pages print the discount's message as given: the spec's
// name, Canada capitalised (Canada's checkout is in English).
export const CANADA_DISCOUNT_TITLE = 'Canada extra discount';

const CANADA = 'CA';
const PERCENT = 100;

/** The extra discount for Canada (docs/product/pricing.md#canada-extra-discount). */
export function countryOrderDiscountPercent(
  countryCode: string | null | undefined,
): number {
  return countryCode?.toUpperCase() === CANADA
    ? Math.round(CANADA_EXTRA_DISCOUNT * PERCENT)
    : 0;
}

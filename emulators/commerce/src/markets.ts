import {isKnownCurrency, type CurrencyRate} from '@brush/rules/currency';

/**
 * The shop's markets. Every country of the spec's default table is sold to, and each has two
 * currencies:
 * - its cart currency, in which carts are priced and checkouts charge: the default table's
 *   (`currencyForCountry`: USD, EUR in the euro area, GBP in the UK and the Isle of Man);
 * - its display currency, in which the Storefront API shows catalog prices under
 *   `@inContext(country:)` and which `localization` names: the cart currency, except in
 *   Australia and Canada, whose prices show in AUD and CAD while their carts stay in USD (the
 *   storefront discards a cart in AUD or CAD, docs/product/markets.md#checkout-currency), as a
 * Shopify market does when its local   currency is not one the shop's payment provider settles in.
 */

/**
 * Australian dollars per US dollar. The spec gives no AUD rate and the storefront's table has
 * none, so this is the platform's own, close to the market rate of 2024-2025.
 */
export const AUD_PER_USD = 1.55;

/** Rates of the display currencies missing from the storefront's table (`rules/currency.ts`). */
const DISPLAY_ONLY_RATES: Readonly<Record<string, CurrencyRate>> = {
  AUD: {rate: AUD_PER_USD, adjustment: 0},
};

/** Symbols of the display currencies missing from the storefront's table. */
export const DISPLAY_ONLY_SYMBOLS: Readonly<Record<string, string>> = {AUD: 'A$'};

/** Countries whose catalog prices show in a currency their carts are not priced in. */
export const DISPLAY_CURRENCIES: Readonly<Record<string, string>> = {
  AU: 'AUD',
  CA: 'CAD',
};

/** The currency a country's catalog prices show in, given the one its carts are priced in. */
export function displayCurrency(country: string, cartCurrency: string): string {
  return DISPLAY_CURRENCIES[country] ?? cartCurrency;
}

/**
 * The spec's conversion (`convertFromUsd`: amount × rate + adjustment, rounded up to a whole
 * unit except in USD) knows the currencies of the storefront's table and takes any other one
 * to one. For a display-only currency the platform applies its own rate first, so that
 * `convertFromUsd(atPlatformRate(amountUsd, currency), currency)` is the price in every
 * currency a market shows.
 */
export function atPlatformRate(amountUsd: number, currency: string): number {
  const own = isKnownCurrency(currency) ? undefined : DISPLAY_ONLY_RATES[currency];
  return own ? amountUsd * own.rate + own.adjustment : amountUsd;
}

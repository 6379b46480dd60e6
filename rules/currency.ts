import {numberFormat} from './intl-formats';

export interface CurrencyRate {
  /** Local units per US dollar. */
  rate: number;
  /** Added after the rate, in local units. */
  adjustment: number;
}

/** Prices are held in USD and converted for display and checkout. */
export const CURRENCY_TABLE = {
  USD: {rate: 1, adjustment: 0},
  EUR: {rate: 1, adjustment: 0},
  GBP: {rate: 0.85, adjustment: 0},
  CAD: {rate: 1.3, adjustment: 0},
  // The platform's Australian market shows AUD at this rate
  // (docs/product/markets.md#currencies).
  AUD: {rate: 1.55, adjustment: 0},
} as const satisfies Record<string, CurrencyRate>;

export type CurrencyCode = keyof typeof CURRENCY_TABLE;

// The currency prices are held in, and the one carts check out in where the shown one is
// refused.
export const BASE_CURRENCY: CurrencyCode = 'USD';

export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = {
  AUD: 'A$',
  CAD: 'C$',
  GBP: '£',
  EUR: '€',
  USD: '$',
};

const USD_RATE: CurrencyRate = CURRENCY_TABLE[BASE_CURRENCY];

/** Products multiply rates to a few decimals. */
const FLOAT_NOISE_DECIMALS = 9;

function snap(value: number): number {
  return Number(value.toFixed(FLOAT_NOISE_DECIMALS));
}

function ceilTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.ceil(snap(value * factor)) / factor;
}

function floorTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.floor(snap(value * factor)) / factor;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = snap(value * factor);
  // Half away from zero, like a cashier, whatever the sign.
  return (Math.sign(scaled) * Math.round(Math.abs(scaled))) / factor || 0;
}

export function isKnownCurrency(currency: string): currency is CurrencyCode {
  return Object.prototype.hasOwnProperty.call(CURRENCY_TABLE, currency);
}

/** A currency missing from the table converts one to one, like USD. */
export function currencyRate(currency: string): CurrencyRate {
  return isKnownCurrency(currency) ? CURRENCY_TABLE[currency] : USD_RATE;
}

/** Local prices are whole numbers in every currency but the dollar. */
export function isRoundingOn(currency: string): boolean {
  return currency !== 'USD';
}

// amount * rate + adjustment, rounded up to a whole unit when rounding is on, else up to
// the cent.
export function convertFromUsd(amountUsd: number, currency: string): number {
  const {rate, adjustment} = currencyRate(currency);
  const local = amountUsd * rate + adjustment;
  return ceilTo(local, isRoundingOn(currency) ? 0 : 2);
}

/** The inverse of the rate and adjustment, to the nearest cent (no rounding up). */
export function convertToUsd(amount: number, currency: string): number {
  const {rate, adjustment} = currencyRate(currency);
  return roundTo((amount - adjustment) / rate, 2);
}

/** The most of `currency` worth no more than `amountUsd` by convertToUsd. */
export function convertFromUsdAtMost(amountUsd: number, currency: string): number {
  if (!(amountUsd > 0)) return 0;
  const {rate, adjustment} = currencyRate(currency);
  const decimals = isRoundingOn(currency) ? 0 : 2;
  const step = 10 ** -decimals;
  let local = floorTo(amountUsd * rate + adjustment, decimals);
  // convertToUsd rounds to the cent.
  while (local > 0 && convertToUsd(local, currency) > amountUsd) {
    local = roundTo(local - step, decimals);
  }
  return Math.max(0, local);
}

// Two decimals in the language's number format, the spec's symbols where that language
// puts them: '€1,234.50', 'C$31.20', '-$5.00' in English; '1 234,50 €' in French.
export function formatMoney(
  amount: number | string,
  currency: string,
  language = 'en',
): string {
  const value = typeof amount === 'number' ? amount : Number(amount.trim() || NaN);
  if (!Number.isFinite(value)) {
    throw new RangeError(`formatMoney: not an amount: ${String(amount)}`);
  }
  const known = isKnownCurrency(currency);
  const parts = numberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: known ? 'narrowSymbol' : 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).formatToParts(roundTo(value, 2));
  return parts
    .map((part) =>
      known && part.type === 'currency' ? CURRENCY_SYMBOLS[currency] : part.value,
    )
    .join('');
}

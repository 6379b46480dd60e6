/**
 * MoneyV2 as the platform stores and answers it.
 *
 * Catalog documents hold base amounts in USD (`{amount: 24, currencyCode: 'USD'}`); the MoneyV2
 * resolver converts them to the market of the request. A module that has already computed an
 * amount in its final currency (a cart priced in its buyer's currency) marks it with
 * exactMoney so that no second conversion happens.
 */

const EXACT = Symbol('exactMoney');

export interface MoneyValue {
  amount: number | string;
  currencyCode: string;
}

export interface ExactMoney extends MoneyValue {
  readonly [EXACT]: true;
}

export function exactMoney(amount: number, currencyCode: string): ExactMoney {
  return {amount, currencyCode, [EXACT]: true};
}

export function isExactMoney(value: MoneyValue): value is ExactMoney {
  return (value as Partial<ExactMoney>)[EXACT] === true;
}

/** A base amount in USD, as catalog documents store prices. */
export function usd(amount: number): MoneyValue {
  return {amount, currencyCode: 'USD'};
}

/**
 * Shopify writes decimals without trailing zeros but with at least one decimal place:
 * 24 -> "24.0", 10.5 -> "10.5", 12.99 -> "12.99".
 */
export function formatAmount(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return '0.0';
  const rounded = Math.round(value * 100) / 100;
  const text = String(rounded);
  return text.includes('.') || text.includes('e') ? text : `${text}.0`;
}

import {attributeValue, CART_ATTRIBUTES, type Attributes} from './cart-attributes';
import {convertFromUsdAtMost, roundTo} from './currency';

const CREDIT_DECIMALS = 2;

export const REDEEM_CREDIT_ACTION = 'CustomRedeemCredit';

export const STORE_CREDIT_DISCOUNT_TITLE = 'store credit';

// The store credit to redeem on a cart, in the cart's currency: the smallest of the
// customer's credit.
export function creditRedemptionAmount({
  storeCreditUsd,
  currency,
  subtotal,
  requested,
}: {
  storeCreditUsd: number;
  currency: string;
  subtotal: number;
  requested: number;
}): number {
  const credit = convertFromUsdAtMost(storeCreditUsd || 0, currency);
  const amount = Math.min(credit, subtotal || 0, Number.isNaN(requested) ? 0 : requested);
  return Math.max(0, roundTo(amount, CREDIT_DECIMALS));
}

/** The credit/balance metafield's value in USD; absent, unreadable or negative is 0. */
export function storeCreditUsd(balance: string | null | undefined): number {
  const credit = Number(balance ?? '');
  return Number.isFinite(credit) && credit > 0 ? credit : 0;
}

export function formatCreditRedeemed(amount: number): string {
  return roundTo(amount, CREDIT_DECIMALS).toFixed(CREDIT_DECIMALS);
}

/** The amount the cart's creditRedeemed attribute holds; absent or unreadable is 0. */
export function creditRedeemed(cartAttributes: Attributes): number {
  const value = Number(
    attributeValue(cartAttributes, CART_ATTRIBUTES.creditRedeemed) ?? '',
  );
  return Number.isFinite(value) && value > 0 ? roundTo(value, CREDIT_DECIMALS) : 0;
}

/** The cart is written only when the amount differs from what it holds. */
export function needsCreditUpdate(cartAttributes: Attributes, amount: number): boolean {
  return creditRedeemed(cartAttributes) !== roundTo(amount, CREDIT_DECIMALS);
}

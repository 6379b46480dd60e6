import {attributeValue, CART_ATTRIBUTES, type Attributes} from './cart-attributes';
import {convertFromUsdAtMost, roundTo} from './currency';

const CREDIT_DECIMALS = 2;

/** The cart form that redeems store credit; the /cart action computes the amount itself. */
export const REDEEM_CREDIT_ACTION = 'CustomRedeemCredit';

/** The order discount's message at checkout. */
export const STORE_CREDIT_DISCOUNT_TITLE = 'store credit';

/**
 * The store credit to redeem on a cart, in the cart's currency: the smallest of the
 * customer's credit (held in USD, converted down, so what is redeemed is never worth more
 * dollars than the balance, whole-unit rounding included), the cart subtotal and the amount
 * asked for, never below 0. Anything that is not a number counts as 0.
 */
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

/** The creditRedeemed cart attribute's value: two decimals. */
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

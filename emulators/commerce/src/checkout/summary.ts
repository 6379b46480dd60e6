import {createHash} from 'node:crypto';
import {isShippingRestricted} from '@brush/rules/shipping';
import type {Cents} from '../cart/money';
import {
  priceStoredCart,
  priceStoredCartNow,
  type PricedStoredCart,
  type PricingSources,
} from '../cart/pricing';
import {shippingCents} from '../cart/shipping';
import type {CartRecord} from '../cart/store';
import {cartTax, type CartTax} from '../cart/tax';

/** Everything the checkout shows and charges, in cents of the cart's currency. */
export interface CheckoutSummary extends PricedStoredCart {
  currencyCode: string;
  countryCode: string;
  /** What the lines cost after every discount, before shipping. */
  merchandiseCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
  /** The VAT the total includes (shipping too) in VAT markets; none elsewhere. */
  tax: CartTax;
  /** The spec's restricted ship countries: the checkout takes no payment for them. */
  shippingRestricted: boolean;
}

/** The cart's summary, its functions run in the pool's threads. */
export async function checkoutSummary(
  record: CartRecord,
  sources: PricingSources,
): Promise<CheckoutSummary> {
  return summaryOf(record, await priceStoredCart(record.token, record.state, sources));
}

/**
 * The cart's summary without yielding, for a payment's transaction: the request's summary of
 * the same cart, buyer and shop metafields when it has one (see priceStoredCartNow), else the
 * cart priced here.
 */
export function checkoutSummaryNow(
  record: CartRecord,
  sources: PricingSources,
): CheckoutSummary {
  return summaryOf(record, priceStoredCartNow(record.token, record.state, sources));
}

function summaryOf(record: CartRecord, pricedCart: PricedStoredCart): CheckoutSummary {
  const {countryCode} = record.state.buyerIdentity;
  const currencyCode = pricedCart.priced.currencyCode;
  const merchandiseCents = pricedCart.priced.totalCents;
  const shipping =
    pricedCart.priced.lines.length > 0
      ? shippingCents(countryCode, currencyCode, merchandiseCents)
      : 0;
  const totalCents = merchandiseCents + shipping;
  return {
    ...pricedCart,
    currencyCode,
    countryCode,
    merchandiseCents,
    shippingCents: shipping,
    totalCents,
    tax: cartTax(countryCode, currencyCode, totalCents),
    shippingRestricted: isShippingRestricted(countryCode),
  };
}

/** 64 bits: enough that two different carts never share one by chance. */
const FINGERPRINT_HEX_LENGTH = 16;

/** The checkout form's field naming what the page showed (summaryFingerprint). */
export const SHOWN_FIELD = 'shown';

/**
 * What a checkout page showed the buyer: its lines, quantities, total and currency. The payment
 * carries it back, and a cart that no longer gives the same is not charged: the buyer pays the
 * total they saw or is shown the new one (a tab that changed the cart meanwhile, a late write).
 */
export function summaryFingerprint(summary: CheckoutSummary): string {
  const lines = summary.priced.lines
    .map(({line}) => `${line.variant.id}×${line.quantity}`)
    .sort();
  return createHash('sha256')
    .update(JSON.stringify([lines, summary.totalCents, summary.currencyCode]))
    .digest('hex')
    .slice(0, FINGERPRINT_HEX_LENGTH);
}

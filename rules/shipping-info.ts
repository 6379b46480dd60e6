import {UNSUPPORTED_CART_CURRENCIES} from './cart-validity';
import {convertFromUsd} from './currency';
import type {Region} from './regions';
import {
  hasFreeShippingThreshold,
  isShippingRestricted,
  NOT_APPLICABLE,
  shippingForCountry,
} from './shipping';

/** The info modal's notes (docs/product/markets.md#info-modal), in their order. */
export const SHIPPING_INFO_NOTES = [
  'threshold',
  'region',
  'currency',
  'checkoutCurrency',
  'canadaFxDiscount',
  'afterpay',
  'dutiesIncluded',
  'israelExpress',
  'shippingUnavailable',
] as const;

export type ShippingInfoNote = (typeof SHIPPING_INFO_NOTES)[number];

export interface ShippingInfoInput {
  country: string | null | undefined;
  currency: string;
  region: Region;
}

/** Afterpay is offered to these countries when they pay in their own currency. */
const AFTERPAY_MARKETS: readonly {country: string; currency: string}[] = [
  {country: 'AU', currency: 'AUD'},
  {country: 'CA', currency: 'CAD'},
];

// The spec's info modal: for GBP currency or the EU region, duties and taxes are included
// in prices.
export function dutiesAndTaxesIncluded(currency: string, region: Region): boolean {
  return currency === 'GBP' || region === 'EU';
}

export function shippingInfoNotes({
  country,
  currency,
  region,
}: ShippingInfoInput): ShippingInfoNote[] {
  const code = country?.trim().toUpperCase() ?? '';
  const restricted = isShippingRestricted(code);
  const shows: Record<ShippingInfoNote, boolean> = {
    // Nothing ships to a restricted country, free or not.
    threshold: hasFreeShippingThreshold(shippingForCountry(code)) && !restricted,
    region: true,
    currency: true,
    // docs/product/markets.md#checkout-currency: carts in AUD or CAD are invalid.
    checkoutCurrency: (UNSUPPORTED_CART_CURRENCIES as readonly string[]).includes(
      currency,
    ),
    canadaFxDiscount: code === 'CA',
    afterpay: AFTERPAY_MARKETS.some(
      (market) => market.country === code && market.currency === currency,
    ),
    dutiesIncluded: dutiesAndTaxesIncluded(currency, region),
    // Israel is both: express shipping at a fixed price, and on the restricted list.
    israelExpress: code === 'IL',
    shippingUnavailable: restricted,
  };
  return SHIPPING_INFO_NOTES.filter((note) => shows[note]);
}

export function localFreeShippingThreshold(
  country: string | null | undefined,
  currency: string,
): number | null {
  const shipping = shippingForCountry(country);
  if (!hasFreeShippingThreshold(shipping)) return null;
  return convertFromUsd(shipping.freeShippingThreshold, currency);
}

export interface CartShippingLine {
  /** The shipping fee in the cart's currency; null where nothing ships at any fee. */
  fee: number | null;
  /** How much more the shopper must spend to ship free, or null when nothing ships free. */
  remaining: number | null;
  free: boolean;
  /** Shipping to the country is currently unavailable, so the cart cannot check out. */
  unavailable: boolean;
}

/** docs/product/markets.md#cart-shipping-line: null with no country info. */
export function cartShippingLine(
  country: string | null | undefined,
  currency: string,
  subtotal: number,
): CartShippingLine | null {
  const shipping = shippingForCountry(country);
  if (shipping.fee === NOT_APPLICABLE) return null;
  // No fee for a checkout the cart does not offer: Israel's express rate is the modal's note.
  if (isShippingRestricted(country)) {
    return {fee: null, remaining: null, free: false, unavailable: true};
  }
  const threshold = localFreeShippingThreshold(country, currency);
  const free = threshold !== null && subtotal >= threshold;
  return {
    fee: free ? 0 : convertFromUsd(shipping.fee, currency),
    remaining: threshold === null || free ? null : threshold - subtotal,
    free,
    unavailable: false,
  };
}

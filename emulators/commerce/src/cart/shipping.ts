import {convertFromUsd} from '@brush/rules/currency';
import {shippingForCountry} from '@brush/rules/shipping';
import {localFreeShippingThreshold} from '@brush/rules/shipping-info';
import {toCents, type Cents} from './money';

/**
 * Shipping follows rules/shipping.ts: the fee and free-shipping threshold are USD amounts,
 * both converted to the cart's currency the way every price is. The merchandise total is
 * compared with the converted threshold, the very amount the storefront's info modal
 * promises (£43 in the UK, not £42.50), and never taken back to USD.
 */
export function shippingCents(
  countryCode: string,
  currencyCode: string,
  merchandiseCents: Cents,
): Cents {
  const threshold = localFreeShippingThreshold(countryCode, currencyCode);
  if (threshold !== null && merchandiseCents >= toCents(threshold)) return 0;
  const {fee} = shippingForCountry(countryCode);
  return fee > 0 ? toCents(convertFromUsd(fee, currencyCode)) : 0;
}

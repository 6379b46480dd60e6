import {convertFromUsd, convertToUsd} from '#rules/currency';
import {shippingFee} from '#rules/shipping';
import {fromCents, toCents, type Cents} from './money';

/**
 * Shipping follows app/rules/shipping.ts: the fee and free-shipping threshold are USD amounts,
 * so the merchandise total is taken back to USD for the comparison and the fee converted to
 * the cart's currency the way every price is.
 */
export function shippingCents(
  countryCode: string,
  currencyCode: string,
  merchandiseCents: Cents,
): Cents {
  const feeUsd = shippingFee(
    countryCode,
    convertToUsd(fromCents(merchandiseCents), currencyCode),
  );
  return feeUsd > 0 ? toCents(convertFromUsd(feeUsd, currencyCode)) : 0;
}

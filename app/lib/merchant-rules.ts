import {
  LINE_ATTRIBUTES,
  attributeValue,
  hasAttribute,
  type Attributes,
} from './cart-attributes';
import {roundTo} from './currency';
import {offersCustomPrice, parseCustomPrice} from './pwyw';
import {hasComplimentaryPart} from './sku';

/**
 * What a merchant rule decides for one cart line. Amounts are per unit, in the currency
 * of the price the rule was given (the platform passes USD and converts afterwards):
 * - `discount`: take `amount` off each unit, shown to the shopper under `title`;
 * - `none`: the rule does not apply, the line keeps its price;
 * - `refused`: the line asked for a price it is not entitled to (a forged or malformed
 *   attribute); it keeps its price and `message` says why, for the shopper.
 */
export type LineVerdict =
  | {kind: 'discount'; amount: number; title: string}
  | {kind: 'none'}
  | {kind: 'refused'; message: string};

export const COMPLIMENTARY_DISCOUNT_TITLE = 'complimentary';
export const CUSTOM_PRICE_DISCOUNT_TITLE = 'pay what you want';

export const NOT_COMPLIMENTARY_MESSAGE = 'this item is not complimentary.';
export const NO_CUSTOM_PRICE_MESSAGE = 'this product does not offer a custom price.';
export const INVALID_CUSTOM_PRICE_MESSAGE = 'the custom price is not a valid amount.';

const NO_VERDICT: LineVerdict = {kind: 'none'};

/**
 * A line is free only when its variant is a complimentary one AND the storefront's free
 * item flow marked it: the attribute alone is forgeable by any shopper, and the variant
 * alone may have been added by hand.
 */
export function complimentaryLinePrice({
  sku,
  attributes,
  variantPriceUsd,
}: {
  sku: string | null | undefined;
  attributes: Attributes;
  variantPriceUsd: number;
}): LineVerdict {
  if (!hasAttribute(attributes, LINE_ATTRIBUTES.complimentary)) return NO_VERDICT;
  if (!hasComplimentaryPart(sku)) {
    return {kind: 'refused', message: NOT_COMPLIMENTARY_MESSAGE};
  }
  return {
    kind: 'discount',
    amount: roundTo(variantPriceUsd, 2),
    title: COMPLIMENTARY_DISCOUNT_TITLE,
  };
}

/**
 * Honours _customPrice only on products tagged PWYW_TAG, clamped to 0..variant price.
 * The attribute is read in the currency of `variantPriceUsd`.
 */
export function customPriceForLine({
  attributes,
  productTags,
  variantPriceUsd,
}: {
  attributes: Attributes;
  productTags: readonly string[] | null | undefined;
  variantPriceUsd: number;
}): LineVerdict {
  if (!hasAttribute(attributes, LINE_ATTRIBUTES.customPrice)) return NO_VERDICT;
  if (!offersCustomPrice(productTags)) {
    return {kind: 'refused', message: NO_CUSTOM_PRICE_MESSAGE};
  }
  const parsed = parseCustomPrice(
    attributeValue(attributes, LINE_ATTRIBUTES.customPrice) ?? '',
    variantPriceUsd,
  );
  if (!parsed.ok) return {kind: 'refused', message: INVALID_CUSTOM_PRICE_MESSAGE};
  const amount = roundTo(variantPriceUsd - parsed.value, 2);
  if (amount <= 0) return NO_VERDICT;
  return {kind: 'discount', amount, title: CUSTOM_PRICE_DISCOUNT_TITLE};
}

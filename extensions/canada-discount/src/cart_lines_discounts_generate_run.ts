import {
  CANADA_DISCOUNT_TITLE,
  countryOrderDiscountPercent,
} from '@brush/rules/country-discount';
import {
  NO_DISCOUNTS,
  type CartLinesDiscountsGenerateRunResult,
  type DiscountClass,
} from '@brush/functions-shared/function-api';

export interface CanadaDiscountInput {
  localization: {country: {isoCode: string}};
  discount: {discountClasses: DiscountClass[]};
}

/**
 * An ORDER discount, not a PRODUCT one: the promise is 10% off what the order costs, so it is
 * worked out on the subtotal after the product discounts (survey, welcome offer, programme
 * prices) rather than stacked on each line's full price, where it would add 10 points to a line
 * already 35% off. Installed before store credit, so the credit, which is the buyer's money,
 * pays what is left after it and is never spent where the 10% already covers.
 */
export function cartLinesDiscountsGenerateRun(
  input: CanadaDiscountInput,
): CartLinesDiscountsGenerateRunResult {
  if (!input.discount.discountClasses.includes('ORDER')) return NO_DISCOUNTS;
  const percent = countryOrderDiscountPercent(input.localization.country.isoCode);
  if (percent <= 0) return NO_DISCOUNTS;
  return {
    operations: [
      {
        orderDiscountsAdd: {
          candidates: [
            {
              targets: [{orderSubtotal: {excludedCartLineIds: []}}],
              value: {percentage: {value: percent}},
              message: CANADA_DISCOUNT_TITLE,
            },
          ],
          selectionStrategy: 'FIRST',
        },
      },
    ],
  };
}

import {CART_ATTRIBUTES} from '@brush/rules/cart-attributes';
import {
  STORE_CREDIT_DISCOUNT_TITLE,
  creditRedeemed,
  creditRedemptionAmount,
} from '@brush/rules/credit';
import {
  NO_DISCOUNTS,
  type AttributeValue,
  type CartLinesDiscountsGenerateRunResult,
  type DiscountClass,
  type MoneyV2,
} from '@brush/functions-shared/function-api';

export interface StoreCreditInput {
  cart: {
    creditRedeemed: AttributeValue | null;
    cost: {subtotalAmount: MoneyV2};
    buyerIdentity: {
      isAuthenticated: boolean;
      customer: {creditBalance: {value: string} | null} | null;
    } | null;
  };
  discount: {discountClasses: DiscountClass[]};
}

/**
 * docs/product/pricing.md#store-credit, enforced: the order discount is the smallest of the amount
 * asked for, the buyer's real balance (USD, converted to the cart's currency) and the
 * subtotal. A guest, or a buyer with no balance, redeems nothing whatever the cart says.
 */
export function cartLinesDiscountsGenerateRun(
  input: StoreCreditInput,
): CartLinesDiscountsGenerateRunResult {
  if (!input.discount.discountClasses.includes('ORDER')) return NO_DISCOUNTS;
  const buyer = input.cart.buyerIdentity;
  const balance = Number(buyer?.customer?.creditBalance?.value ?? '');
  if (!buyer?.isAuthenticated || !Number.isFinite(balance)) return NO_DISCOUNTS;
  const {subtotalAmount} = input.cart.cost;
  const amount = creditRedemptionAmount({
    storeCreditUsd: balance,
    currency: subtotalAmount.currencyCode,
    subtotal: Number(subtotalAmount.amount),
    requested: creditRedeemed([
      {key: CART_ATTRIBUTES.creditRedeemed, value: input.cart.creditRedeemed?.value},
    ]),
  });
  if (amount <= 0) return NO_DISCOUNTS;
  return {
    operations: [
      {
        orderDiscountsAdd: {
          candidates: [
            {
              targets: [{orderSubtotal: {excludedCartLineIds: []}}],
              value: {fixedAmount: {amount}},
              message: STORE_CREDIT_DISCOUNT_TITLE,
            },
          ],
          selectionStrategy: 'FIRST',
        },
      },
    ],
  };
}

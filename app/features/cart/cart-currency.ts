import {UNSUPPORTED_CART_CURRENCIES} from '@brush/rules/cart-validity';
import {BASE_CURRENCY, convertFromUsd} from '@brush/rules/currency';

const unsupported: readonly string[] = UNSUPPORTED_CART_CURRENCIES;

/**
 * docs/product/markets.md#checkout-currency: a cart in AUD or CAD is refused, so a shopper shown
 * those prices has a cart in the base currency. What the cart charges, in the currency the shop
 * showed them: null when the cart is in the shown currency already.
 */
export function chargedInBaseCurrency(
  shownCurrency: string,
  cartCurrency: string,
  totalInCart: number,
): {currency: string; local: number} | null {
  if (!unsupported.includes(shownCurrency) || cartCurrency !== BASE_CURRENCY) return null;
  return {currency: shownCurrency, local: convertFromUsd(totalInCart, shownCurrency)};
}

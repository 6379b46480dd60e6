import {lineNodes, type LineList} from './cart-attributes';

/** Carts created before this day (UTC) predate the current catalog. */
export const CART_CUTOFF_DATE = '2022-09-12';

/** Currencies the shop once sold in and no longer supports. */
export const UNSUPPORTED_CART_CURRENCIES = ['AUD', 'CAD'] as const;

/** Lines a cart query returns (and the platform allows in one cart). */
export const CART_LINES_LIMIT = 250;

// docs/product/cart.md#line-limit: every function's input stays under Shopify's 64,000
// bytes up to 88 lines (bench/RESULTS.md), so 80 leaves margin. Below the spec's 250.
export const SHOP_CART_LINES_LIMIT = 80;

export type CartDiscardReason =
  | 'cart already completed'
  | 'cart has invalid currency'
  | 'cart is old'
  | 'cart has no country'
  | 'cart has invalid line item(s)';

interface Money {
  currencyCode?: string | null;
}

export interface StoredCart {
  createdAt?: string | null;
  cost?: {subtotalAmount?: Money | null; totalAmount?: Money | null} | null;
  buyerIdentity?: {countryCode?: string | null} | null;
  lines?: LineList<{merchandise?: {sku?: string | null} | null}>;
}

const cutoffTime = Date.parse(`${CART_CUTOFF_DATE}T00:00:00Z`);
const unsupportedCurrencies: readonly string[] = UNSUPPORTED_CART_CURRENCIES;

/** Why a stored cart must be treated as no cart, or null to keep it. */
export function cartDiscardReason(
  cart: StoredCart | null | undefined,
): CartDiscardReason | null {
  if (!cart) return 'cart already completed';
  const currency =
    cart.cost?.subtotalAmount?.currencyCode ?? cart.cost?.totalAmount?.currencyCode;
  if (currency && unsupportedCurrencies.includes(currency))
    return 'cart has invalid currency';
  const created = cart.createdAt ? Date.parse(cart.createdAt) : NaN;
  if (created < cutoffTime) return 'cart is old';
  if (!cart.buyerIdentity?.countryCode) return 'cart has no country';
  if (lineNodes(cart.lines).some((line) => !line.merchandise?.sku)) {
    return 'cart has invalid line item(s)';
  }
  return null;
}

export type StoredCartAfterWrite = {store: string} | 'drop' | 'keep';

interface WriteAnswer {
  cart?: {id?: string | null; totalQuantity?: number | null} | null;
  errors?: readonly unknown[] | null;
  userErrors?: readonly unknown[] | null;
}

/** The cookie follows the cart the platform answered with. */
export function storedCartAfterWrite(answer: WriteAnswer): StoredCartAfterWrite {
  const id = answer.cart?.id;
  if (id) return (answer.cart?.totalQuantity ?? 0) > 0 ? {store: id} : 'drop';
  const failed = (answer.errors?.length ?? 0) > 0 || (answer.userErrors?.length ?? 0) > 0;
  return failed ? 'keep' : 'drop';
}

/** What the /cart action refuses and how it says so. */

export type CartErrorCode =
  | 'invalidAction'
  | 'quantity'
  | 'merchandise'
  | 'line'
  | 'attribute'
  | 'discountCode'
  | 'upstream'
  | 'flow'
  | 'notInConceptStore'
  | 'notPwyw'
  | 'customPrice'
  | 'customPriceAboveMax'
  | 'pwywLimit'
  | 'lockedQuantity'
  | 'whiteCheekLimit'
  | 'welcomeEmail'
  | 'welcomeSignup'
  | 'credit'
  | 'creditSignIn'
  | 'secretShopSignIn'
  | 'notInSecretShop'
  | 'secretShopClaimed'
  | 'cartLinesLimit';

/** The i18n key of each refusal's message. */
export const CART_ERROR_MESSAGE_KEYS = {
  invalidAction: 'cart.errors.invalidAction',
  quantity: 'cart.errors.quantity',
  merchandise: 'cart.errors.merchandise',
  line: 'cart.errors.line',
  attribute: 'cart.errors.attribute',
  discountCode: 'cart.errors.discountCode',
  upstream: 'cart.errors.generic',
  flow: 'promos.errors.flow',
  notInConceptStore: 'promos.errors.notInConceptStore',
  notPwyw: 'promos.errors.notPwyw',
  customPrice: 'promos.errors.customPrice',
  customPriceAboveMax: 'promos.errors.customPriceAboveMax',
  pwywLimit: 'promos.errors.pwywLimit',
  lockedQuantity: 'cart.errors.lockedQuantity',
  whiteCheekLimit: 'cart.errors.whiteCheekLimit',
  welcomeEmail: 'promos.errors.welcomeEmail',
  welcomeSignup: 'promos.errors.welcomeSignup',
  credit: 'programmes.errors.credit',
  creditSignIn: 'programmes.errors.creditSignIn',
  secretShopSignIn: 'programmes.errors.secretShopSignIn',
  notInSecretShop: 'programmes.errors.notInSecretShop',
  secretShopClaimed: 'programmes.errors.secretShopClaimed',
  cartLinesLimit: 'cart.errors.cartLinesLimit',
} as const satisfies Record<CartErrorCode, string>;

const BAD_REQUEST = 400;

/**
 * Bad input is a 400; a valid add that the cart's state forbids (its one
 * pay-what-you-want item or its one white cheek brush is taken) a 409; a check the
 * platform could not answer a 502.
 */
export const CART_ERROR_STATUS: Readonly<Partial<Record<CartErrorCode, number>>> = {
  pwywLimit: 409,
  whiteCheekLimit: 409,
  lockedQuantity: 409,
  secretShopClaimed: 409,
  cartLinesLimit: 409,
  secretShopSignIn: 401,
  notInSecretShop: 403,
  welcomeSignup: 502,
  upstream: 502,
};

export function cartErrorStatus(code: CartErrorCode): number {
  return CART_ERROR_STATUS[code] ?? BAD_REQUEST;
}

/** A refusal; `max` is the most the shopper may ask for where the message names it. */
export interface CartRefusal {
  ok: false;
  error: CartErrorCode;
  max?: {amount: number; currencyCode: string};
}

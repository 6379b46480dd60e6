import {
  CartForm,
  cartGetIdDefault,
  type CookieOptions,
  type HydrogenCart,
} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from '#graphql/storefrontapi.generated';
import {CART_LINES_LIMIT} from '~/rules/cart-validity';
import {isLocalRequest} from '~/server/session';

export type Cart = CartApiQueryFragment;

/** Hydrogen's cart handler reads and writes this cookie. */
export const CART_COOKIE_NAME = 'cart';

/** Carts outlive a browser session: the spec keeps the cart id until the cart empties. */
export const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 14;

const CART_GID_PREFIX = 'gid://shopify/Cart/';

/** What the cookie holds after gid://shopify/Cart/: a token, optionally with its key. */
const CART_TOKEN = /^[A-Za-z0-9_-]{1,128}(\?key=[A-Za-z0-9_-]{1,128})?$/;

/** The cart cookie is for the server only, like the session (no script reads the cart id). */
export function cartCookieOptions(request: Request): CookieOptions {
  return {
    path: '/',
    httponly: true,
    samesite: 'Lax',
    secure: !isLocalRequest(request),
    maxage: CART_COOKIE_MAX_AGE_SECONDS,
  };
}

/** A cart id from the cookie, or undefined when the cookie holds anything but a cart token. */
export function cartIdFromRequest(request: Request): string | undefined {
  const cartId = cartGetIdDefault(request.headers)();
  if (!cartId) return undefined;
  return CART_TOKEN.test(cartId.slice(CART_GID_PREFIX.length)) ? cartId : undefined;
}

export function expireCartCookie(request: Request): Headers {
  const secure = isLocalRequest(request) ? '' : '; Secure';
  return new Headers({
    'Set-Cookie': `${CART_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
  });
}

type CartRead = ReturnType<HydrogenCart['get']>;

/** Keyed by the request's own cart handler, so a read never outlives its request. */
const cartReads = new WeakMap<HydrogenCart, CartRead>();

/**
 * The cart as the platform holds it, read once per request: the root (header badge) and the
 * cart page both need it, and one upstream query serves both.
 */
export function readCart(cart: HydrogenCart): CartRead {
  let read = cartReads.get(cart);
  if (!read) {
    read = cart.get({numCartLines: CART_LINES_LIMIT});
    cartReads.set(cart, read);
  }
  return read;
}

/** After a mutation the next read must ask the platform again (a form posted without JS). */
export function forgetCartRead(cart: HydrogenCart): void {
  cartReads.delete(cart);
}

/**
 * The shopper's cart, or null. A cookie naming a cart that is malformed, unknown, foreign or
 * completed, and any upstream failure, all read as "no cart": the page shows an empty cart
 * instead of an error, and the next add creates a fresh one.
 */
export async function loadCart(cart: HydrogenCart): Promise<Cart | null> {
  try {
    const result = await readCart(cart);
    if (!result?.id || result.errors?.length) return null;
    // The handler was built with CART_QUERY_FRAGMENT, so this is the fragment's shape.
    return result as unknown as Cart;
  } catch (error) {
    console.error(error);
    return null;
  }
}

export interface CartFormPost {
  formData: FormData;
  action: string | undefined;
  inputs: Record<string, unknown>;
}

/**
 * What a cart form posted. A body that is no form (JSON, plain text, a broken multipart) or a
 * cartFormInput that is not JSON reads as an empty post, which the action refuses as an
 * unsupported action instead of failing with a server error.
 */
export async function readCartForm(request: Request): Promise<CartFormPost> {
  try {
    const formData = await request.formData();
    const {action, inputs} = CartForm.getFormInput(formData);
    return {
      formData,
      action: typeof action === 'string' ? action : undefined,
      inputs: inputs ?? {},
    };
  } catch {
    return {formData: new FormData(), action: undefined, inputs: {}};
  }
}

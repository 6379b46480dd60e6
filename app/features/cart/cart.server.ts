import {remember} from '@brush/rules/cache';
import {
  CartForm,
  cartGetIdDefault,
  type CookieOptions,
  type HydrogenCart,
  type Storefront,
} from '@shopify/hydrogen';
import {CART_LINES_QUERY} from '#graphql/cart';
import {
  CART_LINES_LIMIT,
  cartDiscardReason,
  type StoredCart,
} from '@brush/rules/cart-validity';
import {readConnectionPages} from '~/server/connection-pages.server';
import {isLocalRequest} from '~/server/session';
import {queuedCartId} from './cart-queue.server';
import type {Cart} from './cart.types';

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
export function cartIdFromCookie(request: Request): string | undefined {
  const cartId = cartGetIdDefault(request.headers)();
  if (!cartId) return undefined;
  return CART_TOKEN.test(cartId.slice(CART_GID_PREFIX.length)) ? cartId : undefined;
}

/** The cookie's cart, else the cart a request queued ahead in the same session just made. */
export function cartIdFromRequest(request: Request): string | undefined {
  return cartIdFromCookie(request) ?? queuedCartId(request);
}

function expiredCartCookie(request: Request): string {
  const secure = isLocalRequest(request) ? '' : '; Secure';
  return `${CART_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}

export function expireCartCookie(request: Request): Headers {
  return new Headers({'Set-Cookie': expiredCartCookie(request)});
}

type CartRead = ReturnType<HydrogenCart['get']>;

/**
 * Lines a cart read asks for at once. A line with its prices, discounts and variant costs the
 * platform 16, so 50 lines (about 820 with the cart's own fields) stay under its limit of 1,000
 * where the cart's 250 (docs/product/cart.md#cart-contents) would cost 4,000: a longer cart is
 * read in pages.
 */
export const CART_LINES_PAGE_SIZE = 50;

/**
 * The handler's reads return every line, up to the lines asked (CART_LINES_LIMIT when none
 * are): the first page with the cart, the rest a page at a time after it.
 */
export function readCartLinesInPages(cart: HydrogenCart, storefront: Storefront): void {
  const readFirstPage = cart.get.bind(cart);
  cart.get = async (input) => {
    const limit = input?.numCartLines ?? CART_LINES_LIMIT;
    const result = await readFirstPage({
      ...input,
      numCartLines: Math.min(limit, CART_LINES_PAGE_SIZE),
    });
    // The handler was built with CART_QUERY_FRAGMENT, so this is the fragment's shape.
    const read = result as unknown as Cart | null;
    if (!read?.id || result?.errors?.length || !read.lines.pageInfo.hasNextPage) {
      return result;
    }
    const cartId = read.id;
    const rest = await readConnectionPages(
      limit - read.lines.nodes.length,
      CART_LINES_PAGE_SIZE,
      async (first, after) =>
        (
          await storefront.query(CART_LINES_QUERY, {
            cache: storefront.CacheNone(),
            variables: {cartId, first, after},
          })
        ).cart?.lines,
      read.lines.pageInfo.endCursor ?? null,
    );
    const lines = {
      nodes: [...read.lines.nodes, ...rest],
      pageInfo: {hasNextPage: false, endCursor: null},
    };
    return {...result, lines} as typeof result;
  };
}

/** Keyed by the request's own cart handler, so a read never outlives its request. */
const cartReads = new WeakMap<HydrogenCart, CartRead>();

/**
 * Handlers whose stored cart this request found unusable
 * (docs/product/cart.md#stored-cart-discard).
 */
const discardedCarts = new WeakSet<HydrogenCart>();

/**
 * The stored cart, or null when the spec says to treat it as no cart: gone (checkout
 * completed it), in a currency no longer sold, older than the catalog, without a country, or
 * with a line that has no SKU. The reason is logged and the cookie dropped on the way out
 * (server.ts). A read that failed upstream is passed on as it is, never taken for a gone cart.
 */
async function readUsableCart(cart: HydrogenCart): CartRead {
  const result = await cart.get({numCartLines: CART_LINES_LIMIT});
  if (!cart.getCartId() || result?.errors?.length) return result;
  const reason = cartDiscardReason(result?.id ? (result as StoredCart) : null);
  if (!reason) return result;
  console.warn(`stored cart discarded: ${reason}`);
  discardedCarts.add(cart);
  return null;
}

/**
 * The cart as the platform holds it, read once per request: the root (header badge) and the
 * cart page both need it, and one upstream query serves both.
 */
export function readCart(cart: HydrogenCart): CartRead {
  return remember(cartReads, cart, readUsableCart);
}

/**
 * The response with the discarded cart's cookie dropped, unless the response already stores a
 * cart (a new one, made by this request's action).
 */
export function dropDiscardedCartCookie(
  cart: HydrogenCart,
  request: Request,
  response: Response,
): void {
  if (!discardedCarts.has(cart)) return;
  const storesCart = response.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${CART_COOKIE_NAME}=`));
  if (!storesCart) response.headers.append('Set-Cookie', expiredCartCookie(request));
}

/** After a mutation the next read must ask the platform again (a form posted without JS). */
export function forgetCartRead(cart: HydrogenCart): void {
  cartReads.delete(cart);
}

/**
 * The shopper's cart for a change that depends on it: null when there is none (no cookie, or a
 * stored cart the shop discards), and a throw when the platform did not answer. A failed read
 * taken for "no cart" would make a new cart and leave the shopper's lines in the old one.
 */
export async function cartForWrite(cart: HydrogenCart): Promise<Cart | null> {
  if (!cart.getCartId()) return null;
  const result = await readCart(cart);
  if (result?.errors?.length) {
    throw new Error(
      `the cart could not be read: ${result.errors[0]?.message ?? 'no message'}`,
    );
  }
  // The handler was built with CART_QUERY_FRAGMENT, so this is the fragment's shape.
  return result?.id ? (result as unknown as Cart) : null;
}

/**
 * The shopper's cart for what only shows it (the header's badge, a report), or null. A cookie
 * naming a cart that is malformed, unknown, foreign or completed, and any upstream failure, all
 * read as "no cart": the page shows an empty cart instead of an error. A change that depends
 * on the cart reads it with cartForWrite.
 */
export async function loadCart(cart: HydrogenCart): Promise<Cart | null> {
  try {
    return await cartForWrite(cart);
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

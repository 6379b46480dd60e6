import {createCookie, type AppLoadContext} from '@shopify/remix-oxygen';
import type {HydrogenCart} from '@shopify/hydrogen';
import {FREE_ITEM_RULES_QUERY} from '#graphql/cart';
import type {ParsedCartAction} from '~/features/cart/cart-action.server';
import {forgetCartRead, loadCart, readCart, type Cart} from '~/features/cart/cart.server';
import {declinesFreeItem, freeItemPlan, parseFreeItemRules} from '~/rules/free-item';
import {isLocalRequest} from '~/server/session';

/**
 * Spec 4 "Free item": a decline holds for this session, so it lives in a cookie without an
 * expiry, which the browser drops when the session ends.
 */
export const FREE_ITEM_DECLINED_COOKIE = 'free_item_declined';

function declinedCookie(request: Request) {
  return createCookie(FREE_ITEM_DECLINED_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalRequest(request),
  });
}

/**
 * Handlers whose request's own action declined the item: a post without JavaScript renders
 * the cart page in the same request, before the browser has the cookie.
 */
const declinedInRequest = new WeakSet<HydrogenCart>();

async function freeItemDeclined(request: Request, cart: HydrogenCart): Promise<boolean> {
  if (declinedInRequest.has(cart)) return true;
  const header = request.headers.get('Cookie');
  if (!header?.includes(`${FREE_ITEM_DECLINED_COOKIE}=`)) return false;
  return (await declinedCookie(request).parse(header)) === true;
}

/**
 * The Set-Cookie that remembers a decline, when this cart change takes the free item out of
 * the cart; null for any other change.
 */
export async function freeItemDeclineCookie(
  parsed: Extract<ParsedCartAction, {ok: true}>,
  cart: HydrogenCart,
  request: Request,
): Promise<string | null> {
  const removes = parsed.action === 'LinesRemove';
  const updates = parsed.action === 'LinesUpdate';
  if ((!removes && !updates) || !cart.getCartId()) return null;
  const current = await loadCart(cart);
  if (!current) return null;
  const declines = declinesFreeItem(current.lines, {
    removedLineIds: removes ? parsed.lineIds : [],
    updates: updates
      ? parsed.lines.flatMap((line) =>
          typeof line.quantity === 'number'
            ? [{id: line.id, quantity: line.quantity}]
            : [],
        )
      : [],
  });
  if (!declines) return null;
  declinedInRequest.add(cart);
  return declinedCookie(request).serialize(true);
}

type CartRead = ReturnType<typeof readCart>;

/** Keyed by the request's cart handler: the root and the cart page share one read. */
const shopperReads = new WeakMap<HydrogenCart, CartRead>();

/**
 * The cart as the shopper's pages show it (the header's badge, the cart page): the stored
 * cart, with the free item spec 4 adds when a cart loads. Read once per request, so the
 * root and the cart page, loading together, add it once.
 */
export function readShopperCart(context: AppLoadContext, request: Request): CartRead {
  let read = shopperReads.get(context.cart);
  if (!read) {
    read = readWithFreeItem(context, request);
    shopperReads.set(context.cart, read);
  }
  return read;
}

/** readShopperCart as the header reads it: any failure is no cart, never a broken page. */
export async function loadShopperCart(
  context: AppLoadContext,
  request: Request,
): Promise<Cart | null> {
  try {
    const read = await readShopperCart(context, request);
    // The handler was built with CART_QUERY_FRAGMENT, so this is the fragment's shape.
    return read?.id && !read.errors?.length ? (read as unknown as Cart) : null;
  } catch (error) {
    console.error(error);
    return null;
  }
}

async function readWithFreeItem(context: AppLoadContext, request: Request): CartRead {
  const read = await readCart(context.cart);
  if (!read?.id || read.errors?.length) return read;
  try {
    // The handler was built with CART_QUERY_FRAGMENT, so this is the fragment's shape.
    if (await addFreeItem(context, request, read as unknown as Cart)) {
      forgetCartRead(context.cart);
      return await readCart(context.cart);
    }
  } catch (error) {
    // The gift is a courtesy: the cart without it is still the shopper's cart.
    console.error(error);
  }
  return read;
}

/** Sends the free item's plan to the platform; true when the cart changed. */
async function addFreeItem(
  {storefront, cart: handler, market}: AppLoadContext,
  request: Request,
  cart: Cart,
): Promise<boolean> {
  const [declined, {shop}] = await Promise.all([
    freeItemDeclined(request, handler),
    storefront.query(FREE_ITEM_RULES_QUERY, {cache: storefront.CacheShort()}),
  ]);
  const plan = freeItemPlan(parseFreeItemRules(shop.freeItemRules?.value), {
    // The cart's own country decides (spec 4: it overrides the selected one).
    country: cart.buyerIdentity.countryCode ?? market.country,
    declined,
    lines: cart.lines,
  });
  if (!plan) return false;
  const results = [
    plan.updates.length > 0 ? await handler.updateLines(plan.updates) : null,
    plan.adds.length > 0 ? await handler.addLines(plan.adds) : null,
  ];
  for (const result of results) {
    const problems = [...(result?.errors ?? []), ...(result?.userErrors ?? [])];
    if (problems.length > 0)
      console.warn('free item not added', JSON.stringify(problems));
  }
  return true;
}

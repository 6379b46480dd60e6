import type {
  CartApiQueryFragment,
  CartFlowVariantFragment as FlowVariant,
  CartOffersFragment,
} from '#graphql/storefrontapi.generated';
import {remember} from '@brush/rules/cache';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {
  cartGetIdDefault,
  createCartHandler,
  type CookieOptions,
  type HydrogenCart,
  type Storefront,
} from '@shopify/hydrogen';
import {
  CART_FLOW_VARIANT_QUERY,
  CART_MUTATION_FRAGMENT,
  CART_QUERY_FRAGMENT,
  CART_WRITE_QUERY,
} from '#graphql/cart';
import {COLLECTIONS_LIMIT} from '@brush/rules/limits';
import {
  CART_LINES_LIMIT,
  cartDiscardReason,
  type StoredCart,
} from '@brush/rules/cart-validity';
import {isLocalRequest} from '~/server/session';
import type {AttributeInput} from '@shopify/hydrogen/storefront-api-types';
import type {Attribute} from '@brush/rules/cart-attributes';
import {canAddToCart} from '@brush/rules/availability';
import {isPublicResource} from '~/lib/public-catalog';
import {isVariantVisible, type Market} from '@brush/rules/variant-visibility';

export type Cart = CartApiQueryFragment;

const CART_COOKIE_NAME = 'cart';

const CART_GID_PREFIX = 'gid://shopify/Cart/';

/** What the cookie holds after gid://shopify/Cart/: a token, optionally with its key. */
const CART_TOKEN = /^[A-Za-z0-9_-]{1,128}(\?key=[A-Za-z0-9_-]{1,128})?$/;

// For the server only, like the session; it outlives a browser session: the spec keeps the
// cart id until the cart empties.
export function cartCookieOptions(request: Request): CookieOptions {
  return {
    path: '/',
    httponly: true,
    samesite: 'Lax',
    secure: !isLocalRequest(request),
    maxage: 60 * 60 * 24 * 14,
  };
}

/** A cart id from the cookie, or undefined when it holds anything but a cart token. */
export function cartIdFromCookie(request: Request): string | undefined {
  const cartId = cartGetIdDefault(request.headers)();
  if (!cartId) return undefined;
  return CART_TOKEN.test(cartId.slice(CART_GID_PREFIX.length)) ? cartId : undefined;
}

function expiredCartCookie(request: Request): string {
  const secure = isLocalRequest(request) ? '' : '; Secure';
  return `${CART_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}

export function expireCartCookie(request: Request): Headers {
  return new Headers({'Set-Cookie': expiredCartCookie(request)});
}

type CartRead = ReturnType<HydrogenCart['get']>;

/** Hydrogen's cart handler; every read asks for the whole cart (CART_LINES_LIMIT lines). */
export function createShopCart(
  options: Pick<
    Parameters<typeof createCartHandler>[0],
    'storefront' | 'getCartId' | 'setCartId'
  >,
) {
  return createCartHandler({
    ...options,
    cartQueryFragment: CART_QUERY_FRAGMENT,
    cartMutateFragment: CART_MUTATION_FRAGMENT,
  });
}

/** Keyed by the request's own cart handler, so a read never outlives its request. */
const cartReads = new WeakMap<HydrogenCart, CartRead>();

const discardedCarts = new WeakSet<HydrogenCart>();

/** The stored cart, or null when the spec says to treat it as no cart: gone. */
async function readUsableCart(cart: HydrogenCart): CartRead {
  const result = await cart.get({numCartLines: CART_LINES_LIMIT});
  if (!cart.getCartId() || result?.errors?.length) return result;
  return usable(cart, result);
}

function usable<Read extends {id?: string} | null | undefined>(
  cart: HydrogenCart,
  read: Read,
): Read | null {
  const reason = cartDiscardReason(read?.id ? (read as StoredCart) : null);
  if (!reason) return read;
  console.warn(`stored cart discarded: ${reason}`);
  discardedCarts.add(cart);
  return null;
}

/** The cart as the platform holds it, read once per request. */
export function readCart(cart: HydrogenCart): CartRead {
  return remember(cartReads, cart, readUsableCart);
}

/** Drops the discarded cart's cookie, unless this response stores a new cart. */
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

/** After a mutation the next read must ask the platform again. */
export function forgetCartRead(cart: HydrogenCart): void {
  cartReads.delete(cart);
}

/** A mutation answers with the cart as it now stands: the request's next read. */
export function rememberWrittenCart(cart: HydrogenCart, written: unknown): void {
  // The handler's mutations answer with CART_MUTATION_FRAGMENT: the query fragment's shape.
  const answer = written as Awaited<CartRead> | undefined;
  if (answer?.id) cartReads.set(cart, Promise.resolve(answer));
  else forgetCartRead(cart);
}

/** Keyed by the request's own Storefront client: a variant is read once per request. */
const variantReads = new WeakMap<Storefront, Map<string, Promise<FlowVariant | null>>>();

function variantsOf(storefront: Storefront) {
  return remember(variantReads, storefront, () => new Map());
}

export function flowVariant(
  id: string,
  {storefront}: {storefront: Storefront},
): Promise<FlowVariant | null> {
  return remember(variantsOf(storefront), id, () =>
    storefront
      .query(CART_FLOW_VARIANT_QUERY, {
        cache: storefront.CacheShort(),
        variables: {id, collectionsLimit: COLLECTIONS_LIMIT},
      })
      .then(({node}) => (node && 'product' in node ? node : null)),
  );
}

/** This shopper's market sees and sells the variant (docs/product/catalog.md). */
export function sellableInMarket(node: FlowVariant, market: Market): boolean {
  const variant = {...node, hidden: node.hidden?.value};
  return (
    isVariantVisible(variant, node.product.id, market) &&
    canAddToCart({productTags: node.product.tags, variant, country: market.country})
  );
}

/** The variant behind an id when this shopper may add it from the public catalog. */
export async function purchasableVariant(
  id: string,
  sources: {storefront: Storefront; market: Market},
) {
  const node = await flowVariant(id, sources);
  // Secret-shop products answer by id too; their prices are the secret shop's flows.
  return node && isPublicResource(node.product) && sellableInMarket(node, sources.market)
    ? node
    : null;
}

export function attributeInputs(list: readonly Attribute[]): AttributeInput[] {
  return list.map(({key, value}) => ({key, value: value ?? ''}));
}

/** The shop's offers as a cart write read them, by the request's Storefront client. */
const offerReads = new WeakMap<Storefront, CartOffersFragment>();

export function offersReadWith(storefront: Storefront): CartOffersFragment | undefined {
  return offerReads.get(storefront);
}

// One request for all a write decides on (the cart, the offers, the variants it names), each
// only when needed: the checks that follow read these answers instead of asking again.
export async function readForWrite(
  context: Pick<AppLoadContext, 'cart' | 'storefront'>,
  needs: {cart: boolean; offers: boolean; variantIds: readonly string[]},
): Promise<void> {
  const {cart, storefront} = context;
  const cartId = needs.cart ? cart.getCartId() : undefined;
  const variants = variantsOf(storefront);
  const variantIds = needs.variantIds.filter((id) => !variants.has(id));
  if (!cartId && !needs.offers && variantIds.length === 0) return;
  const answer = storefront.query(CART_WRITE_QUERY, {
    cache: storefront.CacheNone(),
    variables: {
      cartId: cartId ?? '',
      withCart: Boolean(cartId),
      numCartLines: CART_LINES_LIMIT,
      withOffers: needs.offers,
      variantIds: [...variantIds],
      collectionsLimit: COLLECTIONS_LIMIT,
    },
  });
  // A failed read is reported by the `await answer` below; the answers kept for later checks
  // must not each raise an unhandled rejection when no check comes to read them.
  const kept = <T>(read: (data: Awaited<typeof answer>) => T) => {
    const promise = answer.then(read);
    promise.catch(() => {});
    return promise;
  };
  for (const id of variantIds) {
    const read = kept(
      (data) =>
        data.variants.find(
          (node): node is FlowVariant =>
            node !== null && 'product' in node && node.id === id,
        ) ?? null,
    );
    variants.set(id, read);
  }
  if (cartId) {
    // The write query spreads CART_QUERY_FRAGMENT: this is the fragment's shape.
    cartReads.set(
      cart,
      kept((data) => usable(cart, data.cart ?? null) as unknown as Awaited<CartRead>),
    );
  }
  const data = await answer;
  if (data.shop) offerReads.set(storefront, data.shop);
}

/** The cart a change depends on: null when there is none, a throw when unanswered. */
export async function cartForWrite(cart: HydrogenCart): Promise<Cart | null> {
  if (!cart.getCartId()) return null;
  const result = await readCart(cart);
  if (result?.errors?.length) {
    throw new Error(
      `the cart could not be read: ${result.errors[0]?.message ?? 'no message'}`,
    );
  }
  return cartOf(result);
}

/** A read that answered a cart, as the handler's CART_QUERY_FRAGMENT shapes it; else null. */
export function cartOf(read: Awaited<CartRead>): Cart | null {
  return read?.id && !read.errors?.length ? (read as unknown as Cart) : null;
}

/** The shopper's cart for what only shows it (the header's badge, a report), or null. */
export async function loadCart(cart: HydrogenCart): Promise<Cart | null> {
  try {
    return await cartForWrite(cart);
  } catch (error) {
    console.error(error);
    return null;
  }
}

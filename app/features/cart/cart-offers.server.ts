import {remember} from '@brush/rules/cache';
import {createCookie, type AppLoadContext} from '@shopify/remix-oxygen';
import {CartForm, type HydrogenCart} from '@shopify/hydrogen';
import {z} from 'zod';
import {BOGO_CHOICES_QUERY, CART_OFFERS_QUERY} from '#graphql/cart';
import {
  lineId as cartLineId,
  merchandiseId,
  type CartRefusal,
  type ParsedCartAction,
  type PreparedCartAction,
} from '~/features/cart/cart-input.server';
import {
  cartOf,
  flowVariant,
  forgetCartRead,
  loadCart,
  offersReadWith,
  readCart,
  type Cart,
} from '~/features/cart/cart.server';
import {
  bogoChoices,
  bogoFreeLines,
  bogoSwapUpdate,
  bogoSyncPlan,
  parseBogoOffers,
} from '@brush/rules/bogo';
import {declinesFreeItem, freeItemPlan, parseFreeItemRules} from '@brush/rules/free-item';
import {regionForCountry} from '@brush/rules/regions';
import {isLocalRequest} from '~/server/session';

/** docs/product/cart.md#free-item-on-load: a decline holds for this session. */
const FREE_ITEM_DECLINED_COOKIE = 'free_item_declined';

function declinedCookie(request: Request) {
  return createCookie(FREE_ITEM_DECLINED_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalRequest(request),
  });
}

// Handlers whose own action declined the item, before the browser has the cookie.
const declinedInRequest = new WeakSet<HydrogenCart>();

async function freeItemDeclined(request: Request, cart: HydrogenCart): Promise<boolean> {
  if (declinedInRequest.has(cart)) return true;
  const header = request.headers.get('Cookie');
  if (!header?.includes(`${FREE_ITEM_DECLINED_COOKIE}=`)) return false;
  return (await declinedCookie(request).parse(header)) === true;
}

/** The Set-Cookie that remembers a decline, when this change removes the free item. */
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

/** The cart as the shopper's pages show it (the header's badge, the cart page). */
export function readShopperCart(context: AppLoadContext, request: Request): CartRead {
  return remember(shopperReads, context.cart, () => readWithOffers(context, request));
}

/** readShopperCart as the header reads it: any failure is no cart. */
export async function loadShopperCart(
  context: AppLoadContext,
  request: Request,
): Promise<Cart | null> {
  try {
    return cartOf(await readShopperCart(context, request));
  } catch (error) {
    console.error(error);
    return null;
  }
}

async function readWithOffers(context: AppLoadContext, request: Request): CartRead {
  const read = await readCart(context.cart);
  const cart = cartOf(read);
  if (!cart) return read;
  try {
    if (await applyCartOffers(context, request, cart)) {
      forgetCartRead(context.cart);
      return await readCart(context.cart);
    }
  } catch (error) {
    // The offers are a courtesy: the cart without them is still the shopper's cart.
    console.error(error);
  }
  return read;
}

/** The shop's free-item rules and buy-one-get-one offers (catalog data, cached briefly). */
async function cartOffers({storefront}: Pick<AppLoadContext, 'storefront'>) {
  const shop =
    offersReadWith(storefront) ??
    (await storefront.query(CART_OFFERS_QUERY, {cache: storefront.CacheShort()})).shop;
  return {
    freeItemRules: parseFreeItemRules(shop.freeItemRules?.value),
    bogoOffers: parseBogoOffers(shop.bogoOffers?.value),
  };
}

/** The product titles of variants the shopper can have, by variant id. */
async function choiceTitles(
  {storefront}: Pick<AppLoadContext, 'storefront'>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const {nodes} = await storefront.query(BOGO_CHOICES_QUERY, {
    cache: storefront.CacheShort(),
    variables: {ids: [...ids]},
  });
  return new Map(
    nodes.flatMap((node) =>
      node && 'availableForSale' in node && node.availableForSale
        ? [[node.id, node.product.title] as const]
        : [],
    ),
  );
}

// The cart's own country decides (docs/product/cart.md#country-change).
function cartCountry(cart: Cart, market: AppLoadContext['market']): string {
  return cart.buyerIdentity.countryCode ?? market.country;
}

/** Sends what the offers change when the cart loads. */
async function applyCartOffers(
  context: AppLoadContext,
  request: Request,
  cart: Cart,
): Promise<boolean> {
  const {cart: handler, market} = context;
  const [declined, offers] = await Promise.all([
    freeItemDeclined(request, handler),
    cartOffers(context),
  ]);
  const country = cartCountry(cart, market);
  const region = regionForCountry(country);
  const freeItem = freeItemPlan(offers.freeItemRules, {
    country,
    declined,
    lines: cart.lines,
  });
  // The free choices of the offers whose main variant is in the cart.
  const inCart = new Set(cart.lines.nodes.map((line) => line.merchandise.id));
  const choices = offers.bogoOffers
    .filter((offer) => offer.main[region] && inCart.has(offer.main[region]))
    .flatMap((offer) => bogoChoices(offer, region));
  const titles = await choiceTitles(context, choices);
  const bogo = bogoSyncPlan(offers.bogoOffers, {region, lines: cart.lines, titles});
  const updates = [...(freeItem?.updates ?? []), ...bogo.updates];
  const adds = [...(freeItem?.adds ?? []), ...bogo.adds];
  if (updates.length === 0 && adds.length === 0) return false;
  const results = [
    updates.length > 0 ? await handler.updateLines(updates) : null,
    adds.length > 0 ? await handler.addLines(adds) : null,
  ];
  for (const result of results) {
    const problems = [...(result?.errors ?? []), ...(result?.userErrors ?? [])];
    if (problems.length > 0) {
      // The validation refuses a second free unit when two loads race to add it.
      console.warn('cart offers not applied', JSON.stringify(problems));
    }
  }
  return true;
}

/** The cart page's swap choices, by free line id; empty for a cart without free lines. */
export async function bogoSwapChoices(
  context: AppLoadContext,
  cart: Cart | null,
): Promise<Record<string, {mainTitle: string; choices: {id: string; title: string}[]}>> {
  if (!cart) return {};
  const {bogoOffers} = await cartOffers(context);
  const region = regionForCountry(cartCountry(cart, context.market));
  const freeLines = bogoFreeLines(bogoOffers, {region, lines: cart.lines});
  if (freeLines.length === 0) return {};
  const titles = await choiceTitles(
    context,
    freeLines.flatMap((line) => bogoChoices(line.offer, region)),
  );
  return Object.fromEntries(
    freeLines.map((line) => [
      line.lineId,
      {
        mainTitle: line.mainTitle,
        choices: bogoChoices(line.offer, region).flatMap((id) => {
          const title = titles.get(id);
          return title ? [{id, title}] : [];
        }),
      },
    ]),
  );
}

const bogoSwapInput = z.object({lineId: cartLineId, merchandiseId});

export function parseBogoSwap(
  inputs: Record<string, unknown>,
): z.infer<typeof bogoSwapInput> | CartRefusal {
  const parsed = bogoSwapInput.safeParse(inputs);
  return parsed.success ? parsed.data : {ok: false, error: 'merchandise'};
}

/** The buy-one-get-one swap (docs/product/cart.md#buy-one-get-one). */
export async function prepareBogoSwap(
  {lineId, merchandiseId: chosen}: z.infer<typeof bogoSwapInput>,
  context: AppLoadContext,
): Promise<PreparedCartAction> {
  const cart = context.cart.getCartId() ? await loadCart(context.cart) : null;
  if (!cart) return {ok: false, error: 'line'};
  const [{bogoOffers}, variant] = await Promise.all([
    cartOffers(context),
    flowVariant(chosen, context),
  ]);
  const region = regionForCountry(cartCountry(cart, context.market));
  const isFreeLine = bogoFreeLines(bogoOffers, {region, lines: cart.lines}).some(
    (line) => line.lineId === lineId,
  );
  if (!isFreeLine) return {ok: false, error: 'line'};
  const title = variant?.availableForSale ? variant.product.title : null;
  const update = title
    ? bogoSwapUpdate(bogoOffers, {
        region,
        lines: cart.lines,
        lineId,
        merchandiseId: chosen,
        title,
      })
    : null;
  return update
    ? {ok: true, action: CartForm.ACTIONS.LinesUpdate, lines: [update]}
    : {ok: false, error: 'merchandise'};
}

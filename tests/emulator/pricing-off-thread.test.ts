/**
 * Cart writes and payments price the cart in the function pool's threads (decision 0134), so
 * the platform answers other requests while a write is priced. What a write or a payment
 * keeps must still be decided on the cart as it is stored when it writes: another request may
 * have changed it in between, and the request timeout still holds for the write itself.
 */
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {PLATFORM_WRITE_TIMEOUT_MS} from '../../emulators/commerce/src/config';
import {findCartByToken, saveCartState} from '../../emulators/commerce/src/cart/store';
import {findOrderByCartToken} from '../../emulators/commerce/src/customers/orders';
import {observeFunctionRuns} from '../../emulators/commerce/src/functions/run';
import type {CommercePlatform} from '../../emulators/commerce/src/server';
import {
  CART_CREATE,
  CART_LINES_ADD,
  CART_QUERY,
  cartToken,
  type Json,
} from './cart-platform';
import {CHECKOUT_ADDRESS, getPage, hiddenFieldsIn, pay} from './checkout-pages';
import {SEED_NOW, VARIANT} from './seed-variants';
import {startLiveShop, type LiveShop} from './settlement-receiver';

let shop: LiveShop;
let platform: CommercePlatform;

// The shop's functions price carts once shop:setup has switched them on, as on Shopify.
beforeAll(async () => {
  shop = await startLiveShop({now: () => new Date(SEED_NOW)});
  platform = shop.platform;
});
afterAll(() => shop.close());

let stopObserving = () => {};
afterEach(() => {
  stopObserving();
  vi.restoreAllMocks();
});

/** Calls `change` once, in the middle of the next pricing (when its first run is judged). */
function duringNextPricing(change: () => void): void {
  let done = false;
  const stop = observeFunctionRuns(() => {
    if (done) return;
    done = true;
    change();
  });
  stopObserving = stop;
}

/** A Storefront request as the HTTP server hands it to the engine, received now. */
async function storefront(query: string, variables: Record<string, unknown>) {
  return platform.core.engine.run(
    {query, variables},
    {...platform.core.baseContext(), receivedAt: performance.now()},
  );
}

async function newCart(lines: Json[] = []): Promise<Json> {
  const outcome = await storefront(CART_CREATE, {input: {lines}});
  const cart = (outcome.body.data as Json)?.cartCreate?.cart;
  if (!cart) throw new Error(`cartCreate: ${JSON.stringify(outcome.body)}`);
  return cart;
}

async function storedLines(
  cartId: string,
): Promise<{variant: string; quantity: number}[]> {
  const outcome = await storefront(CART_QUERY, {id: cartId});
  return (outcome.body.data as Json).cart.lines.nodes
    .map((line: Json) => ({variant: line.merchandise.id, quantity: line.quantity}))
    .sort((a: {variant: string}, b: {variant: string}) =>
      a.variant.localeCompare(b.variant),
    );
}

describe('a cart write priced off the thread', () => {
  it('keeps every one of five adds sent to one cart at once: each writes from the cart as stored', async () => {
    const cart = await newCart();
    const variants = [
      VARIANT.kumoUs,
      VARIANT.hoshiUs,
      VARIANT.yukiUs,
      VARIANT.kasumiUs,
      VARIANT.yoruUs,
    ];
    const answers = await Promise.all(
      variants.map((merchandiseId) =>
        storefront(CART_LINES_ADD, {cartId: cart.id, lines: [{merchandiseId}]}),
      ),
    );
    for (const answer of answers) {
      expect((answer.body.data as Json).cartLinesAdd.userErrors).toEqual([]);
    }
    expect(await storedLines(cart.id)).toEqual(
      [...variants].sort().map((variant) => ({variant, quantity: 1})),
    );
  });

  it('is not made when its pricing took it past the request timeout: 503, nothing changed', async () => {
    const cart = await newCart();
    const now = performance.now.bind(performance);
    let late = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now() + late);
    duringNextPricing(() => {
      late = PLATFORM_WRITE_TIMEOUT_MS + 1;
    });
    const outcome = await storefront(CART_LINES_ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: VARIANT.kumoUs}],
    });
    expect(outcome.status).toBe(503);
    expect(outcome.body.errors?.[0]?.extensions?.code).toBe('TIMEOUT');
    expect(await storedLines(cart.id)).toEqual([]);
  });
});

describe('a payment priced ahead, off the thread', () => {
  it('charges the cart as stored when it pays, when the cart changed while it was priced', async () => {
    const cart = await newCart([{merchandiseId: VARIANT.hoshiUs}]);
    const page = hiddenFieldsIn((await getPage(cart.checkoutUrl)).html);
    duringNextPricing(() => {
      const record = findCartByToken(platform.db, cartToken(cart.id));
      if (!record) throw new Error('the cart is stored');
      const lines = record.state.lines.map((line) => ({...line, quantity: 2}));
      saveCartState(platform.db, record, {...record.state, lines}, SEED_NOW);
    });
    const buyer = {...CHECKOUT_ADDRESS, email: 'guest@example.com'};
    // The page showed one unit: the payment sees two, so it shows them before charging.
    const refused = await pay(cart.checkoutUrl, {...buyer, ...page});
    expect(refused.status).toBe(409);
    expect(findOrderByCartToken(platform.db, cartToken(cart.id))).toBeNull();
    const paid = await pay(cart.checkoutUrl, {...buyer, ...hiddenFieldsIn(refused.html)});
    expect(paid.status).toBe(303);
    const order = findOrderByCartToken(platform.db, cartToken(cart.id));
    expect(order?.lineItems.map((line) => line.quantity)).toEqual([2]);
  });
});

import {
  cartGetIdDefault,
  cartSetIdDefault,
  createStorefrontClient,
} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {CART_LINES_LIMIT} from '@brush/rules/cart-validity';
import {createShopCart} from '../../app/features/cart/cart.server';
import {LOCAL_STOREFRONT_TOKEN} from '../../dev/local-env';
import {VARIANT, sharedPlatform} from './cart-platform';

/**
 * Hydrogen's own cart handler (its default mutations and reads, with the storefront's cart
 * fragments) against the platform, with the cart id kept in Hydrogen's cookie as a
 * storefront keeps it.
 */

const platform = sharedPlatform();

/** More than Hydrogen's default of 100 lines a read. */
const LONG_CART_LINES = 120;

function hydrogenCart(country: string) {
  const {storefront} = createStorefrontClient({
    storeDomain: platform.url,
    publicStorefrontToken: LOCAL_STOREFRONT_TOKEN,
    storefrontApiVersion: '2025-01',
    i18n: {language: 'EN', country: country as 'US'},
  });
  let cookie = '';
  const setCartId = cartSetIdDefault();
  // As the storefront's context builds it.
  const cart = createShopCart({
    storefront,
    getCartId: () => cartGetIdDefault(new Headers({Cookie: cookie}))(),
    setCartId,
  });
  return {
    cart,
    /** Keeps the id as the browser would: the Set-Cookie Hydrogen writes, sent back. */
    remember(id: string) {
      const header = setCartId(id).get('Set-Cookie') ?? '';
      cookie = header.split(';')[0] ?? '';
    },
  };
}

describe("Hydrogen's cart handler", () => {
  it('creates, reads and changes a cart through the cookie it sets', async () => {
    const {cart, remember} = hydrogenCart('DE');
    const created = await cart.create({
      lines: [{merchandiseId: VARIANT.kumoEu, quantity: 1}],
    });
    expect(created.userErrors).toEqual([]);
    remember(created.cart.id);

    const read = await cart.get();
    expect(read).toMatchObject({
      id: created.cart.id,
      totalQuantity: 1,
      buyerIdentity: {countryCode: 'DE'},
      cost: {totalAmount: {amount: '24.0', currencyCode: 'EUR'}},
      lines: {
        nodes: [
          {
            quantity: 1,
            merchandise: {sku: 'EB01-EU', product: {handle: 'kumo-blending-brush'}},
          },
        ],
      },
    });

    const added = await cart.addLines([
      {
        merchandiseId: VARIANT.kumoEu,
        quantity: 2,
        attributes: [{key: 'details', value: 'x'}],
      },
    ]);
    expect(added.userErrors).toEqual([]);
    expect(added.cart.totalQuantity).toBe(3);

    const lineId = (await cart.get())?.lines.nodes[0]?.id ?? '';
    const updated = await cart.updateLines([{id: lineId, quantity: 4}]);
    expect(updated.cart.totalQuantity).toBe(6);

    const removed = await cart.removeLines([lineId]);
    expect(removed.cart.totalQuantity).toBe(2);

    await cart.updateAttributes([{key: 'discountSurvey', value: 'true'}]);
    await cart.updateNote('gift');
    await cart.updateDiscountCodes(['SPRING']);
    const identity = await cart.updateBuyerIdentity({
      email: 'a@example.com',
      countryCode: 'FR',
    });
    expect(identity.userErrors).toEqual([]);

    expect(await cart.get()).toMatchObject({
      note: 'gift',
      attributes: [{key: 'discountSurvey', value: 'true'}],
      discountCodes: [{code: 'SPRING', applicable: false}],
      buyerIdentity: {countryCode: 'FR', email: 'a@example.com'},
    });
  });

  it('passes userErrors through for a variant outside the market', async () => {
    const {cart, remember} = hydrogenCart('US');
    const created = await cart.create({lines: [{merchandiseId: VARIANT.kumoUs}]});
    remember(created.cart.id);
    const added = await cart.addLines([{merchandiseId: VARIANT.kumoEu}]);
    expect(added.userErrors).toMatchObject([
      {code: 'INVALID', field: ['lines', '0', 'merchandiseId']},
    ]);
  });

  it('reads a long cart whole, in order, in one read of up to 250 lines', async () => {
    const {cart, remember} = hydrogenCart('US');
    const created = await cart.create({lines: [{merchandiseId: VARIANT.kumoUs}]});
    remember(created.cart.id);
    // A note of its own keeps each line apart, as engraving notes would.
    const notes = Array.from(
      {length: LONG_CART_LINES - 1},
      (_, index) => `line ${index}`,
    );
    const added = await cart.addLines(
      notes.map((value) => ({
        merchandiseId: VARIANT.kumoUs,
        attributes: [{key: 'details', value}],
      })),
    );
    expect(added.userErrors).toEqual([]);

    const read = await cart.get({numCartLines: CART_LINES_LIMIT});
    const lines = (read?.lines.nodes ?? []) as {attributes: {value: string}[]}[];
    expect(lines).toHaveLength(LONG_CART_LINES);
    expect(lines.slice(1).map((line) => line.attributes[0]?.value)).toEqual(notes);
  });

  it('reads no cart once the cookie names a cart that is gone', async () => {
    const {cart, remember} = hydrogenCart('US');
    remember(`gid://shopify/Cart/${'e'.repeat(32)}?key=${'f'.repeat(32)}`);
    expect(await cart.get()).toBeNull();
  });
});

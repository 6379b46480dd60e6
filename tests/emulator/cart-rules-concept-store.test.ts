import {describe, expect, it} from 'vitest';
import {CONCEPT_STORE_DISCOUNT_TITLE} from '@brush/rules/discount-titles';
import {NOT_IN_CONCEPT_STORE_MESSAGE} from '@brush/functions-shared/merchant-rules';
import {
  CART_LINES_ADD,
  VARIANT,
  cartToken,
  createCart,
  sharedPlatform,
  type Json,
} from './cart-platform';

const CONCEPT_STORE = [{key: '_conceptStore', value: 'true'}];

describe('concept-store rule (Storefront API)', () => {
  const platform = sharedPlatform();
  /** Hoshi Tapered Crease Brush, $22: not in the concept store. */
  const hoshiUs = 'gid://shopify/ProductVariant/43000000000301';
  /** Tsuki Pencil Brush (EB02), $18: its variant's concept-store price is $14. */
  const tsukiUs = 'gid://shopify/ProductVariant/43000000000201';

  async function storedState(cartId: string) {
    const response = await platform.admin('GET', `/admin/carts/${cartToken(cartId)}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Json;
  }

  it('prices a marked line at the concept-store price, with the discount titled', async () => {
    const cart = await createCart(platform, {
      lines: [
        {merchandiseId: VARIANT.kumoUs, attributes: CONCEPT_STORE},
        {merchandiseId: tsukiUs, quantity: 2, attributes: CONCEPT_STORE},
      ],
    });
    const [kumo, tsuki] = cart.lines.nodes;
    expect(kumo.cost.totalAmount).toEqual({amount: '18.0', currencyCode: 'USD'});
    expect(kumo.discountAllocations).toEqual([
      {
        __typename: 'CartAutomaticDiscountAllocation',
        title: CONCEPT_STORE_DISCOUNT_TITLE,
        discountedAmount: {amount: '6.0', currencyCode: 'USD'},
      },
    ]);
    expect(tsuki.cost.totalAmount).toEqual({amount: '28.0', currencyCode: 'USD'});
    expect(cart.cost.totalAmount).toEqual({amount: '46.0', currencyCode: 'USD'});
  });

  it('prices it in the buyer currency (Germany: EUR)', async () => {
    const cart = await createCart(platform, {
      buyerIdentity: {countryCode: 'DE'},
      lines: [{merchandiseId: VARIANT.kumoEu, attributes: CONCEPT_STORE}],
    });
    expect(cart.lines.nodes[0].cost.totalAmount).toEqual({
      amount: '18.0',
      currencyCode: 'EUR',
    });
  });

  it('refuses a forged _conceptStore with VALIDATION_CUSTOM and changes nothing', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.yukiUs}]});
    const before = await storedState(cart.id);
    const response = await platform.gql(CART_LINES_ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: hoshiUs, attributes: CONCEPT_STORE}],
    });
    const payload = response.data?.cartLinesAdd as Json;
    expect(payload.userErrors).toEqual([
      {
        code: 'VALIDATION_CUSTOM',
        field: ['lines', '0', 'attributes'],
        message: NOT_IN_CONCEPT_STORE_MESSAGE,
      },
    ]);
    expect(payload.cart.cost.totalAmount.amount).toBe('58.0');
    expect(await storedState(cart.id)).toEqual(before);
  });
});

import {describe, expect, it} from 'vitest';
import {LOCAL_SHARED_SHOP_KEY} from '../../dev/local-env';
import {signSharedShopToken} from '@brush/rules/shared-shop-token';
import {
  FREE_ITEM_LIMIT_MESSAGE,
  NOT_COMPLIMENTARY_MESSAGE,
  ONE_UNIT_ONLY_MESSAGE,
  SECRET_SHOP_CLAIMED_MESSAGE,
  SECRET_SHOP_ONE_PER_ORDER_MESSAGE,
  WHITE_CHEEK_LIMIT_MESSAGE,
} from '@brush/functions-shared/merchant-rules';
import {
  CART_CREATE,
  CART_LINES_ADD,
  CART_LINES_UPDATE,
  VARIANT,
  adminCustomer,
  adminOrders,
  createCart,
  customRefusals,
  multipassAccessToken,
  SEED_NOW,
  setClaims,
  sharedPlatform,
  type Json,
} from './cart-platform';
import {CHECKOUT_ADDRESS, getPage, hiddenFieldsIn, pay} from './checkout-pages';
import {SECRET_SHOP_COLLECTION_ID, SECRET_SHOP_TAG} from './money-arbitraries';

/**
 * The attacks a script can send straight to the platform's Storefront API, past the
 * storefront: quantities on once-per-customer prices, several free items in one cart, claimed
 * secret-shop items, gifts outside the free-item rule's countries and white cheek brushes. The
 * shop's functions and its checkout must hold each bound on their own.
 */

const platform = sharedPlatform();

const TODAY = SEED_NOW.toISOString().slice(0, 10);

const mark = (key: string, value = 'true') => [{key, value}];

async function grantSpringPreview(email: string): Promise<number> {
  const response = await platform.admin('PATCH', `/admin/customers/${email}`, {
    tags: [SECRET_SHOP_TAG],
  });
  expect(response.status).toBe(200);
  const customer = (await response.json()) as Json;
  await setClaims(platform, customer.id, []);
  return Number(String(customer.id).split('/').pop());
}

const signedIn = async (email: string) => ({
  customerAccessToken: await multipassAccessToken(platform, email),
});

const customer = (email: string) => adminCustomer(platform, email);
const refusals = (mutation: string, variables: Record<string, unknown>) =>
  customRefusals(platform, mutation, variables);

/** Pays the cart as the buyer `email`, with whatever hidden fields its checkout page carries. */
async function payAs(cart: Json, email: string) {
  const fields = hiddenFieldsIn((await getPage(cart.checkoutUrl)).html);
  return pay(cart.checkoutUrl, {...CHECKOUT_ADDRESS, email, ...fields});
}

describe('secret-shop prices and gifts', () => {
  it('refuses 25 units at the secret price and 10 as a gift, on a new cart or a changed line', async () => {
    await grantSpringPreview('chiara@example.com');
    const buyerIdentity = await signedIn('chiara@example.com');
    expect(
      await refusals(CART_CREATE, {
        input: {
          buyerIdentity,
          lines: [
            {
              merchandiseId: VARIANT.prototypeLinerUs,
              quantity: 25,
              attributes: mark('_secretShop'),
            },
          ],
        },
      }),
    ).toEqual([ONE_UNIT_ONLY_MESSAGE]);
    const cart = await createCart(platform, {
      buyerIdentity,
      lines: [
        {merchandiseId: VARIANT.prototypeLinerUs, attributes: mark('_secretShopFree')},
      ],
    });
    expect(cart.cost.totalAmount.amount).toBe('0.0');
    expect(
      await refusals(CART_LINES_UPDATE, {
        cartId: cart.id,
        lines: [{id: cart.lines.nodes[0].id, quantity: 10}],
      }),
    ).toEqual([ONE_UNIT_ONLY_MESSAGE]);
    expect(
      await refusals(CART_LINES_ADD, {
        cartId: cart.id,
        lines: [
          {
            merchandiseId: VARIANT.prototypeLinerUs,
            attributes: [...mark('_secretShop'), ...mark('note', 'a second line')],
          },
        ],
      }),
    ).toEqual([SECRET_SHOP_ONE_PER_ORDER_MESSAGE]);
  });

  it('claims what a signed-in buyer got, once the order settles, and refuses a second checkout of the claim', async () => {
    await grantSpringPreview('chiara@example.com');
    const carts = await Promise.all(
      [0, 1].map(async () =>
        createCart(platform, {
          buyerIdentity: await signedIn('chiara@example.com'),
          lines: [
            {merchandiseId: VARIANT.kumoUs},
            {merchandiseId: VARIANT.prototypeLinerUs, attributes: mark('_secretShop')},
          ],
        }),
      ),
    );
    for (const cart of carts) expect(cart.cost.totalAmount.amount).toBe('34.0');
    const before = (await adminOrders(platform, 'chiara@example.com')).length;

    // Both pages open, then paid one after the other, the first settled before the second is
    // paid: two checkouts paid before either order's webhook lands both pay (docs/decisions/0131).
    const pages = await Promise.all(
      carts.map(async (cart) => hiddenFieldsIn((await getPage(cart.checkoutUrl)).html)),
    );
    const paid = [];
    for (const [index, cart] of carts.entries()) {
      paid.push(
        await pay(cart.checkoutUrl, {
          ...CHECKOUT_ADDRESS,
          email: 'chiara@example.com',
          ...pages[index],
        }),
      );
      await platform.settled();
    }

    expect(paid.map((result) => result.status)).toEqual([303, 409]);
    expect(paid.find((result) => result.status === 409)?.html).toContain(
      SECRET_SHOP_CLAIMED_MESSAGE,
    );
    const orders = await adminOrders(platform, 'chiara@example.com');
    expect(orders).toHaveLength(before + 1);
    expect(await customer('chiara@example.com')).toMatchObject({
      secretShopClaimed: ['SS02'],
    });
  });

  it("records a friend's purchase through a shared link on the owner, so the link claims it once", async () => {
    const ownerId = await grantSpringPreview('chiara@example.com');
    const link = signSharedShopToken(LOCAL_SHARED_SHOP_KEY, {
      ownerId: String(ownerId),
      collectionIds: [SECRET_SHOP_COLLECTION_ID],
      expiresOn: TODAY,
    });
    const throughLink = [...mark('_secretShop'), ...mark('_sharedShop', link)];
    const guest = await createCart(platform, {
      lines: [{merchandiseId: VARIANT.prototypeLinerUs, attributes: throughLink}],
    });
    expect(guest.cost.totalAmount.amount).toBe('10.0');

    expect((await payAs(guest, 'guest@example.com')).status).toBe(303);
    await platform.settled();

    expect(await customer('chiara@example.com')).toMatchObject({
      secretShopClaimed: ['SS02'],
    });
    for (const buyerIdentity of [{}, await signedIn('ben@example.com')]) {
      expect(
        await refusals(CART_CREATE, {
          input: {
            buyerIdentity,
            lines: [{merchandiseId: VARIANT.prototypeLinerUs, attributes: throughLink}],
          },
        }),
      ).toEqual([SECRET_SHOP_CLAIMED_MESSAGE]);
    }
    expect(
      await refusals(CART_CREATE, {
        input: {
          buyerIdentity: await signedIn('chiara@example.com'),
          lines: [
            {merchandiseId: VARIANT.prototypeLinerUs, attributes: mark('_secretShop')},
          ],
        },
      }),
    ).toEqual([SECRET_SHOP_CLAIMED_MESSAGE]);
  });
});

describe('one free or chosen-price item per cart', () => {
  it('refuses a secret-shop gift beside pay what you want at 0, or beside the free gift', async () => {
    await grantSpringPreview('chiara@example.com');
    const buyerIdentity = await signedIn('chiara@example.com');
    const pwyw = await createCart(platform, {
      buyerIdentity,
      lines: [
        {merchandiseId: VARIANT.kumoMiniUs, attributes: mark('_customPrice', '0.00')},
      ],
    });
    expect(pwyw.cost.totalAmount.amount).toBe('0.0');
    expect(
      await refusals(CART_LINES_ADD, {
        cartId: pwyw.id,
        lines: [
          {merchandiseId: VARIANT.prototypeLinerUs, attributes: mark('_secretShopFree')},
        ],
      }),
    ).toEqual([FREE_ITEM_LIMIT_MESSAGE]);

    const gift = await createCart(
      platform,
      {
        buyerIdentity,
        lines: [
          {
            merchandiseId: VARIANT.giftComplimentaryEu,
            attributes: mark('_complimentary', 'NL'),
          },
        ],
      },
      'NL',
    );
    expect(gift.cost.totalAmount.amount).toBe('0.0');
    expect(
      await refusals(CART_LINES_ADD, {
        cartId: gift.id,
        lines: [
          {merchandiseId: VARIANT.prototypeLinerEu, attributes: mark('_secretShopFree')},
        ],
      }),
    ).toEqual([FREE_ITEM_LIMIT_MESSAGE]);
  });

  it('refuses pay what you want and the gift on more than one unit', async () => {
    expect(
      await refusals(CART_CREATE, {
        input: {
          lines: [
            {
              merchandiseId: VARIANT.kumoMiniUs,
              quantity: 10,
              attributes: mark('_customPrice', '0.00'),
            },
          ],
        },
      }),
    ).toEqual([ONE_UNIT_ONLY_MESSAGE]);
    expect(
      await refusals(CART_CREATE, {
        input: {
          lines: [
            {
              merchandiseId: VARIANT.giftComplimentaryEu,
              quantity: 25,
              attributes: mark('_complimentary', 'NL'),
            },
          ],
        },
        country: 'NL',
      }),
    ).toEqual([ONE_UNIT_ONLY_MESSAGE]);
  });

  it('gives the gift only where the shop metafield’s rule covers the country', async () => {
    expect(
      await refusals(CART_CREATE, {
        input: {
          lines: [
            {
              merchandiseId: VARIANT.giftComplimentaryUs,
              attributes: mark('_complimentary', 'US'),
            },
          ],
        },
      }),
    ).toEqual([NOT_COMPLIMENTARY_MESSAGE]);
    expect(
      await refusals(CART_CREATE, {
        input: {
          lines: [
            {
              merchandiseId: VARIANT.giftComplimentaryEu,
              attributes: mark('_complimentary', 'DE'),
            },
          ],
        },
        country: 'DE',
      }),
    ).toEqual([NOT_COMPLIMENTARY_MESSAGE]);
  });
});

describe('the white cheek brush', () => {
  const brush = (quantity = 1, note = 'a') => ({
    merchandiseId: VARIANT.saibikohoUs,
    quantity,
    attributes: mark('note', note),
  });

  it('is one per order, on one line or several', async () => {
    expect(await refusals(CART_CREATE, {input: {lines: [brush(25)]}})).toEqual([
      WHITE_CHEEK_LIMIT_MESSAGE,
    ]);
    const cart = await createCart(platform, {lines: [brush()]});
    expect(
      await refusals(CART_LINES_ADD, {cartId: cart.id, lines: [brush(1, 'b')]}),
    ).toEqual([WHITE_CHEEK_LIMIT_MESSAGE]);
  });

  it('is one per customer: the order records it, and a later cart of the buyer is refused', async () => {
    const buyerIdentity = await signedIn('ben@example.com');
    const cart = await createCart(platform, {buyerIdentity, lines: [brush()]});
    expect((await payAs(cart, 'ben@example.com')).status).toBe(303);
    await platform.settled();

    expect(await customer('ben@example.com')).toMatchObject({
      metafields: [
        {
          namespace: 'limits',
          key: 'white_cheek_bought',
          type: 'number_integer',
          value: '1',
        },
      ],
    });
    expect(
      await refusals(CART_CREATE, {input: {buyerIdentity, lines: [brush()]}}),
    ).toEqual([WHITE_CHEEK_LIMIT_MESSAGE]);
  });
});

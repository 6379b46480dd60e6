import {describe, expect, it} from 'vitest';
import {LOCAL_MULTIPASS_SECRET} from '../../dev/local-env';
import {createMultipassToken} from '../../emulators/commerce/src/customers/multipass';
import {CUSTOMER_ACCESS_TOKEN_LIFETIME_MS} from '../../emulators/commerce/src/customers/store';
import {
  CART_BUYER_IDENTITY_UPDATE,
  MULTIPASS_SIGN_IN,
  CUSTOMER_QUERY,
  createCart,
  multipassAccessToken,
  sharedPlatform,
  type Json,
} from './cart-platform';

const platform = sharedPlatform();

function tokenFor(
  payload: Record<string, unknown>,
  secret = LOCAL_MULTIPASS_SECRET,
): string {
  return createMultipassToken(secret, {
    email: 'ava@example.com',
    created_at: platform.clock.now.toISOString(),
    ...payload,
  });
}

async function signIn(token: string) {
  const response = await platform.gql(MULTIPASS_SIGN_IN, {token});
  expect(response.errors).toBeUndefined();
  return response.data?.customerAccessTokenCreateWithMultipass as {
    customerAccessToken: {accessToken: string; expiresAt: string} | null;
    customerUserErrors: {code: string; field: string[]; message: string}[];
  };
}

const accessTokenFor = (email: string, extra: Record<string, unknown> = {}) =>
  multipassAccessToken(platform, email, extra);

async function customer(token: string) {
  const response = await platform.gql(CUSTOMER_QUERY, {token});
  expect(response.errors).toBeUndefined();
  return response.data?.customer as Json | null;
}

describe('customerAccessTokenCreateWithMultipass', () => {
  it('signs a seed customer in with a token that expires', async () => {
    const result = await signIn(tokenFor({}));
    expect(result.customerUserErrors).toEqual([]);
    expect(result.customerAccessToken?.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(result.customerAccessToken?.expiresAt ?? '')).toBe(
      platform.clock.now.getTime() + CUSTOMER_ACCESS_TOKEN_LIFETIME_MS,
    );
  });

  const refused = [
    ['signed with another secret', () => tokenFor({}, 'not-the-shop-secret')],
    [
      'tampered with',
      () =>
        tokenFor({}).replace(
          /^(.{40})(.)/,
          (_m, head, c) => head + (c === 'A' ? 'B' : 'A'),
        ),
    ],
    [
      'older than 15 minutes',
      () =>
        tokenFor({
          created_at: new Date(platform.clock.now.getTime() - 16 * 60_000).toISOString(),
        }),
    ],
    ['not a token at all', () => 'hello'],
  ] as const;

  it.each(refused)('refuses a token %s', async (_name, make) => {
    const result = await signIn(make());
    expect(result).toEqual({
      customerAccessToken: null,
      customerUserErrors: [
        {
          code: 'INVALID_MULTIPASS_REQUEST',
          field: ['multipassToken'],
          message: 'Invalid multipass request',
        },
      ],
    });
  });

  it('refuses a token used before', async () => {
    const token = tokenFor({});
    expect((await signIn(token)).customerAccessToken).not.toBeNull();
    expect((await signIn(token)).customerUserErrors).toMatchObject([
      {code: 'INVALID_MULTIPASS_REQUEST'},
    ]);
  });

  it('creates the customer on first sign-in, with names and tags, and finds it after', async () => {
    const email = 'new.customer@example.com';
    const first = await accessTokenFor(email, {
      first_name: 'Nora',
      last_name: 'Kim',
      tag_string: 'eligible, newsletter',
    });
    const created = await customer(first);
    expect(created).toMatchObject({
      email,
      firstName: 'Nora',
      lastName: 'Kim',
      displayName: 'Nora Kim',
      tags: ['eligible', 'newsletter'],
      credit: null,
      claimed: null,
      orders: {nodes: []},
    });
    const again = await customer(await accessTokenFor(email, {tag_string: 'ignored'}));
    expect(again?.id).toBe(created?.id);
    expect(again?.tags).toEqual(['eligible', 'newsletter']);
  });
});

describe('customer(customerAccessToken:)', () => {
  it('answers tags, store credit, claimed SKUs and orders newest first', async () => {
    const ava = await customer(await accessTokenFor('ava@example.com'));
    expect(ava).toMatchObject({
      email: 'ava@example.com',
      firstName: 'Ava',
      lastName: 'Tanaka',
      tags: ['eligible', 'secretShopCollection:spring-preview:450000000201'],
      credit: {type: 'number_decimal', value: '25.0'},
      claimed: {value: '["SS01"]'},
    });
    const orders = ava?.orders.nodes as Json[];
    expect(orders.map((order) => order.processedAt)).toEqual(
      [...orders.map((order) => order.processedAt)].sort().reverse(),
    );
    expect(orders).toHaveLength(4);
  });

  it('shows the cancelled, the unshipped and the shipped orders as the account pages need', async () => {
    const ava = await customer(await accessTokenFor('ava@example.com'));
    const [cancelled, unshipped, secretShop, first] = ava?.orders.nodes as [
      Json,
      Json,
      Json,
      Json,
    ];
    expect(cancelled.canceledAt).not.toBeNull();
    expect(unshipped).toMatchObject({
      canceledAt: null,
      fulfillmentStatus: 'UNFULFILLED',
      successfulFulfillments: [],
    });
    expect(secretShop.successfulFulfillments).toEqual([
      {
        trackingCompany: 'UPS',
        trackingInfo: [
          {
            number: '1Z999AA10123456784',
            url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
          },
          {
            number: '1Z999AA10123456785',
            url: 'https://www.ups.com/track?tracknum=1Z999AA10123456785',
          },
        ],
      },
    ]);
    expect(secretShop.lineItems.nodes).toMatchObject([
      {
        title: 'Spring Preview Blender',
        customAttributes: [{key: '_secretShop', value: 'spring-preview'}],
        originalTotalPrice: {amount: '30.0', currencyCode: 'USD'},
        discountedTotalPrice: {amount: '12.0', currencyCode: 'USD'},
        variant: {sku: 'SS01-US', product: {handle: 'spring-preview-blender'}},
      },
      {
        title: 'Mini Kabuki Gift',
        discountedTotalPrice: {amount: '0.0'},
        discountAllocations: [
          {
            allocatedAmount: {amount: '14.0'},
            discountApplication: {title: 'complimentary'},
          },
        ],
      },
    ]);
    expect(first).toMatchObject({
      fulfillmentStatus: 'FULFILLED',
      subtotalPrice: {amount: '60.0', currencyCode: 'USD'},
      totalShippingPrice: {amount: '0.0'},
      totalPrice: {amount: '60.0'},
      totalTax: {amount: '0.0'},
      originalTotalDuties: null,
      shippingDiscountAllocations: [],
      shippingAddress: {
        name: 'Ava Tanaka',
        phone: '+1 213 555 0142',
        formatted: [
          'Ava Tanaka',
          '1200 Sunset Blvd',
          'Los Angeles CA 90026',
          'United States',
        ],
      },
    });
    expect(first.statusUrl).toMatch(new RegExp(`^${platform.url}/orders/[0-9a-f]{32}$`));
    expect(first.name).toBe(`#${first.orderNumber}`);
  });

  it('answers orders in the currency they were paid in', async () => {
    const chiara = await customer(await accessTokenFor('chiara@example.com'));
    expect(chiara?.orders.nodes[0].totalPrice.currencyCode).toBe('EUR');
  });

  it('answers null for an unknown token', async () => {
    expect(await customer('0'.repeat(32))).toBeNull();
  });

  it('answers null once the token has expired', async () => {
    const token = await accessTokenFor('ben@example.com');
    const start = platform.clock.now;
    try {
      platform.clock.now = new Date(
        start.getTime() + CUSTOMER_ACCESS_TOKEN_LIFETIME_MS - 1000,
      );
      expect(await customer(token)).not.toBeNull();
      platform.clock.now = new Date(start.getTime() + CUSTOMER_ACCESS_TOKEN_LIFETIME_MS);
      expect(await customer(token)).toBeNull();
    } finally {
      platform.clock.now = start;
    }
  });
});

describe('customerAccessTokenDelete and Renew', () => {
  const DELETE = `
    mutation signOut($token: String!) {
      customerAccessTokenDelete(customerAccessToken: $token) {
        deletedAccessToken
        userErrors { field message }
      }
    }
  `;
  const RENEW = `
    mutation renew($token: String!) {
      customerAccessTokenRenew(customerAccessToken: $token) {
        customerAccessToken { accessToken expiresAt }
        userErrors { field message }
      }
    }
  `;

  it('deletes a token so it no longer signs in, and says so for an unknown one', async () => {
    const token = await accessTokenFor('ben@example.com');
    const deleted = await platform.gql(DELETE, {token});
    expect(deleted.data?.customerAccessTokenDelete).toEqual({
      deletedAccessToken: token,
      userErrors: [],
    });
    expect(await customer(token)).toBeNull();
    const again = await platform.gql(DELETE, {token});
    expect(again.data?.customerAccessTokenDelete.userErrors).toHaveLength(1);
  });

  it('renews a live token from now', async () => {
    const token = await accessTokenFor('ben@example.com');
    platform.clock.now = new Date(platform.clock.now.getTime() + 60_000);
    const renewed = await platform.gql(RENEW, {token});
    expect(renewed.data?.customerAccessTokenRenew.customerAccessToken).toEqual({
      accessToken: token,
      expiresAt: new Date(
        platform.clock.now.getTime() + CUSTOMER_ACCESS_TOKEN_LIFETIME_MS,
      ).toISOString(),
    });
  });
});

describe('customerUpdate with a password', () => {
  const NEW_PASSWORD = `
    mutation revoke($token: String!, $password: String!) {
      customerUpdate(customerAccessToken: $token, customer: {password: $password}) {
        customerAccessToken { accessToken }
        customerUserErrors { code field message }
      }
    }
  `;

  it('invalidates every token of the customer, the one sent included, and answers a fresh one', async () => {
    const [first, second] = [
      await accessTokenFor('chiara@example.com'),
      await accessTokenFor('chiara@example.com'),
    ];
    const other = await accessTokenFor('ben@example.com');
    const updated = await platform.gql(NEW_PASSWORD, {
      token: first,
      password: 'x-1234567',
    });
    const fresh = updated.data?.customerUpdate.customerAccessToken.accessToken as string;
    expect(updated.data?.customerUpdate.customerUserErrors).toEqual([]);
    expect(await customer(first)).toBeNull();
    expect(await customer(second)).toBeNull();
    expect(await customer(fresh)).toMatchObject({email: 'chiara@example.com'});
    expect(await customer(other)).toMatchObject({email: 'ben@example.com'});
  });

  it('refuses an unknown token', async () => {
    const refused = await platform.gql(NEW_PASSWORD, {
      token: 'nope',
      password: 'x-1234567',
    });
    expect(refused.data?.customerUpdate).toEqual({
      customerAccessToken: null,
      customerUserErrors: [
        {
          code: 'TOKEN_INVALID',
          field: ['customerAccessToken'],
          message: 'Customer access token is invalid',
        },
      ],
    });
  });
});

describe('a customer on a cart', () => {
  it('binds the customer of an access token to the cart and takes their email', async () => {
    const token = await accessTokenFor('chiara@example.com');
    const cart = await createCart(platform, {}, 'IT');
    const response = await platform.gql(CART_BUYER_IDENTITY_UPDATE, {
      cartId: cart.id,
      buyerIdentity: {customerAccessToken: token},
    });
    expect(response.data?.cartBuyerIdentityUpdate).toMatchObject({
      userErrors: [],
      cart: {
        buyerIdentity: {
          countryCode: 'IT',
          email: 'chiara@example.com',
          customer: {email: 'chiara@example.com', firstName: 'Chiara'},
        },
      },
    });
  });
});

describe('admin API for customers and orders', () => {
  it.each([
    ['no token', null],
    ['a wrong token', 'not-the-admin-token'],
  ])('refuses a request with %s', async (_name, token) => {
    const response = await platform.admin(
      'GET',
      '/admin/customers/ava@example.com',
      undefined,
      token,
    );
    expect(response.status).toBe(401);
  });

  it('reads and changes tags, store credit and the claimed list, seen by the Storefront API', async () => {
    const read = await platform.admin('GET', '/admin/customers/chiara%40example.com');
    expect(await read.json()).toMatchObject({
      email: 'chiara@example.com',
      tags: ['eligible'],
      storeCredit: 10.5,
      secretShopClaimed: [],
    });
    const patched = await platform.admin('PATCH', '/admin/customers/chiara@example.com', {
      tags: ['eligible', 'secretShopCollection:spring-preview:450000000201'],
      storeCredit: 40,
      secretShopClaimed: ['SS02'],
    });
    expect(patched.status).toBe(200);
    const chiara = await customer(await accessTokenFor('chiara@example.com'));
    expect(chiara).toMatchObject({
      tags: ['eligible', 'secretShopCollection:spring-preview:450000000201'],
      credit: {value: '40.0'},
      claimed: {value: '["SS02"]'},
    });
    const removed = await platform.admin('PATCH', '/admin/customers/chiara@example.com', {
      storeCredit: null,
    });
    expect(await removed.json()).toMatchObject({storeCredit: null});
  });

  it.each([
    ['a negative credit', {storeCredit: -5}],
    ['tags that are not strings', {tags: [1]}],
    ['an unknown field', {password: 'x'}],
  ])('refuses %s with 400', async (_name, body) => {
    const response = await platform.admin(
      'PATCH',
      '/admin/customers/ava@example.com',
      body,
    );
    expect(response.status).toBe(400);
  });

  it('answers 404 for an unknown customer or order', async () => {
    expect(
      (await platform.admin('GET', '/admin/customers/nobody@example.com')).status,
    ).toBe(404);
    expect((await platform.admin('GET', '/admin/orders/42')).status).toBe(404);
  });

  it('lists orders and adds a fulfillment with tracking that the account page sees', async () => {
    const list = await platform.admin('GET', '/admin/customers/ava@example.com/orders');
    const {orders} = (await list.json()) as {
      orders: {id: string; canceledAt: string | null; fulfillments: unknown[]}[];
    };
    const unshipped = orders.find(
      (order) => !order.canceledAt && order.fulfillments.length === 0,
    );
    expect(unshipped).toBeDefined();
    const id = encodeURIComponent(unshipped?.id ?? '');
    const added = await platform.admin('POST', `/admin/orders/${id}/fulfillments`, {
      trackingCompany: 'FedEx',
      trackingInfo: [
        {
          number: '7712 3456 7890',
          url: 'https://www.fedex.com/fedextrack/?trknbr=771234567890',
        },
      ],
    });
    expect(added.status).toBe(201);
    const ava = await customer(await accessTokenFor('ava@example.com'));
    const order = ava?.orders.nodes.find((node: Json) => node.id === unshipped?.id);
    expect(order).toMatchObject({
      fulfillmentStatus: 'FULFILLED',
      successfulFulfillments: [
        {
          trackingCompany: 'FedEx',
          trackingInfo: [
            {
              number: '7712 3456 7890',
              url: 'https://www.fedex.com/fedextrack/?trknbr=771234567890',
            },
          ],
        },
      ],
    });
  });

  it('refuses a tracking URL that is not http(s)', async () => {
    const response = await platform.admin(
      'POST',
      '/admin/orders/5400000000101/fulfillments',
      {
        trackingCompany: 'Evil',
        trackingInfo: [{number: '1', url: 'javascript:alert(1)'}],
      },
    );
    expect(response.status).toBe(400);
  });

  it('cancels an order once', async () => {
    const first = await platform.admin('POST', '/admin/orders/5400000000101/cancel', {
      reason: 'STAFF',
    });
    expect(await first.json()).toMatchObject({cancelReason: 'STAFF'});
    const second = await platform.admin('POST', '/admin/orders/5400000000101/cancel', {});
    expect(second.status).toBe(409);
  });
});

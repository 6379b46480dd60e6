import {describe, expect, it} from 'vitest';
import {LOCAL_BRAND_API_TOKEN, LOCAL_SURVEY_PROOF_KEY} from '../../dev/local-env';
import {signWelcomeMarker} from '@brush/rules/welcome-marker';
import {legacyId} from '@brush/rules/gid';
import {
  CART_BUYER_IDENTITY_UPDATE,
  CART_CREATE,
  CART_LINES_ADD,
  CART_LINES_REMOVE,
  CART_QUERY,
  VARIANT,
  createCart,
  customerOrders,
  multipassAccessToken,
  sharedPlatform,
  type Json,
} from './cart-platform';
import {
  CHECKOUT_ADDRESS,
  formTokenOf,
  hiddenFieldsIn,
  getPage,
  pay,
  payFromPage,
  shownIn,
} from './checkout-pages';
import {SECRET_SHOP_TAG} from './money-arbitraries';

const platform = sharedPlatform();
const DAY_MS = 24 * 60 * 60 * 1000;
const accessTokenFor = (email: string) => multipassAccessToken(platform, email);
const ordersOf = (token: string) => customerOrders(platform, token);

describe('the checkout page', () => {
  it('shows lines, shipping and total with the buyer email prefilled, and loads nothing from outside', async () => {
    const cart = await createCart(platform, {
      buyerIdentity: {email: 'shopper@example.com'},
      lines: [{merchandiseId: VARIANT.kumoUs}],
    });
    const page = await getPage(cart.checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(page.html).toMatch(/<html lang="en">/);
    expect(page.html).toMatch(/<h1>Checkout<\/h1>/);
    expect(page.html).toMatch(/<button type="submit">Pay now<\/button>/);
    expect(page.html).toMatch(/<label for="field-email">Email<\/label>/);
    expect(page.html).toMatch(/id="field-email"[^>]*value="shopper@example.com"/);
    expect(page.html).toContain('Kumo Blending Brush');
    expect(page.html).toMatch(/<dt>Subtotal<\/dt><dd>\$24\.00<\/dd>/);
    expect(page.html).toMatch(/<dt>Shipping<\/dt><dd>\$9\.99<\/dd>/);
    expect(page.html).toMatch(/\$33\.99/);
    const urls = [...page.html.matchAll(/(?:src|href|action)="([^"]*)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls)
      expect(url.startsWith('/') || url.startsWith(platform.url)).toBe(true);
    expect(page.html).not.toMatch(/<script/);
  });

  it('ships free at the threshold and charges shipping in the cart currency', async () => {
    const us = await createCart(platform, {lines: [{merchandiseId: VARIANT.yukiUs}]});
    expect((await getPage(us.checkoutUrl)).html).toMatch(
      /<dt>Shipping<\/dt><dd>Free<\/dd>/,
    );
    const fr = await createCart(
      platform,
      {lines: [{merchandiseId: VARIANT.kumoEu}]},
      'FR',
    );
    const html = (await getPage(fr.checkoutUrl)).html;
    expect(html).toMatch(/<dt>Shipping<\/dt><dd>€12\.00<\/dd>/);
    expect(html).toMatch(/€36\.00/);
  });

  it('takes no payment for a country the shop does not ship to', async () => {
    const cart = await createCart(
      platform,
      {lines: [{merchandiseId: VARIANT.kumoUs}]},
      'RU',
    );
    const page = await getPage(cart.checkoutUrl);
    expect(page.html).toMatch(/Shipping to Russia is currently unavailable/);
    expect(page.html).not.toMatch(/Pay now/);
  });

  it('answers 404 for a wrong key', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const page = await getPage(
      cart.checkoutUrl.replace(/key=\w+/, `key=${'0'.repeat(32)}`),
    );
    expect(page.status).toBe(404);
  });
});

describe('paying', () => {
  it('turns the cart into an order of the signed-in buyer and completes the cart', async () => {
    const token = await accessTokenFor('ava@example.com');
    const ordersBefore = await ordersOf(token);
    const cart = await createCart(platform, {
      buyerIdentity: {customerAccessToken: token},
      attributes: [{key: 'utm_source', value: 'newsletter'}],
      lines: [
        {
          merchandiseId: VARIANT.kumoUs,
          quantity: 2,
          attributes: [{key: 'details', value: 'engraved'}],
        },
      ],
    });
    platform.clock.now = new Date(platform.clock.now.getTime() + 60_000);
    const page = hiddenFieldsIn((await getPage(cart.checkoutUrl)).html);
    const {formToken = ''} = page;
    const paid = await pay(cart.checkoutUrl, {...CHECKOUT_ADDRESS, ...page});
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(
      /^\/checkouts\/cn\/[0-9a-f]{32}\/thank-you\?key=[0-9a-f]{32}$/,
    );

    const thanks = await getPage(`${platform.url}${paid.location}`);
    expect(thanks.html).toMatch(/<h1 id="thanks-heading">Thank you for your order<\/h1>/);
    expect(thanks.html).toMatch(
      /<img src="\/cdn\/shop\/files\/[^"]+\?width=96[^"]*" alt="Kumo Blending Brush"/,
    );
    const orders = await ordersOf(token);
    expect(orders).toHaveLength(ordersBefore.length + 1);
    const [order] = orders;
    expect(thanks.html).toContain(`#${order?.orderNumber}`);
    expect(order).toMatchObject({
      email: 'ava@example.com',
      processedAt: platform.clock.now.toISOString(),
      subtotalPrice: {amount: '48.0', currencyCode: 'USD'},
      totalShippingPrice: {amount: '0.0', currencyCode: 'USD'},
      totalPrice: {amount: '48.0', currencyCode: 'USD'},
      shippingAddress: {
        firstName: 'Ava',
        lastName: 'Tanaka',
        address1: '1200 Sunset Blvd',
        city: 'Los Angeles',
        zip: '90026',
        countryCodeV2: 'US',
      },
      lineItems: {
        nodes: [
          {
            title: 'Kumo Blending Brush',
            quantity: 2,
            customAttributes: [{key: 'details', value: 'engraved'}],
            originalTotalPrice: {amount: '48.0', currencyCode: 'USD'},
            discountedTotalPrice: {amount: '48.0', currencyCode: 'USD'},
            discountAllocations: [],
            variant: {id: VARIANT.kumoUs},
          },
        ],
      },
    });

    expect(await platform.gql(CART_QUERY, {id: cart.id})).toEqual({data: {cart: null}});
    const late = await platform.gql(CART_LINES_ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: VARIANT.kumoUs}],
    });
    expect(late.data?.cartLinesAdd).toMatchObject({
      cart: null,
      userErrors: [{field: ['cartId']}],
    });

    expect((await getPage(cart.checkoutUrl)).status).toBe(303);
    const replay = await pay(cart.checkoutUrl, {...CHECKOUT_ADDRESS, formToken});
    expect(replay).toMatchObject({status: 303, location: paid.location});
    expect(await ordersOf(token)).toHaveLength(ordersBefore.length + 1);
  });

  it('charges nothing for a payment that leaves out what its page showed: the page is shown again', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const page = await getPage(cart.checkoutUrl);
    const refused = await pay(cart.checkoutUrl, {
      ...CHECKOUT_ADDRESS,
      formToken: formTokenOf(page.html),
    });
    expect(refused.status).toBe(409);
    expect(refused.html).toMatch(/Your cart changed after this page showed it\./);
    expect((await getPage(cart.checkoutUrl)).status).toBe(200);
  });

  it('charges no total the page did not show: a cart changed after it is shown again, then paid', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const shown = await getPage(cart.checkoutUrl);
    expect(shown.html).toMatch(/\$33\.99/);
    await platform.gql(CART_LINES_ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: VARIANT.kumoUs}],
    });
    const fields = {
      ...CHECKOUT_ADDRESS,
      formToken: formTokenOf(shown.html),
      shown: shownIn(shown.html),
    };

    const refused = await pay(cart.checkoutUrl, fields);
    expect(refused.status).toBe(409);
    expect(refused.html).toMatch(
      /<div class="alert" role="alert">Your cart changed after this page showed it\. Check the order summary, then pay again\.<\/div>/,
    );
    expect(refused.html).toMatch(/<dt>Subtotal<\/dt><dd>\$48\.00<\/dd>/);
    expect((await getPage(cart.checkoutUrl)).status).toBe(200);

    const paid = await pay(cart.checkoutUrl, {...fields, shown: shownIn(refused.html)});
    expect(paid.status).toBe(303);
    const order = (await getPage(`${platform.url}${paid.location}`)).html;
    expect(order).toMatch(/\$48\.00/);
  });

  it('gives an anonymous cart to the customer whose email it carries, in the cart currency', async () => {
    const token = await accessTokenFor('ben@example.com');
    const before = await ordersOf(token);
    const cart = await createCart(
      platform,
      {lines: [{merchandiseId: VARIANT.kumoEu}]},
      'FR',
    );
    const paid = await payFromPage(cart.checkoutUrl, {
      ...CHECKOUT_ADDRESS,
      email: 'ben@example.com',
      firstName: 'Ben',
      lastName: 'Morel',
    });
    expect(paid.status).toBe(303);
    const [order] = await ordersOf(token);
    expect(await ordersOf(token)).toHaveLength(before.length + 1);
    expect(order).toMatchObject({
      email: 'ben@example.com',
      totalShippingPrice: {amount: '12.0', currencyCode: 'EUR'},
      totalPrice: {amount: '36.0', currencyCode: 'EUR'},
    });
  });

  it("settles, from the order's webhook, the store credit it redeemed and the SKUs it bought at secret-shop prices", async () => {
    const grant = await platform.admin('PATCH', '/admin/customers/chiara@example.com', {
      tags: ['eligible', SECRET_SHOP_TAG],
      storeCredit: 10.5,
      secretShopClaimed: ['SS01'],
    });
    expect(grant.status).toBe(200);
    const cart = await createCart(platform, {
      buyerIdentity: {customerAccessToken: await accessTokenFor('chiara@example.com')},
      attributes: [{key: 'creditRedeemed', value: '4.00'}],
      lines: [
        {merchandiseId: VARIANT.yukiUs},
        {
          merchandiseId: VARIANT.prototypeLinerUs,
          attributes: [{key: '_secretShop', value: 'true'}],
        },
      ],
    });
    expect(cart.cost.totalAmount.amount).toBe('64.0');
    const paid = await payFromPage(cart.checkoutUrl, {
      ...CHECKOUT_ADDRESS,
      email: 'chiara@example.com',
    });
    expect(paid.status).toBe(303);
    await platform.settled();
    const after = await platform.admin('GET', '/admin/customers/chiara@example.com');
    expect(await after.json()).toMatchObject({
      storeCredit: 6.5,
      secretShopClaimed: ['SS01', 'SS02'],
    });
  });

  it('asks for feedback on a welcome-offer item 60 days after it ships', async () => {
    const brandId = legacyId(
      (
        (await (
          await platform.admin('GET', '/admin/customers/ben@example.com')
        ).json()) as {
          id: string;
        }
      ).id,
    );
    const requests = async () => {
      const response = await fetch(
        `${platform.url}/feedback-requests/customers/${brandId}`,
        {
          headers: {Authorization: `Bearer ${LOCAL_BRAND_API_TOKEN}`},
        },
      );
      return ((await response.json()) as {feedbackRequests: Json[]}).feedbackRequests;
    };
    const before = await requests();
    const cart = await createCart(platform, {
      buyerIdentity: {customerAccessToken: await accessTokenFor('ben@example.com')},
      lines: [{merchandiseId: VARIANT.kumoUs}],
    });
    // The welcome line as the worker adds it: the email and its marker for this cart.
    await platform.gql(CART_LINES_ADD, {
      cartId: cart.id,
      lines: [
        {
          merchandiseId: VARIANT.yukiUs,
          attributes: [
            {key: '_welcomeBonus', value: 'ben@example.com'},
            {
              key: '_welcomeBonusProof',
              value: signWelcomeMarker(LOCAL_SURVEY_PROOF_KEY, {
                email: 'ben@example.com',
                cartId: cart.id,
              }),
            },
          ],
        },
      ],
    });
    expect(
      (
        await payFromPage(cart.checkoutUrl, {
          ...CHECKOUT_ADDRESS,
          email: 'ben@example.com',
        })
      ).status,
    ).toBe(303);
    expect(await requests()).toEqual(before);

    const orders = (await (
      await platform.admin('GET', '/admin/customers/ben@example.com/orders')
    ).json()) as {orders: {id: string; processedAt: string}[]};
    const newest = orders.orders.find(
      (order) => order.processedAt === platform.clock.now.toISOString(),
    );
    const shipped = await platform.admin(
      'POST',
      `/admin/orders/${encodeURIComponent(newest?.id ?? '')}/fulfillments`,
      {trackingCompany: 'USPS', trackingInfo: []},
    );
    expect(shipped.status).toBe(201);
    platform.clock.now = new Date(platform.clock.now.getTime() + 59 * DAY_MS);
    expect(await requests()).toEqual(before);
    platform.clock.now = new Date(platform.clock.now.getTime() + 2 * DAY_MS);
    const after = await requests();
    expect(after.slice(before.length)).toMatchObject([
      {
        programme: 'welcomeBonus',
        productTitle: 'Yuki Powder Brush',
        required: true,
        completed: false,
        formId: 'product-feedback',
      },
    ]);
  });

  it('leaves the balance and the claimed list of a buyer who redeemed nothing', async () => {
    const before = await (
      await platform.admin('GET', '/admin/customers/ben@example.com')
    ).json();
    const cart = await createCart(platform, {
      buyerIdentity: {customerAccessToken: await accessTokenFor('ben@example.com')},
      lines: [{merchandiseId: VARIANT.kumoUs}],
    });
    expect(
      (
        await payFromPage(cart.checkoutUrl, {
          ...CHECKOUT_ADDRESS,
          email: 'ben@example.com',
        })
      ).status,
    ).toBe(303);
    const after = await platform.admin('GET', '/admin/customers/ben@example.com');
    expect(await after.json()).toMatchObject({
      storeCredit: before.storeCredit,
      secretShopClaimed: before.secretShopClaimed,
    });
  });

  it("links back to the shop's configured storefront, never the Referer", async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const page = await getPage(cart.checkoutUrl, {Referer: 'http://evil.example/cart'});
    const paid = await pay(cart.checkoutUrl, {
      ...CHECKOUT_ADDRESS,
      email: 'someone.new@example.com',
      ...hiddenFieldsIn(page.html),
    });
    const thanks = await getPage(`${platform.url}${paid.location}`);
    expect(thanks.html).toContain('href="http://localhost:3000/"');
    expect(thanks.html).not.toContain('evil.example');
  });

  describe('the way back to the storefront that created the cart', () => {
    const SKELETON_ORIGIN = 'http://127.0.0.1:3199';

    /** A cart created by the storefront with this id, paid, and its thank-you page. */
    async function thankYouPageOf(storefrontId: string): Promise<string> {
      const {data} = await platform.gql(
        CART_CREATE,
        {input: {lines: [{merchandiseId: VARIANT.kumoUs}]}},
        {'Shopify-Storefront-Id': storefrontId},
      );
      const paid = await payFromPage(data?.cartCreate.cart.checkoutUrl as string, {
        ...CHECKOUT_ADDRESS,
        email: 'someone.new@example.com',
      });
      return (await getPage(`${platform.url}${paid.location}`)).html;
    }

    it('leads to the registered origin of the storefront that created the cart', async () => {
      const registered = await platform.admin('PUT', '/admin/storefronts/1000000046', {
        origin: SKELETON_ORIGIN,
      });
      expect(await registered.json()).toEqual({
        id: '1000000046',
        origin: SKELETON_ORIGIN,
      });
      expect(await thankYouPageOf('1000000046')).toContain(`href="${SKELETON_ORIGIN}/"`);
    });

    it("leads to the shop's configured storefront for a storefront it does not know", async () => {
      const html = await thankYouPageOf('1000000999');
      expect(html).toContain('href="http://localhost:3000/"');
      expect(html).not.toContain(SKELETON_ORIGIN);
    });

    it.each([
      ['an origin with a path', '1000000047', {origin: 'http://127.0.0.1:3199/shop'}],
      ['an origin that is not http', '1000000047', {origin: 'javascript:alert(1)'}],
      ['an id that is not a number', 'shop', {origin: SKELETON_ORIGIN}],
    ])('registers no storefront for %s', async (_name, id, body) => {
      const refused = await platform.admin('PUT', `/admin/storefronts/${id}`, body);
      expect(refused.status).toBe(400);
    });
  });

  it('shows field errors and keeps the cart open', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const paid = await payFromPage(cart.checkoutUrl, {
      ...CHECKOUT_ADDRESS,
      email: 'not-an-email',
      city: '',
    });
    expect(paid.status).toBe(422);
    expect(paid.html).toMatch(/role="alert">Please correct the 2 fields marked below\./);
    expect(paid.html).toMatch(/id="field-email"[^>]*aria-invalid="true"/);
    expect(paid.html).toContain('Enter a valid email.');
    expect(paid.html).toContain('Enter a city.');
    expect((await platform.gql(CART_QUERY, {id: cart.id})).data?.cart).not.toBeNull();
  });

  it('shows an empty cart without a way to pay', async () => {
    const cart = await createCart(platform, {});
    const page = await getPage(cart.checkoutUrl);
    expect(page.html).toContain('Your cart is empty.');
    expect(page.html).not.toMatch(/Pay now/);
  });

  it.each([
    [
      'the cart was emptied',
      (cartId: string, lineId: string) =>
        platform.gql(CART_LINES_REMOVE, {cartId, lineIds: [lineId]}),
      /Your cart is empty\./,
    ],
    [
      'the country changed to one the shop does not ship to',
      (cartId: string) =>
        platform.gql(CART_BUYER_IDENTITY_UPDATE, {
          cartId,
          buyerIdentity: {countryCode: 'BY'},
        }),
      /Shipping to Belarus is currently unavailable\./,
    ],
  ])('refuses to pay when %s after the page loaded', async (_name, change, reason) => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const page = await getPage(cart.checkoutUrl);
    await change(cart.id, cart.lines.nodes[0].id);
    const paid = await pay(cart.checkoutUrl, {
      ...CHECKOUT_ADDRESS,
      ...hiddenFieldsIn(page.html),
    });
    expect(paid.status).toBe(409);
    expect(paid.html).toMatch(reason);
    expect(paid.html).not.toMatch(/Pay now/);
    expect((await platform.gql(CART_QUERY, {id: cart.id})).data?.cart).not.toBeNull();
  });
});

describe('a payment posted from elsewhere', () => {
  it.each([
    ['without the form token', {}, false],
    ['with a wrong form token', {}, 'wrong'],
    ['from another site (Origin)', {Origin: 'http://evil.example'}, true],
    ['from another site (Sec-Fetch-Site)', {'Sec-Fetch-Site': 'cross-site'}, true],
    ['from another site (Referer)', {Referer: 'http://evil.example/page'}, true],
    ['from an opaque origin', {Origin: 'null'}, true],
  ] as const)('is refused %s and pays nothing', async (_name, headers, withToken) => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const page = await getPage(cart.checkoutUrl);
    const fields: Record<string, string> = {...CHECKOUT_ADDRESS};
    if (withToken === true) fields.formToken = formTokenOf(page.html);
    if (withToken === 'wrong') fields.formToken = 'x'.repeat(32);
    const paid = await pay(cart.checkoutUrl, fields, headers);
    expect(paid.status).toBe(403);
    expect((await platform.gql(CART_QUERY, {id: cart.id})).data?.cart).not.toBeNull();
  });

  it('is accepted from the checkout page itself (same Origin)', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    const page = await getPage(cart.checkoutUrl);
    const paid = await pay(
      cart.checkoutUrl,
      {
        ...CHECKOUT_ADDRESS,
        email: 'same.origin@example.com',
        ...hiddenFieldsIn(page.html),
      },
      {Origin: platform.url, 'Sec-Fetch-Site': 'same-origin'},
    );
    expect(paid.status).toBe(303);
  });
});

describe('the order status page', () => {
  it('shows an order with its shipments', async () => {
    const token = await accessTokenFor('ava@example.com');
    const response = await platform.gql(
      `query($token: String!) { customer(customerAccessToken: $token) {
        orders(first: 250) { nodes { orderNumber statusUrl successfulFulfillments { trackingCompany } } }
      } }`,
      {token},
    );
    const first = response.data?.customer.orders.nodes[0];
    const page = await getPage(first.statusUrl);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`Order #${first.orderNumber}`);
    expect(page.html).toContain('USPS');
    expect(page.html).toContain('href="https://tools.usps.com/');
  });
});

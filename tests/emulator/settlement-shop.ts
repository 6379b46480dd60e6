/**
 * A live shop (the platform set up by shop:setup, its webhooks settled by the storefront's
 * route) and what the settlement tests do with it: a customer with credit, carts that spend it,
 * claims and markers, checkout, cancellations and refunds through the Admin API, and the
 * platform's own webhook deliveries sent again at will (duplicated, out of order, at once).
 */
import {afterAll, beforeAll} from 'vitest';
import {
  LOCAL_ADMIN_TOKEN,
  LOCAL_APP_CLIENT_SECRET,
  LOCAL_SURVEY_PROOF_KEY,
} from '../../dev/local-env';
import {
  webhookHeaders,
  type DeliveryRow,
} from '../../emulators/commerce/src/webhooks/deliveries';
import type {WebhookConfig} from '../../emulators/commerce/src/types';
import {signSurveyProof} from '@brush/rules/survey-proof';
import {
  CART_CREATE,
  adminGraphql,
  multipassAccessToken,
  SEED_NOW,
  type Json,
  type Platform,
} from './cart-platform';
import {checkOutAs} from './checkout-pages';
import {SECRET_SHOP_TAG} from './money-arbitraries';
import {startLiveShop, storefrontGql, type LiveShop} from './settlement-receiver';

export type Delivery = Omit<DeliveryRow, 'id' | 'attempts'>;

export interface Buyer {
  email: string;
  id: string;
  token: string;
}

export interface OrderPlan {
  creditRedeemed: number;
  /** A secret-shop variant bought at its secret price, or none. */
  secret: string | null;
  whiteCheek: boolean;
  /** A survey response id, its proof signed for this cart, or none. */
  survey: string | null;
}

export interface PlacedOrder {
  id: string;
  /** What the cart took off as store credit, in USD cents (the carts are American). */
  creditCents: number;
}

export function settlementShop(webhooks: Partial<WebhookConfig> = {}) {
  let shop: LiveShop;
  const clock = {now: new Date(SEED_NOW)};
  beforeAll(async () => {
    shop = await startLiveShop({
      now: () => new Date(clock.now),
      config: {
        webhooks: {retryBaseMs: 20, retries: 8, twiceOutOfOrder: false, ...webhooks},
      },
    });
  });
  afterAll(async () => {
    await shop.close();
  });
  const platform = (): Platform => {
    const {url} = shop.platform;
    return {
      url,
      clock,
      receiver: shop.receiver,
      settled: shop.settled,
      gql: (query, variables) => storefrontGql(url, query, variables),
      admin: () => {
        throw new Error('the settlement tests use the Admin GraphQL API');
      },
      close: shop.close,
    };
  };
  let customers = 0;

  /** A new customer, entitled to the spring-preview secret shop, with `credit` USD. */
  async function buyer(credit: number): Promise<Buyer> {
    customers += 1;
    const email = `settle-${customers}-${Date.now()}@example.com`;
    const token = await multipassAccessToken(platform(), email);
    const patched = await fetch(
      `${shop.platform.url}/admin/customers/${encodeURIComponent(email)}`,
      {
        method: 'PATCH',
        headers: {
          Authorization: `Bearer ${LOCAL_ADMIN_TOKEN}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({tags: [SECRET_SHOP_TAG]}),
      },
    );
    const {id} = (await patched.json()) as {id: string};
    await adminGraphql(
      platform(),
      `mutation Set($metafields: [MetafieldsSetInput!]!) {
        metafieldsSet(metafields: $metafields) { userErrors { message } }
      }`,
      {
        metafields: [
          {
            ownerId: id,
            namespace: 'credit',
            key: 'balance',
            type: 'number_decimal',
            value: credit.toFixed(2),
          },
        ],
      },
    );
    return {email, id, token};
  }

  /** Builds the cart a plan asks for and pays it; the order, or null when it was refused. */
  async function order(who: Buyer, plan: OrderPlan): Promise<PlacedOrder | null> {
    const lines = [
      {merchandiseId: 'gid://shopify/ProductVariant/43000000000401'},
      ...(plan.secret
        ? [
            {
              merchandiseId: plan.secret,
              attributes: [{key: '_secretShop', value: 'true'}],
            },
          ]
        : []),
      ...(plan.whiteCheek
        ? [{merchandiseId: 'gid://shopify/ProductVariant/43000000001901'}]
        : []),
    ];
    const created = await platform().gql(CART_CREATE, {
      input: {lines, buyerIdentity: {countryCode: 'US', customerAccessToken: who.token}},
      country: 'US',
    });
    const cart = created.data?.cartCreate?.cart;
    if (!cart) return null;
    const attributes = [
      ...(plan.creditRedeemed > 0
        ? [{key: 'creditRedeemed', value: plan.creditRedeemed.toFixed(2)}]
        : []),
      ...(plan.survey
        ? [
            {
              key: 'discountSurvey',
              value: signSurveyProof(LOCAL_SURVEY_PROOF_KEY, {
                responseId: plan.survey,
                cartId: cart.id,
                customerId: who.id,
              }),
            },
          ]
        : []),
    ];
    const updated = attributes.length
      ? (
          await platform().gql(
            `mutation A($cartId: ID!, $attributes: [AttributeInput!]!) {
              cartAttributesUpdate(cartId: $cartId, attributes: $attributes) {
                cart { id checkoutUrl discountAllocations { discountedAmount { amount } ... on CartAutomaticDiscountAllocation { title } } }
              }
            }`,
            {cartId: cart.id, attributes},
          )
        ).data.cartAttributesUpdate.cart
      : cart;
    const creditCents = (updated.discountAllocations as Json[])
      .filter((allocation) => allocation.title === 'store credit')
      .reduce(
        (sum, allocation) =>
          sum + Math.round(Number(allocation.discountedAmount.amount) * 100),
        0,
      );
    if (!(await checkOutAs(cart.checkoutUrl, who.email))) return null;
    const token = String(cart.id).replace('gid://shopify/Cart/', '').split('?')[0];
    const id = (
      shop.platform.db
        .prepare('SELECT id FROM orders WHERE cart_token = ?')
        .get(token) as {
        id: number;
      }
    ).id;
    return {id: `gid://shopify/Order/${id}`, creditCents};
  }

  /** What settlement reads and writes of a customer and the shop. */
  async function state(who: Buyer) {
    const data = await adminGraphql(
      platform(),
      `query State($id: ID!) {
        customer(id: $id) {
          credit: metafield(namespace: "credit", key: "balance") { value }
          claimed: metafield(namespace: "secret_shop", key: "claimed") { value }
          whiteCheek: metafield(namespace: "limits", key: "white_cheek_bought") { value }
        }
        shop {
          sharedClaims: metafield(namespace: "secret_shop", key: "shared_claims") { value }
          usedResponses: metafield(namespace: "survey", key: "used_responses") { value }
        }
      }`,
      {id: who.id},
    );
    const claims = JSON.parse(data.shop.sharedClaims?.value ?? '{}') as Record<
      string,
      string[]
    >;
    return {
      creditCents: Math.round(Number(data.customer.credit?.value ?? 0) * 100),
      claimed: JSON.parse(data.customer.claimed?.value ?? '[]') as string[],
      sharedCopy: claims[who.id.split('/').pop() as string] ?? [],
      whiteCheek: Number(data.customer.whiteCheek?.value ?? 0),
      usedResponses: JSON.parse(data.shop.usedResponses?.value ?? '[]') as string[],
    };
  }

  const cancel = (orderId: string) =>
    adminGraphql(
      platform(),
      `mutation C($id: ID!) {
        orderCancel(orderId: $id, reason: CUSTOMER, refund: true, restock: true) { userErrors { message } }
      }`,
      {id: orderId},
    );

  /** Refunds every unit of every line of the order. */
  async function refundAll(orderId: string) {
    const {order: found} = await adminGraphql(
      platform(),
      `query O($id: ID!) { order(id: $id) { lineItems(first: 50) { nodes { id quantity } } } }`,
      {id: orderId},
    );
    return adminGraphql(
      platform(),
      `mutation R($input: RefundInput!) { refundCreate(input: $input) { userErrors { message } } }`,
      {
        input: {
          orderId,
          refundLineItems: found.lineItems.nodes.map((line: Json) => ({
            lineItemId: line.id,
            quantity: line.quantity,
          })),
        },
      },
    );
  }

  /** The platform's deliveries so far (pending or not), in the order they were raised. */
  function deliveries(): Delivery[] {
    return shop.platform.db
      .prepare(
        'SELECT webhook_id, event_id, topic, uri, body, triggered_at FROM webhook_deliveries ORDER BY id',
      )
      .all() as Delivery[];
  }

  /** One delivery sent again as the platform sends it: Shopify's headers, signed. */
  async function deliver(
    delivery: Delivery,
    headers: Record<string, string> = {},
  ): Promise<number> {
    const response = await fetch(delivery.uri, {
      method: 'POST',
      headers: {
        ...webhookHeaders(
          delivery,
          LOCAL_APP_CLIENT_SECRET,
          new URL(shop.platform.url).host,
        ),
        ...headers,
      },
      body: delivery.body,
    });
    return response.status;
  }

  return {
    platform,
    shop: () => shop,
    buyer,
    order,
    state,
    cancel,
    refundAll,
    deliveries,
    deliver,
    hold: () => shop.platform.core.webhooks?.hold(),
    release: () => shop.platform.core.webhooks?.release(),
  };
}

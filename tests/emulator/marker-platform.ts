/**
 * The platform the signed-markers test attacks: one platform for the calling file (its hooks
 * join the suite) on the seed's clock, and what a buyer or a script does with it: sign in,
 * build a cart with any attributes, check out, and read what the platform stored.
 */
import type Database from 'better-sqlite3';
import {afterAll, beforeAll} from 'vitest';
import {
  LOCAL_MULTIPASS_SECRET,
  LOCAL_STOREFRONT_TOKEN,
  LOCAL_SURVEY_PROOF_KEY,
} from '../../dev/local-env';
import {createMultipassToken} from '../../emulators/commerce/src/customers/multipass';
import {
  findOrderByCartToken,
  orderTotals,
} from '../../emulators/commerce/src/customers/orders';
import type {CommercePlatform} from '../../emulators/commerce/src/server';
import {signSurveyProof} from '@brush/rules/survey-proof';
import {
  USED_SURVEY_EMAILS_METAFIELD,
  USED_SURVEY_RESPONSES_METAFIELD,
  USED_WELCOME_EMAILS_METAFIELD,
  usedEntries,
} from '@brush/rules/used-markers';
import {shopMetafields} from '../../emulators/commerce/src/admin-api/metafields';
import {signWelcomeMarker} from '@brush/rules/welcome-marker';
import {
  CART_ATTRIBUTES_UPDATE,
  CART_CREATE,
  CART_LINES_ADD,
  MULTIPASS_SIGN_IN,
  SEED_NOW,
  VARIANT,
  cartToken,
  type Json,
} from './cart-platform';
import {checkOutAs} from './checkout-pages';
import {startLiveShop, type LiveShop} from './settlement-receiver';

export const PAID = 'paid';
export const REFUSED = 'refused';

export interface Line {
  merchandiseId: string;
  quantity?: number;
  attributes?: {key: string; value: string}[];
}

export const messages = (answer: Json): string[] =>
  answer.userErrors.map((error: Json) => error.message);

export const surveyProof = (responseId: string, cartId: string, customerId?: string) =>
  signSurveyProof(LOCAL_SURVEY_PROOF_KEY, {responseId, cartId, customerId});

export function markerPlatform() {
  let shop: LiveShop;
  let platform: CommercePlatform;
  const clock = {now: new Date(SEED_NOW)};

  beforeAll(async () => {
    shop = await startLiveShop({now: () => new Date(clock.now)});
    platform = shop.platform;
  });

  afterAll(async () => {
    await shop.close();
  });

  async function gql(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Json> {
    const response = await fetch(`${platform.url}/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN,
      },
      body: JSON.stringify({query, variables}),
    });
    const body = (await response.json()) as Json;
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  async function signIn(email: string): Promise<string> {
    const token = createMultipassToken(LOCAL_MULTIPASS_SECRET, {
      email,
      created_at: clock.now.toISOString(),
    });
    const data = await gql(MULTIPASS_SIGN_IN, {token});
    return data.customerAccessTokenCreateWithMultipass.customerAccessToken.accessToken;
  }

  interface CartOptions {
    country?: string;
    accessToken?: string;
  }

  /** The cartCreate payload: the cart, or the platform's userErrors. */
  async function createAnswer(
    lines: Line[],
    {country = 'US', accessToken}: CartOptions = {},
  ): Promise<Json> {
    const data = await gql(CART_CREATE, {
      input: {
        lines,
        buyerIdentity: {
          countryCode: country,
          ...(accessToken ? {customerAccessToken: accessToken} : {}),
        },
      },
      country,
    });
    return data.cartCreate;
  }

  async function newCart(lines: Line[], options: CartOptions = {}): Promise<Json> {
    const answer = await createAnswer(lines, options);
    if (!answer.cart) throw new Error(`cartCreate refused: ${JSON.stringify(answer)}`);
    return answer.cart;
  }

  async function setAttributes(
    cartId: string,
    attributes: {key: string; value: string}[],
  ) {
    const data = await gql(CART_ATTRIBUTES_UPDATE, {cartId, attributes});
    return data.cartAttributesUpdate.cart;
  }

  /** The cartLinesAdd payload: the cart, and the platform's userErrors when it refused. */
  async function addLines(cartId: string, lines: Line[]): Promise<Json> {
    return (await gql(CART_LINES_ADD, {cartId, lines})).cartLinesAdd;
  }

  /** The titles and amounts of the discounts on a cart's lines, then on the cart. */
  function discounts(cart: Json): string[] {
    const line = cart.lines.nodes.flatMap((node: Json) =>
      node.discountAllocations.map(
        (allocation: Json) => `${allocation.title} ${allocation.discountedAmount.amount}`,
      ),
    );
    const order = cart.discountAllocations.map(
      (allocation: Json) => `order ${allocation.discountedAmount.amount}`,
    );
    return [...line, ...order];
  }

  let guests = 0;

  /**
   * Pays the cart's checkout as a buyer does, by default as a guest of a mailbox of its own (a
   * survey discount is once per mailbox); settled once its webhooks are delivered.
   */
  async function checkOut(
    cart: Json,
    email = `guest-${(guests += 1)}@example.com`,
  ): Promise<typeof PAID | typeof REFUSED> {
    const paid = await checkOutAs(cart.checkoutUrl, email);
    await shop.settled();
    return paid ? PAID : REFUSED;
  }

  /** The order a cart became is still standing: not cancelled by the shop's settlement. */
  function standing(cart: Json): boolean {
    const order = findOrderByCartToken(db(), cartToken(cart.id));
    return order !== null && order.canceledAt === null;
  }

  interface StoredOrder {
    /** What the lines cost after every discount, before shipping. */
    subtotal: number;
    currencyCode: string;
    /** Each discount as 'title amount', line discounts first. */
    discounts: string[];
  }

  /** The order the platform recorded for a cart, as it charged it; null when none was. */
  function orderOf(cart: Json): StoredOrder | null {
    const order = findOrderByCartToken(db(), cartToken(cart.id));
    if (!order) return null;
    const cents = (value: number) => (value / 100).toFixed(2);
    return {
      subtotal: orderTotals(order).subtotalCents / 100,
      currencyCode: order.currencyCode,
      discounts: [
        ...order.lineItems.flatMap((line) =>
          line.discounts.map((discount) => `${discount.title} ${cents(discount.cents)}`),
        ),
        ...order.orderDiscounts.map(
          (discount) => `${discount.title} ${cents(discount.cents)}`,
        ),
      ],
    };
  }

  function db(): Database.Database {
    return platform.db as Database.Database;
  }

  const USED_MARKERS = {
    survey: USED_SURVEY_RESPONSES_METAFIELD,
    surveyEmails: USED_SURVEY_EMAILS_METAFIELD,
    welcome: USED_WELCOME_EMAILS_METAFIELD,
  };

  /** The shop metafield that lists the markers of a kind that orders spent. */
  function usedMarkers(kind: keyof typeof USED_MARKERS): string[] {
    const {namespace, key} = USED_MARKERS[kind];
    const value = shopMetafields(platform.store, db()).find(
      (metafield) => metafield.namespace === namespace && metafield.key === key,
    )?.value;
    return [...usedEntries(value)].sort();
  }

  const welcomeLine = (email: string, cartId: string | null): Line => ({
    merchandiseId: VARIANT.kumoUs,
    attributes: [
      {key: '_welcomeBonus', value: email},
      ...(cartId
        ? [
            {
              key: '_welcomeBonusProof',
              value: signWelcomeMarker(LOCAL_SURVEY_PROOF_KEY, {email, cartId}),
            },
          ]
        : []),
    ],
  });
  return {
    signIn,
    createAnswer,
    newCart,
    setAttributes,
    addLines,
    discounts,
    checkOut,
    standing,
    orderOf,
    db,
    usedMarkers,
    welcomeLine,
    settled: () => shop.settled(),
  };
}

import type Database from 'better-sqlite3';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
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
import {findCustomerByEmail} from '../../emulators/commerce/src/customers/store';
import {
  startCommercePlatform,
  type CommercePlatform,
} from '../../emulators/commerce/src/server';
import {signSurveyProof} from '@brush/rules/survey-proof';
import {welcomeEmailDigest} from '@brush/rules/used-markers';
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

/**
 * The attacks a hostile pass made with real orders, sent straight to the platform's Storefront
 * API and checked out: a survey proof copied to another cart or replayed, a welcome offer for
 * an address never signed up, store credit converted upwards, Canada's promised 10%. Each
 * asserts what the order charged and what the platform stored.
 */

let platform: CommercePlatform;
const clock = {now: new Date(SEED_NOW)};

beforeAll(async () => {
  platform = await startCommercePlatform({
    port: 0,
    dbPath: ':memory:',
    now: () => new Date(clock.now),
  });
});

afterAll(async () => {
  await platform.close();
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

interface Line {
  merchandiseId: string;
  quantity?: number;
  attributes?: {key: string; value: string}[];
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

async function setAttributes(cartId: string, attributes: {key: string; value: string}[]) {
  const data = await gql(CART_ATTRIBUTES_UPDATE, {cartId, attributes});
  return data.cartAttributesUpdate.cart;
}

/** The cartLinesAdd payload: the cart, and the platform's userErrors when it refused. */
async function addLines(cartId: string, lines: Line[]): Promise<Json> {
  return (await gql(CART_LINES_ADD, {cartId, lines})).cartLinesAdd;
}

const messages = (answer: Json): string[] =>
  answer.userErrors.map((error: Json) => error.message);

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

const ADDRESS = {
  email: 'ben@example.com',
  firstName: 'Ben',
  lastName: 'Okafor',
  address1: '1 Main St',
  city: 'Springfield',
  zip: '12345',
};

const SEE_OTHER = 303;
const PAID = 'paid';
const REFUSED = 'refused';

/**
 * Opens the cart's checkout and pays it, as a buyer does: paid when the payment went through
 * to the thank-you page; refused when the page offered no payment or turned the payment down.
 */
async function checkOut(cart: Json): Promise<typeof PAID | typeof REFUSED> {
  const page = await fetch(cart.checkoutUrl);
  const formToken = /name="formToken" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!formToken) return REFUSED;
  const response = await fetch(cart.checkoutUrl, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({...ADDRESS, formToken}).toString(),
    redirect: 'manual',
  });
  return response.status === SEE_OTHER ? PAID : REFUSED;
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

function usedMarkers(kind: 'survey' | 'welcome'): string[] {
  return (
    db()
      .prepare('SELECT entry FROM used_markers WHERE kind = ? ORDER BY entry')
      .all(kind) as {entry: string}[]
  ).map((row) => row.entry);
}

const surveyProof = (responseId: string, cartId: string, customerId?: string) =>
  signSurveyProof(LOCAL_SURVEY_PROOF_KEY, {responseId, cartId, customerId});

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

const YUKI = VARIANT.yukiUs;
const KUMO = VARIANT.kumoUs;

describe('the survey proof is bound to its cart, its buyer and one order', () => {
  it('refuses to check out a cart carrying a proof signed for another cart', async () => {
    const earned = await newCart([{merchandiseId: KUMO}]);
    const copy = await newCart([{merchandiseId: YUKI, quantity: 3}]);
    await setAttributes(copy.id, [
      {key: 'discountSurvey', value: surveyProof('resp-copied', earned.id)},
    ]);

    expect(await checkOut(copy)).toBe(REFUSED);
    expect(orderOf(copy)).toBeNull();
    expect(usedMarkers('survey')).not.toContain('resp-copied');
  });

  it('takes 35% off once per response id: the same response signed for a second cart earns nothing', async () => {
    const first = await newCart([{merchandiseId: YUKI, quantity: 3}]);
    await setAttributes(first.id, [
      {key: 'discountSurvey', value: surveyProof('resp-once', first.id)},
    ]);
    expect(await checkOut(first)).toBe(PAID);
    expect(orderOf(first)).toEqual({
      subtotal: 113.1,
      currencyCode: 'USD',
      discounts: ['survey discount 60.90'],
    });
    expect(usedMarkers('survey')).toContain('resp-once');

    const second = await newCart([{merchandiseId: YUKI, quantity: 3}]);
    const priced = await setAttributes(second.id, [
      {key: 'discountSurvey', value: surveyProof('resp-once', second.id)},
    ]);
    expect(discounts(priced)).toEqual([]);
    expect(await checkOut(second)).toBe(PAID);
    expect(orderOf(second)).toMatchObject({subtotal: 174, discounts: []});
  });

  it('gives a proof earned signed in to that customer only', async () => {
    const ava = await signIn('ava@example.com');
    const ben = await signIn('ben@example.com');
    const avas = await newCart([{merchandiseId: YUKI}], {accessToken: ava});
    const avaId: string = avas.buyerIdentity.customer.id;
    const bens = await newCart([{merchandiseId: YUKI}], {accessToken: ben});

    const onBens = await setAttributes(bens.id, [
      {key: 'discountSurvey', value: surveyProof('resp-ava', bens.id, avaId)},
    ]);
    expect(discounts(onBens)).toEqual([]);

    const onAvas = await setAttributes(avas.id, [
      {key: 'discountSurvey', value: surveyProof('resp-ava', avas.id, avaId)},
    ]);
    expect(discounts(onAvas)).toEqual(['survey discount 20.3']);
  });
});

describe('the survey discount prices the cart as it is', () => {
  it('takes 35% off the 3 highest-priced units, brushes added after the survey included', async () => {
    const cart = await newCart([{merchandiseId: KUMO}]);
    await setAttributes(cart.id, [
      {key: 'discountSurvey', value: surveyProof('resp-later', cart.id)},
    ]);
    const {cart: added} = await addLines(cart.id, [{merchandiseId: YUKI, quantity: 2}]);
    expect(discounts(added)).toEqual(['survey discount 8.4', 'survey discount 40.6']);

    expect(await checkOut(added)).toBe(PAID);
    expect(orderOf(added)).toEqual({
      subtotal: 91,
      currencyCode: 'USD',
      discounts: ['survey discount 8.40', 'survey discount 40.60'],
    });
  });
});

describe('the welcome offer needs the worker’s marker, once per email', () => {
  const NOT_CLAIMED = 'the welcome offer needs the email it was claimed with.';

  it('refuses a line for an address the worker never signed, on a new cart or an old one', async () => {
    const created = await createAnswer([welcomeLine('stranger@example.com', null)]);
    expect(created.cart).toBeNull();
    expect(messages(created)).toEqual([NOT_CLAIMED]);

    const cart = await newCart([{merchandiseId: YUKI}]);
    expect(
      messages(await addLines(cart.id, [welcomeLine('stranger@example.com', null)])),
    ).toEqual([NOT_CLAIMED]);
    expect(await checkOut(cart)).toBe(PAID);
    expect(orderOf(cart)).toMatchObject({subtotal: 58, discounts: []});
  });

  it('takes 40% off one unit for a signed email, records its digest, and refuses the email a second time', async () => {
    const first = await newCart([]);
    const {cart: added} = await addLines(first.id, [
      welcomeLine('newcomer@example.com', first.id),
    ]);
    expect(discounts(added)).toEqual(['welcome offer 9.6']);
    expect(await checkOut(added)).toBe(PAID);
    expect(orderOf(added)).toEqual({
      subtotal: 14.4,
      currencyCode: 'USD',
      discounts: ['welcome offer 9.60'],
    });
    expect(usedMarkers('welcome')).toEqual([welcomeEmailDigest('newcomer@example.com')]);

    const again = await newCart([]);
    const replayed = await addLines(again.id, [
      welcomeLine('Newcomer@example.com', again.id),
    ]);
    expect(messages(replayed)).toEqual([
      'the welcome offer was already used with this email.',
    ]);
    expect(replayed.cart.lines.nodes).toEqual([]);
  });

  it('refuses to check out a marker signed for another cart', async () => {
    const signedFor = await newCart([]);
    const copy = await newCart([welcomeLine('copier@example.com', signedFor.id)]);
    expect(await checkOut(copy)).toBe(REFUSED);
    expect(orderOf(copy)).toBeNull();
    expect(usedMarkers('welcome')).not.toContain(
      welcomeEmailDigest('copier@example.com'),
    );
  });
});

describe('store credit converts down into the cart currency', () => {
  it('redeems £8 of a 10.50 USD balance (not £9, worth 10.59 USD) and takes its worth in USD', async () => {
    const chiara = await signIn('chiara@example.com');
    const cart = await newCart([{merchandiseId: KUMO}], {
      country: 'GB',
      accessToken: chiara,
    });
    await setAttributes(cart.id, [{key: 'creditRedeemed', value: '99.00'}]);
    expect(await checkOut(cart)).toBe(PAID);

    const order = orderOf(cart);
    expect(order?.currencyCode).toBe('GBP');
    expect(order?.discounts).toEqual(['store credit 8.00']);
    const customer = findCustomerByEmail(db(), 'chiara@example.com');
    // 8 GBP is 9.41 USD: 1.09 of the 10.50 is left.
    expect(customer?.storeCredit).toBe(1.09);
  });
});

describe('Canada’s extra 10% at checkout', () => {
  it('takes 10% off a Canadian order', async () => {
    const cart = await newCart([{merchandiseId: YUKI}], {country: 'CA'});
    expect(discounts(cart)).toEqual(['order 5.8']);
    expect(await checkOut(cart)).toBe(PAID);
    expect(orderOf(cart)).toEqual({
      subtotal: 52.2,
      currencyCode: 'USD',
      discounts: ['canada discount 5.80'],
    });
  });

  it('takes it after the survey discount, on what the lines then cost', async () => {
    const cart = await newCart([{merchandiseId: YUKI, quantity: 2}], {country: 'CA'});
    await setAttributes(cart.id, [
      {key: 'discountSurvey', value: surveyProof('resp-canada', cart.id)},
    ]);
    expect(await checkOut(cart)).toBe(PAID);
    expect(orderOf(cart)).toEqual({
      subtotal: 67.86,
      currencyCode: 'USD',
      discounts: ['survey discount 40.60', 'canada discount 7.54'],
    });
  });

  it('takes it before store credit, which pays what is left', async () => {
    const ava = await signIn('ava@example.com');
    const cart = await newCart([{merchandiseId: YUKI}], {
      country: 'CA',
      accessToken: ava,
    });
    await setAttributes(cart.id, [{key: 'creditRedeemed', value: '99.00'}]);
    expect(await checkOut(cart)).toBe(PAID);
    expect(orderOf(cart)).toEqual({
      subtotal: 27.2,
      currencyCode: 'USD',
      discounts: ['canada discount 5.80', 'store credit 25.00'],
    });
    expect(findCustomerByEmail(db(), 'ava@example.com')?.storeCredit).toBe(0);
  });

  it('gives nothing outside Canada', async () => {
    const cart = await newCart([{merchandiseId: YUKI}], {country: 'US'});
    expect(discounts(cart)).toEqual([]);
  });
});

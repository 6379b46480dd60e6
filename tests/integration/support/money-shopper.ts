/**
 * The shopper and the judge of tests/integration/money-invariants.test.ts: a generated cart is
 * built by posting to the built worker's /cart action as a shopper's browser would (plain adds
 * with any attributes, the promo and secret-shop flows, quantity changes, store credit, a
 * country change), then paid on the platform's checkout, and the order the platform records is
 * judged by the product's oracle (tests/emulator/money-arbitraries.ts).
 */
import {http, passthrough} from 'msw';
import {expect} from 'vitest';
import {LOCAL_SHARED_SHOP_KEY} from '../../../dev/local-env';
import {CART_FLOW_ACTION} from '@brush/rules/promos';
import {REDEEM_CREDIT_ACTION} from '@brush/rules/credit';
import {
  INVARIANTS,
  assertNoViolation,
  judgePaidCart,
  SECRET_SHOP_TAG,
  VARIANTS,
  buyerModel,
  regionOf,
  runsPerInvariant,
  sharedToken,
  surveyValue,
  type Focus,
  type LineSpec,
  type Scenario,
  type Violation,
} from '../../emulator/money-arbitraries';
import {setClaims} from '../../emulator/cart-platform';
import {checkOutAs} from '../../emulator/checkout-pages';
import {localPlatformUpstream, type CustomerAccessToken, type Json} from './upstream';
import {signedSessionCookie, workerAgainst} from './worker';

/**
 * 90 generated carts through the storefront in npm test (15 per invariant, the seed's first
 * ones; each run still reaches orders to judge); npm run test:money runs 5000 (MONEY_RUNS).
 */
const RUNS = runsPerInvariant(90, INVARIANTS.length);
const SEED = 20250302;

/**
 * Starts the platform and the worker for the calling test file (their hooks join its suite)
 * and returns the property each invariant is checked by.
 */
export function moneyThroughStorefront(): {holds: (focus: Focus) => Promise<void>} {
  const storefront = localPlatformUpstream();
  /** The worker signs shared links with the key the platform checks them by. */
  const worker = workerAgainst({
    get env() {
      return {...storefront.env, SHARED_SHOP_KEY: LOCAL_SHARED_SHOP_KEY};
    },
    start: () => storefront.start(),
    stop: () => storefront.stop(),
    reset: () => storefront.reset(),
  });

  const gql = (query: string, variables: Record<string, unknown>) =>
    storefront.gql(query, variables);
  const admin = (method: string, path: string, body?: unknown) =>
    storefront.admin(path, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  let customerCount = 0;

  interface Customer {
    email: string;
    id: string;
    accessToken: CustomerAccessToken;
  }

  /** A fresh customer, signed in by Multipass as the storefront signs them in. */
  async function freshCustomer(
    changes: {tags?: string[]; storeCredit?: number; secretShopClaimed?: string[]} = {},
  ): Promise<Customer> {
    customerCount += 1;
    const email = `money-sf-${customerCount}-${Date.now()}@example.com`;
    const accessToken = await storefront.signIn(email);
    const {secretShopClaimed, ...rest} = changes;
    const patched = await admin(
      'PATCH',
      `/admin/customers/${encodeURIComponent(email)}`,
      rest,
    );
    if (patched.status !== 200) throw new Error(`PATCH customer: ${patched.status}`);
    const {id} = (await patched.json()) as {id: string};
    if (secretShopClaimed)
      await setClaims({url: storefront.origin}, id, secretShopClaimed);
    return {email, id: id.replace('gid://shopify/Customer/', ''), accessToken};
  }

  /** The link's last day: tomorrow, so a link signed today still works when the cart is paid. */
  const lastDay = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  /** The shopper's browser: the cookies the worker set, sent back on every request. */
  class Browser {
    #cookies = new Map<string, string>();

    constructor(cookies: string[]) {
      for (const cookie of cookies) this.#keep(cookie);
    }

    #keep(cookie: string) {
      const pair = cookie.split(';', 1)[0] ?? '';
      const at = pair.indexOf('=');
      if (at > 0) this.#cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }

    get cartCookie(): string | null {
      const value = this.#cookies.get('cart');
      return value ? `cart=${value}` : null;
    }

    async request(path: string, init: RequestInit = {}): Promise<Response> {
      const cookie = [...this.#cookies]
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
      const response = await worker.fetch(path, {
        ...init,
        redirect: 'manual',
        headers: cookie ? {Cookie: cookie} : {},
      });
      await response.text();
      await worker.settle();
      for (const set of response.headers.getSetCookie()) this.#keep(set);
      return response;
    }

    post(path: string, fields: Record<string, string>): Promise<Response> {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return this.request(path, {method: 'POST', body: form});
    }

    cartForm(action: string, inputs: Record<string, unknown>): Promise<Response> {
      return this.post('/cart', {cartFormInput: JSON.stringify({action, inputs})});
    }
  }

  /**
   * The storefront only offers a market its own region's variant (the seed numbers a US variant
   * odd and its EU twin one above), so a shopper's request names that one; the platform-level
   * test sends the other region's too.
   */
  function marketTwin(variantId: string, country: string): string {
    const id = Number(variantId.split('/').pop());
    const wantsEu = regionOf(country) === 'EU';
    const twin = wantsEu ? id + (id % 2) : id - (1 - (id % 2));
    return `gid://shopify/ProductVariant/${twin}`;
  }

  /** What the shopper posts for one generated line: a flow, or a plain add with its attributes. */
  async function addLine(browser: Browser, line: LineSpec, country: string) {
    const [ask, second] = line.asks;
    const {quantity} = line;
    const merchandiseId = marketTwin(line.variantId, country);
    const secret = VARIANTS.get(merchandiseId)?.tags.includes('secret-shop') ?? false;
    if (ask && !second) {
      switch (ask.key) {
        case '_customPrice':
          return browser.cartForm(CART_FLOW_ACTION, {
            flow: secret ? 'secretShop' : 'pwyw',
            merchandiseId,
            customPrice: ask.value,
          });
        case '_conceptStore':
          return browser.cartForm(CART_FLOW_ACTION, {
            flow: 'conceptStore',
            merchandiseId,
            quantity,
          });
        case '_secretShop':
        case '_secretShopFree':
          return browser.cartForm(CART_FLOW_ACTION, {flow: 'secretShop', merchandiseId});
        case '_welcomeBonus':
          return browser.cartForm(CART_FLOW_ACTION, {
            flow: 'welcomeBonus',
            merchandiseId,
            email: ask.value,
          });
        default:
          break;
      }
    }
    // Anything else is a plain add, carrying whatever attributes the shopper forged.
    return browser.cartForm('LinesAdd', {
      lines: [{merchandiseId, quantity, attributes: line.asks}],
    });
  }

  const CART_QUERY = `query cart($id: ID!) {
  cart(id: $id) { id checkoutUrl lines(first: 100) { nodes { id } } }
}`;

  async function platformCart(browser: Browser): Promise<Json | null> {
    const cookie = browser.cartCookie;
    if (!cookie) return null;
    const id = `gid://shopify/Cart/${decodeURIComponent(cookie.replace(/^cart=/, ''))}`;
    return (await gql(CART_QUERY, {id})).data?.cart ?? null;
  }

  /** Pays the cart on the platform's checkout page; the new order of `email`, or null. */
  async function checkOut(checkoutUrl: string, email: string): Promise<Json | null> {
    const ordersPath = `/admin/customers/${encodeURIComponent(email)}/orders`;
    const before = ((await (await admin('GET', ordersPath)).json()) as Json).orders;
    const paid = await checkOutAs(checkoutUrl, email);
    // The next cart is priced with what this order spent, once its webhook has settled it.
    await storefront.settled();
    if (!paid) return null;
    const after = ((await (await admin('GET', ordersPath)).json()) as Json).orders;
    const order = after.length > before.length ? after[0] : null;
    // An order the shop's settlement cancelled (a marker signed for another cart) keeps none
    // of the buyer's money.
    return order?.canceledAt ? null : order;
  }

  let judgedOrders = 0;

  async function violationsOf(scenario: Scenario): Promise<Violation[]> {
    // The checkout pages are the platform's own, never rewritten.
    storefront.use(http.all('*/checkouts/*', () => passthrough()));
    const owner = await freshCustomer({
      tags: [SECRET_SHOP_TAG],
      secretShopClaimed: scenario.owner.claimed,
    });
    const {kind} = scenario.buyer;
    const buyer =
      kind === 'guest'
        ? await freshCustomer()
        : await freshCustomer({
            tags: kind === 'entitled' ? [SECRET_SHOP_TAG] : [],
            storeCredit: scenario.buyer.storeCreditUsd,
            secretShopClaimed: scenario.buyer.claimed,
          });
    let model = buyerModel(scenario);
    const violations: Violation[] = [];
    const tokens = new Map<string, string>();

    for (const spec of scenario.carts) {
      // The session a shared link opened (the first line's), the market and the sign-in.
      const linkKind = spec.lines[0]?.shared ?? 'none';
      const link = sharedToken(linkKind, owner.id, lastDay());
      if (link) tokens.set(link, linkKind);
      const browser = new Browser([
        await signedSessionCookie({
          country: spec.country,
          ...(kind === 'guest' ? {} : {customerAccessToken: buyer.accessToken}),
          ...(link ? {sharedShop: link} : {}),
        }),
      ]);
      for (const line of spec.lines) await addLine(browser, line, spec.country);
      // Opening the cart page lets the storefront add the free item where a rule gives it.
      await browser.request('/cart');
      for (const update of spec.updates) {
        const cart = await platformCart(browser);
        const ids: string[] = (cart?.lines.nodes ?? []).map((node: Json) => node.id);
        const id = ids[update.index % Math.max(1, ids.length)];
        if (!id) continue;
        await browser.cartForm('LinesUpdate', {
          lines: [
            {
              id,
              quantity: update.quantity,
              ...(update.variantId
                ? {merchandiseId: marketTwin(update.variantId, spec.country)}
                : {}),
            },
          ],
        });
      }
      if (spec.creditRedeemed !== null) {
        await browser.cartForm(REDEEM_CREDIT_ACTION, {amount: spec.creditRedeemed});
      }
      if (spec.moveTo) await browser.post('/api/country', {country: spec.moveTo});

      const cart = await platformCart(browser);
      if (!cart) continue;
      // The survey proof is what the worker writes when a survey completes (or what a shopper
      // forges through the public API).
      const survey = surveyValue(spec.survey, {
        responseId: `response-${customerCount}-${cart.id.slice(-8)}`,
        cartId: cart.id,
        customerId: kind === 'guest' ? null : `gid://shopify/Customer/${buyer.id}`,
      });
      if (survey) {
        await gql(
          `mutation($cartId: ID!, $attributes: [AttributeInput!]!) {
          cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { userErrors { message } }
        }`,
          {cartId: cart.id, attributes: [{key: 'discountSurvey', value: survey}]},
        );
      }
      const country: string =
        (await storefront.cartOf(browser.cartCookie ?? '')).countryCode ?? spec.country;
      const order = await checkOut(cart.checkoutUrl, buyer.email);
      if (!order) continue;
      judgedOrders += 1;
      const judged = judgePaidCart(
        order,
        {spec, country: country, linkKinds: tokens},
        model,
      );
      violations.push(...judged.violations);
      model = judged.model;
    }
    return violations;
  }

  async function holds(focus: Focus) {
    judgedOrders = 0;
    await assertNoViolation(focus, violationsOf, {seed: SEED, numRuns: RUNS});
    // The storefront refuses most forged requests; some carts must still reach an order.
    expect(judgedOrders).toBeGreaterThan(0);
  }
  return {holds};
}

/**
 * A virtual shopper: its own cookies, browsing and cart operations through the storefront's
 * real pages and its one /cart action, in the order a person would do them. It keeps what its
 * cart must hold after each operation the storefront confirmed; when an operation fails (a 5xx,
 * no answer) the platform may or may not have applied it, so the shopper reads its cart again
 * once the storefront answers and accepts either outcome, recording anything else as a
 * mismatch.
 */
import {
  applyOperation,
  readBackOf,
  sameCart,
  type CartLineLike,
  type CartOperation,
  type ExpectedCart,
} from './cart-model';
import {BROWSER_HEADERS, SHOPPER_LISTING_PAGES, SHOPPER_PRODUCT_PATHS} from './config';
import {cartTokenFromCookie, StorefrontClient, type CartView} from './storefront-client';
import {SEED_CUSTOMERS, type SeedCustomer} from '../emulators/seed-customers';
import {REDEEM_CREDIT_ACTION} from '@brush/rules/credit';
import {SURVEY_QUESTIONS} from '../app/features/growth/survey';
import {cartFormInputs, tagAttributes, visibleText} from './html';
import {TEXTS} from './texts';

/**
 * page: a catalog page the page cache holds; search and account: pages rendered for each
 * request; predictive: the search box's suggestions; subscribe: the mailing list; signIn: the
 * sign-in form's post; country: the country picker's post with a full cart; survey: the
 * survey's answers; credit: store credit put on the cart; secret: the secret shop's page;
 * checkout and pay: the platform's checkout page and its payment.
 */
export type RequestKind =
  | 'page'
  | 'search'
  | 'predictive'
  | 'account'
  | 'subscribe'
  | 'signIn'
  | 'add'
  | 'update'
  | 'remove'
  | 'cart'
  | 'country'
  | 'survey'
  | 'credit'
  | 'secret'
  | 'checkout'
  | 'pay';

export interface RequestRecord {
  kind: RequestKind;
  /** null: no answer (refused, reset, timed out). */
  status: number | null;
  ms: number;
  /** Epoch ms the request was sent, and the answer came (or the request gave up). */
  startedAt: number;
  at: number;
  /** A page that showed the shop's error screen. */
  errorScreen: boolean;
  /** A catalog page: its path and the shopper's country, which the page cache keys it by. */
  page?: string;
}

/** Whether a page's visible text is the shop's error screen. */
export function showsErrorScreen(answer: {html: string}): boolean {
  return visibleText(answer.html).includes(TEXTS.errorScreen);
}

/** Every request of a run, from every shopper. */
export class Recorder {
  readonly requests: RequestRecord[] = [];
  private inFlight = 0;
  private held: Promise<void> | null = null;
  private idle: (() => void) | null = null;

  /**
   * Holds every new request, waits for those in flight to be answered, runs `measure` on a
   * quiet stack, then lets the shoppers go on. A held request's time starts when it is sent.
   */
  async whileQuiet<T>(measure: () => Promise<T>): Promise<T> {
    let release = () => undefined as void;
    this.held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      while (this.inFlight > 0) {
        await new Promise<void>((resolve) => {
          this.idle = resolve;
        });
      }
      return await measure();
    } finally {
      this.held = null;
      release();
    }
  }

  async time<R extends {status: number; ms: number}>(
    kind: RequestKind,
    request: () => Promise<R>,
    errorScreen: (answer: R) => boolean = () => false,
    page?: string,
  ): Promise<R | null> {
    while (this.held) await this.held;
    this.inFlight++;
    try {
      return await this.timeOne(kind, request, errorScreen, page);
    } finally {
      this.inFlight--;
      if (this.inFlight === 0) this.idle?.();
    }
  }

  private async timeOne<R extends {status: number; ms: number}>(
    kind: RequestKind,
    request: () => Promise<R>,
    errorScreen: (answer: R) => boolean,
    page: string | undefined,
  ): Promise<R | null> {
    const started = performance.now();
    const startedAt = Date.now();
    try {
      const result = await request();
      this.requests.push({
        kind,
        status: result.status,
        ms: result.ms,
        startedAt,
        at: Date.now(),
        errorScreen: errorScreen(result),
        page,
      });
      return result;
    } catch {
      this.requests.push({
        kind,
        status: null,
        ms: performance.now() - started,
        startedAt,
        at: Date.now(),
        errorScreen: false,
        page,
      });
      return null;
    }
  }
}

const RESYNC_INTERVAL_MS = 250;
/** The full mix's shoppers arrive from these countries in turn (the edge's geo header). */
const SHOPPER_COUNTRIES = ['US', 'CA', 'FR', 'IT', 'ES', 'MX'] as const;
const SEARCH_TERMS = ['brush', 'kabuki', 'blending', 'liner', 'fan', 'powder'] as const;
/** What a shopper has typed when the suggestions are asked for. */
const PREFIX_LENGTH = 3;
/** One shopper in this many signs in as a seed customer and looks at their orders. */
const SIGNED_IN_EVERY = 25;
/**
 * A full-mix shopper's pause before each page or cart change, drawn between the two: a human
 * pace, still quicker than people read a product page.
 */
const SHOPPER_PAUSE = {minMs: 1_000, maxMs: 3_000};
/** A shopper signs up to the mailing list once in this many cycles. */
const SUBSCRIBE_EVERY = 3;
/** The storefront's answer to a write that went out and got no answer (504). */
const OUTCOME_UNKNOWN_STATUS = 504;
/** Cycles repeat in threes: the last empties the cart, the second may pay for it. */
const CYCLES_PER_ROUND = 3;
const EMPTYING_CYCLE = 2;
const CHECKOUT_CYCLE = 1;
/** One shopper in this many pays at the platform's checkout, on every round's checkout cycle. */
const CHECKOUT_EVERY = 2;
/** One shopper in this many changes country with a full cart, once a round. */
const COUNTRY_CHANGE_EVERY = 3;
/** One paying shopper in this many answers the survey first, which discounts the cart. */
const SURVEY_EVERY = 2;
/** What a customer with store credit asks to put on each cart they pay, in its currency. */
const CREDIT_PER_CART = '2';
/** The checkout fields the platform requires besides the email. */
const CHECKOUT_ADDRESS = {lastName: 'Soak', address1: '1 Brush Lane', city: 'Portland'};
const REDIRECT_MIN = 300;
const REDIRECT_MAX = 399;
const SERVER_ERROR_MIN = 500;

function linesOf(cart: CartView | null): CartLineLike[] {
  return (cart?.lines.nodes ?? []).map((line) => ({
    merchandiseId: line.merchandise.id,
    quantity: line.quantity,
  }));
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** A small seeded generator, so a shopper's choices can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** A cart operation the storefront did not confirm, and what the cart read back said of it. */
export interface UnconfirmedOperation {
  /** ISO time the answer came (or the request gave up). */
  at: string;
  what: string;
  /** null: no answer. */
  status: number | null;
  message: string | null;
  /**
   * What the shopper was told: that it failed (the platform refused it), or that it may not
   * have been saved (504: it went out and no answer came), or nothing (no answer at all).
   */
  told: 'failed' | 'unknown';
  ms: number;
  /** The cart as read afterwards: without the change, with it, or neither. */
  readBack: 'before' | 'after' | 'neither' | 'unread';
}

/**
 * The client address a shopper's requests carry (oxygen-buyer-ip, which MiniOxygen passes on),
 * so the worker's per-client limits see 200 shoppers as 200 clients, as the edge would.
 */
export function shopperAddress(id: number): string {
  const OCTET = 256;
  return `10.${Math.floor(id / OCTET / OCTET) % OCTET}.${Math.floor(id / OCTET) % OCTET}.${id % OCTET}`;
}

/** A payment at the platform's checkout, and what the shopper was told of it. */
export interface PaymentRecord {
  shopper: number;
  cartToken: string;
  /** The cart's lines when the shopper paid, merchandise to quantity. */
  lines: [string, number][];
  /** The total the checkout page showed, in the currency's minor units; null if unread. */
  totalMinor: number | null;
  currencyCode: string | null;
  /** The signed-in customer who paid, null for a guest. */
  customerEmail: string | null;
  /** paid: the thank-you page; failed: the checkout refused it; unknown: no answer. */
  told: 'paid' | 'failed' | 'unknown';
  status: number | null;
  at: string;
}

/** The tag that opens a secret-shop collection to a customer. */
const SECRET_SHOP_TAG = 'secretShopCollection:';
/** Where the platform's checkout sends a paid cart. */
const THANK_YOU_PATH = '/thank-you';
const PLATFORM_TIMEOUT_MS = 30_000;

/** The cart page's cart with the link to the platform's checkout. */
type CheckoutCart = CartView & {checkoutUrl?: string};

/** A page of the platform's own checkout, which the shopper's browser loads from the platform. */
async function platformPage(
  url: string,
): Promise<{status: number; ms: number; html: string}> {
  const started = performance.now();
  const response = await fetch(url, {
    headers: BROWSER_HEADERS,
    redirect: 'manual',
    signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
  });
  const html = await response.text();
  return {status: response.status, ms: performance.now() - started, html};
}

/** The checkout's payment form posted as the browser posts it; the redirect is not followed. */
async function platformPost(
  url: string,
  fields: URLSearchParams,
): Promise<{status: number; ms: number; location: string}> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...BROWSER_HEADERS,
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
    },
    body: fields.toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return {
    status: response.status,
    ms: performance.now() - started,
    location: response.headers.get('Location') ?? '',
  };
}

/**
 * The secret shop's add forms, one per variant a card offers: the flow's CartForm body with the
 * variant its merchandiseId field (hidden, or a select's option) posts, as the browser sends it.
 */
export function secretShopAdds(html: string): {body: string; merchandiseId: string}[] {
  return html.split(/<form\b/i).flatMap((form) => {
    const cartForm = cartFormInputs(`<form${form.split(/<\/form>/i)[0] ?? ''}`)[0];
    const inputs = cartForm?.inputs as Record<string, unknown> | undefined;
    if (!cartForm || inputs?.flow !== 'secretShop') return [];
    const hidden = [...form.matchAll(/<input\b[^>]*>/gi)]
      .map((match) => tagAttributes(match[0]))
      .filter((input) => input.name === 'merchandiseId' && input.value);
    const select = /<select\b[^>]*name="merchandiseId"[^>]*>([\s\S]*?)<\/select>/i.exec(
      form,
    );
    const options = [...(select?.[1] ?? '').matchAll(/<option\b[^>]*>/gi)]
      .map((match) => tagAttributes(match[0]))
      .filter((option) => option.value && option.disabled === undefined);
    return [...hidden, ...options].map(({value = ''}) => ({
      merchandiseId: value,
      body: JSON.stringify({...cartForm, inputs: {...inputs, merchandiseId: value}}),
    }));
  });
}

/** The platform's checkout page as a shopper reads it: its payment form and its total. */
export interface CheckoutPage {
  action: string;
  fields: URLSearchParams;
  totalMinor: number | null;
  currencyCode: string | null;
}

const CHECKOUT_TOTAL = /<dd class="total">([^<]*)<span class="muted">([A-Z]{3})<\/span>/;

/**
 * The checkout page's payment form (its action, hidden token and prefilled fields) and the
 * total it shows, in minor units: every currency the shoppers meet has two decimals, so the
 * digits of the shown amount are its cents whatever the locale's separators.
 */
export function readCheckoutPage(html: string, pageUrl: string): CheckoutPage | null {
  const formStart = /<form\b[^>]*method="post"[^>]*>/i.exec(html);
  if (!formStart) return null;
  const formEnd = html.indexOf('</form>', formStart.index);
  const action = tagAttributes(formStart[0]).action;
  if (!action) return null;
  const fields = new URLSearchParams();
  const body = html.slice(formStart.index, formEnd < 0 ? undefined : formEnd);
  for (const match of body.matchAll(/<input\b[^>]*>/gi)) {
    const input = tagAttributes(match[0]);
    if (input.name) fields.set(input.name, input.value ?? '');
  }
  const total = CHECKOUT_TOTAL.exec(html);
  const digits = total?.[1]?.replace(/\D/g, '') ?? '';
  return {
    action: new URL(action, pageUrl).toString(),
    fields,
    totalMinor: digits ? Number(digits) : null,
    currencyCode: total?.[2] ?? null,
  };
}

export interface ShopperReport {
  id: number;
  /** Shopping cycles begun: browse, search, cart changes and a journey with the full cart. */
  cycles: number;
  operations: number;
  failedOperations: number;
  /** Carts seen through the storefront that matched neither outcome of an operation. */
  mismatches: string[];
  /** A failed operation whose outcome could not be read back before the run ended. */
  unresolved: boolean;
  unconfirmed: UnconfirmedOperation[];
  /** Each answer that changed the cart cookie, to trace a cart left behind with its lines. */
  cookieChanges: string[];
  /** Operations the shopper was told failed that the cart then held: never allowed. */
  madeAfterFailure: string[];
  expected: ExpectedCart;
  cartTokens: string[];
  currentCartToken: string | null;
  /**
   * Carts the shopper left with their lines in place (paid, or replaced by a country change's
   * new cart): what each must still hold.
   */
  settledCarts: [string, ExpectedCart][];
  payments: PaymentRecord[];
  /** Country changes the storefront answered with the moved cart. */
  countryChanges: number;
  /** Secret-shop adds not made (refused, such as an item already claimed, or failed). */
  secretShopRefusals: number;
  secretShopAdded: number;
  /** What the store credit posts were answered: status and the first message. */
  creditAnswers: string[];
}

export class Shopper {
  readonly client: StorefrontClient;
  private expected: ExpectedCart = new Map();
  private operations = 0;
  private failedOperations = 0;
  private readonly mismatches: string[] = [];
  private unresolved = false;
  private readonly unconfirmed: UnconfirmedOperation[] = [];
  private readonly cookieChanges: string[] = [];
  private lastToken: string | null = null;
  private readonly madeAfterFailure: string[] = [];
  private readonly cartTokens = new Set<string>();
  private readonly settledCarts = new Map<string, ExpectedCart>();
  private readonly payments: PaymentRecord[] = [];
  private countryChanges = 0;
  private secretShopRefusals = 0;
  private secretShopAdded = 0;
  private readonly creditAnswers: string[] = [];
  private countryIndex: number;
  private readonly random: () => number;
  private cycle = 0;

  constructor(
    readonly id: number,
    origin: string,
    private readonly recorder: Recorder,
    /** cart: browse and change the cart; full: also search, sign in, the mailing list, countries. */
    private readonly mix: 'cart' | 'full' = 'cart',
  ) {
    this.countryIndex = id % SHOPPER_COUNTRIES.length;
    const country = SHOPPER_COUNTRIES[this.countryIndex] ?? 'US';
    this.client = new StorefrontClient(origin, undefined, {
      'oxygen-buyer-ip': shopperAddress(id),
      ...(mix === 'full' ? {'oxygen-buyer-country': country} : {}),
    });
    this.random = seededRandom(id + 1);
    this.customer =
      mix === 'full' && id % SIGNED_IN_EVERY === 0
        ? (SEED_CUSTOMERS[(id / SIGNED_IN_EVERY) % SEED_CUSTOMERS.length] ?? null)
        : null;
  }

  private readonly customer: SeedCustomer | null;
  private signedIn = false;

  private async timed(
    kind: RequestKind,
    request: () => Promise<{status: number; ms: number}>,
  ) {
    const result = await this.recorder.time(kind, request);
    this.noteToken(kind, result?.status);
    return result;
  }

  /**
   * Search, its suggestions, the mailing list now and then, a customer's account page, and an
   * entitled customer's secret shop.
   */
  private async otherJourneys(resolveBy: () => number): Promise<void> {
    await this.think();
    const term = pick(SEARCH_TERMS, this.random);
    await this.recorder.time(
      'search',
      () => this.client.page(`/search?q=${encodeURIComponent(term)}`),
      showsErrorScreen,
    );
    await this.timed('predictive', () =>
      this.client.page(
        `/api/predictive-search?q=${encodeURIComponent(term.slice(0, PREFIX_LENGTH))}`,
      ),
    );
    if (this.cycle % SUBSCRIBE_EVERY === 1) {
      await this.timed('subscribe', () =>
        this.client.post('/api/subscribe-sendgrid', {
          email: `soak-${this.id}-${this.cycle}@example.com`,
          from: 'footer',
        }),
      );
    }
    if (!this.customer) return;
    if (!this.signedIn) {
      const answer = await this.timed('signIn', () =>
        this.client.post(
          '/account/login',
          new URLSearchParams({
            email: this.customer?.email ?? '',
            password: this.customer?.password ?? '',
          }),
        ),
      );
      this.signedIn = answer !== null && answer.status >= 300 && answer.status < 400;
    }
    const account = await this.recorder.time(
      'account',
      () => this.client.page('/account/orders'),
      showsErrorScreen,
    );
    // A failed customer query clears the session (docs/product/accounts.md#session), so a
    // platform window signs customers out: the account page then sends them to sign in,
    // which they do on their next cycle, as a person would.
    if (account && account.status >= REDIRECT_MIN && account.status <= REDIRECT_MAX) {
      this.signedIn = false;
    }
    const entitled = this.customer.tags.some((tag) => tag.startsWith(SECRET_SHOP_TAG));
    if (this.signedIn && entitled) await this.secretShopAdd(resolveBy);
  }

  /**
   * An entitled customer adds an item of their secret shop that the cart does not hold yet
   * (docs/product/pricing.md#secret-shop-prices). Once paid, the item is claimed: the shop must
   * then refuse it, which the shopper is told and the cart read back confirms.
   */
  private async secretShopAdd(resolveBy: () => number): Promise<void> {
    await this.think();
    const result = await this.recorder.time(
      'secret',
      () => this.client.page('/secret'),
      showsErrorScreen,
    );
    if (result?.status !== 200) return;
    const adds = secretShopAdds(result.html).filter(
      (add) => !this.expected.has(add.merchandiseId),
    );
    if (adds.length === 0) return;
    const {body, merchandiseId} = pick(adds, this.random);
    const added = await this.cartOperation(
      'add',
      body,
      {kind: 'add', merchandiseId, quantity: 1},
      resolveBy,
    );
    if (added) this.secretShopAdded++;
    else this.secretShopRefusals++;
  }

  /**
   * A country change with a full cart (docs/product/cart.md#country-change): the shop moves
   * the lines to a new cart in the new country and leaves the old cart as it was. Every
   * product the shoppers buy is sold in every country they pick, so the new cart must hold
   * as many items as the old one.
   */
  private async changeCountry(resolveBy: () => number): Promise<void> {
    const token = this.currentToken();
    if (!token || this.expected.size === 0) return;
    const next = (this.countryIndex + 1) % SHOPPER_COUNTRIES.length;
    const country = SHOPPER_COUNTRIES[next] ?? 'US';
    await this.think();
    const before = this.expected;
    const answer = await this.timed('country', () =>
      this.client.post('/api/country', new URLSearchParams({country, redirectTo: '/'})),
    );
    // Refused or unanswered: the cookie still names the old cart, which nothing changed.
    if (!answer || answer.status < REDIRECT_MIN || answer.status > REDIRECT_MAX) return;
    this.countryIndex = next;
    this.countryChanges++;
    const moved = this.currentToken();
    if (moved === token || !moved) {
      this.mismatches.push(`country change to ${country}: the cart was not moved`);
      return;
    }
    this.settledCarts.set(token, before);
    // The moved cart is read at least once, even past the deadline: unread, it would be judged
    // against the old cart's lines, and its region twins would count as lost and wrong.
    do {
      const cart = await this.readCart();
      if (cart !== 'unreadable') {
        const lines = linesOf(cart);
        const items = (quantities: Iterable<number>) =>
          [...quantities].reduce((sum, quantity) => sum + quantity, 0);
        if (items(lines.map((line) => line.quantity)) !== items(before.values())) {
          this.mismatches.push(
            `country change to ${country}: ${JSON.stringify(lines)} for ${JSON.stringify([...before])}`,
          );
        }
        this.expected = new Map(lines.map((line) => [line.merchandiseId, line.quantity]));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, RESYNC_INTERVAL_MS));
    } while (Date.now() < resolveBy());
    this.unresolved = true;
  }

  /** The survey's answers, which put its discount on the cart (docs/product/growth.md#survey). */
  private async answerSurvey(): Promise<void> {
    await this.think();
    await this.timed('survey', () =>
      this.client.post(
        '/survey',
        new URLSearchParams({
          frequency: pick(SURVEY_QUESTIONS.frequency, this.random),
          look: pick(SURVEY_QUESTIONS.look, this.random),
        }),
      ),
    );
  }

  /** A customer with store credit puts some on the cart (docs/product/pricing.md#store-credit). */
  private async redeemCredit(): Promise<void> {
    await this.think();
    const answer = await this.recorder.time('credit', () =>
      this.client.cartAction(
        JSON.stringify({action: REDEEM_CREDIT_ACTION, inputs: {amount: CREDIT_PER_CART}}),
      ),
    );
    this.creditAnswers.push(
      `${answer?.status ?? 'no answer'} ${answer?.errors[0]?.message ?? ''}`.trim(),
    );
  }

  /**
   * From the cart to the platform's checkout and its payment, for the cart the shopper
   * believes it holds (a cart it cannot read, or that differs, is not paid). The payment is
   * judged at the platform: an order with the cart's lines and the total the checkout showed
   * when told paid, none when told failed, either when no answer came.
   */
  private async checkout(): Promise<void> {
    const token = this.currentToken();
    if (!token || this.expected.size === 0) return;
    await this.think();
    const read = await this.recorder.time('cart', () => this.client.cart());
    const cart = read?.status === 200 ? (read.cart as CheckoutCart | null) : null;
    if (!cart?.checkoutUrl || !sameCart(this.expected, linesOf(cart))) return;
    const checkoutUrl = cart.checkoutUrl;
    const page = await this.recorder.time('checkout', () => platformPage(checkoutUrl));
    const form = page?.status === 200 ? readCheckoutPage(page.html, checkoutUrl) : null;
    if (!form) return;
    for (const [name, value] of Object.entries(CHECKOUT_ADDRESS))
      form.fields.set(name, value);
    if (!form.fields.get('email')) {
      form.fields.set('email', `soak-${this.id}-${this.cycle}@example.com`);
    }
    await this.think();
    const paid = await this.recorder.time('pay', () =>
      platformPost(form.action, form.fields),
    );
    const told: PaymentRecord['told'] =
      !paid || paid.status >= SERVER_ERROR_MIN
        ? 'unknown'
        : paid.status >= REDIRECT_MIN &&
            paid.status <= REDIRECT_MAX &&
            paid.location.includes(THANK_YOU_PATH)
          ? 'paid'
          : 'failed';
    this.payments.push({
      shopper: this.id,
      cartToken: token,
      lines: [...this.expected],
      totalMinor: form.totalMinor,
      currencyCode: form.currencyCode,
      customerEmail: this.signedIn ? (this.customer?.email ?? null) : null,
      told,
      status: paid?.status ?? null,
      at: new Date().toISOString(),
    });
  }

  /** The shopper leaves its cart as it stands and starts a new one with its next add. */
  private leaveCart(): void {
    const token = this.currentToken();
    if (!token) return;
    this.settledCarts.set(token, this.expected);
    this.expected = new Map();
    this.client.jar.store(['cart=; Max-Age=0']);
    this.lastToken = null;
  }

  /** What a full cart goes through at the end of a cycle: a country change, or a payment. */
  private async fullCartJourneys(resolveBy: () => number): Promise<void> {
    const phase = this.cycle % CYCLES_PER_ROUND;
    if (this.id % COUNTRY_CHANGE_EVERY === 1 && phase === 0) {
      await this.changeCountry(resolveBy);
    }
    if (phase !== CHECKOUT_CYCLE) return;
    const signedIn = this.customer !== null && this.signedIn;
    if (this.id % CHECKOUT_EVERY !== 0 && !signedIn) return;
    if (this.id % (CHECKOUT_EVERY * SURVEY_EVERY) === 0) await this.answerSurvey();
    if (signedIn && (this.customer?.storeCredit ?? 0) > 0) await this.redeemCredit();
    await this.checkout();
    // Paid, refused or not reached, the cart is left: the survey marked its lines, and a plain
    // add of the same item would no longer join them.
    this.leaveCart();
  }

  report(): ShopperReport {
    return {
      id: this.id,
      cycles: this.cycle,
      operations: this.operations,
      failedOperations: this.failedOperations,
      mismatches: [...this.mismatches],
      unresolved: this.unresolved,
      unconfirmed: [...this.unconfirmed],
      cookieChanges: [...this.cookieChanges],
      madeAfterFailure: [...this.madeAfterFailure],
      expected: this.expected,
      cartTokens: [...this.cartTokens],
      currentCartToken: this.currentToken(),
      settledCarts: [...this.settledCarts],
      payments: [...this.payments],
      countryChanges: this.countryChanges,
      secretShopRefusals: this.secretShopRefusals,
      secretShopAdded: this.secretShopAdded,
      creditAnswers: [...this.creditAnswers],
    };
  }

  private currentToken(): string | null {
    return cartTokenFromCookie(this.client.jar.get('cart'));
  }

  private noteToken(kind: RequestKind, status: number | undefined): void {
    const token = this.currentToken();
    if (token) this.cartTokens.add(token);
    if (token === this.lastToken) return;
    this.cookieChanges.push(
      `${new Date().toISOString()} ${kind} ${status ?? 'no answer'}: ${this.lastToken ?? 'none'} -> ${token ?? 'none'}`,
    );
    this.lastToken = token;
  }

  /**
   * Shops until `until()` (epoch ms, asked again between a cycle's steps: a soak extends the run
   * while a fault window overruns, and ends it mid-cycle); a failed outcome is resolved until
   * `resolveBy()`.
   */
  async run(until: () => number, resolveBy: () => number): Promise<void> {
    while (Date.now() < until() && !this.unresolved) {
      await this.shoppingCycle(until, resolveBy);
      this.cycle++;
    }
  }

  /**
   * A person reads a page before the next click; the full mix's shoppers pause as they would,
   * so 200 of them ask what 200 people ask, not what 200 loops without pause ask.
   */
  private async think(): Promise<void> {
    if (this.mix !== 'full') return;
    const {minMs, maxMs} = SHOPPER_PAUSE;
    const pause = minMs + this.random() * (maxMs - minMs);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }

  private async page(path: string): Promise<string | null> {
    await this.think();
    const result = await this.recorder.time(
      'page',
      () => this.client.page(path),
      showsErrorScreen,
      `${SHOPPER_COUNTRIES[this.countryIndex] ?? 'US'} ${path}`,
    );
    this.noteToken('page', result?.status);
    return result?.status === 200 ? result.html : null;
  }

  /** The storefront's view of the cart; null when it could not be read. */
  private async readCart(): Promise<CartView | null | 'unreadable'> {
    const result = await this.recorder.time('cart', () => this.client.cart());
    this.noteToken('cart', result?.status);
    if (!result || result.status !== 200) return 'unreadable';
    // The cookie names a cart but none came back: the platform did not answer.
    if (!result.cart && this.currentToken()) return 'unreadable';
    return result.cart;
  }

  private async cartOperation(
    kind: 'add' | 'update' | 'remove',
    body: string,
    operation: CartOperation,
    resolveBy: () => number,
  ): Promise<boolean> {
    await this.think();
    this.operations++;
    const result = await this.recorder.time(kind, () => this.client.cartAction(body));
    this.noteToken(kind, result?.status);
    const after = applyOperation(this.expected, operation);
    if (result && result.status === 200 && result.errors.length === 0) {
      this.expected = after;
      return true;
    }
    this.failedOperations++;
    const what = `${kind} ${operation.merchandiseId}`;
    const record: UnconfirmedOperation = {
      at: new Date().toISOString(),
      what,
      status: result?.status ?? null,
      message: result?.errors[0]?.message ?? null,
      ms: Math.round(result?.ms ?? Number.NaN),
      told: !result || result.status === OUTCOME_UNKNOWN_STATUS ? 'unknown' : 'failed',
      readBack: 'unread',
    };
    this.unconfirmed.push(record);
    record.readBack = await this.resolve(this.expected, after, what, resolveBy);
    if (record.told === 'failed' && record.readBack === 'after') {
      this.madeAfterFailure.push(`${what} at ${record.at} (${record.status})`);
    }
    return false;
  }

  /** After a failed operation: the cart must now be either as before or as after it. */
  private async resolve(
    before: ExpectedCart,
    after: ExpectedCart,
    what: string,
    resolveBy: () => number,
  ): Promise<UnconfirmedOperation['readBack']> {
    // Read at least once, even past the deadline, as a moved cart is (changeCountry).
    do {
      const cart = await this.readCart();
      if (cart !== 'unreadable') {
        const lines = linesOf(cart);
        const readBack = readBackOf(before, after, lines);
        if (readBack === 'after') this.expected = after;
        if (readBack !== 'neither') return readBack;
        this.mismatches.push(
          `after a failed ${what}: ${JSON.stringify(lines)} is neither outcome`,
        );
        this.expected = new Map(lines.map((line) => [line.merchandiseId, line.quantity]));
        return 'neither';
      }
      await new Promise((resolve) => setTimeout(resolve, RESYNC_INTERVAL_MS));
    } while (Date.now() < resolveBy());
    this.unresolved = true;
    return 'unread';
  }

  private async addFrom(path: string, resolveBy: () => number): Promise<string | null> {
    const html = await this.page(path);
    const body = html ? StorefrontClient.addFormOf(html) : null;
    if (!body) return null;
    const {inputs} = JSON.parse(body) as {
      inputs: {lines: {merchandiseId: string; quantity: number}[]};
    };
    const line = inputs.lines[0];
    if (!line) return null;
    const added = await this.cartOperation(
      'add',
      body,
      {kind: 'add', merchandiseId: line.merchandiseId, quantity: line.quantity},
      resolveBy,
    );
    return added ? line.merchandiseId : null;
  }

  private async lineOf(merchandiseId: string): Promise<{id: string} | null> {
    const cart = await this.readCart();
    if (cart === 'unreadable') return null;
    return (
      cart?.lines.nodes.find((line) => line.merchandise.id === merchandiseId) ?? null
    );
  }

  private async updateQuantity(
    merchandiseId: string,
    quantity: number,
    resolveBy: () => number,
  ) {
    const line = await this.lineOf(merchandiseId);
    if (!line) return;
    await this.cartOperation(
      'update',
      JSON.stringify({action: 'LinesUpdate', inputs: {lines: [{id: line.id, quantity}]}}),
      {kind: 'update', merchandiseId, quantity},
      resolveBy,
    );
  }

  private async remove(merchandiseId: string, resolveBy: () => number) {
    const line = await this.lineOf(merchandiseId);
    if (!line) return;
    await this.cartOperation(
      'remove',
      JSON.stringify({action: 'LinesRemove', inputs: {lineIds: [line.id]}}),
      {kind: 'remove', merchandiseId},
      resolveBy,
    );
  }

  /** Browse, add two products, change one's quantity, remove the other, add the first again. */
  private async shoppingCycle(
    until: () => number,
    resolveBy: () => number,
  ): Promise<void> {
    await this.page(pick(SHOPPER_LISTING_PAGES, this.random).path);
    if (this.mix === 'full') await this.otherJourneys(resolveBy);
    const firstPath = pick(SHOPPER_PRODUCT_PATHS, this.random);
    const secondPath = pick(
      SHOPPER_PRODUCT_PATHS.filter((path) => path !== firstPath),
      this.random,
    );
    const first = await this.addFrom(firstPath, resolveBy);
    if (Date.now() >= until()) return;
    const second = await this.addFrom(secondPath, resolveBy);
    if (first)
      await this.updateQuantity(first, 2 + Math.floor(this.random() * 3), resolveBy);
    if (second) await this.remove(second, resolveBy);
    if (Date.now() >= until()) return;
    if (first) await this.addFrom(firstPath, resolveBy);
    if (this.mix === 'full') await this.fullCartJourneys(resolveBy);
    // Every third cycle empties the cart, so carts are also dropped and created again.
    if (this.cycle % CYCLES_PER_ROUND === EMPTYING_CYCLE) {
      for (const merchandiseId of [...this.expected.keys()]) {
        await this.remove(merchandiseId, resolveBy);
      }
    }
  }
}

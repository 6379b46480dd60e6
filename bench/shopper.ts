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
  sameCart,
  type CartLineLike,
  type CartOperation,
  type ExpectedCart,
} from './cart-model';
import {SHOPPER_LISTING_PAGES, SHOPPER_PRODUCT_PATHS} from './config';
import {cartTokenFromCookie, StorefrontClient, type CartView} from './storefront-client';
import {SEED_CUSTOMERS} from '../emulators/seed-customers';
import {visibleText} from './html';
import {TEXTS} from './texts';

/**
 * page: a catalog page the page cache holds; search and account: pages rendered for each
 * request; predictive: the search box's suggestions; subscribe: the mailing list; signIn: the
 * sign-in form's post.
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
  | 'cart';

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
}

/** Whether a page's visible text is the shop's error screen. */
export function showsErrorScreen(answer: {html: string}): boolean {
  return visibleText(answer.html).includes(TEXTS.errorScreen);
}

/** Every request of a run, from every shopper. */
export class Recorder {
  readonly requests: RequestRecord[] = [];

  async time<R extends {status: number; ms: number}>(
    kind: RequestKind,
    request: () => Promise<R>,
    errorScreen: (answer: R) => boolean = () => false,
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
/** A full-mix shopper's pause before each page or cart change. */
const THINK_MIN_MS = 1_000;
const THINK_MAX_MS = 3_000;
/** A shopper signs up to the mailing list once in this many cycles. */
const SUBSCRIBE_EVERY = 3;
/** The storefront's answer to a write that went out and got no answer (504). */
const OUTCOME_UNKNOWN_STATUS = 504;

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

export interface ShopperReport {
  id: number;
  operations: number;
  failedOperations: number;
  /** Carts seen through the storefront that matched neither outcome of an operation. */
  mismatches: string[];
  /** A failed operation whose outcome could not be read back before the run ended. */
  unresolved: boolean;
  unconfirmed: UnconfirmedOperation[];
  /** Operations the shopper was told failed that the cart then held: never allowed. */
  madeAfterFailure: string[];
  expected: ExpectedCart;
  cartTokens: string[];
  currentCartToken: string | null;
}

export class Shopper {
  readonly client: StorefrontClient;
  private expected: ExpectedCart = new Map();
  private operations = 0;
  private failedOperations = 0;
  private readonly mismatches: string[] = [];
  private unresolved = false;
  private readonly unconfirmed: UnconfirmedOperation[] = [];
  private readonly madeAfterFailure: string[] = [];
  private readonly cartTokens = new Set<string>();
  private readonly random: () => number;
  private cycle = 0;

  constructor(
    readonly id: number,
    origin: string,
    private readonly recorder: Recorder,
    /** cart: browse and change the cart; full: also search, sign in, the mailing list, countries. */
    private readonly mix: 'cart' | 'full' = 'cart',
  ) {
    const country = SHOPPER_COUNTRIES[id % SHOPPER_COUNTRIES.length] ?? 'US';
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

  private readonly customer: {email: string; password: string} | null;
  private signedIn = false;

  private async timed(
    kind: RequestKind,
    request: () => Promise<{status: number; ms: number}>,
  ) {
    const result = await this.recorder.time(kind, request);
    this.noteToken();
    return result;
  }

  /** Search, its suggestions, the mailing list now and then, and a customer's account page. */
  private async otherJourneys(): Promise<void> {
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
    await this.recorder.time(
      'account',
      () => this.client.page('/account/orders'),
      showsErrorScreen,
    );
  }

  report(): ShopperReport {
    return {
      id: this.id,
      operations: this.operations,
      failedOperations: this.failedOperations,
      mismatches: [...this.mismatches],
      unresolved: this.unresolved,
      unconfirmed: [...this.unconfirmed],
      madeAfterFailure: [...this.madeAfterFailure],
      expected: this.expected,
      cartTokens: [...this.cartTokens],
      currentCartToken: this.currentToken(),
    };
  }

  private currentToken(): string | null {
    return cartTokenFromCookie(this.client.jar.get('cart'));
  }

  private noteToken(): void {
    const token = this.currentToken();
    if (token) this.cartTokens.add(token);
  }

  /**
   * Shops until `until()` (epoch ms, asked again each cycle: a soak extends the run while a
   * fault window overruns); a failed outcome is resolved until `resolveBy()`.
   */
  async run(until: () => number, resolveBy: () => number): Promise<void> {
    while (Date.now() < until() && !this.unresolved) {
      await this.shoppingCycle(until(), resolveBy);
      this.cycle++;
    }
  }

  /**
   * A person reads a page before the next click; the full mix's shoppers pause as they would,
   * so 200 of them ask what 200 people ask, not what 200 loops without pause ask.
   */
  private async think(): Promise<void> {
    if (this.mix !== 'full') return;
    const pause = THINK_MIN_MS + this.random() * (THINK_MAX_MS - THINK_MIN_MS);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }

  private async page(path: string): Promise<string | null> {
    await this.think();
    const result = await this.recorder.time(
      'page',
      () => this.client.page(path),
      showsErrorScreen,
    );
    this.noteToken();
    return result?.status === 200 ? result.html : null;
  }

  /** The storefront's view of the cart; null when it could not be read. */
  private async readCart(): Promise<CartView | null | 'unreadable'> {
    const result = await this.recorder.time('cart', () => this.client.cart());
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
    this.noteToken();
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
    while (Date.now() < resolveBy()) {
      const cart = await this.readCart();
      if (cart !== 'unreadable') {
        const lines = linesOf(cart);
        if (sameCart(after, lines)) {
          this.expected = after;
          return 'after';
        }
        if (sameCart(before, lines)) return 'before';
        this.mismatches.push(
          `after a failed ${what}: ${JSON.stringify(lines)} is neither outcome`,
        );
        this.expected = new Map(lines.map((line) => [line.merchandiseId, line.quantity]));
        return 'neither';
      }
      await new Promise((resolve) => setTimeout(resolve, RESYNC_INTERVAL_MS));
    }
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
  private async shoppingCycle(until: number, resolveBy: () => number): Promise<void> {
    await this.page(pick(SHOPPER_LISTING_PAGES, this.random).path);
    if (this.mix === 'full') await this.otherJourneys();
    const firstPath = pick(SHOPPER_PRODUCT_PATHS, this.random);
    const secondPath = pick(
      SHOPPER_PRODUCT_PATHS.filter((path) => path !== firstPath),
      this.random,
    );
    const first = await this.addFrom(firstPath, resolveBy);
    if (Date.now() >= until) return;
    const second = await this.addFrom(secondPath, resolveBy);
    if (first)
      await this.updateQuantity(first, 2 + Math.floor(this.random() * 3), resolveBy);
    if (second) await this.remove(second, resolveBy);
    if (Date.now() >= until) return;
    if (first) await this.addFrom(firstPath, resolveBy);
    // Every third cycle empties the cart, so carts are also dropped and created again.
    if (this.cycle % 3 === 2) {
      for (const merchandiseId of [...this.expected.keys()]) {
        await this.remove(merchandiseId, resolveBy);
      }
    }
  }
}

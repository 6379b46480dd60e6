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

export type RequestKind = 'page' | 'add' | 'update' | 'remove' | 'cart';

export interface RequestRecord {
  kind: RequestKind;
  /** null: no answer (refused, reset, timed out). */
  status: number | null;
  ms: number;
  at: number;
}

/** Every request of a run, from every shopper. */
export class Recorder {
  readonly requests: RequestRecord[] = [];

  async time<T extends {status: number}>(
    kind: RequestKind,
    request: () => Promise<T & {ms: number}>,
  ): Promise<(T & {ms: number}) | null> {
    const started = performance.now();
    try {
      const result = await request();
      this.requests.push({kind, status: result.status, ms: result.ms, at: Date.now()});
      return result;
    } catch {
      this.requests.push({
        kind,
        status: null,
        ms: performance.now() - started,
        at: Date.now(),
      });
      return null;
    }
  }
}

const RESYNC_INTERVAL_MS = 250;

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

export interface ShopperReport {
  id: number;
  operations: number;
  failedOperations: number;
  /** Carts seen through the storefront that matched neither outcome of an operation. */
  mismatches: string[];
  /** A failed operation whose outcome could not be read back before the run ended. */
  unresolved: boolean;
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
  private readonly cartTokens = new Set<string>();
  private readonly random: () => number;
  private cycle = 0;

  constructor(
    readonly id: number,
    origin: string,
    private readonly recorder: Recorder,
  ) {
    this.client = new StorefrontClient(origin);
    this.random = seededRandom(id + 1);
  }

  report(): ShopperReport {
    return {
      id: this.id,
      operations: this.operations,
      failedOperations: this.failedOperations,
      mismatches: [...this.mismatches],
      unresolved: this.unresolved,
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

  /** Shops until `until` (epoch ms); a failed outcome is resolved until `resolveBy`. */
  async run(until: number, resolveBy: number): Promise<void> {
    while (Date.now() < until && !this.unresolved) {
      await this.shoppingCycle(until, resolveBy);
      this.cycle++;
    }
  }

  private async page(path: string): Promise<string | null> {
    const result = await this.recorder.time('page', () => this.client.page(path));
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
    resolveBy: number,
  ): Promise<boolean> {
    this.operations++;
    const result = await this.recorder.time(kind, () => this.client.cartAction(body));
    this.noteToken();
    const after = applyOperation(this.expected, operation);
    if (result && result.status === 200 && result.errors.length === 0) {
      this.expected = after;
      return true;
    }
    this.failedOperations++;
    await this.resolve(
      this.expected,
      after,
      `${kind} ${operation.merchandiseId}`,
      resolveBy,
    );
    return false;
  }

  /** After a failed operation: the cart must now be either as before or as after it. */
  private async resolve(
    before: ExpectedCart,
    after: ExpectedCart,
    what: string,
    resolveBy: number,
  ): Promise<void> {
    while (Date.now() < resolveBy) {
      const cart = await this.readCart();
      if (cart !== 'unreadable') {
        const lines = linesOf(cart);
        if (sameCart(after, lines)) this.expected = after;
        else if (!sameCart(before, lines)) {
          this.mismatches.push(
            `after a failed ${what}: ${JSON.stringify(lines)} is neither outcome`,
          );
          this.expected = new Map(
            lines.map((line) => [line.merchandiseId, line.quantity]),
          );
        }
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, RESYNC_INTERVAL_MS));
    }
    this.unresolved = true;
  }

  private async addFrom(path: string, resolveBy: number): Promise<string | null> {
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
    resolveBy: number,
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

  private async remove(merchandiseId: string, resolveBy: number) {
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
  private async shoppingCycle(until: number, resolveBy: number): Promise<void> {
    await this.page(pick(SHOPPER_LISTING_PAGES, this.random).path);
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

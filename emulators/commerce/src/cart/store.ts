import {randomBytes, randomUUID, timingSafeEqual} from 'node:crypto';
import type Database from 'better-sqlite3';
import type {CartAttribute} from './pipeline';

/**
 * Carts as the platform keeps them: the buyer's choices only (lines, attributes, identity,
 * note, codes). Prices are never stored; the pipeline computes them from the catalog each
 * time, so a forged price has nowhere to live.
 */

export const CART_GID_PREFIX = 'gid://shopify/Cart/';
export const CART_LINE_GID_PREFIX = 'gid://shopify/CartLine/';

export interface StoredLine {
  /** The line's uuid; its GID adds ?cart=<token>. */
  uuid: string;
  merchandiseId: string;
  quantity: number;
  attributes: CartAttribute[];
}

export interface CartState {
  lines: StoredLine[];
  attributes: CartAttribute[];
  note: string | null;
  discountCodes: string[];
  buyerIdentity: {
    countryCode: string;
    email: string | null;
    phone: string | null;
    customerId: number | null;
  };
  /**
   * The storefront that created the cart (`Shopify-Storefront-Id`), where its checkout leads
   * back to (src/storefronts.ts); absent on carts stored before it was kept.
   */
  storefrontId?: string | null;
}

export interface CartRecord {
  token: string;
  secret: string;
  state: CartState;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

interface CartRow {
  token: string;
  secret: string;
  state: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export function migrateCarts(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS carts (
      token TEXT PRIMARY KEY,
      secret TEXT NOT NULL,
      state TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      completed_at TEXT
    );
  `);
}

const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/** Splits 'gid://shopify/Cart/<token>?key=<secret>'; null for anything else. */
export function parseCartId(id: unknown): {token: string; secret: string} | null {
  if (typeof id !== 'string' || !id.startsWith(CART_GID_PREFIX)) return null;
  const [token = '', query = ''] = id.slice(CART_GID_PREFIX.length).split('?', 2);
  const secret = new URLSearchParams(query).get('key') ?? '';
  if (!TOKEN_PATTERN.test(token) || !TOKEN_PATTERN.test(secret)) return null;
  return {token, secret};
}

export function cartGid(record: Pick<CartRecord, 'token' | 'secret'>): string {
  return `${CART_GID_PREFIX}${record.token}?key=${record.secret}`;
}

export function lineGid(token: string, uuid: string): string {
  return `${CART_LINE_GID_PREFIX}${uuid}?cart=${token}`;
}

/** The uuid of a line id, if the id names a line of this cart. */
export function parseLineId(id: unknown, token: string): string | null {
  if (typeof id !== 'string' || !id.startsWith(CART_LINE_GID_PREFIX)) return null;
  const [uuid = '', query = ''] = id.slice(CART_LINE_GID_PREFIX.length).split('?', 2);
  const cart = new URLSearchParams(query).get('cart');
  if (cart !== null && cart !== token) return null;
  return /^[0-9a-f-]{36}$/.test(uuid) ? uuid : null;
}

export function newLineUuid(): string {
  return randomUUID();
}

function secretsMatch(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function toRecord(row: CartRow): CartRecord {
  return {
    token: row.token,
    secret: row.secret,
    state: JSON.parse(row.state) as CartState,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
  };
}

/** Any cart by token, completed or not (admin and checkout use this). */
export function findCartByToken(db: Database.Database, token: string): CartRecord | null {
  const row = db.prepare('SELECT * FROM carts WHERE token = ?').get(token) as
    | CartRow
    | undefined;
  return row ? toRecord(row) : null;
}

/**
 * The open cart an id names. The key must match: the token alone travels in checkout
 * links and line ids, so it must not be enough to read or change a cart.
 */
export function findOpenCart(db: Database.Database, id: unknown): CartRecord | null {
  const parsed = parseCartId(id);
  if (!parsed) return null;
  const record = findCartByToken(db, parsed.token);
  if (!record || record.completedAt !== null) return null;
  return secretsMatch(record.secret, parsed.secret) ? record : null;
}

export interface CartKeys {
  token: string;
  secret: string;
}

/** A new cart's token and key; drawn before the cart is stored so its lines can be named. */
export function newCartKeys(): CartKeys {
  return {
    token: randomBytes(16).toString('hex'),
    secret: randomBytes(16).toString('hex'),
  };
}

export function insertCart(
  db: Database.Database,
  keys: CartKeys,
  state: CartState,
  now: Date,
): CartRecord {
  const at = now.toISOString();
  db.prepare(
    'INSERT INTO carts (token, secret, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  ).run(keys.token, keys.secret, JSON.stringify(state), at, at);
  return {...keys, state, createdAt: at, updatedAt: at, completedAt: null};
}

export function saveCartState(
  db: Database.Database,
  record: CartRecord,
  state: CartState,
  now: Date,
): CartRecord {
  const updatedAt = now.toISOString();
  db.prepare('UPDATE carts SET state = ?, updated_at = ? WHERE token = ?').run(
    JSON.stringify(state),
    updatedAt,
    record.token,
  );
  return {...record, state, updatedAt};
}

/** True when this call completed the cart (a second payment of the same cart finds it done). */
export function completeCart(db: Database.Database, token: string, now: Date): boolean {
  return (
    db
      .prepare(
        'UPDATE carts SET completed_at = ? WHERE token = ? AND completed_at IS NULL',
      )
      .run(now.toISOString(), token).changes === 1
  );
}

import {createHash, randomBytes} from 'node:crypto';
import type Database from 'better-sqlite3';

/**
 * Customers, their access tokens and the multipass tokens already spent. SQLite is the only
 * state: the platform can be restarted or reset at any time.
 */

/** How long a customer access token lives (Shopify's are a few weeks; ours a fixed 14 days). */
export const CUSTOMER_ACCESS_TOKEN_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** Shopify numbers customers from a large base; ours start here, in creation order. */
export const CUSTOMER_ID_BASE = 6600000000101;

export const CUSTOMER_GID_PREFIX = 'gid://shopify/Customer/';

export interface CustomerRecord {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  tags: string[];
  /** Store credit in USD (metafield credit/balance, number_decimal); null when none. */
  storeCredit: number | null;
  /** SKUs claimed in the secret shop (metafield secret_shop/claimed, JSON text); null when none. */
  secretShopClaimed: string[] | null;
  acceptsMarketing: boolean;
  createdAt: string;
  updatedAt: string;
}

interface CustomerRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  tags: string;
  store_credit: number | null;
  secret_shop_claimed: string | null;
  accepts_marketing: number;
  created_at: string;
  updated_at: string;
}

export function migrateCustomers(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS customers (
      id INTEGER PRIMARY KEY,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      first_name TEXT,
      last_name TEXT,
      phone TEXT,
      tags TEXT NOT NULL DEFAULT '[]',
      store_credit REAL,
      secret_shop_claimed TEXT,
      accepts_marketing INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS customer_access_tokens (
      token_hash TEXT PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS customer_access_tokens_customer
      ON customer_access_tokens (customer_id);
    CREATE TABLE IF NOT EXISTS multipass_tokens_used (
      signature_hash TEXT PRIMARY KEY,
      used_at TEXT NOT NULL
    );
  `);
}

function toRecord(row: CustomerRow): CustomerRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    tags: JSON.parse(row.tags) as string[],
    storeCredit: row.store_credit,
    secretShopClaimed:
      row.secret_shop_claimed === null
        ? null
        : (JSON.parse(row.secret_shop_claimed) as string[]),
    acceptsMarketing: row.accepts_marketing === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function customerGid(id: number): string {
  return `${CUSTOMER_GID_PREFIX}${id}`;
}

export function findCustomerByEmail(
  db: Database.Database,
  email: string,
): CustomerRecord | null {
  const row = db.prepare('SELECT * FROM customers WHERE email = ?').get(email.trim()) as
    | CustomerRow
    | undefined;
  return row ? toRecord(row) : null;
}

export function findCustomerById(
  db: Database.Database,
  id: number,
): CustomerRecord | null {
  const row = db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as
    | CustomerRow
    | undefined;
  return row ? toRecord(row) : null;
}

export interface NewCustomer {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  tags?: readonly string[];
  storeCredit?: number | null;
  secretShopClaimed?: readonly string[] | null;
  acceptsMarketing?: boolean;
}

export function createCustomer(
  db: Database.Database,
  customer: NewCustomer,
  now: Date,
): CustomerRecord {
  const {next} = db
    .prepare('SELECT COALESCE(MAX(id) + 1, ?) AS next FROM customers')
    .get(CUSTOMER_ID_BASE) as {next: number};
  const at = now.toISOString();
  db.prepare(
    `INSERT INTO customers (id, email, first_name, last_name, phone, tags, store_credit,
       secret_shop_claimed, accepts_marketing, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    next,
    customer.email.trim(),
    customer.firstName ?? null,
    customer.lastName ?? null,
    customer.phone ?? null,
    JSON.stringify(uniqueTags(customer.tags ?? [])),
    customer.storeCredit ?? null,
    customer.secretShopClaimed ? JSON.stringify(customer.secretShopClaimed) : null,
    customer.acceptsMarketing ? 1 : 0,
    at,
    at,
  );
  return findCustomerById(db, next) as CustomerRecord;
}

export interface CustomerChanges {
  tags?: readonly string[];
  storeCredit?: number | null;
  secretShopClaimed?: readonly string[] | null;
  firstName?: string | null;
  lastName?: string | null;
}

export function updateCustomer(
  db: Database.Database,
  id: number,
  changes: CustomerChanges,
  now: Date,
): CustomerRecord | null {
  const current = findCustomerById(db, id);
  if (!current) return null;
  const next = {...current, ...changes};
  db.prepare(
    `UPDATE customers SET tags = ?, store_credit = ?, secret_shop_claimed = ?,
       first_name = ?, last_name = ?, updated_at = ? WHERE id = ?`,
  ).run(
    JSON.stringify(uniqueTags(next.tags)),
    next.storeCredit,
    next.secretShopClaimed ? JSON.stringify(next.secretShopClaimed) : null,
    next.firstName,
    next.lastName,
    now.toISOString(),
    id,
  );
  return findCustomerById(db, id);
}

/** Shopify stores tags as a set, trimmed, in the order first given. */
export function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))];
}

function hashSecret(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}

export interface IssuedAccessToken {
  accessToken: string;
  expiresAt: string;
}

/** Tokens are opaque random strings; only their hash is kept, so a copy of the database cannot sign anyone in. */
export function issueAccessToken(
  db: Database.Database,
  customerId: number,
  now: Date,
): IssuedAccessToken {
  const accessToken = randomBytes(16).toString('hex');
  const expiresAt = new Date(
    now.getTime() + CUSTOMER_ACCESS_TOKEN_LIFETIME_MS,
  ).toISOString();
  db.prepare('DELETE FROM customer_access_tokens WHERE expires_at <= ?').run(
    now.toISOString(),
  );
  db.prepare(
    'INSERT INTO customer_access_tokens (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashSecret(accessToken), customerId, now.toISOString(), expiresAt);
  return {accessToken, expiresAt};
}

/** The customer a live token belongs to; null for an unknown, deleted or expired token. */
export function customerForAccessToken(
  db: Database.Database,
  accessToken: unknown,
  now: Date,
): CustomerRecord | null {
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  const row = db
    .prepare(
      'SELECT customer_id FROM customer_access_tokens WHERE token_hash = ? AND expires_at > ?',
    )
    .get(hashSecret(accessToken), now.toISOString()) as {customer_id: number} | undefined;
  return row ? findCustomerById(db, row.customer_id) : null;
}

/** A live token gets a new lifetime from now; null when it is unknown or expired. */
export function renewAccessToken(
  db: Database.Database,
  accessToken: string,
  now: Date,
): IssuedAccessToken | null {
  const expiresAt = new Date(
    now.getTime() + CUSTOMER_ACCESS_TOKEN_LIFETIME_MS,
  ).toISOString();
  const {changes} = db
    .prepare(
      'UPDATE customer_access_tokens SET expires_at = ? WHERE token_hash = ? AND expires_at > ?',
    )
    .run(expiresAt, hashSecret(accessToken), now.toISOString());
  return changes === 1 ? {accessToken, expiresAt} : null;
}

/**
 * Every access token of the customer stops working: Shopify does this when a customer's
 * password changes. Answers how many were live.
 */
export function revokeAccessTokensOf(db: Database.Database, customerId: number): number {
  return db
    .prepare('DELETE FROM customer_access_tokens WHERE customer_id = ?')
    .run(customerId).changes;
}

/** True when a token was found and removed. */
export function deleteAccessToken(db: Database.Database, accessToken: string): boolean {
  return (
    db
      .prepare('DELETE FROM customer_access_tokens WHERE token_hash = ?')
      .run(hashSecret(accessToken)).changes > 0
  );
}

/**
 * Records a multipass token as spent; false when it was spent before. Entries older than the
 * token lifetime are dropped, since the age check already refuses those tokens.
 */
export function spendMultipassToken(
  db: Database.Database,
  signature: Buffer,
  now: Date,
  forgetBefore: Date,
): boolean {
  db.prepare('DELETE FROM multipass_tokens_used WHERE used_at < ?').run(
    forgetBefore.toISOString(),
  );
  return (
    db
      .prepare(
        'INSERT OR IGNORE INTO multipass_tokens_used (signature_hash, used_at) VALUES (?, ?)',
      )
      .run(hashSecret(signature), now.toISOString()).changes === 1
  );
}

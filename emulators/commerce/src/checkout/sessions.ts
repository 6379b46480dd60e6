import {randomBytes, timingSafeEqual} from 'node:crypto';
import type Database from 'better-sqlite3';

/**
 * One checkout session per cart: the form token that proves a payment was posted from the
 * checkout page itself (a cross-site form cannot read it), and the storefront the shopper
 * came from, for the thank-you page's way back.
 */

export interface CheckoutSession {
  cartToken: string;
  formToken: string;
  storefrontOrigin: string;
}

export function migrateCheckoutSessions(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS checkout_sessions (
      cart_token TEXT PRIMARY KEY,
      form_token TEXT NOT NULL,
      storefront_origin TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `);
}

interface SessionRow {
  cart_token: string;
  form_token: string;
  storefront_origin: string;
}

export function findCheckoutSession(
  db: Database.Database,
  cartToken: string,
): CheckoutSession | null {
  const row = db
    .prepare('SELECT * FROM checkout_sessions WHERE cart_token = ?')
    .get(cartToken) as SessionRow | undefined;
  return row
    ? {
        cartToken: row.cart_token,
        formToken: row.form_token,
        storefrontOrigin: row.storefront_origin,
      }
    : null;
}

/**
 * The cart's session, opened on first visit. The way back is the registered origin of the
 * storefront that created the cart (src/storefronts.ts), never the Referer: a cart an
 * attacker built would otherwise send its buyer to their site.
 */
export function openCheckoutSession(
  db: Database.Database,
  cartToken: string,
  storefrontOrigin: string,
  now: Date,
): CheckoutSession {
  const existing = findCheckoutSession(db, cartToken);
  if (existing) return existing;
  const session: CheckoutSession = {
    cartToken,
    formToken: randomBytes(24).toString('base64url'),
    storefrontOrigin,
  };
  db.prepare(
    'INSERT INTO checkout_sessions (cart_token, form_token, storefront_origin, created_at) VALUES (?, ?, ?, ?)',
  ).run(cartToken, session.formToken, session.storefrontOrigin, now.toISOString());
  return session;
}

export function formTokenMatches(
  session: CheckoutSession,
  submitted: string | null,
): boolean {
  if (!submitted) return false;
  const expected = Buffer.from(session.formToken);
  const given = Buffer.from(submitted);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

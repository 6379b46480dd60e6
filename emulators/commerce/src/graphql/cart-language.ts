import type Database from 'better-sqlite3';
import {parseCartId} from '../cart/store';
import {DEFAULT_LOCALE, localeOf} from '../catalog/translations';

/**
 * The language a cart's checkout speaks. Shopify records a cart's locale from the
 * @inContext(language:) of the storefront requests that create and update it, and its
 * checkout opens in that language; the Storefront API shows no such field. The platform keeps
 * the same record beside the cart: every cart mutation that answers a cart writes its
 * request's language, so the checkout speaks the language the shopper last used.
 */

export function migrateCartLanguages(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS cart_languages (
      token TEXT PRIMARY KEY,
      locale TEXT NOT NULL
    );
  `);
}

export function recordCartLanguage(
  db: Database.Database,
  cartId: unknown,
  language: string,
): void {
  const parsed = parseCartId(cartId);
  if (!parsed) return;
  db.prepare(
    `INSERT INTO cart_languages (token, locale) VALUES (?, ?)
     ON CONFLICT (token) DO UPDATE SET locale = excluded.locale`,
  ).run(parsed.token, localeOf(language));
}

/** The cart's locale ('fr'), or the shop's default when no request named one. */
export function cartLocale(db: Database.Database, token: string): string {
  const row = db
    .prepare('SELECT locale FROM cart_languages WHERE token = ?')
    .get(token) as {locale: string} | undefined;
  return row?.locale ?? DEFAULT_LOCALE;
}

/** Records the language of a cart mutation's answer, whatever the mutation was. */
export function rememberCartLanguage(
  db: Database.Database,
  language: string,
  payload: unknown,
): void {
  const cart = (payload as {cart?: {id?: unknown} | null} | null | undefined)?.cart;
  if (cart) recordCartLanguage(db, cart.id, language);
}

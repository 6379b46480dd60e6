import type Database from 'better-sqlite3';
import type {PlatformConfig} from './types';

/**
 * The shop's storefronts, as its Hydrogen channel lists them: each has an id (a storefront
 * sends it as `Shopify-Storefront-Id`, Hydrogen's PUBLIC_STOREFRONT_ID) and the origin it is
 * served on. A cart remembers the storefront that created it, and its checkout leads back
 * there; a cart of an unknown storefront leads to the configured one (STOREFRONT_ORIGIN).
 * Only registered origins are ever linked to, never one a request names (a cart an attacker
 * built would otherwise send its buyer to their site).
 */

/** Shopify's storefront ids are numbers. */
export const STOREFRONT_ID = /^\d{1,20}$/;

export function migrateStorefronts(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS storefronts (
      id TEXT PRIMARY KEY,
      origin TEXT NOT NULL
    );
  `);
}

export function registerStorefront(
  db: Database.Database,
  id: string,
  origin: string,
): void {
  db.prepare(
    'INSERT INTO storefronts (id, origin) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET origin = excluded.origin',
  ).run(id, origin);
}

/** Where the checkout of a storefront's cart leads back to. */
export function storefrontOriginOf(
  db: Database.Database,
  config: Pick<PlatformConfig, 'storefrontOrigin'>,
  storefrontId: string | null | undefined,
): string {
  if (!storefrontId) return config.storefrontOrigin;
  const row = db
    .prepare('SELECT origin FROM storefronts WHERE id = ?')
    .get(storefrontId) as {origin: string} | undefined;
  return row?.origin ?? config.storefrontOrigin;
}

import type Database from 'better-sqlite3';

/**
 * Metafields the shop's order handling writes on a customer (on Shopify, the brand's order
 * webhook through the Admin API), beyond the ones the customers table has columns for. The
 * shop's functions read them in their input as customer metafields.
 */
export interface StoredMetafield {
  namespace: string;
  key: string;
  type: string;
  value: string;
}

/** limits/white_cheek_bought: how many white cheek brushes the customer's orders held. */
export const WHITE_CHEEK_BOUGHT_METAFIELD = {
  namespace: 'limits',
  key: 'white_cheek_bought',
  type: 'number_integer',
} as const;

/**
 * secret_shop/shared_claims on the shop: by owner's customer id, the SKUs claimed under their
 * secret shop. A function cannot read another customer, so a friend's shared link is checked
 * against this copy of the owner's claimed list.
 */
export const SHARED_CLAIMS_METAFIELD = {
  namespace: 'secret_shop',
  key: 'shared_claims',
  type: 'json',
} as const;

export function migrateCustomerMetafields(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS customer_metafields (
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      namespace TEXT NOT NULL,
      key TEXT NOT NULL,
      type TEXT NOT NULL,
      value TEXT NOT NULL,
      PRIMARY KEY (customer_id, namespace, key)
    );
  `);
}

export function customerMetafields(
  db: Database.Database,
  customerId: number,
): StoredMetafield[] {
  return db
    .prepare(
      'SELECT namespace, key, type, value FROM customer_metafields WHERE customer_id = ? ORDER BY namespace, key',
    )
    .all(customerId) as StoredMetafield[];
}

export function writeCustomerMetafield(
  db: Database.Database,
  customerId: number,
  {namespace, key, type, value}: StoredMetafield,
): void {
  db.prepare(
    `INSERT INTO customer_metafields (customer_id, namespace, key, type, value)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (customer_id, namespace, key)
     DO UPDATE SET type = excluded.type, value = excluded.value`,
  ).run(customerId, namespace, key, type, value);
}

/** White cheek brushes the customer's paid orders held. */
export function whiteCheekBrushesBought(
  db: Database.Database,
  customerId: number,
): number {
  const stored = customerMetafields(db, customerId).find(
    (metafield) =>
      metafield.namespace === WHITE_CHEEK_BOUGHT_METAFIELD.namespace &&
      metafield.key === WHITE_CHEEK_BOUGHT_METAFIELD.key,
  );
  const units = Number(stored?.value ?? 0);
  return Number.isInteger(units) && units > 0 ? units : 0;
}

/**
 * The shop metafield secret_shop/shared_claims as the functions read it: every customer's
 * claimed list, by id. The platform answers it from the customers' own lists, in the same
 * transaction as they change, so the copy is never behind the claim a checkout just wrote.
 */
export function sharedClaimsMetafield(db: Database.Database): StoredMetafield {
  const rows = db
    .prepare(
      'SELECT id, secret_shop_claimed FROM customers WHERE secret_shop_claimed IS NOT NULL ORDER BY id',
    )
    .all() as {id: number; secret_shop_claimed: string}[];
  const claims = Object.fromEntries(
    rows.map((row) => [String(row.id), JSON.parse(row.secret_shop_claimed) as unknown]),
  );
  return {...SHARED_CLAIMS_METAFIELD, value: JSON.stringify(claims)};
}

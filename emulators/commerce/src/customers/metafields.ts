import type Database from 'better-sqlite3';
import type {StoredMetafield} from '../types';

/**
 * A customer's metafields beyond the two the customers table has columns for (credit/balance,
 * secret_shop/claimed), as the Admin API writes them (the shop's order settlement writes
 * limits/white_cheek_bought). The shop's functions read them in their input.
 */
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

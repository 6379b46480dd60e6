import {mkdirSync} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {migrateTranslations} from '../catalog/translations';
import {migrateCartLanguages} from '../graphql/cart-language';
import {migrateStorefronts} from '../storefronts';

export const IN_MEMORY = ':memory:';

/** Opens (and creates) the platform's SQLite database; ':memory:' for tests. */
export function openDatabase(dbPath: string): Database.Database {
  if (dbPath !== IN_MEMORY)
    mkdirSync(path.dirname(path.resolve(dbPath)), {recursive: true});
  const db = new Database(dbPath);
  if (dbPath !== IN_MEMORY) {
    db.pragma('journal_mode = WAL');
    // Set every time: this SQLite build opens a file already in WAL mode with NORMAL, which
    // keeps an answered write through a process kill but not through a power cut. FULL
    // syncs the log before each commit returns, so an answered write is on disk (decision 0124).
    db.pragma('synchronous = FULL');
  }
  db.pragma('foreign_keys = ON');
  return db;
}

/**
 * The core's tables. Catalog entities are JSON documents shaped like their Storefront type
 * (see README: one generic resolver reads them all); files hold the drawn images; meta says
 * whether and when the database was seeded; translations hold the catalog's texts in the
 * shop's other languages (src/catalog/translations.ts).
 */
export function migrateCore(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS documents (
      gid TEXT PRIMARY KEY,
      type TEXT NOT NULL,
      handle TEXT,
      position INTEGER NOT NULL,
      data TEXT NOT NULL CHECK (json_valid(data))
    );
    CREATE UNIQUE INDEX IF NOT EXISTS documents_type_handle
      ON documents (type, handle) WHERE handle IS NOT NULL;
    CREATE INDEX IF NOT EXISTS documents_type_position ON documents (type, position);
    CREATE TABLE IF NOT EXISTS files (
      name TEXT PRIMARY KEY,
      content_type TEXT NOT NULL,
      width INTEGER NOT NULL,
      height INTEGER NOT NULL,
      body TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS meta (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );
  `);
  migrateTranslations(db);
  migrateCartLanguages(db);
  migrateStorefronts(db);
}

export function readMeta(db: Database.Database, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as
    | {value: string}
    | undefined;
  return row?.value;
}

export function writeMeta(db: Database.Database, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

/** Deletes every row of every table (the schema stays), for a reset before re-seeding. */
export function clearAllTables(db: Database.Database): void {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .all() as {name: string}[];
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const {name} of tables) db.exec(`DELETE FROM "${name.replace(/"/g, '""')}"`);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

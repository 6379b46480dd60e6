import type Database from 'better-sqlite3';

/**
 * The shop's translations, as Shopify's Translate & Adapt keeps them: one value per resource
 * (a GID), field (Shopify's translation key: title, body_html, name, value, ...) and locale.
 * A field without a translation answers in the shop's default language, English.
 */

export interface TranslationRow {
  resource: string;
  field: string;
  /** Lower-case language code: fr, it, es. */
  locale: string;
  value: string;
}

/** The shop's default language: its own texts are the English ones. */
export const DEFAULT_LOCALE = 'en';

export function migrateTranslations(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS translations (
      resource TEXT NOT NULL,
      field TEXT NOT NULL,
      locale TEXT NOT NULL,
      value TEXT NOT NULL,
      PRIMARY KEY (resource, field, locale)
    );
  `);
}

/** The request's LanguageCode ('FR', 'PT_BR') as a locale ('fr', 'pt-br'). */
export function localeOf(language: string | null | undefined): string {
  return (language ?? DEFAULT_LOCALE).toLowerCase().replace('_', '-');
}

const key = (resource: string, field: string, locale: string) =>
  `${resource}\u0000${field}\u0000${locale}`;

/** Every translation of one database, read once and kept in memory like the catalog. */
export class TranslationIndex {
  private readonly values = new Map<string, string>();

  constructor(rows: Iterable<TranslationRow>) {
    for (const row of rows)
      this.values.set(key(row.resource, row.field, row.locale), row.value);
  }

  get size(): number {
    return this.values.size;
  }

  /** The translation, or undefined when the locale is the default or has none for it. */
  get(resource: string, field: string, language: string): string | undefined {
    const locale = localeOf(language);
    if (locale === DEFAULT_LOCALE) return undefined;
    return (
      this.values.get(key(resource, field, locale)) ??
      // A regional variant (pt-br) falls back to its language (pt) before English.
      (locale.includes('-')
        ? this.values.get(key(resource, field, locale.split('-')[0] as string))
        : undefined)
    );
  }
}

const indexes = new WeakMap<Database.Database, TranslationIndex>();

export function translationIndex(db: Database.Database): TranslationIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new TranslationIndex(
      db
        .prepare('SELECT resource, field, locale, value FROM translations')
        .iterate() as IterableIterator<TranslationRow>,
    );
    indexes.set(db, index);
  }
  return index;
}

/** Replaces every stored translation (the seed's), in one transaction. */
export function storeTranslations(
  db: Database.Database,
  rows: readonly TranslationRow[],
): void {
  const insert = db.prepare(
    `INSERT INTO translations (resource, field, locale, value) VALUES (?, ?, ?, ?)
     ON CONFLICT (resource, field, locale) DO UPDATE SET value = excluded.value`,
  );
  db.transaction(() => {
    db.exec('DELETE FROM translations');
    for (const row of rows) insert.run(row.resource, row.field, row.locale, row.value);
  })();
  indexes.delete(db);
}

/** A field in the request's language, else the stored (English) value. */
export function translated(
  db: Database.Database,
  resource: string,
  field: string,
  language: string,
  fallback: string,
): string {
  return translationIndex(db).get(resource, field, language) ?? fallback;
}

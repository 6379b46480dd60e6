import type Database from 'better-sqlite3';
import type {DocumentStore, StoredDocument} from '../types';

interface DocumentRow {
  gid: string;
  type: string;
  handle: string | null;
  data: string;
}

/**
 * The catalog: SQLite is the source of truth, and every document is also held in memory,
 * indexed by GID, by type and handle, and by type in seed order, so a product query reads no
 * disk at all. Writes go through to both.
 */
export class SqliteDocumentStore implements DocumentStore {
  private byGid = new Map<string, StoredDocument>();
  private byTypeHandle = new Map<string, StoredDocument>();
  private byType = new Map<string, StoredDocument[]>();
  private readonly insert: Database.Statement;
  private readonly selectAll: Database.Statement;

  constructor(private readonly db: Database.Database) {
    this.insert = db.prepare(
      `INSERT INTO documents (gid, type, handle, position, data) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (gid) DO UPDATE SET type = excluded.type, handle = excluded.handle,
         data = excluded.data`,
    );
    this.selectAll = db.prepare(
      'SELECT gid, type, handle, data FROM documents ORDER BY type, position',
    );
  }

  /** (Re)reads every document from the database into memory. */
  load(): void {
    this.byGid.clear();
    this.byTypeHandle.clear();
    this.byType.clear();
    for (const row of this.selectAll.iterate() as IterableIterator<DocumentRow>) {
      this.index(JSON.parse(row.data) as StoredDocument);
    }
  }

  get size(): number {
    return this.byGid.size;
  }

  get(gid: string): StoredDocument | undefined {
    return this.byGid.get(gid);
  }

  byHandle(typename: string, handle: string): StoredDocument | undefined {
    return this.byTypeHandle.get(`${typename}\u0000${handle}`);
  }

  list(typename: string): readonly StoredDocument[] {
    return this.byType.get(typename) ?? [];
  }

  /** Stores documents in one transaction, keeping the order given within each type. */
  putAll(documents: readonly StoredDocument[]): void {
    this.db.transaction(() => {
      for (const document of documents) this.write(document);
    })();
  }

  put(document: StoredDocument): void {
    this.write(document);
  }

  private write(document: StoredDocument): void {
    const existing = this.byGid.get(document.id);
    const position = existing
      ? this.list(document.__typename).indexOf(existing)
      : this.list(document.__typename).length;
    this.insert.run(
      document.id,
      document.__typename,
      document.handle ?? null,
      position,
      JSON.stringify(document),
    );
    if (existing) this.unindex(existing);
    this.index(document, existing ? position : undefined);
  }

  private index(document: StoredDocument, position?: number): void {
    this.byGid.set(document.id, document);
    if (document.handle) {
      this.byTypeHandle.set(`${document.__typename}\u0000${document.handle}`, document);
    }
    let list = this.byType.get(document.__typename);
    if (!list) {
      list = [];
      this.byType.set(document.__typename, list);
    }
    if (position === undefined) list.push(document);
    else list.splice(position, 0, document);
  }

  private unindex(document: StoredDocument): void {
    this.byGid.delete(document.id);
    if (document.handle) {
      this.byTypeHandle.delete(`${document.__typename}\u0000${document.handle}`);
    }
    const list = this.byType.get(document.__typename);
    const at = list?.indexOf(document) ?? -1;
    if (list && at >= 0) list.splice(at, 1);
  }
}

import type Database from 'better-sqlite3';
import {
  clearAllTables,
  migrateCore,
  openDatabase,
  readMeta,
  writeMeta,
} from './db/database';
import {SqliteDocumentStore} from './db/documents';
import {StorefrontEngine} from './graphql/engine';
import {coreResolvers, mergeResolvers} from './graphql/resolvers';
import {storefrontSchema} from './graphql/schema';
import {RequestLog} from './http/request-log';
import {ImageCdn} from './images/cdn';
import {buildSeed, type BuiltSeed} from './seed/build';
import type {PlatformConfig, PlatformModule, RequestContext, Route} from './types';

const SEEDED_AT = 'seeded_at';

let builtSeed: BuiltSeed | undefined;

/** The seed is pure data and drawings: built once per process, however many platforms start. */
function seedData(): BuiltSeed {
  builtSeed ??= buildSeed();
  return builtSeed;
}

export interface PlatformCoreOptions {
  dbPath: string;
  config: PlatformConfig;
  modules: readonly PlatformModule[];
  now: () => Date;
  /** Folder for rendered images; null keeps them in memory only. */
  imageCacheDir: string | null;
}

/**
 * Everything the platform holds, independent of HTTP: the database and its catalog, the
 * GraphQL engine with the core's and the modules' resolvers, the image CDN and the request log.
 */
export class PlatformCore {
  readonly db: Database.Database;
  readonly store: SqliteDocumentStore;
  readonly engine: StorefrontEngine;
  readonly images: ImageCdn;
  readonly requestLog = new RequestLog();
  readonly routes: Route[];
  readonly config: PlatformConfig;
  readonly now: () => Date;
  /** Set once the server listens: http://127.0.0.1:<port>. */
  origin = '';
  ready = false;

  constructor(private readonly options: PlatformCoreOptions) {
    this.config = options.config;
    this.now = options.now;
    this.db = openDatabase(options.dbPath);
    migrateCore(this.db);
    for (const module of options.modules) module.migrate(this.db);
    this.store = new SqliteDocumentStore(this.db);
    this.engine = new StorefrontEngine(
      storefrontSchema(),
      mergeResolvers(
        coreResolvers,
        ...options.modules.map((module) => module.resolvers ?? {}),
      ),
    );
    this.images = new ImageCdn(this.db, options.imageCacheDir);
    this.routes = options.modules.flatMap((module) => module.routes ?? []);
  }

  /** Seeds a new database (or every time when `reset`), then loads the catalog into memory. */
  start(reset: boolean): void {
    if (reset || readMeta(this.db, SEEDED_AT) === undefined) this.seed();
    else this.store.load();
    this.ready = true;
  }

  /** Deletes every row, then seeds the catalog and every module again. */
  reset(): void {
    this.ready = false;
    this.seed();
    this.ready = true;
  }

  private seed(): void {
    const {documents, files} = seedData();
    clearAllTables(this.db);
    const insertFile = this.db.prepare(
      'INSERT INTO files (name, content_type, width, height, body) VALUES (?, ?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      for (const file of files) {
        insertFile.run(file.name, file.contentType, file.width, file.height, file.body);
      }
    })();
    this.store.putAll(documents);
    // Re-read, so that no two platforms in one process share document objects.
    this.store.load();
    this.images.clearSources();
    for (const module of this.options.modules) module.onReset?.();
    const context = {
      store: this.store,
      config: this.config,
      origin: this.origin,
      now: this.now,
    };
    for (const module of this.options.modules) module.seed?.(this.db, context);
    writeMeta(this.db, SEEDED_AT, this.now().toISOString());
  }

  baseContext(): Omit<RequestContext, 'country' | 'language' | 'currency'> {
    return {
      db: this.db,
      store: this.store,
      config: this.config,
      origin: this.origin,
      now: this.now,
    };
  }

  close(): void {
    this.ready = false;
    this.db.close();
  }
}

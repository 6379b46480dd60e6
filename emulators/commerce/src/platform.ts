import {createHash} from 'node:crypto';
import type Database from 'better-sqlite3';
import {
  clearAllTables,
  migrateCore,
  openDatabase,
  readMeta,
  writeMeta,
} from './db/database';
import {storeTranslations} from './catalog/translations';
import {SqliteDocumentStore} from './db/documents';
import {StorefrontEngine} from './graphql/engine';
import {coreResolvers, mergeResolvers} from './graphql/resolvers';
import {storefrontSchema, unstableStorefrontSchema} from './graphql/schema';
import {RequestLog} from './http/request-log';
import {ImageCdn} from './images/cdn';
import {buildAdminApi, type AdminApi} from './admin-api';
import {buildSeed, type BuiltSeed} from './seed/build';
import {WebhookSender} from './webhooks/deliveries';
import type {
  PlatformConfig,
  PlatformModule,
  RequestContext,
  Route,
  SeedContext,
} from './types';

const SEEDED_AT = 'seeded_at';
const CATALOG_FINGERPRINT = 'catalog_fingerprint';

let builtSeed: BuiltSeed | undefined;
let builtFingerprint: string | undefined;

/** The seed is pure data and drawings: built once per process, however many platforms start. */
function seedData(): BuiltSeed {
  builtSeed ??= buildSeed();
  return builtSeed;
}

function seedFingerprint(): string {
  builtFingerprint ??= createHash('sha256')
    .update(JSON.stringify(seedData()))
    .digest('hex');
  return builtFingerprint;
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
  /** Every stable version's engine (2025-01 and the versions answered with its schema). */
  readonly engine: StorefrontEngine;
  /** The `unstable` version's: 2025-01 and what Hydrogen sends there (graphql/schema.ts). */
  readonly unstableEngine: StorefrontEngine;
  readonly images: ImageCdn;
  readonly requestLog = new RequestLog();
  readonly routes: Route[];
  readonly adminApi: AdminApi;
  /** Sends the webhooks the platform's events queued (started once the server listens). */
  webhooks: WebhookSender | null = null;
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
    const resolvers = mergeResolvers(
      coreResolvers,
      ...options.modules.map((module) => module.resolvers ?? {}),
    );
    this.engine = new StorefrontEngine(storefrontSchema(), resolvers);
    this.unstableEngine = new StorefrontEngine(unstableStorefrontSchema(), resolvers);
    this.images = new ImageCdn(this.db, options.imageCacheDir);
    this.routes = options.modules.flatMap((module) => module.routes ?? []);
    this.adminApi = buildAdminApi(
      options.modules.flatMap((module) => module.adminApi ?? []),
    );
  }

  /**
   * Seeds a new database (or every time when `reset`), then loads the catalog into memory. A
   * database seeded from an older catalog gets the current one, keeping carts, customers and
   * orders, so the catalog always follows the code. The platform is ready once `warm` is done.
   */
  start(reset: boolean): void {
    if (reset || readMeta(this.db, SEEDED_AT) === undefined) {
      this.seed();
    } else if (readMeta(this.db, CATALOG_FINGERPRINT) !== seedFingerprint()) {
      console.info('[commerce] the seed catalog changed: storing the current one');
      this.db.transaction(() => {
        this.db.exec('DELETE FROM documents; DELETE FROM files;');
        this.storeCatalog();
      })();
    } else {
      this.store.load();
    }
  }

  /** Readies what the modules need beside the database, then says the platform is ready. */
  async warm(modules: boolean): Promise<void> {
    if (modules) await Promise.all(this.options.modules.map((module) => module.warm?.()));
    this.ready = true;
  }

  /** Starts sending webhooks, signed as coming from this platform's shop (its host). */
  startWebhooks(): void {
    this.webhooks = new WebhookSender(
      this.db,
      this.config,
      () => new URL(this.origin).host,
    );
    this.webhooks.pump();
  }

  /** Deletes every row, then seeds the catalog and every module again. */
  reset(): void {
    this.ready = false;
    this.seed();
    this.ready = true;
  }

  private seed(): void {
    clearAllTables(this.db);
    this.storeCatalog();
    for (const module of this.options.modules) module.onReset?.();
    const context = this.context();
    for (const module of this.options.modules) module.seed?.(this.db, context);
    writeMeta(this.db, SEEDED_AT, this.now().toISOString());
  }

  /** Writes the seed catalog (documents and drawings) into empty tables and loads it. */
  private storeCatalog(): void {
    const {documents, files, translations} = seedData();
    const insertFile = this.db.prepare(
      'INSERT INTO files (name, content_type, width, height, body) VALUES (?, ?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      for (const file of files) {
        insertFile.run(file.name, file.contentType, file.width, file.height, file.body);
      }
    })();
    this.store.putAll(documents);
    storeTranslations(this.db, translations);
    writeMeta(this.db, CATALOG_FINGERPRINT, seedFingerprint());
    // Re-read, so that no two platforms in one process share document objects.
    this.store.load();
    this.images.clearSources();
  }

  private context(): SeedContext {
    return {store: this.store, config: this.config, origin: this.origin, now: this.now};
  }

  baseContext(): Omit<RequestContext, 'country' | 'language' | 'currency' | 'store'> & {
    store: SqliteDocumentStore;
  } {
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
    this.webhooks?.close();
    this.db.close();
  }
}

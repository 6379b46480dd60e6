import type {IncomingMessage, ServerResponse} from 'node:http';
import type Database from 'better-sqlite3';
import type {GraphQLResolveInfo} from 'graphql';

/**
 * The contract between the platform's core (GraphQL engine, catalog, HTTP server, admin guard)
 * and the modules that plug into it (src/cart, src/checkout, src/customers).
 *
 * How a module's data reaches the API: resolvers return plain objects shaped like their
 * Storefront type (field names as in the 2025-01 schema, `__typename` set on anything abstract
 * or when it is not obvious). The core's default resolver then does the rest for every field a
 * module does not resolve itself:
 * - a stored array under a field whose schema type is a *Connection becomes a connection
 *   (first/last/after/before, edges, nodes, pageInfo, opaque cursors);
 * - a string GID under a field whose schema type is an object, interface or union is looked up
 *   in the catalog (e.g. `merchandise: 'gid://shopify/ProductVariant/43000000000101'`);
 * - a field that is absent answers null, or an empty list / connection, or a neutral value
 *   when the schema says non-null;
 * - `metafield(namespace, key)` / `metafields(identifiers)` read the object's `metafields`
 *   array (GIDs of stored Metafield documents, or inline `{namespace, key, type, value}`);
 * - MoneyV2: see src/graphql/money.ts. `{amount: number, currencyCode: 'USD'}` is a base amount
 *   and is converted to the request's market currency; an amount that is already final (a cart
 *   cost in the cart's own currency) must be built with `exactMoney(amount, currency)`;
 * - a URL field holding a path ('/checkouts/cn/abc') is answered on the platform's origin.
 */

/** A catalog entity stored as a document shaped like its Storefront type. */
export interface StoredDocument {
  __typename: string;
  /** Shopify GID, e.g. gid://shopify/Product/7100000000101. */
  id: string;
  handle?: string;
  [field: string]: unknown;
}

/** Read access to the catalog (products, variants, collections, pages, menus, metafields...). */
export interface DocumentStore {
  get(gid: string): StoredDocument | undefined;
  byHandle(typename: string, handle: string): StoredDocument | undefined;
  /** Every document of a type, in seed order. */
  list(typename: string): readonly StoredDocument[];
}

/** Settings of one running platform; defaults come from dev/local-env.ts and env vars. */
export interface PlatformConfig {
  storefrontToken: string;
  /** Accepted in Shopify-Storefront-Private-Token; null when only the public token is accepted. */
  privateStorefrontToken: string | null;
  adminToken: string;
  multipassSecret: string;
  /** The key survey proofs are signed with; the survey-discount function's configuration. */
  surveyProofKey: string;
  /** Signs shared secret-shop links; the programme-prices function checks them with it. */
  sharedShopKey: string;
  /** The bearer token the brand's Product API takes (the worker's BRAND_API_TOKEN). */
  brandApiToken: string;
  /** Where the checkout's "back to the shop" links go (env STOREFRONT_ORIGIN). */
  storefrontOrigin: string;
}

/**
 * What every resolver of the local platform receives. One is built per GraphQL request:
 * the market comes from the operation's @inContext directive (default US / EN).
 */
export interface RequestContext {
  db: Database.Database;
  store: DocumentStore;
  config: PlatformConfig;
  /** ISO country code of the buyer's market, upper case. */
  country: string;
  /** Storefront LanguageCode, upper case. */
  language: string;
  /**
   * ISO currency code catalog prices show in: the market's display currency (src/markets.ts;
   * the cart currency of the spec's default country table, but AUD and CAD in AU and CA).
   */
  currency: string;
  /** The platform's own public origin, used to build checkoutUrl and image URLs. */
  origin: string;
  /** Injected clock, so tests can move time (token expiry, multipass age). */
  now: () => Date;
  /**
   * True once the client that sent the request has gone (its connection closed before the
   * answer): searches left for it are not run (decision 0128). Absent outside HTTP requests.
   */
  gone?: () => boolean;
  /**
   * When the platform received the request (performance.now()): a mutation that waited longer
   * than PLATFORM_WRITE_TIMEOUT_MS before it runs is not made (decision 0124). Absent outside
   * HTTP requests.
   */
  receivedAt?: number;
}

/**
 * Source and arguments are as loose as graphql-js's own: the schema, not TypeScript, guarantees
 * their shape (validated arguments, the parent's stored document), and each resolver names the
 * type it expects.
 */
export type FieldResolver = (
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  source: any,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  args: Record<string, any>,
  context: RequestContext,
  info: GraphQLResolveInfo,
) => unknown;

/**
 * Resolvers keyed by schema type name, then field name. Anything absent is resolved
 * generically. Module resolvers are merged over the core's, field by field
 * (e.g. {QueryRoot: {cart}, Mutation: {cartCreate}, Cart: {cost}}).
 */
export type Resolvers = Record<string, Record<string, FieldResolver>>;

/** What a route handler receives besides the raw request and response. */
export interface RouteContext {
  db: Database.Database;
  store: DocumentStore;
  config: PlatformConfig;
  origin: string;
  now: () => Date;
  url: URL;
  /** Named groups of a RegExp path (e.g. /^\/admin\/customers\/(?<email>[^/]+)$/). */
  params: Record<string, string>;
  /** The request body (read once, at most 1 MB; larger bodies are refused with 413). */
  body(): Promise<Buffer>;
  /** The body parsed as JSON; throws HttpError(400) when it is not JSON. */
  json(): Promise<unknown>;
  /** The body parsed as application/x-www-form-urlencoded. */
  form(): Promise<URLSearchParams>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * An HTTP route a module adds. A string path matches exactly; a RegExp is tested against the
 * pathname. Every path under /admin/ is guarded by the core before the handler runs
 * (loopback peer and `Authorization: Bearer <admin token>`), so handlers need no check of
 * their own. Helpers for answering live in src/http/respond.ts (sendJson, sendHtml, HttpError).
 */
export interface Route {
  method: HttpMethod;
  path: string | RegExp;
  handler(
    req: IncomingMessage,
    res: ServerResponse,
    ctx: RouteContext,
  ): void | Promise<void>;
}

/** Passed to a module's seed; the catalog is already stored and readable. */
export interface SeedContext {
  store: DocumentStore;
  config: PlatformConfig;
  origin: string;
  now: () => Date;
}

/**
 * One part of the platform (cart, checkout, customers). Each of src/cart, src/checkout and
 * src/customers exports one from its index.ts as `export const module: PlatformModule`.
 *
 * Lifecycle: on start the core runs every module's migrate (own tables, CREATE ... IF NOT
 * EXISTS), then seeds the catalog and every module's seed when the database is new. Reset
 * (POST /admin/reset, or --reset) deletes the rows of every table of the database, calls each
 * module's onReset, then seeds again: keep durable state in the database only.
 */
export interface PlatformModule {
  name: string;
  migrate(db: Database.Database): void;
  seed?(db: Database.Database, ctx: SeedContext): void;
  /** Drop in-memory caches that mirror the module's tables. */
  onReset?(): void;
  /** Work the platform finishes before it says it is ready (the cart's function threads). */
  warm?(ctx: SeedContext): Promise<void>;
  resolvers?: Resolvers;
  routes?: Route[];
}

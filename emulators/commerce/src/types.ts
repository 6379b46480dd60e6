import type {IncomingMessage, ServerResponse} from 'node:http';
import type Database from 'better-sqlite3';
import type {GraphQLResolveInfo} from 'graphql';
import type {VisitorTokens} from './http/tracking';

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

/** The catalog as the Admin API changes it (a merchant editing a product). */
export interface WritableDocumentStore extends DocumentStore {
  put(document: StoredDocument): void;
}

/** Settings of one running platform; defaults come from dev/local-env.ts and env vars. */
export interface PlatformConfig {
  storefrontToken: string;
  /** Accepted in Shopify-Storefront-Private-Token; null when only the public token is accepted. */
  privateStorefrontToken: string | null;
  adminToken: string;
  multipassSecret: string;
  /** The bearer token the brand's Product API takes (the worker's BRAND_API_TOKEN). */
  brandApiToken: string;
  /** Where the checkout's "back to the shop" links go (env STOREFRONT_ORIGIN). */
  storefrontOrigin: string;
  /** The shop's app: its Admin API access token and scopes, and the secret webhooks are signed with. */
  app: AppConfig;
  /** How webhooks are delivered (src/webhooks). */
  webhooks: WebhookConfig;
}

export interface AppConfig {
  /** The app's offline Admin API token (X-Shopify-Access-Token). */
  accessToken: string;
  /** The access scopes the token was granted (write_x grants read_x). */
  scopes: readonly string[];
  /** The app's client secret: every webhook's X-Shopify-Hmac-Sha256 is keyed with it. */
  clientSecret: string;
}

export interface WebhookConfig {
  /** The first retry's wait; each later retry waits twice the one before. */
  retryBaseMs: number;
  /** Retries after the first attempt before a delivery is given up (Shopify: 8). */
  retries: number;
  /**
   * A test switch: every webhook is delivered twice at once, and deliveries due together go
   * out newest first.
   */
  twiceOutOfOrder: boolean;
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
  /** The visitor and visit tokens of the request (http/tracking.ts). Absent outside HTTP. */
  visitor?: VisitorTokens;
  /** The browser page's origin when a browser asked (its Origin header, forwarded by Hydrogen). */
  clientOrigin?: string;
  /** The storefront that sent the request (`Shopify-Storefront-Id`; src/storefronts.ts). */
  storefrontId?: string;
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
  store: WritableDocumentStore;
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
  warm?(): Promise<void>;
  resolvers?: Resolvers;
  routes?: Route[];
  /** What the module adds to the Admin GraphQL API (src/admin-api). */
  adminApi?: AdminApiPart;
}

/**
 * What an Admin API resolver receives: the platform's state and the scopes of the request's
 * token. One is built per Admin API request.
 */
export interface AdminContext {
  db: Database.Database;
  store: WritableDocumentStore;
  config: PlatformConfig;
  origin: string;
  now: () => Date;
  /** The scopes the token grants, write_x already counted as read_x too. */
  scopes: ReadonlySet<string>;
  /** Every kind of metafield owner the Admin API knows, by GID type. */
  owners: ReadonlyMap<string, MetafieldOwner>;
  /** How `node` and `nodes` find each type, by GID type. */
  nodes: ReadonlyMap<string, NodeLookup>;
}

/** The object a GID names, shaped as its Admin API type (with __typename); null if none. */
export type NodeLookup = (ctx: AdminContext, gid: string) => object | null;

export type AdminFieldResolver = (
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  source: any,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  args: any,
  context: AdminContext,
  info: GraphQLResolveInfo,
) => unknown;

export type AdminResolvers = Record<string, Record<string, AdminFieldResolver>>;

/** The metafields of one kind of owner (Customer, Product, Shop, …), as metafieldsSet writes them. */
export interface MetafieldOwner {
  /** The scope a write needs, e.g. write_customers; null when any token may write. */
  writeScope: string | null;
  exists(ctx: AdminContext, id: string): boolean;
  list(ctx: AdminContext, id: string): StoredMetafield[];
  write(ctx: AdminContext, id: string, metafield: StoredMetafield): void;
  remove(ctx: AdminContext, id: string, namespace: string, key: string): boolean;
}

export interface StoredMetafield {
  namespace: string;
  key: string;
  type: string;
  value: string;
}

/**
 * A part of the Admin GraphQL API: SDL (`extend type QueryRoot`, `extend type Mutation`, new
 * types, `extend union Discount = …`), its resolvers, the access scope each field needs
 * ('Type.field' → scope), and the metafield owners and `node` lookups it adds, by GID type.
 */
export interface AdminApiPart {
  typeDefs: string;
  resolvers?: AdminResolvers;
  scopes?: Record<string, string>;
  metafieldOwners?: Record<string, MetafieldOwner>;
  nodeTypes?: Record<string, NodeLookup>;
}

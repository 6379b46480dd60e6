import {randomUUID} from 'node:crypto';
import http, {type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import type Database from 'better-sqlite3';
import {LOCAL_HOST, LOCAL_PORTS} from '../../../dev/local-env';
import {ADMIN_API_PATH, handleAdminApi} from './admin-api';
import {adminRoutes} from './admin';
import {configFromEnv, DEFAULT_DB_PATH} from './config';
import {IN_MEMORY} from './db/database';
import type {SqliteDocumentStore} from './db/documents';
import {HttpError, sameSecret, sendJson} from './http/respond';
import {trackingServerTiming, visitorTokens} from './http/tracking';
import {isVideoPath, serveVideo} from './images/videos';
import {PLATFORM_MODULES} from './modules';
import {DEFAULT_COUNTRY} from './graphql/engine';
import {PlatformCore} from './platform';
import {STOREFRONT_ID} from './storefronts';
import type {PlatformConfig, PlatformModule, Route, RouteContext} from './types';

/** Bodies larger than this are refused (413). */
export const MAX_BODY_BYTES = 1024 * 1024;

const UNSTABLE_API_VERSION = 'unstable';

const GRAPHQL_PATH = /^\/api\/(?<version>[\w-]+)\/graphql(?:\.json)?$/;

/**
 * The Storefront API versions the platform answers: the release it implements (2025-01)
 * and the three before it, about the twelve months Shopify keeps a stable version, and
 * `unstable` (what Hydrogen 2025.1 sends there: graphql/schema.ts). Any other version,
 * unreleased or retired, is a 404 as on Shopify.
 */
export const SUPPORTED_API_VERSIONS: readonly string[] = [
  '2024-04',
  '2024-07',
  '2024-10',
  '2025-01',
  UNSTABLE_API_VERSION,
];

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const UNAUTHORIZED = {
  errors: [
    {
      message:
        '[API] Invalid API key or access token (unrecognized login or wrong password)',
      extensions: {code: 'UNAUTHORIZED'},
    },
  ],
};

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function storefrontIdOf(value: string | undefined): string | undefined {
  return value && STOREFRONT_ID.test(value) ? value : undefined;
}

function readBody(req: IncomingMessage): () => Promise<Buffer> {
  let pending: Promise<Buffer> | undefined;
  return () => {
    pending ??= new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          // Keep reading (and dropping) the rest so that the 413 can still be answered.
          chunks.length = 0;
          reject(new HttpError(413, 'The request body is too large.'));
          return;
        }
        chunks.push(chunk);
      });
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });
    return pending;
  };
}

/** CORS for browsers calling the Storefront API directly: any origin, as Shopify allows. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': header(req, 'origin') ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers':
      header(req, 'access-control-request-headers') ??
      'Content-Type, Accept, X-Shopify-Storefront-Access-Token, X-SDK-Variant, X-SDK-Version, X-SDK-Variant-Source',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  };
}

function matchRoute(
  routes: readonly Route[],
  method: string,
  pathname: string,
): {route: Route; params: Record<string, string>} | 'method-not-allowed' | null {
  let pathMatched = false;
  for (const route of routes) {
    let params: Record<string, string> | null = null;
    if (typeof route.path === 'string') {
      if (route.path === pathname) params = {};
    } else {
      const match = route.path.exec(pathname);
      if (match) params = {...match.groups};
    }
    if (!params) continue;
    pathMatched = true;
    if (route.method === method || (method === 'HEAD' && route.method === 'GET')) {
      return {route, params};
    }
  }
  return pathMatched ? 'method-not-allowed' : null;
}

/** The platform's HTTP entry: Storefront API, image CDN, admin API and the modules' routes. */
export function createServer(core: PlatformCore): http.Server {
  const routes = [...adminRoutes(core), ...core.routes];

  async function storefrontApi(
    req: IncomingMessage,
    res: ServerResponse,
    body: () => Promise<Buffer>,
    version: string,
    receivedAt: number,
  ) {
    const headers = {
      ...corsHeaders(req),
      'X-Shopify-API-Version': version,
      'X-Request-Id': randomUUID(),
    };
    const publicToken = header(req, 'x-shopify-storefront-access-token');
    const privateToken = header(req, 'shopify-storefront-private-token');
    if (
      !sameSecret(publicToken, core.config.storefrontToken) &&
      !sameSecret(privateToken, core.config.privateStorefrontToken)
    ) {
      sendJson(res, 401, UNAUTHORIZED, headers);
      return;
    }
    const started = performance.now();
    const raw = (await body()).toString('utf8');
    const contentType = header(req, 'content-type') ?? '';
    let parsed: unknown;
    if (contentType.includes('application/graphql')) {
      parsed = {query: raw};
    } else {
      try {
        parsed = JSON.parse(raw) as unknown;
      } catch {
        sendJson(
          res,
          400,
          {
            errors: [
              {
                message: 'The request body is not valid JSON.',
                extensions: {code: 'BAD_REQUEST'},
              },
            ],
          },
          headers,
        );
        return;
      }
    }
    let gone = false;
    res.on('close', () => {
      if (!res.writableFinished) gone = true;
    });
    const visitor = visitorTokens((name) => header(req, name));
    const storefrontId = storefrontIdOf(header(req, 'shopify-storefront-id'));
    const engine = version === UNSTABLE_API_VERSION ? core.unstableEngine : core.engine;
    const outcome = await engine.run(parsed, {
      ...core.baseContext(),
      gone: () => gone,
      receivedAt,
      visitor,
      clientOrigin: header(req, 'origin'),
      storefrontId,
    });
    const durationMs = performance.now() - started;
    core.requestLog.record({
      time: core.now().toISOString(),
      operationName: outcome.operationName,
      operationType: outcome.operationType,
      mutation: outcome.operationType === 'mutation',
      rootFields: outcome.rootFields,
      country: outcome.market?.country ?? null,
      storefrontId: storefrontId ?? null,
      status: outcome.status,
      errors: outcome.body.errors?.length ?? 0,
      errorCodes: [
        ...new Set(
          (outcome.body.errors ?? []).map((error) =>
            String(error.extensions?.code ?? ''),
          ),
        ),
      ],
      cost: outcome.cost,
      durationMs: Math.round(durationMs * 100) / 100,
    });
    sendJson(res, outcome.status, outcome.body, {
      ...headers,
      'Server-Timing': trackingServerTiming(
        visitor,
        outcome.market?.country ?? DEFAULT_COUNTRY,
        durationMs,
      ),
    });
  }

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    receivedAt: number,
  ): Promise<void> {
    const url = new URL(req.url ?? '/', core.origin || `http://${LOCAL_HOST}`);
    const method = req.method ?? 'GET';
    const body = readBody(req);

    if (url.pathname === '/healthz') {
      sendJson(res, core.ready ? 200 : 503, {ok: core.ready});
      return;
    }
    if (!core.ready) {
      sendJson(res, 503, {
        errors: [{message: 'The platform is starting or re-seeding.'}],
      });
      return;
    }
    const graphqlPath = GRAPHQL_PATH.exec(url.pathname);
    if (graphqlPath) {
      const version = graphqlPath.groups?.version ?? '';
      if (!SUPPORTED_API_VERSIONS.includes(version)) {
        sendJson(res, 404, {errors: 'Not Found'}, corsHeaders(req));
        return;
      }
      if (method === 'OPTIONS') {
        res.writeHead(204, corsHeaders(req));
        res.end();
      } else if (method === 'POST') {
        await storefrontApi(req, res, body, version, receivedAt);
      } else {
        sendJson(res, 405, {errors: [{message: 'Use POST.'}]}, {Allow: 'POST, OPTIONS'});
      }
      return;
    }
    if (
      url.pathname.startsWith('/cdn/shop/files/') &&
      (method === 'GET' || method === 'HEAD')
    ) {
      await core.images.handle(req, res, url);
      return;
    }
    if (isVideoPath(url.pathname) && (method === 'GET' || method === 'HEAD')) {
      serveVideo(req, res, url.pathname);
      return;
    }
    const context = (params: Record<string, string>): RouteContext => ({
      ...core.baseContext(),
      url,
      params,
      body,
      async json() {
        const text = (await body()).toString('utf8');
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new HttpError(400, 'The request body is not valid JSON.');
        }
      },
      async form() {
        return new URLSearchParams((await body()).toString('utf8'));
      },
    });
    const adminApi = ADMIN_API_PATH.exec(url.pathname);
    if (adminApi) {
      await handleAdminApi(core.adminApi, req, res, {
        ...context({}),
        version: adminApi.groups?.version ?? '',
      });
      return;
    }
    if (url.pathname.startsWith('/admin/')) {
      if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) {
        throw new HttpError(403, 'The admin API answers on loopback only.');
      }
      const authorization = header(req, 'authorization') ?? '';
      const token = /^Bearer (.+)$/.exec(authorization)?.[1];
      if (!sameSecret(token, core.config.adminToken)) {
        throw new HttpError(
          401,
          'A valid admin token is required (Authorization: Bearer <token>).',
        );
      }
    }
    const found = matchRoute(routes, method, url.pathname);
    if (found === 'method-not-allowed') throw new HttpError(405, 'Method not allowed.');
    if (!found) throw new HttpError(404, 'Not Found');
    await found.route.handler(req, res, context(found.params));
  }

  const server = http.createServer((req, res) => {
    handle(req, res, performance.now()).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        sendJson(res, error.status, {errors: [{message: error.message}]});
        return;
      }
      console.error('[commerce] request failed:', error);
      sendJson(res, 500, {errors: [{message: 'Internal error.'}]});
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
  });
  return server;
}

export interface CommercePlatformOptions {
  /** 0 picks a free port. Default: COMMERCE_PORT or 4100. */
  port?: number;
  /** A SQLite file, or ':memory:'. Default: emulators/.data/commerce.sqlite. */
  dbPath?: string;
  /** Re-seed even when the database already holds data. */
  reset?: boolean;
  /**
   * Start the function pool's threads before answering (default). A test file's platform skips
   * it: most files never price a cart, and the first pricing starts the threads anyway.
   */
  warm?: boolean;
  /** The clock every part of the platform reads. */
  now?: () => Date;
  config?: Partial<PlatformConfig>;
  modules?: readonly PlatformModule[];
  /** Where rendered images are cached on disk; default beside a file database, none in memory. */
  imageCacheDir?: string | null;
}

export interface CommercePlatform {
  url: string;
  port: number;
  db: Database.Database;
  store: SqliteDocumentStore;
  core: PlatformCore;
  reset(): void;
  close(): Promise<void>;
}

/** Starts the platform on 127.0.0.1: listens, migrates, seeds if needed, then reports ready. */
export async function startCommercePlatform(
  options: CommercePlatformOptions = {},
): Promise<CommercePlatform> {
  const dbPath = options.dbPath ?? DEFAULT_DB_PATH;
  const core = new PlatformCore({
    dbPath,
    config: {...configFromEnv(), ...options.config},
    modules: options.modules ?? PLATFORM_MODULES,
    now: options.now ?? (() => new Date()),
    imageCacheDir:
      options.imageCacheDir !== undefined
        ? options.imageCacheDir
        : dbPath === IN_MEMORY
          ? null
          : `${dbPath}.images`,
  });
  const server = createServer(core);
  const port = options.port ?? Number(process.env.COMMERCE_PORT ?? LOCAL_PORTS.commerce);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, LOCAL_HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    core.close();
    throw error;
  }
  const actualPort = (server.address() as AddressInfo).port;
  core.origin = `http://${LOCAL_HOST}:${actualPort}`;
  core.start(options.reset ?? false);
  core.startWebhooks();
  await core.warm(options.warm ?? true);
  return {
    url: core.origin,
    port: actualPort,
    db: core.db,
    store: core.store,
    core,
    reset: () => core.reset(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          core.close();
          resolve();
        });
      }),
  };
}

/**
 * The Storefront API the worker calls in the integration tests: the local platform in-process
 * (SQLite in memory, the real seed, a free port on 127.0.0.1), the same one the emulator tests
 * and the stack run. msw stands between the two only to record each request and, when a test
 * asks, to answer an operation the ways only a broken or surprising upstream does (an HTTP 500,
 * a 200 with GraphQL errors and no data, or the platform's answer with data the seed never
 * holds).
 */
import {bypass, http, HttpResponse, passthrough} from 'msw';
import {setupServer} from 'msw/node';
import {
  LOCAL_ADMIN_TOKEN,
  LOCAL_BRAND_API_TOKEN,
  LOCAL_MULTIPASS_SECRET,
  LOCAL_STOREFRONT_TOKEN,
  LOCAL_SURVEY_PROOF_KEY,
} from '../../../dev/local-env';
import type {CartState} from '../../../emulators/commerce/src/cart/store';
import {createMultipassToken} from '../../../emulators/commerce/src/customers/multipass';
import type {CommercePlatform} from '../../../emulators/commerce/src/server';
import {MULTIPASS_SIGN_IN} from '../../emulator/cart-platform';
import {startLiveShop, type LiveShop} from '../../emulator/settlement-receiver';
import {cartTokenOf} from './cookies';
import {LOCAL_ORIGIN, TEST_SESSION_SECRET} from './worker';

const STOREFRONT_API_PATH = /\/api\/2025-01\/graphql\.json$/;

export interface RecordedRequest {
  operationName: string;
  isMutation: boolean;
  variables: Record<string, unknown>;
}

export interface PlatformUpstream {
  /** The platform's origin (the worker's store and checkout domain); known once started. */
  readonly origin: string;
  /** The worker environment pointing at the platform. */
  readonly env: Record<string, string>;
  requests: RecordedRequest[];
  /** Operation names answered with HTTP 500. */
  failing: Set<string>;
  /** Operation names answered 200 with GraphQL errors and no data (Hydrogen resolves these). */
  answeringWithErrors: Set<string>;
  /**
   * Operation names whose answer from the platform is changed before the worker reads it:
   * data the seed never holds (a hostile metafield, say). A rewrite that returns errors adds
   * them to the answer, as the platform answers a field it failed beside the data it has.
   */
  rewriting: Map<string, (data: Json) => void | {errors: Json[]}>;
  operations(): string[];
  /** The mutations among the recorded requests. */
  mutations(): RecordedRequest[];
  /** Answers of a test's own for other upstream calls, until the next reset. */
  use(...handlers: Parameters<ReturnType<typeof setupServer>['use']>): void;
  /** The cart a `cart=<value>` cookie names, as the platform's Storefront API answers it. */
  cartOf(cookie: string): Promise<PlatformCart>;
  /** A Storefront API call straight to the platform, past the worker: the answer's JSON. */
  gql(query: string, variables?: Record<string, unknown>): Promise<Json>;
  /** A customer signed in as the storefront signs them in (Multipass): their access token. */
  signIn(email: string): Promise<CustomerAccessToken>;
  /** A call to the platform's admin API (tests seed and read through it), JSON in and out. */
  admin(path: string, init?: RequestInit): Promise<Response>;
  /** The JSON the admin API answers a GET of `path` with. */
  adminJson<T>(path: string): Promise<T>;
  /** The cart a `cart=<value>` cookie names, exactly as the platform keeps it. */
  storedCart(cookie: string): Promise<CartState>;
  /** The error reports the brand's server has received: of one kind ('render', say), or all. */
  errorReports(kind?: string): Promise<ErrorReport[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once every webhook raised so far has settled the orders it names. */
  settled(): Promise<void>;
  /** Forgets the recorded requests and the answers asked for (the platform's data stays). */
  reset(): void;
}

export interface CustomerAccessToken {
  accessToken: string;
  expiresAt: string;
}

export interface ErrorReport {
  kind: string;
  report: Record<string, unknown>;
}

/** A GraphQL answer's data as a rewrite walks it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any path may be changed
export type Json = any;

export interface PlatformCart {
  countryCode: string | null;
  lines: {
    id: string;
    quantity: number;
    attributes: {key: string; value: string}[];
    merchandise: {id: string; sku: string | null; product: {title: string}};
  }[];
}

const CART_LINES_QUERY = `#graphql
  query IntegrationCartLines($id: ID!) {
    cart(id: $id) {
      buyerIdentity { countryCode }
      lines(first: 100) {
        nodes {
          id
          quantity
          attributes { key value }
          merchandise { ... on ProductVariant { id sku product { title } } }
        }
      }
    }
  }
`;

/** The operation name Hydrogen's minified document declares. */
function operationOf(query: string): {operationName: string; isMutation: boolean} {
  const match = /\b(query|mutation)\s+(\w+)/.exec(query);
  return {
    operationName: match?.[2] ?? 'anonymous',
    isMutation: match?.[1] === 'mutation',
  };
}

/**
 * `warm: false` for a file that never prices a cart: the function pool's threads, started for
 * every platform, cost about two CPU-seconds (tests/README.md).
 */
export function localPlatformUpstream({warm = true} = {}): PlatformUpstream {
  let platform: CommercePlatform | undefined;
  let shop: LiveShop | undefined;
  const requests: RecordedRequest[] = [];
  const failing = new Set<string>();
  const answeringWithErrors = new Set<string>();
  const rewriting = new Map<string, (data: Json) => void | {errors: Json[]}>();

  const server = setupServer(
    http.post(STOREFRONT_API_PATH, async ({request}) => {
      const body = (await request.clone().json()) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const {operationName, isMutation} = operationOf(body.query);
      requests.push({
        operationName,
        isMutation,
        variables: body.variables ?? {},
      });
      if (failing.has(operationName)) {
        return HttpResponse.json(
          {errors: [{message: 'upstream failure'}]},
          {status: 500},
        );
      }
      if (answeringWithErrors.has(operationName)) {
        return HttpResponse.json({data: null, errors: [{message: 'upstream failure'}]});
      }
      const rewrite = rewriting.get(operationName);
      if (!rewrite) return passthrough();
      const answer = (await (await fetch(bypass(request))).json()) as {data?: Json};
      const failed = rewrite(answer.data);
      return HttpResponse.json(failed ? {...answer, errors: failed.errors} : answer);
    }),
    // The platform's admin API (tests seed and read through it), the brand's own server (the
    // worker's error reports, CJ confirmations and clicks) and the mail sink (SendGrid's contacts API) are the platform
    // itself, never rewritten; a chat webhook is a sink the test starts on loopback.
    http.all('*/admin/*', () => passthrough()),
    // The storefront's webhook route, as the platform delivers its webhooks to it.
    http.post('*/webhooks', () => passthrough()),
    http.post('*/api/errors', () => passthrough()),
    http.post('*/api/errors/*', () => passthrough()),
    http.get('*/api/cj', () => passthrough()),
    http.post('*/click', () => passthrough()),
    http.all('*/v3/marketing/*', () => passthrough()),
    http.post('*/chat-webhook', () => passthrough()),
    http.post('*/envelope/', () => passthrough()),
  );

  const started = (): CommercePlatform => {
    if (!platform) throw new Error('the platform starts in beforeAll, before any test');
    return platform;
  };
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${started().url}/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN,
      },
      body: JSON.stringify({query, variables}),
    });
    return (await response.json()) as Json;
  };
  const signIn = async (email: string): Promise<CustomerAccessToken> => {
    const token = createMultipassToken(LOCAL_MULTIPASS_SECRET, {
      email,
      created_at: new Date().toISOString(),
    });
    const answer = await gql(MULTIPASS_SIGN_IN, {token});
    const signedIn: CustomerAccessToken | undefined =
      answer.data?.customerAccessTokenCreateWithMultipass?.customerAccessToken;
    if (!signedIn) throw new Error(`Multipass: ${JSON.stringify(answer)}`);
    return signedIn;
  };
  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${started().url}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${LOCAL_ADMIN_TOKEN}`,
        'Content-Type': 'application/json',
      },
    });
  const adminJson = async <T>(path: string): Promise<T> =>
    (await (await admin(path)).json()) as T;

  return {
    get origin() {
      return started().url;
    },
    get env() {
      const origin = started().url;
      return {
        SESSION_SECRET: TEST_SESSION_SECRET,
        PUBLIC_STORE_DOMAIN: origin,
        PUBLIC_STOREFRONT_API_TOKEN: LOCAL_STOREFRONT_TOKEN,
        PUBLIC_STOREFRONT_ID: '1000000001',
        PUBLIC_STOREFRONT_ORIGIN: LOCAL_ORIGIN,
        PUBLIC_CHECKOUT_DOMAIN: origin,
        MULTIPASS_SECRET: LOCAL_MULTIPASS_SECRET,
        PUBLIC_FIREBASE_API_KEY: 'integration-test-key',
        PUBLIC_FIREBASE_PROJECT_ID: 'demo-integration',
        BRAND_API_URL: origin,
        BRAND_API_TOKEN: LOCAL_BRAND_API_TOKEN,
        CLICK_API_URL: origin,
        SENDGRID_API_URL: origin,
        SENDGRID_API_KEY: 'SG.integration-mail-sink-key',
        // Signs survey proofs and the welcome offer's marker, which the platform checks.
        SURVEY_PROOF_KEY: LOCAL_SURVEY_PROOF_KEY,
      };
    },
    requests,
    failing,
    answeringWithErrors,
    rewriting,
    operations: () => requests.map((request) => request.operationName),
    mutations: () => requests.filter((request) => request.isMutation),
    use: (...handlers) => server.use(...handlers),
    async cartOf(cookie) {
      const id = `gid://shopify/Cart/${decodeURIComponent(cookie.replace(/^cart=/, ''))}`;
      const body = (await gql(CART_LINES_QUERY, {id})) as {
        data?: {
          cart: {
            buyerIdentity: {countryCode: string | null};
            lines: {nodes: PlatformCart['lines']};
          } | null;
        };
      };
      const cart = body.data?.cart;
      if (!cart) throw new Error(`the platform knows no cart ${id}`);
      return {countryCode: cart.buyerIdentity.countryCode, lines: cart.lines.nodes};
    },
    gql,
    signIn,
    admin,
    adminJson,
    storedCart: (cookie) => adminJson<CartState>(`/admin/carts/${cartTokenOf(cookie)}`),
    async errorReports(kind) {
      const reports = await adminJson<ErrorReport[]>('/admin/error-reports');
      return kind ? reports.filter((entry) => entry.kind === kind) : reports;
    },
    async start() {
      server.listen({onUnhandledRequest: 'error'});
      shop = await startLiveShop({warm});
      platform = shop.platform;
    },
    async stop() {
      await shop?.close();
      server.close();
    },
    settled: () => shop?.settled() ?? Promise.resolve(),
    reset() {
      requests.length = 0;
      failing.clear();
      answeringWithErrors.clear();
      rewriting.clear();
      server.resetHandlers();
    },
  };
}

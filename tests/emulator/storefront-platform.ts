import {afterAll, beforeAll} from 'vitest';
import {LOCAL_ADMIN_TOKEN, LOCAL_STOREFRONT_TOKEN} from '../../dev/local-env';
import {
  startCommercePlatform,
  type CommercePlatform,
} from '../../emulators/commerce/src/server';

/** The platform in-process for the Storefront API tests: SQLite in memory, a free port. */

/**
 * The data of a GraphQL answer in a test: its shape is what the assertions check, so the
 * compiler is not asked to know it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnswerData = Record<string, any>;

export interface GraphQLBody<T = AnswerData> {
  data?: T;
  errors?: {
    message: string;
    locations?: {line: number; column: number}[];
    path?: (string | number)[];
    extensions?: {code?: string};
  }[];
}

export interface StorefrontClient {
  platform: CommercePlatform;
  url: string;
  /** POSTs a GraphQL request with the storefront token; fails the test on a non-200 answer. */
  query<T = AnswerData>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLBody<T>>;
  /** POSTs any body with any headers and returns the raw response. */
  post(body: string, headers?: Record<string, string>): Promise<Response>;
  admin(method: string, path: string, token?: string | null): Promise<Response>;
  close(): Promise<void>;
}

export const GRAPHQL_PATH = '/api/2025-01/graphql.json';

async function startStorefront(): Promise<StorefrontClient> {
  // No shop:setup here switches the functions on: their threads would start for nothing.
  const platform = await startCommercePlatform({
    port: 0,
    dbPath: ':memory:',
    warm: false,
  });
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${platform.url}${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN,
        ...headers,
      },
      body,
    });
  return {
    platform,
    url: platform.url,
    post,
    async query<T = AnswerData>(query: string, variables: Record<string, unknown> = {}) {
      const response = await post(JSON.stringify({query, variables}));
      if (response.status !== 200) {
        throw new Error(`HTTP ${response.status}: ${await response.text()}`);
      }
      return (await response.json()) as GraphQLBody<T>;
    },
    admin(method, path, token = LOCAL_ADMIN_TOKEN) {
      return fetch(`${platform.url}${path}`, {
        method,
        headers: token === null ? {} : {Authorization: `Bearer ${token}`},
      });
    },
    close: () => platform.close(),
  };
}

/**
 * The platform a test file (or describe block) shares: started before its tests and closed
 * after them. The object stands for it from the start, so tests keep it as a constant.
 */
export function sharedStorefront(): StorefrontClient {
  let started: StorefrontClient | undefined;
  beforeAll(async () => {
    started = await startStorefront();
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): StorefrontClient => {
    if (!started) throw new Error('the platform starts in beforeAll, before any test');
    return started;
  };
  return {
    get platform() {
      return current().platform;
    },
    get url() {
      return current().url;
    },
    query: <T = AnswerData>(query: string, variables?: Record<string, unknown>) =>
      current().query<T>(query, variables),
    post: (body, headers) => current().post(body, headers),
    admin: (method, path, token) => current().admin(method, path, token),
    close: () => current().close(),
  };
}

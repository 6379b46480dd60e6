/**
 * The storefront's production build (made once per run by build-worker.ts, the integration
 * tests' global setup), loaded in this process and called like Oxygen calls it:
 * `fetch(request, env, executionContext)`.
 */
import {statSync} from 'node:fs';
import {pathToFileURL} from 'node:url';
import {InMemoryCache} from '@shopify/hydrogen';
import {afterAll, beforeAll, beforeEach, inject} from 'vitest';
import {cookiePair, signedSessionValue} from './cookies';

export const TEST_SESSION_SECRET = 'integration-test-session-secret-0042';

interface WorkerModule {
  default: {
    fetch(
      request: Request,
      env: Record<string, string>,
      context: ExecutionContext,
    ): Promise<Response>;
  };
}

interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}

export interface StorefrontWorker {
  /** A request to the worker; `origin` defaults to a local one (no Secure cookies, no HSTS). */
  fetch(pathOrUrl: string, init?: RequestInit): Promise<Response>;
  /** Deferred work (waitUntil) of the requests so far. */
  settle(): Promise<void>;
  /** A GET, its body read and its deferred work done; a redirect comes back as it is. */
  get(pathOrUrl: string, headers?: Record<string, string>): Promise<Page>;
}

export interface Page {
  response: Response;
  body: string;
}

function withGet(worker: Omit<StorefrontWorker, 'get'>): StorefrontWorker {
  return {
    ...worker,
    async get(pathOrUrl, headers = {}) {
      const response = await worker.fetch(pathOrUrl, {headers, redirect: 'manual'});
      const body = await response.text();
      await worker.settle();
      return {response, body};
    },
  };
}

export const LOCAL_ORIGIN = 'http://127.0.0.1:3000';

export interface WorkerOptions {
  /**
   * The worker keeps its caches, one per name, as the runtime does: for the page cache's own
   * tests. Otherwise each request gets an empty cache, so no answer from one test leaks into
   * the next.
   */
  keepsCaches?: boolean;
}

export async function loadStorefrontWorker(
  env: Record<string, string>,
  {keepsCaches = false}: WorkerOptions = {},
): Promise<StorefrontWorker> {
  const serverEntry = inject('storefrontServerEntry');
  const kept = new Map<string, InMemoryCache>();
  const open = async (name: string) => {
    if (!keepsCaches) return new InMemoryCache();
    const cache = kept.get(name) ?? new InMemoryCache();
    kept.set(name, cache);
    return cache;
  };
  Object.assign(globalThis, {caches: {open}});
  const worker = (await import(
    /* @vite-ignore */ `${pathToFileURL(serverEntry).href}?t=${statSync(serverEntry).mtimeMs}`
  )) as WorkerModule;
  const pending: Promise<unknown>[] = [];
  const context: ExecutionContext = {
    waitUntil: (promise) => pending.push(promise.catch(() => undefined)),
    passThroughOnException: () => undefined,
  };
  return withGet({
    fetch: (pathOrUrl, init) =>
      worker.default.fetch(
        new Request(new URL(pathOrUrl, LOCAL_ORIGIN), init),
        env,
        context,
      ),
    settle: async () => {
      await Promise.all(pending.splice(0));
    },
  });
}

/**
 * The Storefront API a test file's worker talks to: started before the file's tests, reset
 * before each test, stopped after them; `env` points the worker at it once started.
 */
export interface Upstream {
  readonly env: Record<string, string>;
  start(): Promise<void> | void;
  stop(): Promise<void> | void;
  reset(): void;
}

/**
 * The worker a test file calls, against its upstream: loaded and the upstream started before
 * the file's tests. The object stands for the worker from the start, so tests keep it as a
 * constant.
 */
export function workerAgainst(
  upstream: Upstream,
  options: WorkerOptions = {},
): StorefrontWorker {
  let loaded: StorefrontWorker | undefined;
  beforeAll(async () => {
    await upstream.start();
    loaded = await loadStorefrontWorker(upstream.env, options);
  });
  afterAll(() => upstream.stop());
  beforeEach(() => upstream.reset());
  const current = (): StorefrontWorker => {
    if (!loaded) throw new Error('the worker loads in beforeAll, before any test');
    return loaded;
  };
  return withGet({
    fetch: (pathOrUrl, init) => current().fetch(pathOrUrl, init),
    settle: () => current().settle(),
  });
}

/** A cart form as a browser posts it: Hydrogen's action and inputs, and any plain fields beside. */
export function cartForm(
  action: string,
  inputs: Record<string, unknown>,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.set('cartFormInput', JSON.stringify({action, inputs}));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

export interface CartPost {
  /** The shopper's cookies; none when absent. */
  cookie?: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A cart form posted to the worker's cart action; a redirect comes back as it is. */
export function postCartForm(
  worker: StorefrontWorker,
  action: string,
  inputs: Record<string, unknown>,
  {cookie, fields, headers = {}}: CartPost = {},
): Promise<Response> {
  return worker.fetch('/cart', {
    method: 'POST',
    body: cartForm(action, inputs, fields),
    headers: cookie ? {Cookie: cookie, ...headers} : headers,
    redirect: 'manual',
  });
}

/** A cart form posted as postCartForm posts it, its page read and its deferred work done. */
export async function postCartPage(
  worker: StorefrontWorker,
  action: string,
  inputs: Record<string, unknown>,
  post: CartPost = {},
): Promise<Page> {
  const response = await postCartForm(worker, action, inputs, post);
  const body = await response.text();
  await worker.settle();
  return {response, body};
}

/** A cart cookie for a new cart holding one line, made through the worker's cart action. */
export async function cartCookieWith(
  worker: StorefrontWorker,
  merchandiseId: string,
  quantity = 1,
): Promise<string> {
  const response = await postCartForm(worker, 'LinesAdd', {
    lines: [{merchandiseId, quantity}],
  });
  await worker.settle();
  const cookie = cookiePair(response, 'cart');
  if (!cookie) throw new Error('the cart action set no cart cookie');
  return cookie;
}

/** A session cookie holding `values`, signed as the worker under test signs its own. */
export async function signedSessionCookie(
  values: Record<string, unknown>,
): Promise<string> {
  return `session=${await signedSessionValue(values, TEST_SESSION_SECRET)}`;
}

/** An email address no other test (or earlier run against the same platform) has used. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

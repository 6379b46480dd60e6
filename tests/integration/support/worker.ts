/**
 * The storefront's production build, loaded in this process and called like Oxygen calls it:
 * `fetch(request, env, executionContext)`. Each test file builds into its own folder under
 * .cache/integration (ignored by git, ESLint and Prettier), reused while no source file is
 * newer, so a storefront running from dist/ is never disturbed and parallel test files never
 * share a build.
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {InMemoryCache} from '@shopify/hydrogen';
import {buildStorefront} from '../../../dev/build';
import {afterAll, beforeAll, beforeEach} from 'vitest';
import {FAKE_STORE_ORIGIN, FAKE_STOREFRONT_TOKEN} from './fake-storefront';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['app', 'graphql', 'server.ts', 'vite.config.ts', 'remix.config.js'];

export const LOCAL_ORIGIN = 'http://127.0.0.1:3000';

export const TEST_SESSION_SECRET = 'integration-test-session-secret';

export const TEST_ENV = {
  SESSION_SECRET: TEST_SESSION_SECRET,
  PUBLIC_STORE_DOMAIN: FAKE_STORE_ORIGIN,
  PUBLIC_STOREFRONT_API_TOKEN: FAKE_STOREFRONT_TOKEN,
  PUBLIC_STOREFRONT_ID: '1000000001',
  PUBLIC_STOREFRONT_ORIGIN: LOCAL_ORIGIN,
  PUBLIC_CHECKOUT_DOMAIN: FAKE_STORE_ORIGIN,
  MULTIPASS_SECRET: 'integration-test-multipass-secret',
  PUBLIC_FIREBASE_API_KEY: 'integration-test-key',
  PUBLIC_FIREBASE_PROJECT_ID: 'demo-integration',
};

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

async function ensureBuild(buildDir: string): Promise<string> {
  const serverEntry = path.join(buildDir, 'server/index.js');
  const sourcesChanged = () =>
    Math.max(...SOURCES.map((source) => newestMtime(path.join(ROOT, source)))) >
    statSync(serverEntry).mtimeMs;
  if (!existsSync(serverEntry) || sourcesChanged()) await buildStorefront(buildDir);
  return serverEntry;
}

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
}

export async function loadStorefrontWorker(name: string): Promise<StorefrontWorker> {
  const serverEntry = await ensureBuild(path.join(ROOT, '.cache/integration', name));
  // Oxygen gives the worker a Cache API; each request gets an empty cache, so no answer
  // from one test leaks into the next.
  Object.assign(globalThis, {caches: {open: async () => new InMemoryCache()}});
  const worker = (await import(
    /* @vite-ignore */ `${pathToFileURL(serverEntry).href}?t=${statSync(serverEntry).mtimeMs}`
  )) as WorkerModule;
  const pending: Promise<unknown>[] = [];
  const context: ExecutionContext = {
    waitUntil: (promise) => pending.push(promise.catch(() => undefined)),
    passThroughOnException: () => undefined,
  };
  return {
    fetch: (pathOrUrl, init) =>
      worker.default.fetch(
        new Request(new URL(pathOrUrl, LOCAL_ORIGIN), init),
        TEST_ENV,
        context,
      ),
    settle: async () => {
      await Promise.all(pending.splice(0));
    },
  };
}

/** A cold build of the worker takes this long at most on the two-core machine. */
const BUILD_TIMEOUT_MS = 180_000;

/** The upstream a test file's worker talks to (msw): listening during the file, reset per test. */
export interface FakeUpstream {
  listen(): void;
  close(): void;
  reset(): void;
}

/**
 * The worker a test file calls, built as `name`, against its fake upstream: loaded and the
 * fake listening before the file's tests, the fake reset before each test and closed after
 * them. The object stands for the worker from the start, so tests keep it as a constant.
 */
export function workerAgainst(name: string, upstream: FakeUpstream): StorefrontWorker {
  let loaded: StorefrontWorker | undefined;
  beforeAll(async () => {
    loaded = await loadStorefrontWorker(name);
    upstream.listen();
  }, BUILD_TIMEOUT_MS);
  afterAll(() => upstream.close());
  beforeEach(() => upstream.reset());
  const current = (): StorefrontWorker => {
    if (!loaded) throw new Error('the worker loads in beforeAll, before any test');
    return loaded;
  };
  return {
    fetch: (pathOrUrl, init) => current().fetch(pathOrUrl, init),
    settle: () => current().settle(),
  };
}

/**
 * The deploy targets, proved offline: `shopify hydrogen build` makes the build Oxygen runs,
 * `wrangler deploy --dry-run` bundles it for Cloudflare Workers under the size limit, and the
 * same build serves a shopper's first steps under `wrangler dev` against the local platform.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {LOCAL_STOREFRONT_TOKEN} from '../../dev/local-env';
import {
  httpOk,
  startService,
  stopService,
  waitUntilReady,
  type Service,
} from '../../dev/processes';
import {
  startCommercePlatform,
  type CommercePlatform,
} from '../../emulators/commerce/src/server';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD_DIR = path.join(ROOT, '.cache/deploy-build');
const SHOPIFY_CLI = path.join(ROOT, 'node_modules/@shopify/cli/bin/run.js');
const WRANGLER = require.resolve('wrangler/bin/wrangler.js');
/** Cloudflare's limit on a worker's size after compression (Workers Free plan; Paid allows 10 MB). */
const WORKERS_COMPRESSED_LIMIT_BYTES = 3 * 1024 * 1024;
const BUILD_TIMEOUT_MS = 300_000;

const KUMO_US = 'gid://shopify/ProductVariant/43000000000101';

function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: {...process.env, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`exit ${code}:\n${output}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === 'object' && address ? address.port : 0),
      );
    });
  });
}

function gzipSizeOf(folder: string): number {
  return readdirSync(folder, {recursive: true})
    .map((entry) => path.join(folder, String(entry)))
    .filter((file) => statSync(file).isFile() && /\.(js|mjs|wasm)$/.test(file))
    .reduce((total, file) => total + gzipSync(readFileSync(file)).length, 0);
}

let platform: CommercePlatform;
beforeAll(async () => {
  platform = await startCommercePlatform({port: 0, dbPath: ':memory:'});
  await run(
    [
      SHOPIFY_CLI,
      'hydrogen',
      'build',
      '--no-bundle-stats',
      '--disable-route-warning',
      '--no-lockfile-check',
    ],
    {STOREFRONT_BUILD_DIR: BUILD_DIR, SHOPIFY_CLI_NO_ANALYTICS: '1'},
  );
}, BUILD_TIMEOUT_MS);
afterAll(() => platform.close());

const SERVER_ENTRY = path.join(BUILD_DIR, 'server/index.js');
const CLIENT_DIR = path.join(BUILD_DIR, 'client');
const WRANGLER_ENV = {WRANGLER_SEND_METRICS: 'false', CI: 'true'};

describe('the Cloudflare Workers bundle', () => {
  it(
    'is built offline by wrangler deploy --dry-run, under the compressed size limit',
    async () => {
      const outdir = mkdtempSync(path.join(tmpdir(), 'workers-bundle-'));
      try {
        const output = await run(
          [
            WRANGLER,
            'deploy',
            SERVER_ENTRY,
            '--assets',
            CLIENT_DIR,
            '--dry-run',
            '--outdir',
            outdir,
          ],
          WRANGLER_ENV,
        );
        expect(output).toMatch(/--dry-run: exiting now/);
        const size = gzipSizeOf(outdir);
        expect(size).toBeGreaterThan(0);
        expect(size).toBeLessThan(WORKERS_COMPRESSED_LIMIT_BYTES);
      } finally {
        rmSync(outdir, {recursive: true, force: true});
      }
    },
    BUILD_TIMEOUT_MS,
  );
});

describe('the build under wrangler dev', () => {
  let wrangler: Service;
  let origin = '';

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      SESSION_SECRET: 'workers-smoke-session-secret-4b8e1f7c2a9d',
      PUBLIC_STORE_DOMAIN: platform.url,
      PUBLIC_STOREFRONT_API_TOKEN: LOCAL_STOREFRONT_TOKEN,
      PUBLIC_STOREFRONT_ORIGIN: origin,
      PUBLIC_CHECKOUT_DOMAIN: platform.url,
    };
    wrangler = startService(
      'wrangler',
      process.execPath,
      [
        WRANGLER,
        'dev',
        SERVER_ENTRY,
        '--assets',
        CLIENT_DIR,
        '--ip',
        '127.0.0.1',
        '--port',
        String(port),
        '--inspector-port',
        String(await freePort()),
        '--show-interactive-dev-session=false',
        '--persist-to',
        mkdtempSync(path.join(tmpdir(), 'workers-state-')),
        ...Object.entries(env).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      ],
      {cwd: ROOT, env: WRANGLER_ENV, quiet: true},
    );
    await waitUntilReady(wrangler, () => httpOk(`${origin}/healthz`), BUILD_TIMEOUT_MS);
  }, BUILD_TIMEOUT_MS);

  afterAll(() => stopService(wrangler));

  it('shows the home page, a product, adds to cart and shows the cart', async () => {
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="en"');

    const product = await fetch(`${origin}/products/kumo-blending-brush`);
    expect(product.status).toBe(200);
    expect(await product.text()).toContain('Kumo Blending Brush');

    const asset = (await fetch(`${origin}/`).then((r) => r.text())).match(
      /\/assets\/[\w.-]+\.js/,
    )?.[0];
    expect(asset).toBeDefined();
    expect((await fetch(`${origin}${asset}`)).status).toBe(200);

    const form = new FormData();
    form.set(
      'cartFormInput',
      JSON.stringify({
        action: 'LinesAdd',
        inputs: {lines: [{merchandiseId: KUMO_US, quantity: 1}]},
      }),
    );
    const added = await fetch(`${origin}/cart`, {
      method: 'POST',
      body: form,
      headers: {Origin: origin},
      redirect: 'manual',
    });
    const cartCookie = added.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('cart='))
      ?.split(';', 1)[0];
    expect(cartCookie).toBeDefined();

    const cart = await fetch(`${origin}/cart`, {headers: {Cookie: cartCookie ?? ''}});
    expect(cart.status).toBe(200);
    expect(await cart.text()).toContain('Kumo Blending Brush');
  });
});

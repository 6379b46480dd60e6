/**
 * The deploy targets, proved offline: `shopify hydrogen build` makes the build Oxygen runs,
 * `wrangler deploy --dry-run` bundles it for Cloudflare Workers under the size limit, and the
 * same build serves a shopper's first steps under `wrangler dev` against the local platform.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  startCommercePlatform,
  type CommercePlatform,
} from '../../emulators/commerce/src/server';
import {VARIANT} from '../emulator/seed-variants';
import {cookiePair} from './support/cookies';
import {
  BUILD_TIMEOUT_MS,
  CLIENT_DIR,
  gzipSizeOf,
  hydrogenBuild,
  run,
  SERVER_ENTRY,
  WRANGLER,
  WRANGLER_ENV,
  wranglerDev,
} from './support/deploy-build';
import {cartForm} from './support/worker';

/** Cloudflare's limit on a worker's size after compression (Workers Free plan; Paid allows 10 MB). */
const WORKERS_COMPRESSED_LIMIT_BYTES = 3 * 1024 * 1024;

let platform: CommercePlatform;
beforeAll(async () => {
  platform = await startCommercePlatform({port: 0, dbPath: ':memory:'});
  await hydrogenBuild();
}, BUILD_TIMEOUT_MS);
afterAll(() => platform.close());

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
  let wrangler: Awaited<ReturnType<typeof wranglerDev>>;
  beforeAll(async () => {
    wrangler = await wranglerDev(platform.url);
  }, BUILD_TIMEOUT_MS);
  afterAll(() => wrangler.stop());

  it('shows the home page, a product, adds to cart and shows the cart', async () => {
    const {origin} = wrangler;
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

    const added = await fetch(`${origin}/cart`, {
      method: 'POST',
      body: cartForm('LinesAdd', {lines: [{merchandiseId: VARIANT.kumoUs, quantity: 1}]}),
      headers: {Origin: origin},
      redirect: 'manual',
    });
    const cartCookie = cookiePair(added, 'cart');
    expect(cartCookie).toBeDefined();

    const cart = await fetch(`${origin}/cart`, {headers: {Cookie: cartCookie ?? ''}});
    expect(cart.status).toBe(200);
    expect(await cart.text()).toContain('Kumo Blending Brush');
  });
});

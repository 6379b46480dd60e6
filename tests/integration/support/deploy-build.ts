/**
 * The deploy targets' tools, run offline from the test: `shopify hydrogen build` (the build
 * Oxygen runs), `wrangler deploy --dry-run` and `wrangler dev` over that build.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {buildIsFresh} from '../../../dev/build';
import {LOCAL_STOREFRONT_TOKEN} from '../../../dev/local-env';
import {freePort} from '../../../dev/ports';
import {httpOk, startService, stopService, waitUntilReady} from '../../../dev/processes';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const BUILD_DIR = path.join(ROOT, '.cache/deploy-build');
const SHOPIFY_CLI = path.join(ROOT, 'node_modules/@shopify/cli/bin/run.js');
export const WRANGLER = require.resolve('wrangler/bin/wrangler.js');
export const BUILD_TIMEOUT_MS = 300_000;
export const SERVER_ENTRY = path.join(BUILD_DIR, 'server/index.js');
export const CLIENT_DIR = path.join(BUILD_DIR, 'client');
export const WRANGLER_ENV = {WRANGLER_SEND_METRICS: 'false', CI: 'true'};

/** Runs a Node CLI from the root; its output, or a rejection with it on a non-zero exit. */
export function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
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

/**
 * The build Oxygen runs, made by the Shopify CLI into SERVER_ENTRY and CLIENT_DIR unless the
 * one there is newer than every source (a second storefront build costs a minute or more).
 */
export async function hydrogenBuild(): Promise<void> {
  if (buildIsFresh(BUILD_DIR)) return;
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
}

/** The compressed size of a bundle's code (its .js, .mjs and .wasm files). */
export function gzipSizeOf(folder: string): number {
  return readdirSync(folder, {recursive: true})
    .map((entry) => path.join(folder, String(entry)))
    .filter((file) => statSync(file).isFile() && /\.(js|mjs|wasm)$/.test(file))
    .reduce((total, file) => total + gzipSync(readFileSync(file)).length, 0);
}

/** The build under `wrangler dev` on a free loopback port, against the platform at `platformUrl`. */
export async function wranglerDev(
  platformUrl: string,
): Promise<{origin: string; stop(): Promise<void>}> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    SESSION_SECRET: 'workers-smoke-session-secret-4b8e1f7c2a9d',
    PUBLIC_STORE_DOMAIN: platformUrl,
    PUBLIC_STOREFRONT_API_TOKEN: LOCAL_STOREFRONT_TOKEN,
    PUBLIC_STOREFRONT_ORIGIN: origin,
    PUBLIC_CHECKOUT_DOMAIN: platformUrl,
  };
  const wrangler = startService(
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
  return {origin, stop: () => stopService(wrangler)};
}

/**
 * The whole shop on one machine: the Firebase Auth emulator, the local commerce platform and
 * the storefront (production build on MiniOxygen, or Vite with hot reload in --dev), started
 * together, each waiting for the ones it needs, stopped together on Ctrl-C.
 *
 *   tsx dev/start.ts [--dev | --workers] [--skip-build | --reuse-build] [--fresh] [--build-dir dist]
 *        [--host 127.0.0.1] [--storefront-port 3000] [--commerce-port 4100] [--auth-port 9099] [--db path|:memory:]
 *
 * --build-dir lets several stacks (tests, the benchmark, `npm start`) build and serve side by
 * side without replacing each other's files; a stack refuses a folder another running stack
 * serves (dev/build-claim.ts). --reuse-build builds only when a source is newer than the
 * folder's build (the tests share one). --workers serves the same build under `wrangler
 * dev` (Cloudflare's workerd, no account needed) instead of MiniOxygen. --host (or STACK_HOST) is where the storefront
 * listens; beyond loopback the stack refuses to start while a secret has its published value.
 */
import {mkdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {checkEnv} from '../app/server/env.server';
import {
  LOCAL_ADMIN_TOKEN,
  LOCAL_HOST,
  LOCAL_PORTS,
  LOCAL_STOREFRONT_TOKEN,
} from './local-env';
import {setUpShop, setupOptionsFromEnv} from '../ops/setup';
import {startAuthEmulator} from './auth-emulator';
import {buildIsFresh, buildStorefront} from './build';
import {buildDirTakenMessage, claimBuildDir} from './build-claim';
import {ensureFunctionBundles} from './functions-build';
import {
  publishedSecretsRefusal,
  resolveStorefrontEnv,
  usesAuthEmulator,
  usesLocalCommerce,
} from './env';
import {
  httpOk,
  startService,
  stopService,
  waitUntilReady,
  type Service,
} from './processes';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(ROOT, 'emulators/.data');
const TSX = require.resolve('tsx/cli');
const READY_TIMEOUT_MS = 120_000;

const {values: options} = parseArgs({
  options: {
    dev: {type: 'boolean', default: false},
    workers: {type: 'boolean', default: false},
    host: {type: 'string', default: process.env.STACK_HOST ?? LOCAL_HOST},
    'skip-build': {type: 'boolean', default: false},
    'reuse-build': {type: 'boolean', default: false},
    fresh: {type: 'boolean', default: false},
    'storefront-port': {
      type: 'string',
      default: process.env.PORT ?? String(LOCAL_PORTS.storefront),
    },
    'commerce-port': {
      type: 'string',
      default: process.env.COMMERCE_PORT ?? String(LOCAL_PORTS.commerce),
    },
    'auth-port': {
      type: 'string',
      default: process.env.AUTH_EMULATOR_PORT ?? String(LOCAL_PORTS.authEmulator),
    },
    db: {type: 'string'},
    'build-dir': {type: 'string', default: process.env.STOREFRONT_BUILD_DIR ?? 'dist'},
  },
});

const ports = {
  storefront: Number(options['storefront-port']),
  commerce: Number(options['commerce-port']),
  authEmulator: Number(options['auth-port']),
};
const env = resolveStorefrontEnv(ports, options.dev ? 'development' : 'production');
const adminToken = process.env.COMMERCE_ADMIN_TOKEN ?? LOCAL_ADMIN_TOKEN;
/** Where this machine reaches the storefront: an unspecified address listens on loopback too. */
const storefrontHost = ['0.0.0.0', '::'].includes(options.host)
  ? LOCAL_HOST
  : options.host;
const services: Service[] = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    // Storefront first, so nothing calls a platform that is already gone.
    await Promise.all([...services].reverse().map((service) => stopService(service)));
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function build(): Promise<void> {
  const started = Date.now();
  console.log('building the storefront (production)...');
  await buildStorefront(options['build-dir'], {env, echo: true});
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function startCommerce(): {service: Service; ready: Promise<void>} {
  const args = [
    TSX,
    path.join(ROOT, 'emulators/commerce/src/main.ts'),
    '--port',
    String(ports.commerce),
  ];
  if (options.db) args.push('--db', options.db);
  if (options.fresh) args.push('--reset');
  const service = startService('commerce', process.execPath, args, {
    env: {
      COMMERCE_STOREFRONT_TOKEN:
        env.PUBLIC_STOREFRONT_API_TOKEN ?? LOCAL_STOREFRONT_TOKEN,
      COMMERCE_ADMIN_TOKEN: adminToken,
      MULTIPASS_SECRET: env.MULTIPASS_SECRET,
      STOREFRONT_ORIGIN: `http://localhost:${ports.storefront}`,
      SHOPIFY_ADMIN_API_TOKEN: env.SHOPIFY_ADMIN_API_TOKEN,
      SHOPIFY_API_SECRET: env.SHOPIFY_API_SECRET,
    },
  });
  const ready = waitUntilReady(
    service,
    () => httpOk(`http://${LOCAL_HOST}:${ports.commerce}/healthz`),
    READY_TIMEOUT_MS,
  );
  return {service, ready};
}

/** The build under `wrangler dev`, as Cloudflare Workers would run it (wrangler.jsonc). */
function startWorkersStorefront(): Service {
  const buildDir = path.join(ROOT, options['build-dir']);
  return startService(
    'storefront',
    process.execPath,
    [
      require.resolve('wrangler/bin/wrangler.js'),
      'dev',
      path.join(buildDir, 'server/index.js'),
      '--assets',
      path.join(buildDir, 'client'),
      '--ip',
      options.host,
      '--port',
      String(ports.storefront),
      '--inspector-port',
      '0',
      '--show-interactive-dev-session=false',
      '--persist-to',
      path.join(DATA_DIR, 'wrangler'),
      ...Object.entries(env).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    {env: {WRANGLER_SEND_METRICS: 'false'}},
  );
}

function startStorefront(): Service {
  if (options.workers) return startWorkersStorefront();
  if (options.dev) {
    return startService(
      'storefront',
      process.execPath,
      [
        require.resolve('@remix-run/dev/dist/cli.js'),
        'vite:dev',
        '--host',
        options.host,
        '--port',
        String(ports.storefront),
        '--strictPort',
      ],
      {env},
    );
  }
  return startService(
    'storefront',
    process.execPath,
    [
      TSX,
      path.join(ROOT, 'dev/storefront-server.ts'),
      '--port',
      String(ports.storefront),
      '--host',
      options.host,
      '--build-dir',
      options['build-dir'],
    ],
    {env},
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  // The platform and the Auth emulator always listen on LOCAL_HOST; the storefront on --host.
  const refusal = publishedSecretsRefusal([options.host, LOCAL_HOST], {
    SESSION_SECRET: env.SESSION_SECRET,
    MULTIPASS_SECRET: env.MULTIPASS_SECRET,
    COMMERCE_ADMIN_TOKEN: adminToken,
    SHARED_SHOP_KEY: env.SHARED_SHOP_KEY,
    SURVEY_PROOF_KEY: env.SURVEY_PROOF_KEY,
    SHOPIFY_ADMIN_API_TOKEN: env.SHOPIFY_ADMIN_API_TOKEN,
    SHOPIFY_API_SECRET: env.SHOPIFY_API_SECRET,
    FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST,
  });
  if (refusal) throw new Error(refusal);
  const check = checkEnv(env);
  if (!check.ok) {
    throw new Error(
      `the storefront's environment is not valid (npm run check:env -- <file> checks a file):\n${check.problems
        .map(({variable, message}) => `  ${variable} ${message}`)
        .join('\n')}`,
    );
  }
  mkdirSync(DATA_DIR, {recursive: true});
  // Vite in --dev serves no build; every other stack serves its build folder.
  if (!options.dev) {
    const claim = claimBuildDir(options['build-dir']);
    if (!claim.ok)
      throw new Error(buildDirTakenMessage(options['build-dir'], claim.holder));
    process.on('exit', claim.release);
  }
  // The platform prices carts by running the functions' bundles (even under --skip-build).
  await ensureFunctionBundles();
  const buildIsKept =
    options['skip-build'] ||
    (options['reuse-build'] && buildIsFresh(options['build-dir']));
  if (!options.dev && !buildIsKept) await build();

  const upstream: {service: Service; ready: Promise<void>}[] = [];
  if (usesAuthEmulator(env))
    upstream.push(
      startAuthEmulator(ports.authEmulator, DATA_DIR, env.PUBLIC_FIREBASE_PROJECT_ID),
    );
  if (usesLocalCommerce(env)) upstream.push(startCommerce());
  services.push(...upstream.map(({service}) => service));
  await Promise.all(upstream.map(({ready}) => ready));
  // The local platform starts as a shop no one has set up: the stack sets it up as an
  // operator would (npm run shop:setup), idempotently, so the storefront's webhooks settle it.
  if (usesLocalCommerce(env)) {
    const setup = setupOptionsFromEnv(env, false);
    if ('missing' in setup)
      throw new Error(`shop:setup needs ${setup.missing.join(', ')}`);
    const result = await setUpShop(setup);
    const changed = result.items.filter((item) => item.action !== 'unchanged').length;
    console.log(`shop set up: ${changed} of ${result.items.length} items changed`);
  }

  const storefront = startStorefront();
  services.push(storefront);
  await waitUntilReady(
    storefront,
    () => httpOk(`http://${storefrontHost}:${ports.storefront}/healthz`),
    READY_TIMEOUT_MS,
  );
  for (const service of services) {
    void service.exited.then((code) => {
      if (!stopping) {
        console.error(
          `${service.name} stopped unexpectedly (exit ${code}); stopping the stack`,
        );
        void stopAll(1);
      }
    });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\nthe shop is ready at http://localhost:${ports.storefront} (started in ${seconds} s; Ctrl-C stops everything)\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stopAll(1);
});

/**
 * npm run test:load: reliability under load and under faults, on loopback, bounded in time.
 *
 *   tsx bench/load.ts [--shoppers 50] [--seconds 60] [--fault-seconds 30] [--outage-seconds 8]
 *                     [--skip-build] [--no-faults] [--record]
 *   tsx bench/load.ts --flood [--shoppers 20] [--seconds 30] [--skip-build] [--record]
 *
 * 1. Shoppers: virtual shoppers, each with its own cookies, browse, add, change quantities,
 *    remove and add again through the storefront's pages and its /cart action; then every
 *    shopper's cart as the platform stores it is compared with what its own operations must
 *    give. Targets: no lost, duplicated or wrong line, no 5xx.
 * 2. Faults: while shoppers keep shopping, the commerce platform is stopped (its whole process
 *    group) and started again on the same database file; then the Auth emulator, for the
 *    account pages (not applicable until /account/login exists).
 *
 * With --flood, instead: shoppers browse without and then with a flood of the heaviest query
 * the platform's limits allow, every other request a fragment bomb its shape check must
 * refuse at once (bench/flood.ts); target: the storefront's p95 under the
 * flood within 2× of its p95 without it.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {LOCAL_HOST} from '../dev/local-env';
import {type CartDifferences} from './cart-model';
import {verifyCarts} from './cart-check';
import {
  FAULT_PAGES,
  LOAD_DEFAULTS,
  PAGES,
  SHOPPER_LISTING_PAGES,
  SHOPPER_PRODUCT_PATHS,
  type FaultPage,
} from './config';
import {cookiesKept, observePage, type FaultPageResult} from './faults';
import {
  flood,
  FLOOD_DEFAULTS,
  floodVerdict,
  STOREFRONT_GRAPHQL_PATH,
  type FloodLoad,
} from './flood';
import {PlatformAdmin} from './platform';
import {loadTables} from './load-tables';
import {gitCommit, recordFigures} from './results';
import {Recorder, Shopper, type RequestKind, type ShopperReport} from './shopper';
import {
  buildStorefront,
  BUILD_DIR,
  RESULTS_DIR,
  ROOT,
  startStack,
  stopOnExit,
  type ServiceName,
  type Stack,
} from './stack';
import {summarizeLatencies, type LatencySummary} from './stats';
import {StorefrontClient} from './storefront-client';

/** The services' output and the HTML of pages that failed a fault check. */
const LOG_DIR = path.join(RESULTS_DIR, 'logs/load');
/** Time a shopper gets, after the run, to read back the outcome of a failed operation. */
const RESOLVE_GRACE_MS = 30_000;

const {values: args} = parseArgs({
  options: {
    shoppers: {type: 'string'},
    seconds: {type: 'string'},
    'fault-seconds': {type: 'string'},
    'outage-seconds': {type: 'string'},
    'skip-build': {type: 'boolean', default: false},
    'no-faults': {type: 'boolean', default: false},
    record: {type: 'boolean', default: false},
    flood: {type: 'boolean', default: false},
  },
});

function positiveNumber(
  value: string | undefined,
  fallback: number,
  name: string,
): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`--${name} needs a positive number`);
  return parsed;
}

const runDefaults = args.flood ? FLOOD_DEFAULTS : LOAD_DEFAULTS;
const settings = {
  shoppers: Math.round(positiveNumber(args.shoppers, runDefaults.shoppers, 'shoppers')),
  seconds: positiveNumber(args.seconds, runDefaults.seconds, 'seconds'),
  faultSeconds: positiveNumber(
    args['fault-seconds'],
    LOAD_DEFAULTS.faultSeconds,
    'fault-seconds',
  ),
  outageSeconds: positiveNumber(
    args['outage-seconds'],
    LOAD_DEFAULTS.outageSeconds,
    'outage-seconds',
  ),
  errorScreenWithinMs: LOAD_DEFAULTS.errorScreenWithinMs,
};

const started = Date.now();
const log = (line: string) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.error(`[load ${seconds} s] ${line}`);
};

let stack: Stack | undefined;
const stopStack = stopOnExit(() => stack);

export interface CartCheck extends CartDifferences {
  carts: number;
  /** "shopper 3: lost gid://…" lines, for the first few problems. */
  details: string[];
}

export interface ShopperRun {
  shoppers: number;
  seconds: number;
  operations: number;
  failedOperations: number;
  requests: number;
  serverErrors: number;
  noAnswer: number;
  otherNon2xx: number;
  mismatchesSeen: number;
  unresolved: number;
  /** Requests that failed, by kind and status ("add 502": 3); null status: no answer. */
  failures: Record<string, number>;
  /** The load run's shoppers browse and change their carts only (the soak's do the rest). */
  latency: Record<'all' | 'page' | 'add' | 'update' | 'remove' | 'cart', LatencySummary>;
  carts: CartCheck;
}

export interface FaultRun {
  service: ServiceName;
  applicable: boolean;
  reason?: string;
  outageSeconds?: number;
  /** Nothing answers on the stopped service's port (the fault really is in place). */
  serviceRefused?: boolean;
  healthzDuringOutage?: {status: number | null; ms: number};
  pages?: FaultPageResult[];
  cartActionDuringOutage?: {status: number | null; ms: number};
  cookiesKept?: boolean;
  restartSeconds?: number;
  nextRequest?: {path: string; status: number | null; ms: number; ok: boolean};
  cartAfterRestart?: {lines: number; expected: number; ok: boolean};
  shoppersDuringFault?: ShopperRun;
  ok: boolean;
}

export interface FloodRun {
  /** The shoppers alone, then the same number of shoppers during the flood. */
  unloaded: ShopperRun;
  loaded: ShopperRun;
  flood: FloodLoad;
  /** The storefront's p95 (every shopper request) under the flood over its unloaded p95. */
  p95Ratio: number;
  p95Factor: number;
  ok: boolean;
}

export interface LoadResults {
  date: string;
  command: string;
  commit: string | null;
  machine: {
    cpus: number;
    cpuModel: string;
    node: string;
    /** 1-minute load average when the run started and when it ended: other work skews figures. */
    loadAverage: [number, number];
  };
  settings: typeof settings;
  durationSeconds: number;
  shoppers: ShopperRun | null;
  faults: FaultRun[];
  flood?: FloodRun;
  /** Services that stopped by themselves (the fault runs' own stops are not among them). */
  stackProblems: string[];
  ok: boolean;
}

function summarizeRun(
  recorder: Recorder,
  reports: readonly ShopperReport[],
  seconds: number,
  carts: CartCheck,
): ShopperRun {
  const latencyOf = (kind?: RequestKind) =>
    summarizeLatencies(
      recorder.requests
        .filter((request) => request.status !== null && (!kind || request.kind === kind))
        .map((request) => request.ms),
    );
  const statuses = recorder.requests.map((request) => request.status);
  return {
    shoppers: reports.length,
    seconds,
    operations: reports.reduce((sum, report) => sum + report.operations, 0),
    failedOperations: reports.reduce((sum, report) => sum + report.failedOperations, 0),
    requests: recorder.requests.length,
    serverErrors: statuses.filter((status) => status !== null && status >= 500).length,
    noAnswer: statuses.filter((status) => status === null).length,
    otherNon2xx: statuses.filter(
      (status) => status !== null && status < 500 && (status < 200 || status >= 300),
    ).length,
    mismatchesSeen: reports.reduce((sum, report) => sum + report.mismatches.length, 0),
    unresolved: reports.filter((report) => report.unresolved).length,
    failures: recorder.requests
      .filter((request) => request.status === null || request.status >= 300)
      .reduce<Record<string, number>>((counts, request) => {
        const key = `${request.kind} ${request.status ?? 'no answer'}`;
        counts[key] = (counts[key] ?? 0) + 1;
        return counts;
      }, {}),
    latency: {
      all: latencyOf(),
      page: latencyOf('page'),
      add: latencyOf('add'),
      update: latencyOf('update'),
      remove: latencyOf('remove'),
      cart: latencyOf('cart'),
    },
    carts,
  };
}

/** Every page a shopper uses answers 200 and every product offers an available variant. */
async function preflight(origin: string): Promise<void> {
  const client = new StorefrontClient(origin);
  const problems: string[] = [];
  for (const page of SHOPPER_LISTING_PAGES) {
    const {status} = await client.page(page.path);
    if (status !== 200) problems.push(`${page.path} answered ${status}`);
  }
  for (const productPath of SHOPPER_PRODUCT_PATHS) {
    const {status, html} = await client.page(productPath);
    const body = status === 200 ? StorefrontClient.addFormOf(html) : null;
    const available =
      body !== null &&
      (JSON.parse(body) as {inputs: {lines: {selectedVariant?: {available?: boolean}}[]}})
        .inputs.lines[0]?.selectedVariant?.available !== false;
    if (!available)
      problems.push(`${productPath} answered ${status} without an available add form`);
  }
  if (problems.length > 0) {
    throw new Error(
      `the shoppers' pages are not usable (bench/config.ts): ${problems.join('; ')}`,
    );
  }
}

async function runShoppers(
  origin: string,
  platform: PlatformAdmin,
  count: number,
  seconds: number,
  during?: (elapsedMs: () => number) => Promise<void>,
): Promise<{run: ShopperRun; recorder: Recorder}> {
  const recorder = new Recorder();
  const shoppers = Array.from(
    {length: count},
    (_, index) => new Shopper(index, origin, recorder),
  );
  const begin = Date.now();
  const until = begin + seconds * 1000;
  const shopping = Promise.all(
    shoppers.map((shopper) =>
      shopper.run(
        () => until,
        () => until + RESOLVE_GRACE_MS,
      ),
    ),
  );
  await Promise.all([shopping, during?.(() => Date.now() - begin)]);
  const reports = shoppers.map((shopper) => shopper.report());
  const carts = await verifyCarts(platform, reports);
  return {run: summarizeRun(recorder, reports, seconds, carts), recorder};
}

const sleepUntil = (elapsed: () => number, ms: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - elapsed())));

/**
 * Stops `service` while shoppers shop, checks the fault pages with a shopper's cookies, starts
 * it again and checks the next request and the carts. Only the commerce fault runs shoppers.
 */
async function faultRun(
  running: Stack,
  platform: PlatformAdmin,
  service: ServiceName,
  pages: FaultPage[],
  withShoppers: boolean,
): Promise<FaultRun> {
  const probe = new StorefrontClient(running.origin);
  const product = await probe.page(PAGES.product.path);
  const addBody = StorefrontClient.addFormOf(product.html);
  if (!addBody) throw new Error(`${PAGES.product.path} has no add-to-cart form`);
  const added = await probe.cartAction(addBody);
  if (added.status !== 200)
    throw new Error(`the probe shopper could not add to its cart`);
  const before = await probe.cart();
  const linesBefore = before.cart?.lines.nodes.length ?? 0;

  const result: FaultRun = {service, applicable: true, ok: false};
  const inject = async (elapsed: () => number) => {
    if (withShoppers) await sleepUntil(elapsed, (settings.faultSeconds * 1000) / 3);
    const cookies = probe.jar.snapshot();
    log(`stopping ${service}...`);
    await running.stop(service);
    const outageStart = Date.now();
    result.serviceRefused = await fetch(
      `http://${LOCAL_HOST}:${running.ports[service]}/`,
      {
        signal: AbortSignal.timeout(2000),
      },
    ).then(
      () => false,
      () => true,
    );
    const healthStarted = performance.now();
    const health = await fetch(new URL('/healthz', running.origin), {
      signal: AbortSignal.timeout(10_000),
    }).then(
      (response) => response.status,
      () => null,
    );
    result.healthzDuringOutage = {status: health, ms: performance.now() - healthStarted};
    result.pages = [];
    for (const page of pages) {
      const {result: observed, html} = await observePage(
        probe,
        page,
        settings.errorScreenWithinMs,
      );
      if (!observed.ok) {
        const file = path.join(
          LOG_DIR,
          `fault-${service}-${page.name.replace(/\W+/g, '-')}.html`,
        );
        writeFileSync(file, html);
        observed.savedAs = path.relative(ROOT, file);
      }
      result.pages.push(observed);
    }
    if (service === 'commerce') {
      const attempt = await probe.cartAction(addBody).catch(() => null);
      result.cartActionDuringOutage = {
        status: attempt?.status ?? null,
        ms: attempt?.ms ?? Number.NaN,
      };
    }
    result.cookiesKept = cookiesKept(cookies, probe.jar.snapshot());
    await new Promise((resolve) =>
      setTimeout(
        resolve,
        Math.max(0, outageStart + settings.outageSeconds * 1000 - Date.now()),
      ),
    );
    log(`starting ${service} again...`);
    const restartBegin = Date.now();
    await running.start(service);
    result.outageSeconds = (Date.now() - outageStart) / 1000;
    result.restartSeconds = (Date.now() - restartBegin) / 1000;
    const firstPage = pages.find((page) => !page.withCart) ?? pages[0];
    if (firstPage) {
      const next = await probe.page(firstPage.path).catch(() => null);
      result.nextRequest = {
        path: firstPage.path,
        status: next?.status ?? null,
        ms: next?.ms ?? Number.NaN,
        ok: next?.status === 200,
      };
    }
    const after = await probe.cart();
    const linesAfter = after.cart?.lines.nodes.length ?? 0;
    result.cartAfterRestart = {
      lines: linesAfter,
      expected: linesBefore,
      ok: linesAfter === linesBefore,
    };
  };

  if (withShoppers) {
    const {run} = await runShoppers(
      running.origin,
      platform,
      settings.shoppers,
      settings.faultSeconds,
      inject,
    );
    result.shoppersDuringFault = run;
  } else {
    await inject(() => 0);
  }
  const shoppersOk =
    !result.shoppersDuringFault ||
    (result.shoppersDuringFault.carts.lost.length === 0 &&
      result.shoppersDuringFault.carts.duplicated.length === 0 &&
      result.shoppersDuringFault.carts.wrong.length === 0 &&
      result.shoppersDuringFault.unresolved === 0);
  result.ok =
    result.serviceRefused === true &&
    result.healthzDuringOutage?.status === 200 &&
    (result.pages ?? []).every((page) => page.ok) &&
    result.cookiesKept === true &&
    result.nextRequest?.ok === true &&
    result.cartAfterRestart?.ok === true &&
    shoppersOk;
  return result;
}

/**
 * The shoppers' p95 without the flood, then with it: the flood starts with the shoppers and
 * stops when they stop, so both runs see the same traffic from the storefront's side.
 */
async function floodRun(running: Stack, platform: PlatformAdmin): Promise<FloodRun> {
  log(`${settings.shoppers} shoppers for ${settings.seconds} s, no flood...`);
  const unloaded = (
    await runShoppers(running.origin, platform, settings.shoppers, settings.seconds)
  ).run;
  log(`${settings.shoppers} shoppers for ${settings.seconds} s, platform flooded...`);
  let load: FloodLoad | undefined;
  const loaded = (
    await runShoppers(
      running.origin,
      platform,
      settings.shoppers,
      settings.seconds,
      async () => {
        load = await flood(
          `${running.commerceOrigin}${STOREFRONT_GRAPHQL_PATH}`,
          Date.now() + settings.seconds * 1000,
        );
      },
    )
  ).run;
  if (!load) throw new Error('the flood did not run');
  const verdict = floodVerdict(unloaded.latency.all.p95, loaded.latency.all.p95);
  return {
    unloaded,
    loaded,
    flood: load,
    p95Ratio: verdict.ratio,
    p95Factor: FLOOD_DEFAULTS.p95Factor,
    ok:
      verdict.ok &&
      load.answered > 0 &&
      load.refusedForAliases === 0 &&
      load.fragmentBombsRefused === load.fragmentBombs,
  };
}

/**
 * The fault runs. `requires` is a page that must exist before the fault can be checked (the
 * account pages arrive later); it is looked up without touching the pages under test, whose
 * data must stay out of the worker's cache.
 */
const FAULTS: {
  service: ServiceName;
  pages: FaultPage[];
  withShoppers: boolean;
  requires?: string;
}[] = [
  {service: 'commerce', pages: FAULT_PAGES.commerce, withShoppers: true},
  {
    service: 'auth',
    pages: FAULT_PAGES.auth,
    withShoppers: false,
    requires: '/account/login',
  },
];

async function main(): Promise<number> {
  const results: LoadResults = {
    date: new Date().toISOString(),
    command: `npm run test:load${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    commit: gitCommit(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverage: [os.loadavg()[0] ?? 0, 0],
    },
    settings,
    durationSeconds: 0,
    shoppers: null,
    faults: [],
    stackProblems: [],
    ok: false,
  };
  const build = args['skip-build']
    ? undefined
    : buildStorefront().then((seconds) => log(`built in ${seconds.toFixed(1)} s`));
  // A database file, so that the platform stopped by the fault run comes back with its carts.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brush-load-'));
  try {
    log(
      build
        ? 'building the storefront (production) while the platform and the Auth emulator start...'
        : `using the existing build in ${path.relative(ROOT, BUILD_DIR)}`,
    );
    stack = await startStack({
      auth: !args['no-faults'] && !args.flood,
      dbPath: path.join(dataDir, 'commerce.sqlite'),
      dataDir,
      logDir: LOG_DIR,
      beforeStorefront: build,
    });
    log(`stack ready: storefront ${stack.origin}, platform ${stack.commerceOrigin}`);
    const platform = new PlatformAdmin(stack.commerceOrigin);
    await preflight(stack.origin);

    if (args.flood) {
      results.flood = await floodRun(stack, platform);
      stack.assertHealthy(['auth']);
    } else {
      log(`${settings.shoppers} shoppers for ${settings.seconds} s...`);
      results.shoppers = (
        await runShoppers(stack.origin, platform, settings.shoppers, settings.seconds)
      ).run;
      stack.assertHealthy(['auth']);
    }

    if (!args['no-faults'] && !args.flood) {
      for (const fault of FAULTS) {
        if (fault.requires) {
          const response = await fetch(new URL(fault.requires, stack.origin));
          await response.body?.cancel();
          if (response.status === 404) {
            const reason = `not applicable yet: ${fault.requires} answers 404`;
            results.faults.push({
              service: fault.service,
              applicable: false,
              reason,
              ok: true,
            });
            log(`${fault.service} fault: ${reason}`);
            continue;
          }
        }
        log(`${fault.service} fault run...`);
        results.faults.push(
          await faultRun(stack, platform, fault.service, fault.pages, fault.withShoppers),
        );
        stack.assertHealthy(['auth']);
      }
    }
    results.stackProblems = stack.unexpectedExits();
  } finally {
    log('stopping the stack...');
    await stopStack();
    rmSync(dataDir, {recursive: true, force: true});
  }

  results.durationSeconds = (Date.now() - started) / 1000;
  results.machine.loadAverage[1] = os.loadavg()[0] ?? 0;
  const clean = results.flood?.loaded ?? results.shoppers;
  results.ok =
    clean !== null &&
    (results.flood?.ok ?? true) &&
    (results.flood?.unloaded.serverErrors ?? 0) === 0 &&
    clean.serverErrors === 0 &&
    clean.noAnswer === 0 &&
    clean.unresolved === 0 &&
    clean.mismatchesSeen === 0 &&
    clean.carts.lost.length === 0 &&
    clean.carts.duplicated.length === 0 &&
    clean.carts.wrong.length === 0 &&
    results.stackProblems.length === 0 &&
    results.faults.every((fault) => fault.ok);

  const tables = loadTables(results);
  console.log(`\n${tables.text}\n`);
  const resultsFile = args.flood ? 'flood-latest.json' : 'load-latest.json';
  writeFileSync(
    path.join(RESULTS_DIR, resultsFile),
    `${JSON.stringify(results, (_key, value: unknown) => (value instanceof Map ? Object.fromEntries(value) : value), 2)}\n`,
  );
  log(`results written to bench/results/${resultsFile}`);
  if (args.record) {
    await recordFigures(
      args.flood ? 'npm run test:load -- --flood' : 'npm run test:load',
      tables,
    );
    log('figures recorded in bench/RESULTS.md');
  }
  console.log(
    results.ok
      ? 'every reliability target holds'
      : 'reliability targets broken (see above)',
  );
  return results.ok ? 0 : 1;
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await stopStack();
    process.exitCode = 2;
  });

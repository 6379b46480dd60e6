/**
 * npm run bench: builds the production bundle, starts the local stack on free loopback ports,
 * measures, stops everything, prints the figures, writes bench/results/latest.json and exits
 * non-zero when a budget of bench/budgets.json is broken.
 *
 *   tsx bench/run.ts [--quick] [--skip-build] [--no-auth] [--only part,part]
 *                    [--runs 3] [--seconds 20] [--connections 20] [--record] [--time-limit 15]
 *                    [--compare <build-dir> ...] [--rounds 2]
 *
 * Parts: bundle, upstream, lighthouse, cart, load (memory is read after load), skeleton (the
 * cold home and product pages beside Hydrogen's skeleton, bench/skeleton.ts), functions (what
 * the functions' QuickJS runs cost a cart operation against Node, bench/function-costs.ts).
 * --quick: one Lighthouse run per page and 3 s of load per page (for iterating, not quoting).
 * --record: writes the full tables into bench/RESULTS.md.
 * --compare: Lighthouse and the skeleton part also measure another build (made with
 * STOREFRONT_BUILD_DIR from another tree), served beside this one on the same platform, the
 * builds taking turns run by run. --rounds: the skeleton part's interleaved rounds.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {measureAddToCart, type AddToCartResult} from './add-to-cart';
import {budgetsHold, checkBudgets, parseBudgets, type Metrics} from './budgets';
import {pageBundle, workerBundle, type PageBundle, type WorkerBundle} from './bundle';
import {
  FUNCTION_COSTS_TITLE,
  functionCostMetrics,
  functionCostsTable,
  measureFunctionCosts,
  type FunctionCosts,
} from './function-costs';
import {
  ADD_TO_CART_PAGE,
  BASELINE_PAGE,
  BROWSER_HEADERS,
  BUNDLE_PAGES,
  CACHED_LOAD_PAGES,
  DEFAULTS,
  LIGHTHOUSE_PAGES,
  LOAD_PAGES,
  PAGES,
  SKELETON_PAGES,
  UPSTREAM_PAGES,
  type BenchPage,
} from './config';
import {measureLighthouse, type LighthousePage, type LighthouseSide} from './lighthouse';
import {PlatformAdmin} from './platform';
import {totalBytes} from './proc';
import {benchTables} from './run-tables';
import {measureServerLoad, type PageLoad} from './server-load';
import {
  measureSideBySide,
  prepareSkeleton,
  startSkeleton,
  type ShopSide,
  type SideBySide,
} from './skeleton';
import {
  BUILD_DIR,
  buildStorefront,
  RESULTS_DIR,
  ROOT,
  startStack,
  stopOnExit,
  type Stack,
} from './stack';
import {LOCAL_STOREFRONT_TOKEN} from '../dev/local-env';
import {SEED_CUSTOMERS} from '../emulators/seed-customers';
import {StorefrontClient} from './storefront-client';
import {measureUpstream, type UpstreamResult} from './upstream';
import {gitCommit, recordFigures} from './results';

const PARTS = [
  'bundle',
  'upstream',
  'lighthouse',
  'cart',
  'load',
  'skeleton',
  'functions',
] as const;
type Part = (typeof PARTS)[number];
/** The metric families each part produces (budgets of a skipped part are reported as skipped). */
const METRICS_OF_PART: Record<Part, string[]> = {
  bundle: ['js', 'css', 'worker'],
  upstream: ['upstream', 'upstreamCart'],
  lighthouse: ['lighthouse'],
  cart: ['addToCart'],
  load: ['load', 'loadUncached', 'memory'],
  skeleton: ['skeleton'],
  functions: ['functionCosts'],
};
/** Two rounds by default, each side first in one of them (decision 0125). */
const SIDE_BY_SIDE_ROUNDS = 2;
const ADD_TO_CART_RUNS = 3;
/**
 * The Auth emulator serves none of the measured pages: if it fails, the figures still hold and
 * the failure is reported (the run exits non-zero).
 */
const DISPENSABLE = ['auth'] as const;
/** The issue's bound on the whole run; past it the run stops rather than hold the machine. */
const TIME_LIMIT_MINUTES = 15;

const {values: args} = parseArgs({
  options: {
    quick: {type: 'boolean', default: false},
    'skip-build': {type: 'boolean', default: false},
    'no-auth': {type: 'boolean', default: false},
    only: {type: 'string'},
    runs: {type: 'string'},
    seconds: {type: 'string'},
    connections: {type: 'string'},
    record: {type: 'boolean', default: false},
    'time-limit': {type: 'string'},
    compare: {type: 'string', multiple: true},
    rounds: {type: 'string'},
  },
});

function positiveInteger(
  value: string | undefined,
  fallback: number,
  name: string,
): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new Error(`--${name} needs a positive whole number`);
  }
  return parsed;
}

const parts = new Set<Part>(
  args.only
    ? args.only.split(',').map((part) => {
        if (!(PARTS as readonly string[]).includes(part)) {
          throw new Error(`--only: unknown part "${part}" (parts: ${PARTS.join(', ')})`);
        }
        return part as Part;
      })
    : PARTS,
);
const settings = {
  lighthouseRuns: positiveInteger(
    args.runs,
    args.quick ? DEFAULTS.quick.lighthouseRuns : DEFAULTS.lighthouseRuns,
    'runs',
  ),
  loadSeconds: positiveInteger(
    args.seconds,
    args.quick ? DEFAULTS.quick.loadSeconds : DEFAULTS.loadSeconds,
    'seconds',
  ),
  loadConnections: positiveInteger(
    args.connections,
    DEFAULTS.loadConnections,
    'connections',
  ),
  sideBySideRounds: positiveInteger(args.rounds, SIDE_BY_SIDE_ROUNDS, 'rounds'),
};

const started = Date.now();
const log = (line: string) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.error(`[bench ${seconds} s] ${line}`);
};

let stack: Stack | undefined;
const stopStack = stopOnExit(() => stack);

export interface BenchResults {
  date: string;
  command: string;
  commit: string | null;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryBytes: number;
    node: string;
    /** 1-minute load average when the run started and when it ended: other work skews figures. */
    loadAverage: [number, number];
  };
  settings: typeof settings & {parts: Part[]};
  durationSeconds: number;
  buildSeconds: number | null;
  missingPages: {page: string; path: string; status: number}[];
  worker: WorkerBundle | null;
  bundles: PageBundle[];
  upstream: UpstreamResult | null;
  lighthouse: LighthousePage[];
  /** The builds named by --compare, measured in turn with this one. */
  lighthouseCompared: {build: string; pages: LighthousePage[]}[];
  addToCart: AddToCartResult | null;
  load: PageLoad[];
  /** The same pages with the worker's page cache switched off: every request renders. */
  loadUncached: PageLoad[];
  /** RSS bytes by service, then by command within its process group. */
  memory: Record<string, Record<string, number>>;
  memoryBeforeLoad: Record<string, Record<string, number>>;
  /** Cold home and product beside Hydrogen's skeleton, measured in this run. */
  skeleton: SideBySide | null;
  /** The functions' cost per cart operation, at an in-process platform. */
  functionCosts: FunctionCosts | null;
  /** Services that stopped by themselves during the run. */
  stackProblems: string[];
  metrics: Metrics;
}

/** A cart made through the storefront's own action; its cookie renders /cart with items. */
async function makeCartCookie(origin: string): Promise<string> {
  const client = new StorefrontClient(origin);
  const page = await client.page(PAGES.product.path);
  const body = StorefrontClient.addFormOf(page.html);
  if (page.status !== 200 || !body) {
    throw new Error(
      `cannot make a cart: ${PAGES.product.path} answered ${page.status} without an add-to-cart form`,
    );
  }
  const added = await client.cartAction(body);
  const cookie = client.jar.get('cart');
  if (added.status !== 200 || added.errors.length > 0 || !cookie) {
    throw new Error(
      `cannot make a cart: POST /cart answered ${added.status} ${JSON.stringify(added.errors)}`,
    );
  }
  return `cart=${cookie}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's answers, read by path
type Json = any;

/** The session of a signed-in customer with orders and a secret shop (ava@example.com). */
async function signedInCookie(origin: string): Promise<string> {
  const client = new StorefrontClient(origin);
  const [ava] = SEED_CUSTOMERS;
  if (!ava) throw new Error('no seed customer to sign in');
  const answer = await client.post(
    '/account/login',
    new URLSearchParams({email: ava.email, password: ava.password}),
  );
  if (answer.status < 300 || answer.status >= 400 || !client.jar.get('session')) {
    throw new Error(
      `cannot sign in ${ava.email}: /account/login answered ${answer.status}`,
    );
  }
  return client.jar.header();
}

/** A cart holding one of each variant the US may buy, made at the platform. */
async function longCartCookie(commerceOrigin: string): Promise<string> {
  const storefront = (query: string, variables: Record<string, unknown>) =>
    fetch(`${commerceOrigin}/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN,
      },
      body: JSON.stringify({query, variables}),
    }).then((response) => response.json() as Promise<Json>);
  const catalog = await storefront(
    `query @inContext(country: US) { products(first: 250) { nodes { variants(first: 250) { nodes { id availableForSale } } } } }`,
    {},
  );
  const lines = (catalog.data.products.nodes as Json[]).flatMap((product) =>
    (product.variants.nodes as {id: string; availableForSale: boolean}[])
      .filter((variant) => variant.availableForSale)
      .map((variant) => ({merchandiseId: variant.id, quantity: 1})),
  );
  const created = await storefront(
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } } }`,
    {input: {buyerIdentity: {countryCode: 'US'}, lines}},
  );
  const id: string | undefined = created.data?.cartCreate?.cart?.id;
  if (!id) throw new Error(`cannot make a long cart: ${JSON.stringify(created)}`);
  return `cart=${encodeURIComponent(id.slice('gid://shopify/Cart/'.length))}`;
}

async function findMissingPages(
  origin: string,
  pages: readonly BenchPage[],
  cartCookie: string,
): Promise<BenchResults['missingPages']> {
  const missing: BenchResults['missingPages'] = [];
  for (const page of pages) {
    const response = await fetch(new URL(page.path, origin), {
      headers: {...BROWSER_HEADERS, ...(page.withCart ? {Cookie: cartCookie} : {})},
      signal: AbortSignal.timeout(30_000),
    });
    await response.body?.cancel();
    if (response.status !== 200) {
      missing.push({page: page.name, path: page.path, status: response.status});
    }
  }
  return missing;
}

export function metricsOf(results: BenchResults): Metrics {
  const metrics: Metrics = {
    'pages.missing': results.missingPages.length,
    'stack.unexpectedExits': results.stackProblems.length,
  };
  if (results.worker) metrics['worker.gzipBytes'] = results.worker.gzipBytes;
  for (const bundle of results.bundles) {
    metrics[`js.${bundle.page}.firstLoadGzipBytes`] = bundle.jsGzipBytes;
    metrics[`js.${bundle.page}.screenOnlyLibraries`] = bundle.screenOnlyLibraries.length;
    metrics[`css.${bundle.page}.gzipBytes`] = bundle.cssGzipBytes;
  }
  for (const page of results.upstream?.pages ?? []) {
    metrics[`upstream.${page.page}.coldPageRequests`] = page.coldPageRequests;
    metrics[`upstream.${page.page}.coldCriticalRequests`] = page.coldCriticalRequests;
    metrics[`upstream.${page.page}.coldRequests`] = page.cold.operations.length;
    metrics[`upstream.${page.page}.warmCatalogRequests`] = page.warmCatalogRequests;
    metrics[`upstream.${page.page}.warmRequests`] = page.warm.operations.length;
  }
  for (const counted of results.upstream?.cartOperations ?? []) {
    const name = counted.operation.replace(/\W+/g, ' ').trim().replaceAll(' ', '-');
    metrics[`upstreamCart.${name}.requests`] = counted.requests;
    metrics[`upstreamCart.${name}.mutations`] = counted.mutations;
    metrics[`upstreamCart.${name}.failed`] = counted.status >= 400 ? 1 : 0;
  }
  for (const page of results.lighthouse) {
    const prefix = `lighthouse.${page.page}`;
    metrics[`${prefix}.performance`] = page.performance;
    metrics[`${prefix}.accessibility`] = page.accessibility;
    metrics[`${prefix}.bestPractices`] = page.bestPractices;
    metrics[`${prefix}.seo`] = page.seo;
    metrics[`${prefix}.fcpMs`] = page.fcp;
    metrics[`${prefix}.lcpMs`] = page.lcp;
    metrics[`${prefix}.tbtMs`] = page.tbt;
    metrics[`${prefix}.cls`] = page.cls;
  }
  if (results.addToCart) {
    metrics['addToCart.mutationsPerAdd'] = results.addToCart.mutationsPerAdd;
    metrics['addToCart.badgeMs'] = results.addToCart.badgeMs;
    metrics['addToCart.confirmedMs'] = results.addToCart.confirmedMs;
  }
  for (const page of results.load) {
    const prefix = `load.${page.page}`;
    metrics[`${prefix}.requestsPerSecond`] = page.requestsPerSecond;
    metrics[`${prefix}.p50Ms`] = page.p50;
    metrics[`${prefix}.p95Ms`] = page.p95;
    metrics[`${prefix}.p99Ms`] = page.p99;
    metrics[`${prefix}.ratioToHealthz`] = page.ratioToHealthz;
    metrics[`${prefix}.failed`] = page.non2xx + page.errors;
    metrics[`${prefix}.upstreamPerRequest`] = page.upstreamPerRequest;
  }
  for (const page of results.load) {
    if (page.hitRatio !== null) metrics[`load.${page.page}.hitRatio`] = page.hitRatio;
  }
  for (const page of results.loadUncached) {
    const prefix = `loadUncached.${page.page}`;
    metrics[`${prefix}.requestsPerSecond`] = page.requestsPerSecond;
    metrics[`${prefix}.p50Ms`] = page.p50;
    metrics[`${prefix}.p95Ms`] = page.p95;
    metrics[`${prefix}.ratioToHealthz`] = page.ratioToHealthz;
    metrics[`${prefix}.failed`] = page.non2xx + page.errors;
  }
  for (const page of results.skeleton?.pages ?? []) {
    const prefix = `skeleton.${page.page}`;
    metrics[`${prefix}.throughputRatio`] = page.throughputRatio;
    metrics[`${prefix}.htmlGzipRatio`] = page.htmlGzipRatio;
    metrics[`${prefix}.jsGzipRatio`] = page.jsGzipRatio;
    metrics[`${prefix}.shopRequestsPerSecond`] = page.shop.requestsPerSecond;
    metrics[`${prefix}.skeletonRequestsPerSecond`] = page.skeleton.requestsPerSecond;
  }
  if (results.functionCosts)
    Object.assign(metrics, functionCostMetrics(results.functionCosts));
  for (const [service, commands] of Object.entries(results.memory)) {
    metrics[`memory.${service}.rssBytes`] = totalBytes(commands);
  }
  return metrics;
}

async function main(): Promise<number> {
  const budgets = parseBudgets(
    readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8'),
  );
  const results: BenchResults = {
    date: new Date().toISOString(),
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    commit: gitCommit(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryBytes: os.totalmem(),
      node: process.version,
      loadAverage: [os.loadavg()[0] ?? 0, 0],
    },
    settings: {...settings, parts: [...parts]},
    durationSeconds: 0,
    buildSeconds: null,
    missingPages: [],
    worker: null,
    bundles: [],
    upstream: null,
    lighthouse: [],
    lighthouseCompared: [],
    addToCart: null,
    load: [],
    loadUncached: [],
    memory: {},
    memoryBeforeLoad: {},
    skeleton: null,
    functionCosts: null,
    stackProblems: [],
    metrics: {},
  };

  // Made once under .cache/; its first install and build overlap the stack's start.
  const skeletonReady = parts.has('skeleton') ? prepareSkeleton(log) : undefined;
  // Awaited after the other parts; a failure meanwhile must wait there, not end the process.
  skeletonReady?.catch(() => undefined);
  let build: Promise<unknown> | undefined;
  if (args['skip-build']) {
    log(`using the existing build in ${path.relative(ROOT, BUILD_DIR)}`);
  } else {
    log(
      'building the storefront (production) while the platform and the Auth emulator start...',
    );
    build = buildStorefront().then((seconds) => {
      results.buildSeconds = seconds;
      log(`built in ${seconds.toFixed(1)} s`);
    });
  }
  stack = await startStack({
    auth: !args['no-auth'],
    dbPath: ':memory:',
    dataDir: path.join(RESULTS_DIR, 'data'),
    logDir: path.join(RESULTS_DIR, 'logs/bench'),
    beforeStorefront: build,
  });
  if (parts.has('bundle')) results.worker = workerBundle(path.join(BUILD_DIR, 'server'));
  log(
    `stack ready: storefront ${stack.origin}, platform ${stack.commerceOrigin}${args['no-auth'] ? '' : `, Auth emulator port ${stack.ports.auth}`}`,
  );
  const platform = new PlatformAdmin(stack.commerceOrigin);
  const cartCookie = await makeCartCookie(stack.origin);
  const allPages = [...new Set([...Object.values(PAGES), BASELINE_PAGE])];
  results.missingPages = await findMissingPages(stack.origin, allPages, cartCookie);
  for (const missing of results.missingPages) {
    log(
      `PAGE MISSING: ${missing.page} (${missing.path}) answered ${missing.status}; it is left out of every measurement`,
    );
  }
  const present = (pages: readonly BenchPage[]) =>
    pages.filter(
      (page) => !results.missingPages.some((missing) => missing.page === page.name),
    );

  if (parts.has('upstream')) {
    log(
      'counting Storefront requests per render (cold: storefront restarted per page)...',
    );
    results.upstream = await measureUpstream(stack, platform, present(UPSTREAM_PAGES), {
      cart: cartCookie,
      customer: await signedInCookie(stack.origin),
      longCart: await longCartCookie(stack.commerceOrigin),
    });
  }
  stack.assertHealthy(DISPENSABLE);

  if (parts.has('bundle')) {
    log('reading first-load JavaScript and CSS per page...');
    for (const page of present(BUNDLE_PAGES)) {
      const response = await fetch(new URL(page.path, stack.origin), {
        headers: {...BROWSER_HEADERS, ...(page.withCart ? {Cookie: cartCookie} : {})},
      });
      results.bundles.push(
        pageBundle(path.join(BUILD_DIR, 'client'), page.name, await response.text()),
      );
    }
  }

  if (parts.has('lighthouse')) {
    const compared = args.compare ?? [];
    const others: (LighthouseSide & {stop(): Promise<void>})[] = [];
    try {
      for (const dir of compared) {
        const name = path.basename(dir);
        log(`starting a storefront for ${name} beside this build...`);
        others.push({name, ...(await stack.startStorefront(path.resolve(dir)))});
      }
      log(`Lighthouse, ${settings.lighthouseRuns} run(s) per page...`);
      const [own = [], ...theirs] = await measureLighthouse(
        [{name: 'this', origin: stack.origin}, ...others],
        present(LIGHTHOUSE_PAGES),
        settings.lighthouseRuns,
        path.join(RESULTS_DIR, 'lighthouse'),
        cartCookie,
        log,
      );
      results.lighthouse = own;
      results.lighthouseCompared = theirs.map((pages, index) => ({
        build: compared[index] ?? '',
        pages,
      }));
    } finally {
      for (const other of others) await other.stop();
    }
  }
  stack.assertHealthy(DISPENSABLE);

  if (parts.has('cart') && present([ADD_TO_CART_PAGE]).length > 0) {
    log('add to cart in Chromium...');
    results.addToCart = await measureAddToCart(
      stack.origin,
      ADD_TO_CART_PAGE,
      platform,
      ADD_TO_CART_RUNS,
    );
  }

  if (parts.has('load')) {
    log(
      `server rendering under load: ${settings.loadConnections} connections, ${settings.loadSeconds} s per page...`,
    );
    results.memoryBeforeLoad = stack.rss();
    const running = stack;
    const loadOf = (pages: readonly BenchPage[]) =>
      measureServerLoad(
        running.origin,
        platform,
        present(pages),
        BASELINE_PAGE,
        {
          connections: settings.loadConnections,
          seconds: settings.loadSeconds,
          cartCookie,
          storefrontRss: () => totalBytes(running.rss().storefront),
        },
        log,
      );
    results.load = await loadOf(LOAD_PAGES);
    stack.assertHealthy(DISPENSABLE);
    results.memory = stack.rss();

    log('the same cached pages with the page cache off (every request renders)...');
    await stack.restart('storefront', {PAGE_CACHE: 'off'});
    results.loadUncached = await loadOf(CACHED_LOAD_PAGES);
    await stack.restart('storefront');
    stack.assertHealthy(DISPENSABLE);
  }
  if (skeletonReady) {
    log("the cold home and product pages beside Hydrogen's skeleton...");
    const skeleton = await startSkeleton((await skeletonReady).dir, stack.commerceOrigin);
    const others: (ShopSide & {stop(): Promise<void>})[] = [];
    try {
      await stack.restart('storefront', {PAGE_CACHE: 'off'});
      for (const dir of args.compare ?? []) {
        const other = await stack.startStorefront(path.resolve(dir), {PAGE_CACHE: 'off'});
        others.push({
          name: dir,
          origin: other.workerOrigin,
          clientDir: path.resolve(dir, 'client'),
          stop: other.stop,
        });
      }
      results.skeleton = await measureSideBySide(
        // Every worker on MiniOxygen as each is served alone; the shop's Node front is local only.
        [
          {
            name: 'shop',
            origin: stack.workerOrigin,
            clientDir: path.join(BUILD_DIR, 'client'),
          },
          ...others,
        ],
        skeleton,
        platform,
        present(SKELETON_PAGES),
        {
          rounds: settings.sideBySideRounds,
          connections: settings.loadConnections,
          seconds: settings.loadSeconds,
        },
        log,
      );
    } finally {
      for (const other of others) await other.stop();
      await skeleton.stop();
    }
    await stack.restart('storefront');
    stack.assertHealthy(DISPENSABLE);
  }
  results.stackProblems = stack.unexpectedExits();
  if (parts.has('functions')) {
    log(
      'the functions per cart operation, QuickJS against Node (in-process platform)...',
    );
    results.functionCosts = await measureFunctionCosts();
  }

  log('stopping the stack...');
  await stopStack();
  results.durationSeconds = (Date.now() - started) / 1000;
  results.machine.loadAverage[1] = os.loadavg()[0] ?? 0;
  results.metrics = metricsOf(results);

  const skippedMetrics = new Set(
    PARTS.filter((part) => !parts.has(part)).flatMap((part) => METRICS_OF_PART[part]),
  );
  const checks = checkBudgets(budgets, results.metrics, skippedMetrics);
  const tables = benchTables(results, checks);
  console.log(`\n${tables.text}\n`);
  if (results.functionCosts)
    console.log(`${functionCostsTable(results.functionCosts)}\n`);

  writeFileSync(
    path.join(RESULTS_DIR, 'latest.json'),
    `${JSON.stringify({...results, budgets: checks}, null, 2)}\n`,
  );
  log(`results written to ${path.relative(ROOT, path.join(RESULTS_DIR, 'latest.json'))}`);
  if (args.record) {
    await recordFigures('npm run bench', tables);
    if (results.functionCosts) {
      await recordFigures(FUNCTION_COSTS_TITLE, {
        markdown: functionCostsTable(results.functionCosts),
      });
    }
    log('figures recorded in bench/RESULTS.md');
  }

  const broken = checks.filter(
    (check) => check.status !== 'ok' && check.status !== 'skipped',
  );
  if (!budgetsHold(checks)) {
    console.log(`${broken.length} budget(s) broken:`);
    for (const check of broken) {
      console.log(
        `  ${check.name}: ${check.metric} = ${check.actual ?? check.status} (${check.limit})`,
      );
    }
    return 1;
  }
  console.log('every budget holds');
  return 0;
}

const timeLimitMinutes = positiveInteger(
  args['time-limit'],
  TIME_LIMIT_MINUTES,
  'time-limit',
);
const watchdog = setTimeout(() => {
  console.error(
    `the benchmark ran past ${timeLimitMinutes} minutes (--time-limit); stopping. A machine busy with other work slows Lighthouse most.`,
  );
  void stopStack().finally(() => process.exit(2));
}, timeLimitMinutes * 60_000);

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await stopStack();
    process.exitCode = 2;
  })
  .finally(() => clearTimeout(watchdog));

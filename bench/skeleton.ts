/**
 * Hydrogen's own skeleton template beside this shop: the starter that `npm create
 * @shopify/hydrogen` copied when Hydrogen was at 2025.1, built and run unchanged on MiniOxygen
 * against the same local platform, and measured in the same run as the shop's pages that the
 * edge has not cached yet (docs/decisions/0125-cold-render-against-the-skeleton.md).
 *
 * Nothing of the skeleton is committed: the package is fetched with `npm pack`, installed and
 * built under .cache/ (git-ignored), and reused by later runs of the same version.
 */
import {spawn} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {createMiniOxygen} from '@shopify/mini-oxygen';
import {LOCAL_HOST, LOCAL_STOREFRONT_TOKEN} from '../dev/local-env';
import {miniOxygenWorker} from '../dev/mini-oxygen';
import {gzipSize, i18nPairGzipBytes, pageBundle} from './bundle';
import {BROWSER_HEADERS, type BenchPage} from './config';
import type {PlatformAdmin} from './platform';
import {loadFigures, loadSample, type LoadFigures, type LoadSample} from './server-load';
import {ROOT} from './stack';

/** The create-hydrogen release whose starter is Hydrogen 2025.1.0, the line this shop runs. */
export const SKELETON_PACKAGE = '@shopify/create-hydrogen@5.0.15';
const STARTER_IN_PACKAGE = 'package/dist/assets/hydrogen/starter';
const CACHE_DIR = path.join(ROOT, '.cache/hydrogen-skeleton/create-hydrogen-5.0.15');

/**
 * The starter's devDependencies that take part in building it; the Shopify CLI, its linters,
 * codegen and type packages neither build nor run it, and the CLI alone is hundreds of MB.
 */
const BUILD_TOOLS = [
  '@remix-run/dev',
  '@shopify/mini-oxygen',
  'vite',
  'vite-tsconfig-paths',
];
/**
 * Held at the starter's own lower bounds: their later releases within its ranges expect a
 * newer Hydrogen (remix-oxygen 2.1 calls a storefront method 2025.1.0 lacks) or Vite 6.
 */
const PINNED: Record<string, string> = {
  '@shopify/remix-oxygen': '2.0.10',
  '@shopify/mini-oxygen': '3.1.1',
};

const SESSION_SECRET_FOR_BENCH = 'skeleton-bench-session-secret-not-a-real-one';
const STOREFRONT_ID = '1000000001';
const INSTALL_TIMEOUT_MS = 600_000;

function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), INSTALL_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`));
    });
  });
}

function workerFile(dir: string): string {
  return path.join(dir, 'dist/server/index.js');
}

/**
 * The skeleton's folder with its build, made on first use. Returns the folder and the seconds
 * spent making it (0 when the cached one was used).
 */
export async function prepareSkeleton(
  log: (line: string) => void,
): Promise<{dir: string; seconds: number}> {
  const dir = path.join(CACHE_DIR, 'app');
  if (existsSync(workerFile(dir))) return {dir, seconds: 0};
  const started = Date.now();
  rmSync(CACHE_DIR, {recursive: true, force: true});
  const packDir = path.join(CACHE_DIR, 'pack');
  mkdirSync(packDir, {recursive: true});
  log(`fetching ${SKELETON_PACKAGE}'s starter...`);
  const tarball = (
    await run(
      'npm',
      ['pack', SKELETON_PACKAGE, '--silent', '--pack-destination', packDir],
      packDir,
    )
  )
    .trim()
    .split('\n')
    .at(-1);
  if (!tarball) throw new Error(`npm pack ${SKELETON_PACKAGE} named no tarball`);
  await run('tar', ['xzf', tarball, STARTER_IN_PACKAGE], packDir);
  cpSync(path.join(packDir, STARTER_IN_PACKAGE), dir, {recursive: true});

  const manifestFile = path.join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const buildTools = Object.entries(manifest.devDependencies).filter(([name]) =>
    BUILD_TOOLS.includes(name),
  );
  manifest.devDependencies = Object.fromEntries(buildTools);
  for (const [name, version] of Object.entries(PINNED)) {
    if (name in manifest.dependencies) manifest.dependencies[name] = version;
    else manifest.devDependencies[name] = version;
  }
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  log("installing the skeleton's dependencies (npm, into .cache/)...");
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  log('building the skeleton (remix vite:build, as `shopify hydrogen build` runs it)...');
  await run('npx', ['remix', 'vite:build'], dir);
  rmSync(packDir, {recursive: true, force: true});
  return {dir, seconds: (Date.now() - started) / 1000};
}

export interface RunningSkeleton {
  origin: string;
  clientDir: string;
  stop(): Promise<void>;
}

/** The skeleton's worker in workerd through MiniOxygen, with only its environment set. */
export async function startSkeleton(
  dir: string,
  commerceOrigin: string,
): Promise<RunningSkeleton> {
  const miniOxygen = createMiniOxygen({
    port: 0,
    host: LOCAL_HOST,
    // As for the shop's worker: no call back into Node per request to print its line.
    requestHook: null,
    workers: [
      miniOxygenWorker(workerFile(dir), {
        SESSION_SECRET: SESSION_SECRET_FOR_BENCH,
        PUBLIC_STORE_DOMAIN: commerceOrigin,
        PUBLIC_STOREFRONT_API_TOKEN: LOCAL_STOREFRONT_TOKEN,
        PUBLIC_STOREFRONT_ID: STOREFRONT_ID,
        PUBLIC_CHECKOUT_DOMAIN: commerceOrigin,
      }),
    ],
  });
  const {workerUrl} = await miniOxygen.ready;
  return {
    origin: workerUrl.origin,
    clientDir: path.join(dir, 'dist/client'),
    stop: () => miniOxygen.dispose(),
  };
}

export interface PageWeight {
  htmlBytes: number;
  htmlGzipBytes: number;
  jsGzipBytes: number;
}

async function pageWeight(
  origin: string,
  clientDir: string,
  page: BenchPage,
): Promise<PageWeight> {
  const response = await fetch(new URL(page.path, origin), {headers: BROWSER_HEADERS});
  const html = await response.text();
  if (response.status !== 200) {
    throw new Error(`${origin}${page.path} answered ${response.status}`);
  }
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSize(html),
    jsGzipBytes: pageBundle(clientDir, page.name, html).jsGzipBytes,
  };
}

export interface SideBySidePage {
  page: string;
  path: string;
  shop: Side;
  skeleton: Side;
  /** The shop's cold requests per second over the skeleton's, in the same run. */
  throughputRatio: number;
  htmlGzipRatio: number;
  /** The shop's first-load JS over the skeleton's plus the i18n pair's (the owner's budget). */
  jsGzipRatio: number;
}

export interface SideBySide {
  package: string;
  rounds: number;
  /** i18next and react-i18next as the shop's browser build bundles them, gzip. */
  i18nPairGzipBytes: number;
  pages: SideBySidePage[];
  /** Other builds of the shop (--compare), each beside the skeleton in the same rounds. */
  compared: {build: string; pages: SideBySidePage[]}[];
}

/** A build of the shop, served on MiniOxygen with the page cache off. */
export interface ShopSide {
  name: string;
  origin: string;
  clientDir: string;
}

type Side = LoadFigures & PageWeight;

/**
 * The shop's figures as ratios to the skeleton's: above 1 the shop is faster, or heavier. The
 * stack fixes i18next and react-i18next, which the skeleton lacks: first-load JS is compared
 * with the skeleton's plus theirs.
 */
export function compareSides(
  page: BenchPage,
  shop: Side,
  skeleton: Side,
  i18nPairGzipBytes: number,
): SideBySidePage {
  return {
    page: page.name,
    path: page.path,
    shop,
    skeleton,
    throughputRatio: shop.requestsPerSecond / skeleton.requestsPerSecond,
    htmlGzipRatio: shop.htmlGzipBytes / skeleton.htmlGzipBytes,
    jsGzipRatio: shop.jsGzipBytes / (skeleton.jsGzipBytes + i18nPairGzipBytes),
  };
}

/**
 * Each page of every side under the same load, interleaved (the shop's builds, then the
 * skeleton; the reverse in the next round) so that whatever else the machine does falls on
 * all of them. The first of `shops` is the build measured; the others are compared with it.
 */
export async function measureSideBySide(
  shops: readonly ShopSide[],
  skeleton: RunningSkeleton,
  platform: PlatformAdmin,
  pages: readonly BenchPage[],
  options: {rounds: number; connections: number; seconds: number},
  log: (line: string) => void,
): Promise<SideBySide> {
  const sides = [...shops, {name: 'skeleton', origin: skeleton.origin}];
  const samples = new Map(
    pages.map((page) => [page.name, sides.map((): LoadSample[] => [])]),
  );
  for (let round = 0; round < options.rounds; round += 1) {
    const order = round % 2 === 0 ? [...sides.keys()] : [...sides.keys()].reverse();
    for (const page of pages) {
      for (const index of order) {
        const side = sides[index];
        if (!side) continue;
        const sample = await loadSample(side.origin, platform, page, {
          connections: options.connections,
          seconds: options.seconds,
        });
        samples.get(page.name)?.[index]?.push(sample);
        log(
          `  round ${round + 1} ${side.name} ${page.name}: ${(sample.requests / sample.seconds).toFixed(0)} req/s`,
        );
      }
    }
  }
  const pair = await i18nPairGzipBytes();
  const measured = await Promise.all(
    shops.map(async (shop, index) => {
      const compared: SideBySidePage[] = [];
      for (const page of pages) {
        const all = samples.get(page.name) ?? [];
        const shopSide = {
          ...loadFigures(all[index] ?? []),
          ...(await pageWeight(shop.origin, shop.clientDir, page)),
        };
        const skeletonSide = {
          ...loadFigures(all[shops.length] ?? []),
          ...(await pageWeight(skeleton.origin, skeleton.clientDir, page)),
        };
        compared.push(compareSides(page, shopSide, skeletonSide, pair));
      }
      return {build: shop.name, pages: compared};
    }),
  );
  return {
    package: SKELETON_PACKAGE,
    rounds: options.rounds,
    i18nPairGzipBytes: pair,
    pages: measured[0]?.pages ?? [],
    compared: measured.slice(1),
  };
}

/**
 * Hydrogen's own skeleton template beside this shop: the starter that `npm create
 * @shopify/hydrogen` copied when Hydrogen was at 2025.1, on the Hydrogen release this shop runs,
 * built and run unchanged on MiniOxygen against the same local platform. The benchmark measures
 * it in the same run as the shop's pages that the edge has not cached yet
 * (docs/decisions/0125-cold-render-against-the-skeleton.md); tests/starter walks it in Chromium
 * through to an order.
 *
 * Nothing of the skeleton is committed: the package is fetched with `npm pack`, installed and
 * built under .cache/ (git-ignored), and reused by later runs of the same versions. Only its
 * environment (what `.env` holds) and its CSP (the platform's images) differ from the starter.
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
import {startAssetServer} from '../dev/asset-server';
import {LOCAL_HOST, LOCAL_STOREFRONT_TOKEN} from '../dev/local-env';
import {miniOxygenWorker} from '../dev/mini-oxygen';
import {gzipSize, i18nPairGzipBytes, pageBundle} from './bundle';
import {BROWSER_HEADERS, type BenchPage} from './config';
import type {PlatformAdmin} from './platform';
import {loadFigures, loadSample, type LoadFigures, type LoadSample} from './server-load';
import {ROOT} from './stack';

/** The create-hydrogen release whose starter is Hydrogen 2025.1, the line this shop runs. */
export const SKELETON_PACKAGE = '@shopify/create-hydrogen@5.0.15';
const STARTER_IN_PACKAGE = 'package/dist/assets/hydrogen/starter';

/** The version of a package this shop has installed: the release it runs. */
function installedVersion(name: string): string {
  const manifest = path.join(ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
}

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
 * Hydrogen and its request handler at the releases this shop runs, so that the starter sends
 * what this shop's Hydrogen sends (the consent query, the tracking headers); the build's
 * MiniOxygen plugin at the starter's own lower bound, since its later releases expect Vite 6.
 */
function pinnedVersions(): Record<string, string> {
  return {
    '@shopify/hydrogen': installedVersion('@shopify/hydrogen'),
    '@shopify/remix-oxygen': installedVersion('@shopify/remix-oxygen'),
    '@shopify/mini-oxygen': '3.1.1',
  };
}

function cacheDir(pinned: Record<string, string>): string {
  return path.join(
    ROOT,
    '.cache/hydrogen-skeleton',
    `create-hydrogen-5.0.15-hydrogen-${pinned['@shopify/hydrogen']}`,
  );
}

/**
 * The starter's one change beside its environment: its Content Security Policy also lets in
 * the images of the shop's domain, which on Shopify are on cdn.shopify.com and here are on the
 * platform (PUBLIC_STORE_DOMAIN).
 */
const CSP_CALL = 'createContentSecurityPolicy({';
const CSP_WITH_PLATFORM_IMAGES = `${CSP_CALL}\n    imgSrc: ["'self'", 'https://cdn.shopify.com', context.env.PUBLIC_STORE_DOMAIN],`;

function openCspToPlatformImages(dir: string): void {
  const file = path.join(dir, 'app/entry.server.tsx');
  const source = readFileSync(file, 'utf8');
  if (source.split(CSP_CALL).length !== 2) {
    throw new Error(`the starter's ${file} no longer calls ${CSP_CALL} once`);
  }
  writeFileSync(file, source.replace(CSP_CALL, CSP_WITH_PLATFORM_IMAGES));
}

const SESSION_SECRET_FOR_BENCH = 'skeleton-bench-session-secret-not-a-real-one';
/** The shop's own storefront id: the benchmark's skeleton stands in for the shop's storefront. */
const SHOP_STOREFRONT_ID = '1000000001';
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
  const pinned = pinnedVersions();
  const cache = cacheDir(pinned);
  const dir = path.join(cache, 'app');
  if (existsSync(workerFile(dir))) return {dir, seconds: 0};
  const started = Date.now();
  rmSync(cache, {recursive: true, force: true});
  const packDir = path.join(cache, 'pack');
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
  openCspToPlatformImages(dir);

  const manifestFile = path.join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const buildTools = Object.entries(manifest.devDependencies).filter(([name]) =>
    BUILD_TOOLS.includes(name),
  );
  manifest.devDependencies = Object.fromEntries(buildTools);
  for (const [name, version] of Object.entries(pinned)) {
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

/**
 * The skeleton's worker in workerd through MiniOxygen, with only its environment set (what its
 * `.env` would hold), and its build's static files served on loopback as the shop's stack
 * serves the shop's (dev/asset-server.ts).
 */
export async function startSkeleton(
  dir: string,
  commerceOrigin: string,
  storefrontId: string = SHOP_STOREFRONT_ID,
): Promise<RunningSkeleton> {
  const clientDir = path.join(dir, 'dist/client');
  const assets = await startAssetServer(clientDir);
  const miniOxygen = createMiniOxygen({
    port: 0,
    host: LOCAL_HOST,
    assets: {origin: assets.origin},
    // As for the shop's worker: no call back into Node per request to print its line.
    requestHook: null,
    workers: [
      miniOxygenWorker(workerFile(dir), {
        SESSION_SECRET: SESSION_SECRET_FOR_BENCH,
        PUBLIC_STORE_DOMAIN: commerceOrigin,
        PUBLIC_STOREFRONT_API_TOKEN: LOCAL_STOREFRONT_TOKEN,
        PUBLIC_STOREFRONT_ID: storefrontId,
        PUBLIC_CHECKOUT_DOMAIN: commerceOrigin,
      }),
    ],
  });
  const {workerUrl} = await miniOxygen.ready;
  return {
    origin: workerUrl.origin,
    clientDir,
    stop: async () => {
      await miniOxygen.dispose();
      await assets.close();
    },
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

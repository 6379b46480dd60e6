/**
 * Server rendering under load: autocannon against each page in turn, bounded in connections and
 * time, loopback only. Every page is also expressed as a ratio to /healthz measured in the same
 * run (before and after the pages, averaged), so that the figure holds on a busy machine.
 */
import autocannon from 'autocannon';
import {BROWSER_HEADERS, type BenchPage} from './config';
import type {PlatformAdmin} from './platform';
import {percentile} from './stats';

/** Before each measured run: fills the worker's cache and lets the JIT settle. */
const WARMUP_SECONDS = 2;
const REQUEST_TIMEOUT_SECONDS = 10;

export interface PageLoad {
  page: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Requests per second relative to /healthz's in the same run. */
  ratioToHealthz: number;
  /** Storefront API requests the platform received during the run, per page request. */
  upstreamPerRequest: number;
  /** Requests that got no answer, by error code ("ECONNRESET": 3, "timeout": 1). */
  errorKinds: Record<string, number>;
  /** The storefront's resident memory right after this page's run (growth shows leaks). */
  storefrontRssAfter: number;
  /**
   * Answers the page cache served (its Page-Cache header said HIT or STALE) per answer it
   * saw; null for a page the cache never answers for (the cart, search, /healthz).
   */
  hitRatio: number | null;
}

export interface LoadSample {
  page: BenchPage;
  seconds: number;
  latencies: number[];
  requests: number;
  non2xx: number;
  errors: number;
  upstream: number;
  errorKinds: Record<string, number>;
  /** Answers by their Page-Cache header (HIT, STALE, MISS). */
  cacheAnswers: Record<string, number>;
}

/** The worker's page cache header (decision 0106). */
const PAGE_CACHE_HEADER = 'page-cache';
const SERVED_FROM_CACHE = new Set(['HIT', 'STALE']);

function hitRatio(answers: Record<string, number>): number | null {
  const seen = Object.values(answers).reduce((sum, count) => sum + count, 0);
  if (seen === 0) return null;
  const served = Object.entries(answers)
    .filter(([status]) => SERVED_FROM_CACHE.has(status))
    .reduce((sum, [, count]) => sum + count, 0);
  return served / seen;
}

export type LoadFigures = Omit<PageLoad, 'ratioToHealthz' | 'storefrontRssAfter'>;

export function loadFigures(samples: readonly LoadSample[]): LoadFigures {
  const cacheAnswers: Record<string, number> = {};
  for (const sample of samples) {
    for (const [status, count] of Object.entries(sample.cacheAnswers)) {
      cacheAnswers[status] = (cacheAnswers[status] ?? 0) + count;
    }
  }
  const [first] = samples;
  if (!first) throw new Error('no load sample');
  const latencies = samples.flatMap((sample) => sample.latencies);
  const total = (key: 'requests' | 'non2xx' | 'errors' | 'seconds' | 'upstream') =>
    samples.reduce((sum, sample) => sum + sample[key], 0);
  return {
    page: first.page.name,
    path: first.page.path,
    requestsPerSecond: total('requests') / total('seconds'),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: total('requests'),
    non2xx: total('non2xx'),
    errors: total('errors'),
    upstreamPerRequest: total('upstream') / total('requests'),
    hitRatio: hitRatio(cacheAnswers),
    errorKinds: samples.reduce<Record<string, number>>((kinds, sample) => {
      for (const [kind, count] of Object.entries(sample.errorKinds)) {
        kinds[kind] = (kinds[kind] ?? 0) + count;
      }
      return kinds;
    }, {}),
  };
}

/** One page under load at `origin`, after a warm-up; the platform counts its requests. */
export async function loadSample(
  origin: string,
  platform: PlatformAdmin,
  page: BenchPage,
  {
    connections,
    seconds,
    cartCookie,
  }: {connections: number; seconds: number; cartCookie?: string},
): Promise<LoadSample> {
  const headers: Record<string, string> = {...BROWSER_HEADERS};
  if (page.withCart && cartCookie) headers.Cookie = cartCookie;
  const latencies: number[] = [];
  const cacheAnswers: Record<string, number> = {};
  let measuring = false;
  const url = new URL(page.path, origin);
  const instance = autocannon({
    url: url.origin,
    connections,
    duration: seconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
    headers,
    requests: [
      {
        method: 'GET',
        path: `${url.pathname}${url.search}`,
        onResponse: (_status, _body, _context, responseHeaders) => {
          const status = Object.entries(responseHeaders ?? {}).find(
            ([name]) => name.toLowerCase() === PAGE_CACHE_HEADER,
          )?.[1];
          if (measuring && typeof status === 'string') {
            cacheAnswers[status] = (cacheAnswers[status] ?? 0) + 1;
          }
        },
      },
    ],
    warmup: {connections, duration: WARMUP_SECONDS},
  });
  instance.on('response', (_client, _status, _bytes, responseTimeMs) => {
    latencies.push(responseTimeMs);
  });
  const errorKinds: Record<string, number> = {};
  instance.on('reqError', (error) => {
    const kind = (error as NodeJS.ErrnoException).code ?? error.message;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  });
  // Counted from after the warm-up: what the measured requests cost the platform.
  let mark: Promise<number> | undefined;
  instance.once('start', () => {
    mark = platform.mark();
    measuring = true;
  });
  const result = await instance;
  const upstream = (await platform.mark()) - (await (mark ?? platform.mark()));
  return {
    upstream,
    errorKinds,
    cacheAnswers,
    page,
    seconds: result.duration,
    latencies,
    requests: result.requests.total,
    non2xx: result.non2xx,
    // autocannon counts a timeout among its errors too.
    errors: result.errors,
  };
}

export async function measureServerLoad(
  origin: string,
  platform: PlatformAdmin,
  pages: readonly BenchPage[],
  baseline: BenchPage,
  options: {
    connections: number;
    seconds: number;
    cartCookie: string;
    /** The storefront's resident memory now. */
    storefrontRss: () => number;
  },
  log: (line: string) => void,
): Promise<PageLoad[]> {
  const run = async (page: BenchPage) => {
    const sample = await loadSample(origin, platform, page, options);
    const result = loadFigures([sample]);
    log(
      `  load ${page.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms${result.errors + result.non2xx > 0 ? `, ${result.errors + result.non2xx} failed` : ''}`,
    );
    return sample;
  };
  const before = await run(baseline);
  const measured: PageLoad[] = [];
  for (const page of pages) {
    measured.push({
      ...loadFigures([await run(page)]),
      ratioToHealthz: Number.NaN,
      storefrontRssAfter: options.storefrontRss(),
    });
  }
  const healthz: PageLoad = {
    ...loadFigures([before, await run(baseline)]),
    ratioToHealthz: 1,
    storefrontRssAfter: options.storefrontRss(),
  };
  return [
    healthz,
    ...measured.map((result) => ({
      ...result,
      ratioToHealthz: result.requestsPerSecond / healthz.requestsPerSecond,
    })),
  ];
}

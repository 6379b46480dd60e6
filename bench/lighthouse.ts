/**
 * Lighthouse 12.8.2 (its CLI, one Chromium per run, mobile emulation and simulated throttling
 * as Lighthouse defaults) on Debian's Chromium, after one uncounted warm-up run per page; the
 * median of each figure over the runs.
 * Each run's report is kept in bench/results/lighthouse/ for the audits behind a score.
 */
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {CHROMIUM_FLAGS, CHROMIUM_HEADLESS_FLAG, chromiumPath} from '../dev/chromium';
import {type BenchPage} from './config';
import {median} from './stats';

const require = createRequire(import.meta.url);
const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUN_TIMEOUT_MS = 180_000;

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  /** Milliseconds. */
  lcp: number;
  /** Milliseconds. */
  tbt: number;
  cls: number;
}

export interface LighthousePage extends LighthouseFigures {
  page: string;
  runs: LighthouseFigures[];
  /** Audits that cost points in the median-performance run: "category: audit (value)". */
  findings: string[];
  reports: string[];
}

export interface LighthouseReport {
  categories: Record<
    string,
    {score: number | null; auditRefs: {id: string; weight: number}[]}
  >;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      displayValue?: string;
      scoreDisplayMode: string;
      metricSavings?: Partial<Record<'LCP' | 'FCP' | 'TBT' | 'CLS' | 'INP', number>>;
      details?: LcpElementDetails | {type: string};
    }
  >;
  runtimeError?: {message: string};
}

/** The largest-contentful-paint-element audit's details: the element, then its phases. */
interface LcpElementDetails {
  type: 'list';
  items: [
    {items: {node?: {selector?: string; snippet?: string}}[]},
    {items: {phase: string; timing: number}[]}?,
  ];
}

/** How many savings lines to keep per page: the largest first. */
const SAVINGS_SHOWN = 5;

function figuresOf(report: LighthouseReport): LighthouseFigures {
  const score = (id: (typeof CATEGORIES)[number]) =>
    Math.round((report.categories[id]?.score ?? Number.NaN) * 100);
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

/** The LCP element and where its time went (TTFB, load delay, load time, render delay). */
export function lcpFinding(report: LighthouseReport): string | null {
  const details = report.audits['largest-contentful-paint-element']?.details;
  if (!details || details.type !== 'list') return null;
  const [element, phases] = (details as LcpElementDetails).items;
  const selector = element.items[0]?.node?.selector ?? 'unknown element';
  const timing = (phases?.items ?? [])
    .map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`)
    .join(', ');
  return `LCP element ${selector}${timing ? ` (${timing})` : ''}`;
}

/** Audits Lighthouse estimates would save LCP, FCP or TBT time, the largest first. */
export function savingsOf(report: LighthouseReport): string[] {
  return Object.entries(report.audits)
    .filter(([id]) => id !== 'largest-contentful-paint-element')
    .map(([id, audit]) => {
      const savings = audit.metricSavings ?? {};
      const largest = Math.max(savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0);
      return {id, audit, savings, largest};
    })
    .filter(({audit, largest}) => audit.score !== null && audit.score < 1 && largest > 0)
    .sort((a, b) => b.largest - a.largest)
    .slice(0, SAVINGS_SHOWN)
    .map(({id, audit, savings}) => {
      const metrics = (['LCP', 'FCP', 'TBT'] as const)
        .filter((metric) => (savings[metric] ?? 0) > 0)
        .map((metric) => `${metric} −${Math.round(savings[metric] ?? 0)} ms`)
        .join(', ');
      return `performance: ${id} (${metrics}${audit.displayValue ? `; ${audit.displayValue}` : ''})`;
    });
}

/** The weighted audits that did not pass, category by category, then what would help LCP. */
export function findingsOf(report: LighthouseReport): string[] {
  const findings: string[] = [];
  for (const [category, {auditRefs}] of Object.entries(report.categories)) {
    for (const {id, weight} of auditRefs) {
      const audit = report.audits[id];
      if (!audit || weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const value = audit.displayValue ? ` ${audit.displayValue}` : '';
      findings.push(`${category}: ${id} (score ${audit.score}${value})`);
    }
  }
  const lcp = lcpFinding(report);
  return [...findings, ...(lcp ? [`performance: ${lcp}`] : []), ...savingsOf(report)];
}

function runLighthouse(
  url: string,
  outputPath: string,
  cookie?: string,
  skipAudits: readonly string[] = [],
): Promise<LighthouseReport> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${[CHROMIUM_HEADLESS_FLAG, ...CHROMIUM_FLAGS].join(' ')}`,
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({Cookie: cookie})}`);
  if (skipAudits.length > 0) args.push(`--skip-audits=${skipAudits.join(',')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: {...process.env, CHROME_PATH: chromiumPath()},
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) {
        reject(
          new Error(`lighthouse ${url} failed (${signal ?? code}): ${stderr.trim()}`),
        );
        return;
      }
      const report = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
      if (report.runtimeError) {
        reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
        return;
      }
      resolve(report);
    });
  });
}

interface Measured {
  file: string;
  report: LighthouseReport;
  figures: LighthouseFigures;
}

function pageFigures(page: string, reports: readonly Measured[]): LighthousePage {
  const figures = reports.map((entry) => entry.figures);
  const medianOf = (key: keyof LighthouseFigures) =>
    median(figures.map((figure) => figure[key]));
  const medianPerformance = medianOf('performance');
  const representative =
    reports.find((entry) => entry.figures.performance === medianPerformance) ??
    reports[0];
  return {
    page,
    performance: medianPerformance,
    accessibility: medianOf('accessibility'),
    bestPractices: medianOf('bestPractices'),
    seo: medianOf('seo'),
    fcp: medianOf('fcp'),
    lcp: medianOf('lcp'),
    tbt: medianOf('tbt'),
    cls: medianOf('cls'),
    runs: figures,
    findings: representative ? findingsOf(representative.report) : [],
    reports: reports.map((entry) => path.relative(process.cwd(), entry.file)),
  };
}

/** A storefront that Lighthouse measures: the bench's build, or one it is compared with. */
export interface LighthouseSide {
  name: string;
  origin: string;
}

/**
 * Every page of every side: a warm-up run each, then run after run, the sides taking turns in
 * each run (the first side first in odd runs, last in even ones), so that whatever else the
 * machine does falls on all of them alike. Returns each side's pages, in the sides' order.
 */
export async function measureLighthouse(
  sides: readonly LighthouseSide[],
  pages: readonly BenchPage[],
  runs: number,
  outputDir: string,
  cartCookie: string,
  log: (line: string) => void,
): Promise<LighthousePage[][]> {
  mkdirSync(outputDir, {recursive: true});
  const file = (side: number, page: BenchPage, run: string) =>
    path.join(
      outputDir,
      `${sides.length > 1 ? `${sides[side]?.name}-` : ''}${page.name}-${run}.json`,
    );
  const measure = (side: number, page: BenchPage, run: string) =>
    runLighthouse(
      new URL(page.path, sides[side]?.origin).toString(),
      file(side, page, run),
      page.withCart ? cartCookie : undefined,
      page.skipAudits,
    );
  // Shoppers browse an edge-cached shop: the page is already rendered for their market and
  // its pictures already sized by the image CDN. A first run, not counted, warms the local
  // stand-ins (the page cache, the platform's image resizing) the same way.
  for (const page of pages) {
    for (const side of sides.keys()) await measure(side, page, 'warm-up');
  }
  const measured = sides.map(() => pages.map((): Measured[] => []));
  for (let run = 1; run <= runs; run++) {
    const order = run % 2 === 1 ? [...sides.keys()] : [...sides.keys()].reverse();
    for (const [index, page] of pages.entries()) {
      for (const side of order) {
        const report = await measure(side, page, String(run));
        const figures = figuresOf(report);
        measured[side]?.[index]?.push({
          file: file(side, page, String(run)),
          report,
          figures,
        });
        log(
          `  lighthouse ${sides.length > 1 ? `${sides[side]?.name} ` : ''}${page.name} run ${run}/${runs}: performance ${figures.performance}, FCP ${Math.round(figures.fcp)} ms, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms`,
        );
      }
    }
  }
  return measured.map((side) =>
    side.map((reports, index) => pageFigures(pages[index]?.name ?? '', reports)),
  );
}

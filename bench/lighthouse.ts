/**
 * Lighthouse 12.8.2 (its CLI, one Chromium per run, mobile emulation and simulated throttling
 * as Lighthouse defaults) on Debian's Chromium; the median of each figure over the runs.
 * Each run's report is kept in bench/results/lighthouse/ for the audits behind a score.
 */
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {CHROMIUM_FLAGS, CHROMIUM_PATH, type BenchPage} from './config';
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

interface Report {
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
    }
  >;
  runtimeError?: {message: string};
}

function figuresOf(report: Report): LighthouseFigures {
  const score = (id: (typeof CATEGORIES)[number]) =>
    Math.round((report.categories[id]?.score ?? Number.NaN) * 100);
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

/** The weighted audits that did not pass, category by category. */
export function findingsOf(report: Report): string[] {
  const findings: string[] = [];
  for (const [category, {auditRefs}] of Object.entries(report.categories)) {
    for (const {id, weight} of auditRefs) {
      const audit = report.audits[id];
      if (!audit || weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const value = audit.displayValue ? ` ${audit.displayValue}` : '';
      findings.push(`${category}: ${id} (score ${audit.score}${value})`);
    }
  }
  return findings;
}

function runLighthouse(
  url: string,
  outputPath: string,
  cookie?: string,
): Promise<Report> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({Cookie: cookie})}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: {...process.env, CHROME_PATH: CHROMIUM_PATH},
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
      const report = JSON.parse(readFileSync(outputPath, 'utf8')) as Report;
      if (report.runtimeError) {
        reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
        return;
      }
      resolve(report);
    });
  });
}

export async function measureLighthouse(
  origin: string,
  pages: readonly BenchPage[],
  runs: number,
  outputDir: string,
  cartCookie: string,
  log: (line: string) => void,
): Promise<LighthousePage[]> {
  mkdirSync(outputDir, {recursive: true});
  const results: LighthousePage[] = [];
  for (const page of pages) {
    const reports: {file: string; report: Report; figures: LighthouseFigures}[] = [];
    for (let run = 1; run <= runs; run++) {
      const file = path.join(outputDir, `${page.name}-${run}.json`);
      const report = await runLighthouse(
        new URL(page.path, origin).toString(),
        file,
        page.withCart ? cartCookie : undefined,
      );
      const figures = figuresOf(report);
      reports.push({file, report, figures});
      log(
        `  lighthouse ${page.name} run ${run}/${runs}: performance ${figures.performance}, LCP ${Math.round(figures.lcp)} ms`,
      );
    }
    const figures = reports.map((entry) => entry.figures);
    const medianOf = (key: keyof LighthouseFigures) =>
      median(figures.map((figure) => figure[key]));
    const medianPerformance = medianOf('performance');
    const representative =
      reports.find((entry) => entry.figures.performance === medianPerformance) ??
      reports[0];
    results.push({
      page: page.name,
      performance: medianPerformance,
      accessibility: medianOf('accessibility'),
      bestPractices: medianOf('bestPractices'),
      seo: medianOf('seo'),
      lcp: medianOf('lcp'),
      tbt: medianOf('tbt'),
      cls: medianOf('cls'),
      runs: figures,
      findings: representative ? findingsOf(representative.report) : [],
      reports: reports.map((entry) => path.relative(process.cwd(), entry.file)),
    });
  }
  return results;
}

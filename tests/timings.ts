/**
 * Where the suite's time goes: every Vitest and Playwright run saves its runner's JSON report in
 * test-results/timings (git-ignored); this prints each saved report's slowest files.
 *   tsx tests/timings.ts [count]    (npm run test:timings)
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const TIMINGS_DIR = path.join(ROOT, 'test-results/timings');

interface FileTime {
  file: string;
  tests: number;
  ms: number;
}

interface VitestReport {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: unknown[];
  }[];
}

interface PlaywrightSuite {
  file: string;
  suites?: PlaywrightSuite[];
  specs?: {tests: {projectName: string; results: {duration: number}[]}[]}[];
}

/** Vitest: each file's run, its hooks included (its import is not). */
function vitestFiles(report: VitestReport): FileTime[] {
  return report.testResults.map(({name, startTime, endTime, assertionResults}) => ({
    file: path.relative(ROOT, name),
    tests: assertionResults.length,
    ms: endTime - startTime,
  }));
}

/** Playwright: each file's tests summed per project (workers run them side by side). */
function playwrightFiles(report: {suites: PlaywrightSuite[]}): FileTime[] {
  const files = new Map<string, FileTime>();
  const visit = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const key = `${file} [${test.projectName}]`;
        const entry = files.get(key) ?? {file: key, tests: 0, ms: 0};
        entry.tests += 1;
        entry.ms += test.results.reduce((sum, result) => sum + result.duration, 0);
        files.set(key, entry);
      }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites) visit(suite, suite.file);
  return [...files.values()];
}

export function slowestFiles(count = 8): string {
  if (!existsSync(TIMINGS_DIR)) return 'no timing report saved yet';
  return readdirSync(TIMINGS_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const report = JSON.parse(readFileSync(path.join(TIMINGS_DIR, name), 'utf8'));
      const files =
        'testResults' in report ? vitestFiles(report) : playwrightFiles(report);
      const total = files.reduce((sum, {ms}) => sum + ms, 0);
      const lines = files
        .sort((a, b) => b.ms - a.ms)
        .slice(0, count)
        .map(
          ({file, tests, ms}) =>
            `  ${(ms / 1000).toFixed(1).padStart(7)} s ${String(Math.round((ms / (total || 1)) * 100)).padStart(3)}%  ${file} (${tests} tests)`,
        );
      return [
        `${name}: ${files.length} files, ${(total / 1000).toFixed(0)} s summed`,
        ...lines,
      ].join('\n');
    })
    .join('\n');
}

if (import.meta.filename === process.argv[1])
  console.log(slowestFiles(Number(process.argv[2]) || 8));

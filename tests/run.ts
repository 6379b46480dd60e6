/**
 * `npm test [-- filter...]`: every tier in turn, fastest first, each given the filter (part of a
 * test file's path) so that `npm test -- cart` runs the cart's tests in every tier. Stops at the
 * first failing tier, and prints each tier's wall time and the slowest files (tests/timings.ts).
 */
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import {TIMINGS_DIR, slowestFiles} from './timings';

const filters = process.argv.slice(2);

/** Playwright starts its stack even when a filter matches none of its tests: ask first. */
const e2eMatches = () =>
  filters.length === 0 ||
  spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '--config',
      'tests/playwright.config.ts',
      '--list',
      ...filters,
    ],
    {
      stdio: 'ignore',
    },
  ).status === 0;

const TIERS = [
  {script: 'test:unit', noTests: '--passWithNoTests', runs: () => true},
  {script: 'test:integration', noTests: '--passWithNoTests', runs: () => true},
  {script: 'test:e2e', noTests: '--pass-with-no-tests', runs: e2eMatches},
  {script: 'test:soak-short', noTests: '--passWithNoTests', runs: () => true},
];

// The timings printed at the end are this run's only.
rmSync(TIMINGS_DIR, {recursive: true, force: true});
const walls: string[] = [];
let status = 0;
for (const {script, noTests, runs} of TIERS) {
  if (!runs()) {
    walls.push(`  ${script.padEnd(18)} no test matches`);
    continue;
  }
  const started = Date.now();
  const args = filters.length > 0 ? ['--', ...filters, noTests] : [];
  status = spawnSync('npm', ['run', script, ...args], {stdio: 'inherit'}).status ?? 1;
  walls.push(
    `  ${script.padEnd(18)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`,
  );
  if (status !== 0) break;
}
console.log(`\n${slowestFiles()}\n\nwall time per tier:\n${walls.join('\n')}`);
process.exit(status);

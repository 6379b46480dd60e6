/**
 * `npm test [-- filter...]`: every tier in turn, fastest first, each given the filter (part of a
 * test file's path) so that `npm test -- cart` runs the cart's tests in every tier. The short
 * soak is a step of its own in .ci/run (with it the suite would pass ten minutes). A failing
 * tier does not stop the others (one run shows every failure); the exit code is the first
 * failure's. Prints each tier's wall time and the slowest files (tests/timings.ts).
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
  const tierStatus =
    spawnSync('npm', ['run', script, ...args], {stdio: 'inherit'}).status ?? 1;
  walls.push(
    `  ${script.padEnd(18)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s${tierStatus === 0 ? '' : '  FAILED'}`,
  );
  if (status === 0) status = tierStatus;
}
console.log(`\n${slowestFiles()}\n\nwall time per tier:\n${walls.join('\n')}`);
process.exit(status);

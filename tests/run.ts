/**
 * `npm test [-- filter...]`: every tier in turn, fastest first, each given the filter (part of a
 * test file's path) so that `npm test -- cart` runs the cart's tests in every tier. The short
 * soak is a step of its own in .ci/run (with it the suite would pass ten minutes). A failing
 * tier does not stop the others (one run shows every failure); the exit code is the first
 * failure's. Prints each tier's wall time and the slowest files (tests/timings.ts).
 *
 * The whole suite overlaps what would otherwise wait: the storefront's builds and the starter's
 * are made while the unit tier runs, and the end-to-end stack starts while the integration
 * tier runs.
 */
import {spawn, spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import {prepareSkeleton} from '../bench/skeleton';
import {TEST_BUILD_DIR, buildIsFresh, buildStorefront} from '../dev/build';
import {httpOk, startService, stopService, waitUntilReady} from '../dev/processes';
import {hydrogenBuild} from './integration/support/deploy-build';
import {E2E_STACK} from './playwright.config';
import {E2E_SERVER_SECRETS} from './server-secrets';
import {TIMINGS_DIR, slowestFiles} from './timings';

const filters = process.argv.slice(2);
const wholeSuite = filters.length === 0;

/** Playwright starts its stack even when a filter matches none of its tests: ask first. */
const e2eMatches = () =>
  wholeSuite ||
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
    {stdio: 'ignore'},
  ).status === 0;

function runScript(
  script: string,
  noTests: string,
  env: NodeJS.ProcessEnv = {},
): Promise<number> {
  const args = wholeSuite ? [] : ['--', ...filters, noTests];
  const child = spawn('npm', ['run', script, ...args], {
    stdio: 'inherit',
    env: {...process.env, ...env},
  });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

// The timings printed at the end are this run's only.
rmSync(TIMINGS_DIR, {recursive: true, force: true});
const walls: string[] = [];
let status = 0;
async function tier(script: string, run: () => Promise<number | 'skipped'>) {
  const started = Date.now();
  const tierStatus = await run();
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(5);
  walls.push(
    tierStatus === 'skipped'
      ? `  ${script.padEnd(18)} no test matches`
      : `  ${script.padEnd(18)} ${seconds} s${tierStatus === 0 ? '' : '  FAILED'}`,
  );
  if (status === 0 && tierStatus !== 'skipped') status = tierStatus;
}

// The builds the integration tier's global setup, the deploy-target test and the starter's
// test would make (the starter's on a clean clone only: it is kept in .cache/).
const builds = wholeSuite
  ? Promise.all([
      buildIsFresh(TEST_BUILD_DIR) ||
        buildStorefront(TEST_BUILD_DIR, {env: E2E_SERVER_SECRETS}),
      hydrogenBuild(),
      prepareSkeleton((line) => console.log(`[starter] ${line}`)),
    ])
  : Promise.resolve();
await tier('test:unit', () => runScript('test:unit', '--passWithNoTests'));
// A failed build fails the tier that needs it, with the build's output.
await builds.catch((error: unknown) => console.error(error));

const stack = wholeSuite
  ? startService('e2e stack', 'node', E2E_STACK.args, {env: E2E_STACK.env, quiet: true})
  : undefined;
const stopStack = () => (stack ? stopService(stack, 15_000) : Promise.resolve());
process.on('SIGINT', () => void stopStack().then(() => process.exit(130)));
const stackReady = stack
  ? waitUntilReady(stack, () => httpOk(E2E_STACK.url), 300_000).then(
      () => true,
      (error: unknown) => (console.error(error), false),
    )
  : Promise.resolve(false);

await tier('test:integration', () => runScript('test:integration', '--passWithNoTests'));
await tier('test:e2e', async () => {
  if (!e2eMatches()) return 'skipped';
  const started = await stackReady;
  return runScript('test:e2e', '--pass-with-no-tests', {
    E2E_STACK_STARTED: started ? '1' : '0',
  });
});
await stopStack();
console.log(`\n${slowestFiles()}\n\nwall time per tier:\n${walls.join('\n')}`);
process.exit(status);

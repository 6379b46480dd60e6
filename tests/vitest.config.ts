import path from 'node:path';
import {defineConfig} from 'vitest/config';
import {BaseSequencer, type TestSpecification} from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The longest files (`npm run test:timings`) start first. Vitest orders by the durations it
 * cached, and without them (a clean clone) by size: these small files then ran last, alone.
 */
const LONGEST =
  /\/(upstream-deadlines|money-invariants|settlement|markets|functions-limits|checkout-language|workers)\.test\.ts$/;
class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const longest = (file: TestSpecification) => LONGEST.test(file.moduleId);
    return [...sorted.filter(longest), ...sorted.filter((file) => !longest(file))];
  }
}

/**
 * Every Vitest suite, one project per folder so that each npm script runs what it names: unit
 * (the spec's rules and the app's view logic), integration (the built worker against the local
 * platform, built once per run by the integration project's global setup), emulator (the local
 * platform in-process), bench (the benchmark's own helpers) and soak (the short soak). The
 * tiers that group them are in tests/README.md; end-to-end and security tests run under
 * Playwright.
 */
export default defineConfig({
  root,
  resolve: {
    alias: {'~': path.join(root, 'app')},
  },
  test: {
    environment: 'node',
    // Every run saves each file's time (tests/README.md, "Where the time goes").
    reporters: ['default', 'json'],
    outputFile: {json: path.join(root, 'test-results/timings/vitest.json')},
    // The emulator tests start SQLite-backed servers; two cores, so keep parallelism modest.
    maxWorkers: 2,
    testTimeout: 20_000,
    sequence: {sequencer: LongestFirst},
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'extensions/**/*.test.ts'],
          // The functions' own tests run their bundles, built here when stale.
          globalSetup: ['tests/emulator/functions-build-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          globalSetup: [
            'tests/emulator/functions-build-setup.ts',
            'tests/integration/support/build-worker.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          include: ['tests/emulator/**/*.test.{ts,tsx}'],
          // The platform runs the functions' bundles, built here when stale.
          globalSetup: ['tests/emulator/functions-build-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'bench',
          include: ['tests/bench/**/*.test.{ts,tsx}'],
          exclude: ['tests/bench/soak-short.test.ts'],
        },
      },
      // The short soak: a stack of its own and two minutes of shoppers (npm run test:soak-short).
      {extends: true, test: {name: 'soak', include: ['tests/bench/soak-short.test.ts']}},
    ],
  },
});

/**
 * The short soak (npm run test:soak -- --short) in the normal test run: it builds and starts
 * its own stack on loopback, as the end-to-end configuration does, shops with 50 shoppers for
 * 2 minutes through seven fault windows of 10 s, and stops the stack. Its budgets
 * (bench/budgets.json, "soak") decide the exit code: no 5xx outside the windows, no cart item
 * lost, duplicated or wrong, every fault recovered from.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {expect, it} from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Build (about 1 min), 2 min of shopping, 30 s to read back, stack start and stop. */
const SOAK_LIMIT_MS = 8 * 60_000;

it(
  'the short soak keeps every cart whole and serves outside its fault windows',
  () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/soak.ts', '--short'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: SOAK_LIMIT_MS,
      },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    expect(output).toContain('lost 0, duplicated 0, wrong 0');
    expect(output).not.toContain('OVER BUDGET');
    expect(run.status).toBe(0);
  },
  SOAK_LIMIT_MS + 60_000,
);

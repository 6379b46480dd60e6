import {spawn} from 'node:child_process';
import {readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The short soak (`npm run test:soak -- --short`: 50 shoppers, 2 minutes, every fault window
 * 10 s, the platform killed mid-write among them) against a stack of its own. What it must
 * show whatever the machine's speed: every cart at the platform holds exactly what its
 * shopper was told, nothing a shopper was told failed was made, and no request outside the
 * fault windows failed. Latency budgets are the full run's (bench/RESULTS.md).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Build, stack start, two minutes of shopping, the windows' overrun and the check. */
const SOAK_TIMEOUT_MS = 15 * 60_000;
const SUMMARY = path.join(ROOT, 'bench/results/soak-short.json');

interface SoakSummary {
  lost: number;
  duplicated: number;
  wrong: number;
  madeAfterFailure: number;
  failedOutsideWindows: number;
  cartOperations: number;
  windows: {name: string; recoveredMs: number | null}[];
}

function runShortSoak(): Promise<number | null> {
  const soak = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/soak.ts'), '--short'],
    {cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit']},
  );
  return new Promise((resolve, reject) => {
    soak.once('error', reject);
    soak.once('exit', resolve);
  });
}

describe('the short soak', () => {
  it(
    'loses, duplicates and invents no cart item and fails nothing outside its fault windows',
    async () => {
      // A summary left by an earlier run must not stand in for this one's.
      rmSync(SUMMARY, {force: true});
      await runShortSoak();
      const summary = JSON.parse(readFileSync(SUMMARY, 'utf8')) as SoakSummary;
      expect(summary.cartOperations).toBeGreaterThan(0);
      expect(summary.windows.map((window) => window.name)).toContain(
        'platform killed (SIGKILL) mid-write, restarted',
      );
      expect({
        lost: summary.lost,
        duplicated: summary.duplicated,
        wrong: summary.wrong,
        madeAfterFailure: summary.madeAfterFailure,
        failedOutsideWindows: summary.failedOutsideWindows,
      }).toEqual({
        lost: 0,
        duplicated: 0,
        wrong: 0,
        madeAfterFailure: 0,
        failedOutsideWindows: 0,
      });
      expect(
        summary.windows
          .filter((window) => window.recoveredMs === null)
          .map((w) => w.name),
      ).toEqual([]);
    },
    SOAK_TIMEOUT_MS,
  );
});

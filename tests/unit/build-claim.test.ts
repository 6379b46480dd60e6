import {spawn} from 'node:child_process';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {claimBuildDir} from '../../dev/build-claim';

/**
 * One stack per build folder (README.md, dev/build-claim.ts): a second `npm start` on a folder a running
 * stack serves refuses to start, saying why, before it builds anything.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD_DIR = `.cache/build-claim-test-${process.pid}`;
const releases: (() => void)[] = [];

afterEach(() => {
  for (const release of releases.splice(0)) release();
});

/** A pid no process holds: the highest a Linux kernel hands out is below it. */
const GONE_PID = 4_194_305;

describe('claimBuildDir', () => {
  it('gives a folder to one process at a time, and takes over the claim of one that is gone', () => {
    const first = claimBuildDir(BUILD_DIR);
    expect(first.ok).toBe(true);
    if (first.ok) releases.push(first.release);
    expect(claimBuildDir(BUILD_DIR, process.ppid)).toEqual({
      ok: false,
      holder: process.pid,
    });
    if (first.ok) first.release();
    releases.length = 0;

    const stale = claimBuildDir(BUILD_DIR, GONE_PID);
    expect(stale.ok).toBe(true);
    const next = claimBuildDir(BUILD_DIR);
    expect(next.ok).toBe(true);
    if (next.ok) releases.push(next.release);
  });
});

describe('npm start on a folder another stack serves', () => {
  it('refuses with a message naming the folder and the way out', async () => {
    const claim = claimBuildDir(BUILD_DIR);
    expect(claim.ok).toBe(true);
    if (claim.ok) releases.push(claim.release);

    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        path.join(ROOT, 'dev/start.ts'),
        '--build-dir',
        BUILD_DIR,
        '--storefront-port',
        '3199',
        '--commerce-port',
        '4299',
        '--auth-port',
        '9299',
        '--db',
        ':memory:',
      ],
      {cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe']},
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => {
      child.on('exit', resolve);
    });
    expect(code).toBe(1);
    expect(stderr).toContain(`another stack (process ${process.pid}) is serving`);
    expect(stderr).toContain(BUILD_DIR);
    expect(stderr).toContain('--build-dir');
  }, 60_000);
});

/**
 * The storefront's production build (Remix's `vite:build`) into a folder of its own: the stack,
 * the benchmark and the integration tests each build where they run from. Asynchronous, so a
 * caller's event loop (a test worker, the services starting meanwhile) keeps turning.
 */
import {spawn} from 'node:child_process';
import {existsSync, readdirSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const REMIX_CLI = createRequire(import.meta.url).resolve('@remix-run/dev/dist/cli.js');

/**
 * The tests' one build: the integration tier's worker and the end-to-end stack serve it (the
 * build reads no variable of the stack's, so one build fits every port offset).
 */
export const TEST_BUILD_DIR = '.cache/test-build';

/** What the build is made of: a change to any of them makes it stale. */
const SOURCES = [
  'app',
  'rules',
  'graphql',
  'public',
  'dev',
  'server.ts',
  'vite.config.ts',
  'remix.config.js',
  'package-lock.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

/** Whether the folder holds a build no source is newer than. */
export function buildIsFresh(buildDir: string): boolean {
  const serverEntry = path.resolve(ROOT, buildDir, 'server/index.js');
  return (
    existsSync(serverEntry) &&
    Math.max(...SOURCES.map((source) => newestMtime(path.join(ROOT, source)))) <=
      statSync(serverEntry).mtimeMs
  );
}

export async function buildStorefront(
  buildDir: string,
  options: {
    /** Variables the build sees besides this process's own. */
    env?: Record<string, string>;
    /** Show the build's output as it comes (the stack does); otherwise only on failure. */
    echo?: boolean;
  } = {},
): Promise<void> {
  const build = spawn(process.execPath, [REMIX_CLI, 'vite:build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...options.env,
      STOREFRONT_BUILD_DIR: buildDir,
      NODE_ENV: 'production',
    },
    stdio: [
      'ignore',
      options.echo ? 'inherit' : 'pipe',
      options.echo ? 'inherit' : 'pipe',
    ],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  build.stdout?.on('data', collect);
  build.stderr?.on('data', collect);
  const status = await new Promise<number | null>((resolve, reject) => {
    build.on('error', reject);
    build.on('close', resolve);
  });
  if (status !== 0)
    throw new Error(`the storefront build failed${output ? `:\n${output}` : ''}`);
}

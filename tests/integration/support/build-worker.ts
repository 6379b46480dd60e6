/**
 * Vitest global setup of the integration tests: the storefront's production build, made once
 * per test run (not once per test file) into .cache/integration (ignored by git, ESLint and
 * Prettier), so a storefront running from dist/ is never disturbed. The build is reused while
 * no source file is newer. Test files receive its server entry through `inject`.
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {buildStorefront} from '../../../dev/build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built worker's server entry (an absolute path). */
    storefrontServerEntry: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BUILD_DIR = path.join(ROOT, '.cache/integration');
const SOURCES = ['app', 'graphql', 'server.ts', 'vite.config.ts', 'remix.config.js'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

export default async function setup(project: TestProject): Promise<void> {
  const serverEntry = path.join(BUILD_DIR, 'server/index.js');
  const stale =
    !existsSync(serverEntry) ||
    Math.max(...SOURCES.map((source) => newestMtime(path.join(ROOT, source)))) >
      statSync(serverEntry).mtimeMs;
  // Asynchronous: a synchronous build would block Vitest's own event loop meanwhile.
  if (stale) await buildStorefront(BUILD_DIR);
  project.provide('storefrontServerEntry', serverEntry);
}

import path from 'node:path';
import {defineConfig} from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Every Vitest suite, one project per folder so that each npm script runs what it names:
 * unit (the spec's rules and the app's view logic), integration (loaders and actions in the
 * worker against mocked upstreams), emulator (the local platform in-process) and bench (the
 * benchmark's own helpers). End-to-end and security tests run under Playwright.
 */
export default defineConfig({
  root,
  resolve: {
    alias: {'~': path.join(root, 'app')},
  },
  test: {
    environment: 'node',
    // The emulator tests start SQLite-backed servers; two cores, so keep parallelism modest.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: ['unit', 'integration', 'emulator', 'bench'].map((name) => ({
      extends: true,
      test: {name, include: [`tests/${name}/**/*.test.{ts,tsx}`]},
    })),
  },
});

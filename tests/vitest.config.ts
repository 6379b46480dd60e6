import path from 'node:path';
import {defineConfig} from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Unit (app/rules and the bench's helpers), integration (loaders and actions against msw-mocked upstreams) and
 * emulator (the local platform in-process) tests. End-to-end tests run under Playwright.
 */
export default defineConfig({
  root,
  resolve: {
    alias: {'~': path.join(root, 'app')},
  },
  test: {
    include: ['tests/{unit,integration,emulator}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The emulator tests start SQLite-backed servers; two cores, so keep parallelism modest.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

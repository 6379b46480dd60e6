import path from 'node:path';
import {defineConfig} from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Unit (app/lib rules), integration (the built worker against the local platform) and
 * emulator (the local platform in-process) tests. End-to-end tests run under Playwright.
 * Each kind is a project, so the integration tests' one build runs only when they do.
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
    projects: [
      {extends: true, test: {name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}']}},
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/integration/support/build-worker.ts'],
        },
      },
      {
        extends: true,
        test: {name: 'emulator', include: ['tests/emulator/**/*.test.{ts,tsx}']},
      },
    ],
  },
});

/**
 * Vitest global setup of the integration tests: the storefront's production build, made once
 * per test run (not once per test file) into the tests' build folder (ignored by git, ESLint
 * and Prettier), so a storefront running from dist/ is never disturbed. The build is reused
 * while no source file is newer, by the end-to-end stack too. Test files receive its server
 * entry through `inject`.
 */
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {TEST_BUILD_DIR, buildIsFresh, buildStorefront} from '../../../dev/build';
import {buildDirTakenMessage, claimBuildDir} from '../../../dev/build-claim';
import {E2E_SERVER_SECRETS} from '../../server-secrets';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built worker's server entry (an absolute path). */
    storefrontServerEntry: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

export default async function setup(project: TestProject): Promise<void> {
  // Asynchronous: a synchronous build would block Vitest's own event loop meanwhile.
  // Built with the end-to-end stack's secrets, as the stack would: the security tests scan it.
  // A running end-to-end stack serves this folder: rebuilding under it would unstyle its pages.
  if (!buildIsFresh(TEST_BUILD_DIR)) {
    const claim = claimBuildDir(TEST_BUILD_DIR);
    if (!claim.ok) throw new Error(buildDirTakenMessage(TEST_BUILD_DIR, claim.holder));
    try {
      await buildStorefront(TEST_BUILD_DIR, {env: E2E_SERVER_SECRETS});
    } finally {
      claim.release();
    }
  }
  project.provide(
    'storefrontServerEntry',
    path.join(ROOT, TEST_BUILD_DIR, 'server/index.js'),
  );
}

import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {createMiniOxygen} from '@shopify/mini-oxygen';

type WorkerOptions = Parameters<typeof createMiniOxygen>[0]['workers'][number];

/** A built worker module as MiniOxygen serves it, the way Oxygen runs the storefront. */
export function miniOxygenWorker(
  workerPath: string,
  bindings: Record<string, string>,
): WorkerOptions {
  return {
    name: 'storefront',
    modulesRoot: path.dirname(workerPath),
    modules: [
      {type: 'ESModule', path: workerPath, contents: readFileSync(workerPath, 'utf8')},
    ],
    compatibilityDate: '2025-01-01',
    // The option type marks it required; true is miniflare's own default.
    stripCfConnectingIp: true,
    bindings,
  };
}

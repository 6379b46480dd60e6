/**
 * npm run bench:memory: does the storefront worker leak, or does the local runtime grow?
 *
 *   tsx bench/worker-memory.ts [--requests 30000] [--steps 5] [--connections 10] [--skip-build]
 *                             [--record]
 *
 * Serves two workers, one after the other, through MiniOxygen exactly as the local stack does:
 * a trivial worker that answers every request with "ok", and the storefront's production build
 * answering /healthz. Both get the same number of requests; the resident memory of MiniOxygen's
 * workerd and the worker isolate's live heap (bench/worker-heap.ts) are read after each step.
 * When the trivial worker's workerd grows as much as ours while neither isolate's heap does, the
 * growth belongs to the local runtime, not to the storefront's code.
 */
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {createMiniOxygen} from '@shopify/mini-oxygen';
import {LOCAL_HOST, localStorefrontEnv} from '../dev/local-env';
import {miniOxygenWorker} from '../dev/mini-oxygen';
import {childrenOf, commandOf, residentBytesOf} from './proc';
import {markdownTable, megabytes, textTable, type Cell} from './report';
import {gitCommit, recordFigures} from './results';
import {BUILD_DIR, buildStorefront} from './stack';
import {freePort} from '../dev/ports';
import {attachWorkerInspector, type WorkerInspector} from './worker-heap';

const {values} = parseArgs({
  options: {
    requests: {type: 'string', default: '30000'},
    steps: {type: 'string', default: '5'},
    connections: {type: 'string', default: '10'},
    'skip-build': {type: 'boolean', default: false},
    record: {type: 'boolean', default: false},
  },
});
const requests = Number(values.requests);
const steps = Number(values.steps);
const connections = Number(values.connections);

const TRIVIAL_WORKER = `export default {
  async fetch() {
    return new Response('ok', {headers: {'content-type': 'text/plain'}});
  },
};
`;

interface Sample {
  requests: number;
  workerdBytes: number;
  /** The isolate's live heap after a collection, MB; null when it could not be read. */
  isolateMb: number | null;
  requestsPerSecond: number;
  failed: number;
}

/** workerd's resident memory: MiniOxygen starts it as a child of this process. */
function workerdBytes(): number {
  let bytes = 0;
  for (const pid of childrenOf(process.pid)) {
    try {
      if (commandOf(readFileSync(`/proc/${pid}/stat`, 'utf8')) !== 'workerd') continue;
      bytes += residentBytesOf(readFileSync(`/proc/${pid}/status`, 'utf8'));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return bytes;
}

async function measure(workerPath: string, urlPath: string): Promise<Sample[]> {
  const inspectorPort = await freePort();
  const miniOxygen = createMiniOxygen({
    port: 0,
    host: LOCAL_HOST,
    // Logging every request line would measure the terminal, not the worker.
    requestHook: null,
    debug: true,
    inspectorPort,
    workers: [miniOxygenWorker(workerPath, localStorefrontEnv())],
  });
  const {workerUrl} = await miniOxygen.ready;
  let inspector: WorkerInspector | undefined;
  const isolateMb = async () => (await inspector?.heap())?.mb ?? null;
  const perStep = Math.ceil(requests / steps);
  const samples: Sample[] = [];
  try {
    inspector = await attachWorkerInspector(inspectorPort);
    samples.push({
      requests: 0,
      workerdBytes: workerdBytes(),
      isolateMb: await isolateMb(),
      requestsPerSecond: 0,
      failed: 0,
    });
    for (let step = 1; step <= steps; step++) {
      const result = await autocannon({
        url: new URL(urlPath, workerUrl).href,
        connections,
        amount: perStep,
        timeout: 10,
      });
      samples.push({
        requests: step * perStep,
        workerdBytes: workerdBytes(),
        isolateMb: await isolateMb(),
        requestsPerSecond: result.requests.average,
        failed: result.errors + result.non2xx,
      });
    }
  } finally {
    inspector?.close();
    await miniOxygen.dispose();
  }
  return samples;
}

const storefrontWorker = path.join(BUILD_DIR, 'server/index.js');
if (!values['skip-build'] || !existsSync(storefrontWorker)) await buildStorefront();

const trivialDir = mkdtempSync(path.join(os.tmpdir(), 'trivial-worker-'));
const trivialWorker = path.join(trivialDir, 'index.js');
writeFileSync(trivialWorker, TRIVIAL_WORKER);
const runs = {
  'trivial worker': await measure(trivialWorker, '/'),
  'storefront /healthz': await measure(storefrontWorker, '/healthz'),
};
rmSync(trivialDir, {recursive: true, force: true});

const headers = [
  'requests',
  ...Object.keys(runs).flatMap((name) => [
    `${name}: workerd RSS MB`,
    `${name}: isolate heap MB`,
  ]),
];
const rows: Cell[][] = (runs['trivial worker'] ?? []).map((sample, index) => [
  sample.requests,
  ...Object.values(runs).flatMap((samples) => {
    const at = samples[index];
    return at ? [Math.round(megabytes(at.workerdBytes)), at.isolateMb] : [null, null];
  }),
]);
const failed = Object.entries(runs).map(
  ([name, samples]) =>
    `${name}: ${samples.reduce((sum, sample) => sum + sample.failed, 0)} failed`,
);
console.log(textTable(headers, rows));
console.log(failed.join('; '));

if (values.record) {
  const load = os.loadavg()[0]?.toFixed(1);
  const runLine = `${new Date().toISOString().slice(0, 10)}, commit ${gitCommit() ?? 'unknown'}, \`npm run bench:memory -- --record\`, ${connections} connections, load average ${load}.`;
  const verdict =
    'The same growth with a worker that only answers "ok" puts it in the local runtime (MiniOxygen on workerd), not in the storefront: the worker keeps nothing per request. Oxygen runs the same bundle in its own isolates.';
  await recordFigures('npm run bench:memory', {
    markdown: [
      runLine,
      '',
      markdownTable(headers, rows),
      '',
      `- ${failed.join('; ')}`,
      `- ${verdict}`,
    ].join('\n'),
  });
}

// MiniOxygen's dispose leaves its inspector's server (the `debug` option) listening, with no way
// to close it, so the process would never end by itself.
process.exit();

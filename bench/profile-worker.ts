/**
 * Where a cold render's time goes in workerd itself: the stack started as the bench starts it,
 * the page cache off, 20 connections loading one page while V8's CPU profiler samples the
 * worker's isolate through MiniOxygen's inspector. Prints the requests served and the self time
 * per request of the costliest functions (decision 0125).
 *
 *   tsx bench/profile-worker.ts [--page product|home|collection] [--seconds 10]
 *     [--build <a built storefront's folder>] [--cpuprofile out.cpuprofile] [--top 30]
 *
 * Without --build the storefront is built as the bench builds it (minified). A build made with
 * `npx remix vite:build --minify false` keeps the functions' names, for reading; its
 * `dist` folder is what --build takes. bench/profile-render.ts profiles the same worker in Node,
 * which is quieter but is not workerd: its encoders, streams and errors cost differently.
 */
import {cpSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {PAGES} from './config';
import {PlatformAdmin} from './platform';
import {loadSample} from './server-load';
import {BUILD_DIR, RESULTS_DIR, buildStorefront, startStack, stopOnExit} from './stack';
import {workerSession} from './worker-heap';

const {values: args} = parseArgs({
  options: {
    page: {type: 'string', default: 'product'},
    seconds: {type: 'string', default: '10'},
    build: {type: 'string'},
    cpuprofile: {type: 'string'},
    top: {type: 'string', default: '30'},
  },
});
const page = PAGES[args.page as keyof typeof PAGES];
if (!page) throw new Error(`--page is one of ${Object.keys(PAGES).join(', ')}`);

/** As the bench's side-by-side run loads each page. */
const CONNECTIONS = 20;
/** Before sampling: the query cache fills and the JIT settles. */
const WARMUP_SECONDS = 5;
/** Samples every 100 µs: a render of a few milliseconds gets dozens. */
const SAMPLING_INTERVAL_US = 100;
const MICROSECONDS_PER_MS = 1000;

interface ProfileNode {
  id: number;
  callFrame: {functionName: string; url: string; lineNumber: number};
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time by function, in ms per request, costliest first. */
function selfTimes(profile: CpuProfile, requests: number): [string, number][] {
  const byNode = new Map<number, number>();
  profile.samples.forEach((node, index) => {
    byNode.set(node, (byNode.get(node) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const {functionName, url, lineNumber} = node.callFrame;
    const name = `${functionName || '(anonymous)'}${url ? ` ${path.basename(url)}:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + (byNode.get(node.id) ?? 0));
  }
  return [...byFunction]
    .map(([name, us]): [string, number] => [name, us / MICROSECONDS_PER_MS / requests])
    .sort((a, b) => b[1] - a[1]);
}

if (args.build) {
  rmSync(BUILD_DIR, {recursive: true, force: true});
  cpSync(args.build, BUILD_DIR, {recursive: true});
}
const stack = await startStack({
  auth: false,
  dbPath: ':memory:',
  dataDir: path.join(RESULTS_DIR, 'data'),
  logDir: path.join(RESULTS_DIR, 'logs/profile-worker'),
  inspect: true,
  beforeStorefront: args.build ? undefined : buildStorefront(),
});
const stop = stopOnExit(() => stack);
try {
  await stack.restart('storefront', {PAGE_CACHE: 'off'});
  const platform = new PlatformAdmin(stack.commerceOrigin);
  await loadSample(stack.workerOrigin, platform, page, {
    connections: CONNECTIONS,
    seconds: WARMUP_SECONDS,
  });
  if (stack.workerInspectorPort === null) throw new Error('the worker has no inspector');
  const worker = await workerSession(stack.workerInspectorPort);
  await worker.ask('Profiler.enable');
  await worker.ask('Profiler.setSamplingInterval', {interval: SAMPLING_INTERVAL_US});
  await worker.ask('Profiler.start');
  const sample = await loadSample(stack.workerOrigin, platform, page, {
    connections: CONNECTIONS,
    seconds: Number(args.seconds),
  });
  const {profile} = (await worker.ask('Profiler.stop')) as {profile: CpuProfile};
  worker.close();
  if (args.cpuprofile) writeFileSync(args.cpuprofile, JSON.stringify(profile));
  const times = selfTimes(profile, sample.requests);
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `${page.path}: ${sample.requests} requests in ${sample.seconds} s (${(sample.requests / sample.seconds).toFixed(0)}/s), ${total.toFixed(2)} ms sampled per request (idle included)`,
  );
  console.log('\nself time per request (ms):');
  for (const [name, ms] of times.slice(0, Number(args.top))) {
    console.log(`${ms.toFixed(3).padStart(8)}  ${name}`);
  }
} finally {
  await stop();
}

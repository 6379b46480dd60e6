/**
 * Where a cold render's time goes: a built worker (this shop's, or the skeleton's under
 * .cache/) run in Node against a running platform, pages rendered one after another with the
 * page cache off, under V8's CPU profiler. Prints the milliseconds per request and the self
 * time per request by part of the code (decision 0125).
 *
 *   tsx bench/profile-render.ts --worker bench/results/build/server/index.js \
 *     --platform http://127.0.0.1:4100 [--path /] [--requests 200] [--rounds 1] [--skeleton]
 *     [--html out.html] [--cpuprofile out.cpuprofile] [--top 25]
 *
 * Node is not workerd: absolute figures differ, the shares between parts are what it tells.
 */
import {writeFileSync} from 'node:fs';
import {Session, type Profiler} from 'node:inspector/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {LOCAL_STOREFRONT_TOKEN, localStorefrontEnv} from '../dev/local-env';
import {BROWSER_HEADERS} from './config';

const {values: args} = parseArgs({
  options: {
    worker: {type: 'string'},
    platform: {type: 'string'},
    path: {type: 'string', default: '/'},
    requests: {type: 'string', default: '200'},
    /**
     * Times the renders this many times over, one round after another: on a shared machine a
     * round's figure moves with the rest of the load, and the median and the fastest round
     * are steadier than any one of them.
     */
    rounds: {type: 'string', default: '1'},
    skeleton: {type: 'boolean', default: false},
    /** Writes the last render's HTML there, to see what the page carries. */
    html: {type: 'string'},
    /** Writes the whole profile there, for a call tree by component (DevTools opens it). */
    cpuprofile: {type: 'string'},
    /** How many functions each list shows. */
    top: {type: 'string', default: '25'},
  },
});
if (!args.worker || !args.platform) {
  throw new Error('--worker <built index.js> and --platform <origin> are required');
}
const platform = args.platform;
const requests = Number(args.requests);
const rounds = Number(args.rounds);
/** Renders before profiling: the query cache fills and the JIT settles. */
const WARMUP_REQUESTS = 30;
const TOP_FUNCTIONS = Number(args.top);
const MICROSECONDS_PER_MS = 1000;

/** A Cache API in memory, standing in for workerd's: Hydrogen keeps its query cache there. */
class MemoryCache {
  private readonly entries = new Map<string, Response>();
  async match(request: Request | string): Promise<Response | undefined> {
    const key = typeof request === 'string' ? request : request.url;
    return this.entries.get(key)?.clone();
  }
  async put(request: Request | string, response: Response): Promise<void> {
    const key = typeof request === 'string' ? request : request.url;
    this.entries.set(key, new Response(await response.arrayBuffer(), response));
  }
  async delete(request: Request | string): Promise<boolean> {
    return this.entries.delete(typeof request === 'string' ? request : request.url);
  }
}
const cache = new MemoryCache();
Object.assign(globalThis, {caches: {open: async () => cache, default: cache}});

const env: Record<string, string> = args.skeleton
  ? {
      SESSION_SECRET: 'skeleton-profile-session-secret-not-a-real-one',
      PUBLIC_STORE_DOMAIN: platform,
      PUBLIC_STOREFRONT_API_TOKEN: LOCAL_STOREFRONT_TOKEN,
      PUBLIC_STOREFRONT_ID: '1000000001',
      PUBLIC_CHECKOUT_DOMAIN: platform,
    }
  : {
      ...localStorefrontEnv({commerce: Number(new URL(platform).port)}),
      PAGE_CACHE: 'off',
    };
delete env.FIREBASE_AUTH_EMULATOR_HOST;

const worker = (
  (await import(pathToFileURL(path.resolve(args.worker)).href)) as {
    default: {fetch(request: Request, env: unknown, context: unknown): Promise<Response>};
  }
).default;
const pending: Promise<unknown>[] = [];
const executionContext = {
  waitUntil: (promise: Promise<unknown>) => pending.push(promise.catch(() => undefined)),
  passThroughOnException: () => undefined,
};
const origin = env.PUBLIC_STOREFRONT_ORIGIN ?? 'http://localhost:3000';

let lastHtml = '';

async function render(): Promise<number> {
  const response = await worker.fetch(
    new Request(new URL(args.path, origin), {headers: BROWSER_HEADERS}),
    env,
    executionContext,
  );
  const body = await response.text();
  if (response.status !== 200)
    throw new Error(`${args.path} answered ${response.status}`);
  await Promise.all(pending.splice(0));
  lastHtml = body;
  return body.length;
}

for (let index = 0; index < WARMUP_REQUESTS; index += 1) await render();

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
let bytes = 0;
const msPerRender: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  const started = performance.now();
  for (let index = 0; index < requests; index += 1) bytes = await render();
  msPerRender.push((performance.now() - started) / requests);
}
const {profile} = await session.post('Profiler.stop');
session.disconnect();
if (args.html) writeFileSync(args.html, lastHtml);
if (args.cpuprofile) writeFileSync(args.cpuprofile, JSON.stringify(profile));

/** Which part of the code a frame belongs to, by its function and file. */
function partOf(node: Profiler.ProfileNode): string {
  const {functionName, url} = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName}`;
  if (url.startsWith('node:')) return 'node internals (fetch, streams)';
  if (url.includes('/node_modules/undici') || url.includes('undici'))
    return 'node internals (fetch, streams)';
  if (url.endsWith('index.js') && url.includes('server')) return 'worker bundle';
  return path.basename(url);
}

const frameName = (node: Profiler.ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
const selfTime = new Map<number, number>();
const intervals = profile.timeDeltas ?? [];
(profile.samples ?? []).forEach((id, index) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (intervals[index] ?? 0));
});
const byPart = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const node of profile.nodes) {
  const time = selfTime.get(node.id) ?? 0;
  if (time === 0) continue;
  const part = partOf(node);
  byPart.set(part, (byPart.get(part) ?? 0) + time);
  const name = frameName(node);
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
}
/** Time under each function, callees included, each sample counted once per function. */
const parentOf = new Map<number, number>();
const nodeById = new Map<number, Profiler.ProfileNode>();
for (const node of profile.nodes) {
  nodeById.set(node.id, node);
  for (const child of node.children ?? []) parentOf.set(child, node.id);
}
const inclusive = new Map<string, number>();
(profile.samples ?? []).forEach((id, index) => {
  const names = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const node = nodeById.get(at);
    if (node?.callFrame.url) names.add(frameName(node));
  }
  for (const name of names) {
    inclusive.set(name, (inclusive.get(name) ?? 0) + (intervals[index] ?? 0));
  }
});
const renders = requests * rounds;
const perRequest = (microseconds: number) =>
  (microseconds / MICROSECONDS_PER_MS / renders).toFixed(3);
const sorted = [...msPerRender].sort((a, b) => a - b);
const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
console.log(
  `${args.path}: ${rounds} × ${requests} renders, ${median.toFixed(2)} ms each (median round; fastest ${(sorted[0] ?? 0).toFixed(2)}; wall, sequential), ${bytes} bytes of HTML`,
);
if (rounds > 1) {
  console.log(
    `ms per render by round: ${msPerRender.map((ms) => ms.toFixed(2)).join(' ')}`,
  );
}
console.log('\nself time per request by part (ms):');
for (const [part, time] of [...byPart].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${perRequest(time).padStart(8)}  ${part}`);
}
console.log(`\ntop ${TOP_FUNCTIONS} functions by self time per request (ms):`);
for (const [name, time] of [...byFunction]
  .sort((a, b) => b[1] - a[1])
  .slice(0, TOP_FUNCTIONS)) {
  console.log(`  ${perRequest(time).padStart(8)}  ${name}`);
}
console.log(
  `\ntop ${TOP_FUNCTIONS} functions by time with their callees per request (ms):`,
);
for (const [name, time] of [...inclusive]
  .sort((a, b) => b[1] - a[1])
  .slice(0, TOP_FUNCTIONS)) {
  console.log(`  ${perRequest(time).padStart(8)}  ${name}`);
}

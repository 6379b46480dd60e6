/**
 * The threads the platform prices carts in (decision 0134), so that a cart's functions do not
 * hold the thread that answers every request, and the machine's second core works too. Each
 * thread installs the shop's functions as the platform does (pool-worker.ts): their queries,
 * schemas and a warm QuickJS runtime per bundle, every run in a fresh context. A pricing
 * sends the cart's snapshot to every thread; each builds the inputs of its share of the
 * functions and runs them, and the platform's thread judges the outcomes as it judges its own.
 */
import {createRequire} from 'node:module';
import {availableParallelism} from 'node:os';
import {pathToFileURL} from 'node:url';
import {Worker} from 'node:worker_threads';
import type {CartSnapshot} from '../cart/pipeline';
import type {PooledFunctions} from './installed';
import type {FunctionRunOutcome} from './quickjs';
import type {FunctionRun} from './run';

/**
 * Two threads, on a machine whose two cores the platform shares with the storefront: a cart's
 * six functions run three by three, and while one pricing runs the other thread takes the next.
 */
const POOL_THREADS = Math.min(2, availableParallelism());

/** One function's run on a thread: its outcome, and its input when the platform asked for it. */
export interface PooledRun {
  /** The function's place in the specs. */
  index: number;
  outcome: FunctionRunOutcome;
  inputJson: string | null;
}

/** What the platform's thread sends a pool thread. */
export type PoolRequest =
  | {
      type: 'install';
      functions: PooledFunctions;
      /** The functions this thread runs, by their place in the specs: warmed at once. */
      share: number[];
    }
  | {
      type: 'price';
      id: number;
      key: string;
      cart: CartSnapshot;
      /** The functions this thread runs, by their place in the specs. */
      indexes: number[];
      /** The inputs are sent back only for an observer (the benchmark, the limit tests). */
      withInputs: boolean;
    }
  | {type: 'ping'; id: number};

/**
 * What a pool thread answers: the runs of a pricing, the error that stopped it, or (to a
 * ping) nothing, once the thread has read every request sent before.
 */
export type PoolAnswer =
  | {id: number; runs: PooledRun[]}
  | {id: number; error: string}
  | {id: number};

interface Pending {
  resolve(answer: PoolAnswer): void;
  reject(error: Error): void;
}

const require = createRequire(import.meta.url);
/**
 * The platform runs under tsx, whose loader a worker thread's entry does not get from the
 * command's `--import` in Node 20: the thread registers it, then imports its TypeScript entry.
 */
const WORKER_SOURCE = `import(${JSON.stringify(pathToFileURL(require.resolve('tsx/esm/api')).href)})
  .then(({register}) => { register(); return import(${JSON.stringify(new URL('./pool-worker.ts', import.meta.url).href)}); });`;

class PoolThread {
  private readonly worker = new Worker(WORKER_SOURCE, {eval: true});
  private readonly pending = new Map<number, Pending>();
  private readonly installed = new Set<string>();
  private nextId = 0;
  stopped = false;

  constructor() {
    // An idle thread does not keep the process alive; one with work in hand does.
    this.worker.unref();
    this.worker.on('message', (answer: PoolAnswer) => {
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      this.pending.delete(answer.id);
      if (this.pending.size === 0) this.worker.unref();
      if ('error' in answer) pending.reject(new Error(answer.error));
      else pending.resolve(answer);
    });
    this.worker.on('error', (error) => this.stop(error.message));
    this.worker.on('exit', (code) => this.stop(`exited with code ${code}`));
  }

  /** Sends the shop's functions unless the thread has them: it installs them once. */
  install(functions: PooledFunctions, share: number[]): void {
    if (this.installed.has(functions.key)) return;
    this.installed.add(functions.key);
    this.worker.postMessage({type: 'install', functions, share} satisfies PoolRequest);
  }

  async price(
    functions: PooledFunctions,
    cart: CartSnapshot,
    share: number[],
    withInputs: boolean,
  ): Promise<PooledRun[]> {
    this.install(functions, share);
    const answer = await this.ask((id) => ({
      type: 'price',
      id,
      key: functions.key,
      cart,
      indexes: share,
      withInputs,
    }));
    if (!('runs' in answer)) throw new Error('a function thread answered no runs');
    return answer.runs;
  }

  /** Answers once the thread has started and read everything sent to it before. */
  async ping(): Promise<void> {
    await this.ask((id) => ({type: 'ping', id}));
  }

  private ask(request: (id: number) => PoolRequest): Promise<PoolAnswer> {
    const id = this.nextId++;
    const answered = new Promise<PoolAnswer>((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
    });
    if (this.pending.size === 1) this.worker.ref();
    this.worker.postMessage(request(id));
    return answered;
  }

  /** A thread that failed takes no more work; what it held fails as the engine's error would. */
  private stop(reason: string): void {
    this.stopped = true;
    for (const pending of this.pending.values()) {
      pending.reject(new Error(`a function thread stopped: ${reason}`));
    }
    this.pending.clear();
  }
}

let threads: PoolThread[] = [];

/** The pool's threads, a stopped one replaced. */
function poolThreads(): PoolThread[] {
  threads = threads.filter((thread) => !thread.stopped);
  while (threads.length < POOL_THREADS) threads.push(new PoolThread());
  return threads;
}

/**
 * The functions the thread at `place` runs: always the same ones (a function's place in the
 * specs, modulo the threads), so that its earlier runs, which each thread remembers for its
 * own (decision 0128), are found again, and its thread holds its warm bundle.
 */
function shareOf(
  functions: PooledFunctions,
  place: number,
  threadCount: number,
): number[] {
  return functions.specs.flatMap((_spec, index) =>
    index % threadCount === place ? [index] : [],
  );
}

/**
 * Starts the pool's threads with the shop's functions installed and their share of the
 * bundles evaluated, and answers once each is ready: the platform says it is ready only then,
 * so that no request waits for a thread to start or a bundle to compile (about a second).
 */
export async function preparePool(functions: PooledFunctions): Promise<void> {
  const pool = poolThreads();
  await Promise.all(
    pool.map((thread, place) => {
      thread.install(functions, shareOf(functions, place, pool.length));
      return thread.ping();
    }),
  );
}

/**
 * Runs every function on the cart in the pool, each on its thread (`shareOf`), the runs in the
 * specs' order (the discounts in the shop's order, then the validations).
 */
export async function priceInPool(
  functions: PooledFunctions,
  cart: CartSnapshot,
  withInputs: boolean,
): Promise<FunctionRun[]> {
  const pool = poolThreads();
  const answers = await Promise.all(
    pool.map((thread, place) =>
      thread.price(functions, cart, shareOf(functions, place, pool.length), withInputs),
    ),
  );
  return answers
    .flat()
    .sort((a, b) => a.index - b.index)
    .map(({inputJson, outcome}) => ({inputJson, outcome}));
}

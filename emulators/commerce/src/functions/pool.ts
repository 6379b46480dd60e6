/**
 * The threads the platform runs its functions in (decision 0131), so that pricing a cart does
 * not hold the thread that answers every request, and the machine's second core works too.
 * Each thread keeps a warm QuickJS runtime per bundle (pool-worker.ts); a run is sent to the
 * thread with the fewest runs waiting, and its answer comes back as the `RunResult` the
 * request's thread would have made.
 */
import {createRequire} from 'node:module';
import {availableParallelism} from 'node:os';
import {pathToFileURL} from 'node:url';
import {Worker} from 'node:worker_threads';
import type {Bundle, RunResult} from './quickjs';

/**
 * Two threads: a cart's six functions run three by three, and two carts are priced at once,
 * on a machine whose two cores the platform shares with the storefront.
 */
const POOL_THREADS = Math.min(2, availableParallelism());

/** What the request's thread sends a pool thread. */
export type PoolRequest =
  | {type: 'bundle'; bundle: Bundle}
  | {type: 'run'; id: number; key: string; inputJson: string}
  | {type: 'ping'; id: number};

/**
 * What a pool thread answers: a run's result, the error that stopped its work, or (to a ping)
 * nothing, once it has read every request sent before.
 */
export type PoolAnswer =
  | {id: number; ran: RunResult}
  | {id: number; error: string}
  | {id: number};

interface Pending {
  resolve(answer: PoolAnswer): void;
  reject(error: Error): void;
}

const require = createRequire(import.meta.url);
/**
 * The platform runs under tsx, which a worker thread's entry does not get from the command's
 * `--import` in Node 20: the thread registers tsx's loader, then imports its TypeScript entry.
 */
const WORKER_SOURCE = `import(${JSON.stringify(pathToFileURL(require.resolve('tsx/esm/api')).href)})
  .then(({register}) => { register(); return import(${JSON.stringify(new URL('./pool-worker.ts', import.meta.url).href)}); });`;

class PoolThread {
  private readonly worker = new Worker(WORKER_SOURCE, {eval: true});
  private readonly pending = new Map<number, Pending>();
  private readonly bundles = new Set<string>();
  private nextId = 0;
  exited = false;

  constructor() {
    // An idle thread does not keep the process alive; one with runs waiting does.
    this.worker.unref();
    this.worker.on('message', (answer: PoolAnswer) => {
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      this.pending.delete(answer.id);
      if (this.pending.size === 0) this.worker.unref();
      if ('error' in answer) pending.reject(new Error(answer.error));
      else pending.resolve(answer);
    });
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', (code) => this.stop(new Error(`exited with code ${code}`)));
  }

  get waiting(): number {
    return this.pending.size;
  }

  /** Sends the bundle unless the thread has it: the thread makes its runtime once. */
  load(bundle: Bundle): void {
    if (this.bundles.has(bundle.key)) return;
    this.bundles.add(bundle.key);
    this.worker.postMessage({type: 'bundle', bundle} satisfies PoolRequest);
  }

  async run(bundle: Bundle, inputJson: string): Promise<RunResult> {
    this.load(bundle);
    const answer = await this.ask((id) => ({
      type: 'run',
      id,
      key: bundle.key,
      inputJson,
    }));
    if (!('ran' in answer)) throw new Error('a function thread answered no run');
    return answer.ran;
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

  /** A thread that failed takes no more runs; those it held fail as the engine's error would. */
  private stop(error: Error): void {
    this.exited = true;
    for (const pending of this.pending.values()) {
      pending.reject(new Error(`a function thread stopped: ${error.message}`));
    }
    this.pending.clear();
  }
}

let threads: PoolThread[] = [];

/** The pool's threads, a failed one replaced. */
function poolThreads(): PoolThread[] {
  threads = threads.filter((thread) => !thread.exited);
  while (threads.length < POOL_THREADS) threads.push(new PoolThread());
  return threads;
}

/**
 * Starts the pool's threads with these bundles' runtimes made, and answers once each thread
 * is ready: the platform says it is ready only then, so that no request waits for a thread to
 * start (about a second on this machine).
 */
export async function preparePool(bundles: readonly Bundle[]): Promise<void> {
  await Promise.all(
    poolThreads().map((thread) => {
      for (const bundle of bundles) thread.load(bundle);
      return thread.ping();
    }),
  );
}

/** Runs the bundle on the input in the least busy of the pool's threads. */
export function runInPool(bundle: Bundle, inputJson: string): Promise<RunResult> {
  const thread = poolThreads().reduce((idlest, candidate) =>
    candidate.waiting < idlest.waiting ? candidate : idlest,
  );
  return thread.run(bundle, inputJson);
}

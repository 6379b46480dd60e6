/**
 * One thread of the function pool (pool.ts): a warm QuickJS runtime per bundle it has been
 * sent, and every run in a fresh context of it (FunctionRuntime.execute), one run at a time.
 */
import {parentPort} from 'node:worker_threads';
import type {PoolAnswer, PoolRequest} from './pool';
import {FunctionRuntime} from './quickjs';

const runtimes = new Map<string, FunctionRuntime>();

function answer(request: Exclude<PoolRequest, {type: 'bundle'}>): PoolAnswer {
  if (request.type === 'ping') return {id: request.id};
  const runtime = runtimes.get(request.key);
  if (!runtime) return {id: request.id, error: 'no bundle was sent for this run'};
  try {
    return {id: request.id, ran: runtime.execute(request.inputJson)};
  } catch (error) {
    return {
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

parentPort?.on('message', (request: PoolRequest) => {
  if (request.type === 'bundle') {
    runtimes.set(request.bundle.key, new FunctionRuntime(request.bundle));
    return;
  }
  parentPort?.postMessage(answer(request));
});

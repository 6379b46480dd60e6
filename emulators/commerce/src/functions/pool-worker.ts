/**
 * One thread of the function pool (pool.ts): the shop's functions installed as the platform
 * installs them (installed.ts: query, schema, a warm QuickJS runtime per bundle), and for each
 * pricing its share of them run on the cart: each input built from the function's own query,
 * each run in a fresh context (quickjs.ts), one pricing at a time.
 */
import {parentPort} from 'node:worker_threads';
import type {PoolAnswer, PoolRequest} from './pool';
import {installedFunction, warmFunction, type InstalledDiscount} from './installed';
import {functionInputJson} from './run';

const installs = new Map<string, InstalledDiscount[]>();

function answer(request: Exclude<PoolRequest, {type: 'install'}>): PoolAnswer {
  if (request.type === 'ping') return {id: request.id};
  const functions = installs.get(request.key);
  if (!functions) return {id: request.id, error: 'no functions were installed for this'};
  try {
    return {
      id: request.id,
      runs: request.indexes.map((index) => {
        const installed = functions[index];
        if (!installed) throw new Error(`no function ${index}`);
        const inputJson = functionInputJson(
          request.cart,
          installed,
          installed.discountClasses,
        );
        return {
          index,
          outcome: installed.run(inputJson),
          inputJson: request.withInputs ? inputJson : null,
        };
      }),
    };
  } catch (error) {
    return {
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

parentPort?.on('message', (request: PoolRequest) => {
  if (request.type === 'install') {
    const {specs} = request.functions;
    installs.set(request.functions.key, specs.map(installedFunction));
    for (const index of request.share) {
      const spec = specs[index];
      if (spec) warmFunction(spec);
    }
    return;
  }
  parentPort?.postMessage(answer(request));
});

/**
 * What running the shop's functions in QuickJS (decision 0118) costs a cart operation: a cart
 * of 10 lines with every kind of special line (tests/emulator/functions-carts.ts) at the local
 * platform, in-process; each operation (the cart read, and cartLinesAdd of one brush) repeated,
 * and for each its time at the platform, the part of it spent in the functions' QuickJS runs,
 * and the same inputs given to the functions' modules imported into Node, as the platform ran
 * them before 0118. "With Node" is the operation with its QuickJS time swapped for Node's.
 * Part `functions` of `npm run bench`; on its own (a few seconds, no stack):
 *
 *   npx tsx bench/function-costs.ts [--record]
 *
 * --record writes the table into bench/RESULTS.md. Checks the `functionCosts.*` budgets.
 */
import {readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {ensureFunctionBundles, functionTargets} from '../dev/functions-build';
import {
  observeFunctionRuns,
  type FunctionRunRecord,
} from '../emulators/commerce/src/functions/run';
import {specialCart, startCartsPlatform} from '../tests/emulator/functions-carts';
import {budgetsHold, checkBudgets, parseBudgets, type Metrics} from './budgets';
import {recordFigures} from './results';
import {median} from './stats';

/** The cart's size: a shopper's full cart, well inside every function's input limit. */
const CART_LINES = 10;
/** Timed repeats of each operation, after one untimed run that warms both engines. */
const REPEATS = 15;
/** Its subsection of bench/RESULTS.md's measured figures. */
export const FUNCTION_COSTS_TITLE =
  'npm run bench: the functions per cart operation, QuickJS against Node';

/** What the storefront's cart read asks that the functions decide: lines, discounts, totals. */
const CART_READ = `query($id: ID!) {
  cart(id: $id) {
    id
    lines(first: 100) {
      nodes {
        id
        quantity
        cost { totalAmount { amount } }
        discountAllocations { discountedAmount { amount } ... on CartAutomaticDiscountAllocation { title } }
      }
    }
    cost { subtotalAmount { amount } totalAmount { amount } }
  }
}`;
const LINES_ADD = `mutation($cartId: ID!, $lines: [CartLineInput!]!) {
  cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id } userErrors { message } }
}`;
const LINES_REMOVE = `mutation($cartId: ID!, $lineIds: [ID!]!) {
  cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { lines(first: 100) { nodes { id } } } userErrors { message } }
}`;
/** Hoshi Cheek Brush, a plain line: the add the bench repeats, taken out again untimed. */
const ADDED_VARIANT = 'gid://shopify/ProductVariant/43000000000301';

type Target = (input: unknown) => unknown;

export interface OperationCost {
  operation: string;
  /** Function runs in one operation (each function once per pricing of the cart). */
  runs: number;
  /** Of those, runs answered with an earlier run's outcome (same bundle, same input; 0128). */
  reused: number;
  /** Medians over the repeats, in milliseconds. */
  operationMs: number;
  quickjsMs: number;
  nodeMs: number;
}

export interface FunctionCosts {
  cartLines: number;
  repeats: number;
  /** The machine's 1-minute load average when the measurement began: other work slows both. */
  loadAverage: number;
  operations: OperationCost[];
}

/** Each function's target, imported from its sources as the platform did before 0118. */
async function nodeTargets(): Promise<Map<string, Target>> {
  const targets = new Map<string, Target>();
  for (const fn of functionTargets()) {
    const module = (await import(
      pathToFileURL(path.join(fn.dir, 'src/index.ts')).href
    )) as Record<string, Target>;
    const target = module[fn.exportName];
    if (!target)
      throw new Error(`${fn.handle}: src/index.ts exports no ${fn.exportName}`);
    targets.set(fn.handle, target);
  }
  return targets;
}

/** The runs' inputs through Node, JSON in and out as Javy does: milliseconds in all. */
function nodeMs(
  runs: readonly FunctionRunRecord[],
  targets: Map<string, Target>,
): number {
  const started = performance.now();
  for (const run of runs) {
    const target = targets.get(run.handle);
    if (!target) throw new Error(`no Node module for ${run.handle}`);
    JSON.stringify(target(JSON.parse(run.inputJson)));
  }
  return performance.now() - started;
}

async function timed(
  operation: () => Promise<void>,
  targets: Map<string, Target>,
): Promise<{
  operationMs: number;
  quickjsMs: number;
  nodeMs: number;
  runs: number;
  reused: number;
}> {
  const runs: FunctionRunRecord[] = [];
  const stop = observeFunctionRuns((record) => runs.push(record));
  const started = performance.now();
  try {
    await operation();
  } finally {
    stop();
  }
  const operationMs = performance.now() - started;
  const failed = runs.filter((run) => !run.outcome.ok);
  if (failed.length > 0) {
    throw new Error(
      `function runs failed: ${failed.map((run) => run.handle).join(', ')}`,
    );
  }
  return {
    operationMs,
    quickjsMs: runs.reduce((sum, run) => sum + run.outcome.ms, 0),
    nodeMs: nodeMs(runs, targets),
    runs: runs.length,
    reused: runs.filter((run) => run.outcome.reused).length,
  };
}

async function repeated(
  operation: string,
  once: () => Promise<void>,
  targets: Map<string, Target>,
  repeats: number,
): Promise<OperationCost> {
  await timed(once, targets);
  const samples = [];
  for (let index = 0; index < repeats; index += 1)
    samples.push(await timed(once, targets));
  return {
    operation,
    runs: samples[0]?.runs ?? 0,
    reused: samples[0]?.reused ?? 0,
    operationMs: median(samples.map((sample) => sample.operationMs)),
    quickjsMs: median(samples.map((sample) => sample.quickjsMs)),
    nodeMs: median(samples.map((sample) => sample.nodeMs)),
  };
}

export async function measureFunctionCosts(repeats = REPEATS): Promise<FunctionCosts> {
  const loadAverage = os.loadavg()[0] ?? 0;
  await ensureFunctionBundles();
  const targets = await nodeTargets();
  const platform = await startCartsPlatform();
  try {
    const cart = await specialCart(platform, CART_LINES);
    if (cart.lineCount !== CART_LINES) {
      throw new Error(`the cart holds ${cart.lineCount} lines, not ${CART_LINES}`);
    }
    const read = async () => {
      const answer = await platform.gql(CART_READ, {id: cart.id});
      if (answer.data?.cart?.lines?.nodes?.length !== CART_LINES) {
        throw new Error(`cart read: ${JSON.stringify(answer.errors ?? answer.data)}`);
      }
    };
    const before = new Set<string>(
      cart.cart.lines.nodes.map((line: {id: string}) => line.id),
    );
    // A note of its own on every add makes each priced cart one the functions have not
    // seen, so the add's runs are run, not answered from earlier ones.
    let adds = 0;
    const add = async () => {
      adds += 1;
      const answer = await platform.gql(LINES_ADD, {
        cartId: cart.id,
        lines: [
          {
            merchandiseId: ADDED_VARIANT,
            attributes: [{key: 'details', value: `bench ${adds}`}],
          },
        ],
      });
      if (answer.data?.cartLinesAdd?.userErrors?.length !== 0) {
        throw new Error(`cartLinesAdd: ${JSON.stringify(answer.errors ?? answer.data)}`);
      }
    };
    // The add alone is timed; finding the new line and taking it out again are not.
    const addThenRemove = async () => {
      const cost = await timed(add, targets);
      const lines = await platform.gql(CART_READ, {id: cart.id});
      const added = lines.data.cart.lines.nodes
        .map((line: {id: string}) => line.id)
        .filter((id: string) => !before.has(id));
      const removed = await platform.gql(LINES_REMOVE, {cartId: cart.id, lineIds: added});
      if (added.length !== 1 || removed.data?.cartLinesRemove?.userErrors?.length !== 0) {
        throw new Error(
          `cartLinesRemove: ${JSON.stringify(removed.errors ?? removed.data)}`,
        );
      }
      return cost;
    };
    const addSamples = [];
    await addThenRemove();
    for (let index = 0; index < repeats; index += 1)
      addSamples.push(await addThenRemove());
    return {
      cartLines: CART_LINES,
      repeats,
      loadAverage,
      operations: [
        await repeated('cart read', read, targets, repeats),
        {
          operation: 'cartLinesAdd',
          runs: addSamples[0]?.runs ?? 0,
          reused: addSamples[0]?.reused ?? 0,
          operationMs: median(addSamples.map((sample) => sample.operationMs)),
          quickjsMs: median(addSamples.map((sample) => sample.quickjsMs)),
          nodeMs: median(addSamples.map((sample) => sample.nodeMs)),
        },
      ],
    };
  } finally {
    await platform.close();
  }
}

function slug(operation: string): string {
  return operation.replace(/ ([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export function functionCostMetrics(costs: FunctionCosts): Metrics {
  const metrics: Metrics = {};
  for (const cost of costs.operations) {
    const prefix = `functionCosts.${slug(cost.operation)}`;
    metrics[`${prefix}.operationMs`] = cost.operationMs;
    metrics[`${prefix}.quickjsMs`] = cost.quickjsMs;
    metrics[`${prefix}.nodeMs`] = cost.nodeMs;
  }
  return metrics;
}

export function functionCostsTable(costs: FunctionCosts): string {
  const ms = (value: number) => value.toFixed(1);
  return [
    `A cart of ${costs.cartLines} lines with every kind of special line; medians of ${costs.repeats} runs, milliseconds; load average ${costs.loadAverage.toFixed(1)} on ${os.cpus().length} cores when it began. "Reused" runs are answered with an earlier run's outcome on the same input (decision 0128), or with an earlier pricing of the same cart (decision 0134): the read's cart does not change, each add's cart is new, and an add's cart checks and answer take the pricing its write made ahead. QuickJS time is the engine's, in the pricing pool's threads. "With Node" is the operation with its QuickJS time swapped for Node's on the same inputs.`,
    '',
    '| operation | function runs | reused | at the platform | in QuickJS | same inputs in Node | with Node |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...costs.operations.map(
      (cost) =>
        `| ${cost.operation} | ${cost.runs} | ${cost.reused} | ${ms(cost.operationMs)} | ${ms(cost.quickjsMs)} | ${ms(
          cost.nodeMs,
        )} | ${ms(cost.operationMs - cost.quickjsMs + cost.nodeMs)} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const costs = await measureFunctionCosts();
  const table = functionCostsTable(costs);
  console.log(table);
  const budgets = parseBudgets(
    readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'),
  ).filter((budget) => budget.metric.startsWith('functionCosts.'));
  const checks = checkBudgets(budgets, functionCostMetrics(costs));
  for (const check of checks.filter((entry) => entry.status !== 'ok')) {
    console.log(
      `BUDGET ${check.status}: ${check.name}: ${check.metric} = ${check.actual}`,
    );
  }
  if (process.argv.includes('--record'))
    await recordFigures(FUNCTION_COSTS_TITLE, {markdown: table});
  if (!budgetsHold(checks)) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

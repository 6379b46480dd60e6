/**
 * The shop's functions against Shopify's limits: carts of 1, 10, 100 and 250 lines with every
 * kind of special line (tests/emulator/functions-carts.ts), built through the platform's
 * Storefront API and priced once; for each function its input size, its work against the
 * budget that stands in for 11M instructions, and its time; then the largest cart on which
 * every function runs. Checks the `functions.*` budgets of bench/budgets.json.
 *
 *   flock /tmp/stack.lock npx tsx bench/functions.ts
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ensureFunctionBundles} from '../dev/functions-build';
import {budgetsHold, checkBudgets, parseBudgets} from './budgets';
import {
  INPUT_LIMIT_BYTES,
  WORK_BUDGET_POLLS,
} from '../emulators/commerce/src/functions/quickjs';
import {specialCart, startCartsPlatform} from '../tests/emulator/functions-carts';
import {SHOP_CART_LINES_LIMIT} from '@brush/rules/cart-validity';

const SIZES = [1, 10, 100, 250];
const ROOT = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  await ensureFunctionBundles();
  const platform = await startCartsPlatform();
  const metrics: Record<string, number> = {};
  const rows: string[] = [];
  try {
    const measure = async (lines: number) => {
      const cart = await specialCart(platform, lines);
      return cart.runs;
    };
    for (const lines of SIZES) {
      for (const {handle, outcome} of await measure(lines)) {
        const state = outcome.ok ? 'runs' : outcome.failure;
        rows.push(
          `| ${lines} | ${handle} | ${outcome.inputBytes} | ${
            outcome.ok ? `${outcome.work} / ${WORK_BUDGET_POLLS}` : '–'
          } | ${outcome.ms.toFixed(1)} | ${state} |`,
        );
        metrics[`functions.lines${lines}.${handle}.inputBytes`] = outcome.inputBytes;
        if (outcome.ok) metrics[`functions.lines${lines}.${handle}.work`] = outcome.work;
      }
    }
    // The largest cart on which every function runs: bisect between a size that fits and one
    // that does not (the carts grow one plain line at a time, so fitting is monotone).
    const fits = async (lines: number) =>
      (await measure(lines)).every((run) => run.outcome.ok);
    let low = 1;
    let high = SIZES.at(-1) ?? 250;
    if (await fits(high)) low = high;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (await fits(middle)) low = middle;
      else high = middle;
    }
    metrics['functions.largestCartLines'] = low;
  } finally {
    await platform.close();
  }

  console.log(
    `input limit ${INPUT_LIMIT_BYTES} bytes; work budget ${WORK_BUDGET_POLLS} polls\n`,
  );
  console.log('| lines | function | input bytes | work (polls) | ms | outcome |');
  console.log('| ---: | --- | ---: | ---: | ---: | --- |');
  for (const row of rows) console.log(row);
  console.log(
    `\nlargest cart on which every function runs: ${metrics['functions.largestCartLines']} lines`,
  );

  const {functions: budgets = []} = JSON.parse(
    readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8'),
  ) as {functions?: unknown[]};
  const checks = checkBudgets(parseBudgets(JSON.stringify({budgets})), metrics);
  for (const check of checks.filter((entry) => entry.status !== 'ok')) {
    console.log(
      `BUDGET ${check.status}: ${check.name}: ${check.metric} = ${check.actual}`,
    );
  }
  // The shop's line limit is only safe while every function runs on a cart that size.
  const limitHolds = metrics['functions.largestCartLines'] >= SHOP_CART_LINES_LIMIT;
  if (!limitHolds) {
    console.log(`LIMIT broken: the shop allows ${SHOP_CART_LINES_LIMIT} lines`);
  }
  if (!budgetsHold(checks) || !limitHolds) process.exitCode = 1;
}

await main();

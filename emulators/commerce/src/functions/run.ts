import {executeSync} from 'graphql';
import {z} from 'zod';
import {BoundedCache} from '@brush/rules/cache';
import type {CartSnapshot} from '../cart/pipeline';
import {functionInputRoot} from './input';
import type {InstalledDiscount, InstalledValidation, ShopFunctions} from './installed';
import {priceInPool} from './pool';
import type {FunctionRunOutcome} from './quickjs';

const money = z.number().finite().nonnegative();

const value = z.union([
  z.object({percentage: z.object({value: z.number().min(0).max(100)}).strict()}).strict(),
  z
    .object({
      fixedAmount: z
        .object({amount: money, appliesToEachItem: z.boolean().optional()})
        .strict(),
    })
    .strict(),
]);

const productCandidate = z
  .object({
    targets: z
      .array(
        z
          .object({
            cartLine: z
              .object({
                id: z.string(),
                quantity: z.number().int().positive().nullish(),
              })
              .strict(),
          })
          .strict(),
      )
      .min(1),
    value,
    message: z.string().max(255),
  })
  .strict();

const orderCandidate = z
  .object({
    targets: z
      .array(
        z
          .object({
            orderSubtotal: z.object({excludedCartLineIds: z.array(z.string())}).strict(),
          })
          .strict(),
      )
      .min(1),
    value,
    message: z.string().max(255),
  })
  .strict();

const DISCOUNT_RESULT = z
  .object({
    operations: z.array(
      z.union([
        z
          .object({
            productDiscountsAdd: z
              .object({
                candidates: z.array(productCandidate),
                selectionStrategy: z.enum(['FIRST', 'MAXIMUM', 'ALL']),
              })
              .strict(),
          })
          .strict(),
        z
          .object({
            orderDiscountsAdd: z
              .object({
                candidates: z.array(orderCandidate),
                selectionStrategy: z.enum(['FIRST', 'MAXIMUM']),
              })
              .strict(),
          })
          .strict(),
      ]),
    ),
  })
  .strict();

const VALIDATION_RESULT = z
  .object({
    operations: z.array(
      z
        .object({
          validationAdd: z
            .object({
              errors: z.array(
                z.object({message: z.string().min(1), target: z.string()}).strict(),
              ),
            })
            .strict(),
        })
        .strict(),
    ),
  })
  .strict();

export type DiscountResult = z.infer<typeof DISCOUNT_RESULT>;
export type ValidationResult = z.infer<typeof VALIDATION_RESULT>;

/** A run that failed (an error, or output the API does not accept) and so changed nothing. */
export interface FunctionFailure {
  handle: string;
  reason: string;
}

/** What one run cost, for the benchmark and the tests that hold the platform to the limits. */
export interface FunctionRunRecord {
  handle: string;
  /** The input the run was given, so the benchmark can run the same input another way. */
  inputJson: string;
  outcome: FunctionRunOutcome;
}

const observers = new Set<(record: FunctionRunRecord) => void>();

/** Calls `observer` after every function run until the returned function is called. */
export function observeFunctionRuns(
  observer: (record: FunctionRunRecord) => void,
): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** The function's input for this cart, as JSON: its query executed over the cart. */
export function functionInputJson(
  cart: CartSnapshot,
  installed: InstalledDiscount | InstalledValidation,
  discountClasses: readonly string[],
): string {
  const result = executeSync({
    schema: installed.schema,
    document: installed.query,
    rootValue: functionInputRoot(cart, {
      discountClasses,
      metafields: installed.metafields,
    }),
    variableValues: installed.variables,
  });
  if (result.errors?.length) {
    throw new Error(result.errors.map((error) => error.message).join('; '));
  }
  return JSON.stringify(result.data);
}

function failed(handle: string, reason: string): {ok: false; failure: FunctionFailure} {
  // As on Shopify, a failed run is the function's log, not the shopper's: the reason is
  // written where the platform's operator sees it, and the cart goes on without the function.
  console.warn(`[commerce] function ${handle} failed: ${reason}`);
  return {ok: false, failure: {handle, reason}};
}

/** One function's run on a cart: its outcome, and its input when it was kept. */
export interface FunctionRun {
  inputJson: string | null;
  outcome: FunctionRunOutcome;
}

/** True while an observer reads runs: their inputs must then be kept. */
export function runsObserved(): boolean {
  return observers.size > 0;
}

/**
 * Carts already priced, by the shop's functions and the cart's exact snapshot: every function's
 * input is built from the snapshot alone and a function is pure, so the same snapshot gives the
 * same runs (decision 0128's argument, one level up; decision 0134). A read of an unchanged
 * cart, and a write's cart checks once its cart was priced ahead, build no input and send
 * nothing to the pool. Bounded as the earlier runs of 0128 were on this thread, where the
 * pool's threads now keep those.
 */
const earlierPricings = new BoundedCache<string, FunctionRun[]>(
  4 * 1024 * 1024,
  (key, runs) =>
    key.length +
    runs.reduce(
      (sum, run) =>
        sum + (run.inputJson?.length ?? 0) + JSON.stringify(run.outcome).length,
      0,
    ),
);
const pricingsInPool = new Map<string, Promise<FunctionRun[]>>();

function pricingKey(cart: CartSnapshot, functions: ShopFunctions): string | null {
  return functions.pooled ? `${functions.pooled.key}\u0000${JSON.stringify(cart)}` : null;
}

/**
 * The runs of an earlier pricing of the same snapshot, each answer an object of its own; none
 * when an observer needs the inputs that pricing did not keep (the runs are then made again,
 * and each thread answers its own earlier runs).
 */
function earlierPricing(key: string | null): FunctionRun[] | undefined {
  const runs = key === null ? undefined : earlierPricings.get(key);
  if (!runs || (runsObserved() && runs.some((run) => run.inputJson === null))) {
    return undefined;
  }
  return runs.map(({inputJson, outcome}) => ({
    inputJson,
    outcome: {...structuredClone(outcome), ms: 0, reused: true},
  }));
}

function remembered(key: string | null, runs: FunctionRun[]): FunctionRun[] {
  if (key !== null) earlierPricings.set(key, runs);
  return runs;
}

/**
 * Runs every function of the shop on the cart on this thread, as Shopify does: each input
 * built from the function's own query, each bundle run in QuickJS within Shopify's limits.
 * The discounts in the shop's order, then the validations.
 */
export function runFunctionsHere(
  cart: CartSnapshot,
  functions: ShopFunctions,
): FunctionRun[] {
  const key = pricingKey(cart, functions);
  const earlier = earlierPricing(key);
  if (earlier) return earlier;
  const run = (
    installed: InstalledDiscount | InstalledValidation,
    classes: readonly string[],
  ) => {
    const inputJson = functionInputJson(cart, installed, classes);
    return {inputJson, outcome: installed.run(inputJson)};
  };
  return remembered(key, [
    ...functions.discounts.map((installed) => run(installed, installed.discountClasses)),
    ...functions.validations.map((installed) => run(installed, [])),
  ]);
}

/**
 * The same runs in the pool's threads (pool.ts), which install the same functions and build
 * the same inputs; a test's stand-ins, which no thread can install, run here.
 */
export async function runFunctionsInPool(
  cart: CartSnapshot,
  functions: ShopFunctions,
): Promise<FunctionRun[]> {
  const key = pricingKey(cart, functions);
  if (!functions.pooled || key === null) return runFunctionsHere(cart, functions);
  const earlier = earlierPricing(key);
  if (earlier) return earlier;
  const running = pricingsInPool.get(key);
  if (running) {
    await running;
    return earlierPricing(key) ?? runFunctionsInPool(cart, functions);
  }
  const pricing = priceInPool(functions.pooled, cart, runsObserved());
  pricingsInPool.set(key, pricing);
  try {
    return remembered(key, await pricing);
  } finally {
    pricingsInPool.delete(key);
  }
}

export type Judged<T> = {ok: true; result: T} | {ok: false; failure: FunctionFailure};

/**
 * Judges a run's outcome as Shopify does: its output checked against the API's shape. A run
 * that fails, is stopped or answers something else changes nothing, and as on Shopify its
 * discount simply does not apply; a validation that fails blocks the checkout
 * (checkout/pay.ts refuses the payment).
 */
function judged<T>(
  installed: InstalledDiscount | InstalledValidation,
  {inputJson, outcome}: FunctionRun,
  schema: z.ZodType<T>,
): Judged<T> {
  for (const observer of observers)
    observer({handle: installed.handle, inputJson: inputJson ?? '', outcome});
  if (!outcome.ok) {
    // A thrown error reads as QuickJS names it ('TypeError: …'); a limit names itself.
    const reason =
      outcome.failure === 'error'
        ? outcome.message
        : `${outcome.failure}: ${outcome.message}`;
    return failed(installed.handle, reason);
  }
  const output = schema.safeParse(outcome.output);
  if (output.success) return {ok: true, result: output.data};
  return failed(installed.handle, `invalid-output: ${output.error.message}`);
}

/** The runs (in runFunctionsHere's order) judged, each by its function's kind. */
export function judgedRuns(
  {discounts, validations}: ShopFunctions,
  runs: readonly FunctionRun[],
): {discounts: Judged<DiscountResult>[]; validations: Judged<ValidationResult>[]} {
  const runOf = (installed: InstalledDiscount | InstalledValidation, index: number) => {
    const run = runs[index];
    if (!run) throw new Error(`no run of ${installed.handle}`);
    return run;
  };
  return {
    discounts: discounts.map((installed, index) =>
      judged(installed, runOf(installed, index), DISCOUNT_RESULT),
    ),
    validations: validations.map((installed, index) =>
      judged(installed, runOf(installed, discounts.length + index), VALIDATION_RESULT),
    ),
  };
}

import {executeSync} from 'graphql';
import {z} from 'zod';
import type {CartSnapshot} from '../cart/pipeline';
import {functionInputRoot} from './input';
import type {InstalledDiscount, InstalledValidation, ShopFunctions} from './installed';
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

/** Judges a run's outcome as Shopify does: a failure or an output the API refuses applies nothing. */
function judged<T>(
  installed: InstalledDiscount | InstalledValidation,
  inputJson: string,
  outcome: FunctionRunOutcome,
  schema: z.ZodType<T>,
): {ok: true; result: T} | {ok: false; failure: FunctionFailure} {
  for (const observer of observers)
    observer({handle: installed.handle, inputJson, outcome});
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

/**
 * Runs one discount function on the cart as Shopify does: its input built from its own
 * query, its bundle run in QuickJS within Shopify's limits, its output checked against the
 * API's shape. A run that fails, is stopped or answers something else changes nothing, and as
 * on Shopify its discount simply does not apply.
 */
export function runDiscount(cart: CartSnapshot, installed: InstalledDiscount) {
  const inputJson = functionInputJson(cart, installed, installed.discountClasses);
  return judged(installed, inputJson, installed.run(inputJson), DISCOUNT_RESULT);
}

/** A validation run that fails blocks the checkout (checkout/pay.ts refuses the payment). */
export function runValidation(cart: CartSnapshot, installed: InstalledValidation) {
  const inputJson = functionInputJson(cart, installed, []);
  return judged(installed, inputJson, installed.run(inputJson), VALIDATION_RESULT);
}

export type DiscountRun = ReturnType<typeof runDiscount>;
export type ValidationRun = ReturnType<typeof runValidation>;

/**
 * Every function of the shop on the cart, run in the pool's threads (pool.ts) at once: the
 * same inputs, limits and judging as `runDiscount` and `runValidation`, in the same order.
 * A function that cannot run elsewhere (a test's stand-in) runs here.
 */
export async function runAllInPool(
  cart: CartSnapshot,
  {discounts, validations}: ShopFunctions,
): Promise<{discounts: DiscountRun[]; validations: ValidationRun[]}> {
  const pooled = async <I extends InstalledDiscount | InstalledValidation>(
    installed: I,
    discountClasses: readonly string[],
  ) => {
    const inputJson = functionInputJson(cart, installed, discountClasses);
    const outcome = await (installed.runInPool ?? installed.run)(inputJson);
    return {installed, inputJson, outcome};
  };
  const [discountRuns, validationRuns] = await Promise.all([
    Promise.all(
      discounts.map((installed) => pooled(installed, installed.discountClasses)),
    ),
    Promise.all(validations.map((installed) => pooled(installed, []))),
  ]);
  return {
    discounts: discountRuns.map(({installed, inputJson, outcome}) =>
      judged(installed, inputJson, outcome, DISCOUNT_RESULT),
    ),
    validations: validationRuns.map(({installed, inputJson, outcome}) =>
      judged(installed, inputJson, outcome, VALIDATION_RESULT),
    ),
  };
}

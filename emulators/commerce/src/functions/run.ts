import {executeSync} from 'graphql';
import {z} from 'zod';
import type {CartSnapshot} from '../cart/pipeline';
import {functionInputRoot} from './input';
import {FUNCTION_INPUT_SCHEMA} from './input-schema';
import type {InstalledDiscount, InstalledValidation} from './installed';

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

function input(
  cart: CartSnapshot,
  installed: InstalledDiscount | InstalledValidation,
  discountClasses: readonly string[],
): unknown {
  const result = executeSync({
    schema: FUNCTION_INPUT_SCHEMA,
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
  return result.data;
}

function run<T>(
  cart: CartSnapshot,
  installed: InstalledDiscount | InstalledValidation,
  discountClasses: readonly string[],
  schema: z.ZodType<T>,
): {ok: true; result: T} | {ok: false; failure: FunctionFailure} {
  try {
    const output = schema.safeParse(
      installed.run(input(cart, installed, discountClasses)),
    );
    if (output.success) return {ok: true, result: output.data};
    return {ok: false, failure: {handle: installed.handle, reason: output.error.message}};
  } catch (error) {
    return {
      ok: false,
      failure: {handle: installed.handle, reason: String(error)},
    };
  }
}

/**
 * Runs one discount function on the cart as Shopify does: its input built from its own
 * query, its output checked against the API's shape. A function that throws or answers
 * something else is a failed run, and as on Shopify its discount simply does not apply.
 */
export function runDiscount(cart: CartSnapshot, installed: InstalledDiscount) {
  return run(cart, installed, installed.discountClasses, DISCOUNT_RESULT);
}

export function runValidation(cart: CartSnapshot, installed: InstalledValidation) {
  return run(cart, installed, [], VALIDATION_RESULT);
}

import {CartForm} from '@shopify/hydrogen';
import type {
  AttributeInput,
  CartLineInput,
  CartLineUpdateInput,
} from '@shopify/hydrogen/storefront-api-types';
import {z} from 'zod';
import {CART_LINES_LIMIT} from '@brush/rules/cart-validity';
import {hasControlCharacter} from '~/lib/control-characters';
import {isGidOf} from '@brush/rules/gid';
import {MAX_LINE_QUANTITY} from '@brush/rules/limits';
import type {CartErrorCode, CartRefusal} from './cart-refusals';

/**
 * Server-side validation of what a shopper posts to /cart. The browser's checks are a courtesy;
 * this is where a quantity, an id or an attribute is accepted or refused.
 *
 * Line attributes whose key starts with '_' (_complimentary, _customPrice, _conceptStore, ...)
 * drive prices and entitlements, so a shopper may never send one: the flows that use them
 * (concept store, pay-what-you-want, welcome bonus...) add them on the server after this
 * validation, from data the server trusts.
 */

export const PROTECTED_ATTRIBUTE_PREFIX = '_';

/** Shopify's own limits on a cart attribute and a discount code. */
export const ATTRIBUTE_KEY_MAX_LENGTH = 255;
export const ATTRIBUTE_VALUE_MAX_LENGTH = 2000;
export const DISCOUNT_CODE_MAX_LENGTH = 255;
/** More than this is no shopper's doing. */
export const ATTRIBUTES_PER_LINE_LIMIT = 20;
export const DISCOUNT_CODES_LIMIT = 20;

/** Quantities arrive as JSON numbers (CartForm) or form strings; both must be whole numbers. */
export function quantity(min: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(MAX_LINE_QUANTITY));
}

/** A variant's GID has no query (cart and line ids do); the platform would ignore a forged one. */
export const merchandiseId = z
  .string()
  .refine((id) => isGidOf('ProductVariant', id) && !id.includes('?'));

/** Line ids are opaque (a UUID on Shopify) and carry their cart: gid://shopify/CartLine/<id>?cart=<token>. */
const CART_LINE_GID =
  /^gid:\/\/shopify\/CartLine\/[A-Za-z0-9-]{1,128}(\?cart=[A-Za-z0-9_-]{1,128})?$/;

export const lineId = z.string().regex(CART_LINE_GID);

const attributes = z
  .array(
    z.object({
      key: z
        .string()
        .min(1)
        .max(ATTRIBUTE_KEY_MAX_LENGTH)
        .refine((key) => !key.startsWith(PROTECTED_ATTRIBUTE_PREFIX))
        .refine((key) => !hasControlCharacter(key)),
      value: z.string().max(ATTRIBUTE_VALUE_MAX_LENGTH),
    }),
  )
  .max(ATTRIBUTES_PER_LINE_LIMIT)
  .transform((list): AttributeInput[] => list)
  .optional();

const linesAdd = z.object({
  lines: z
    .array(
      z
        .object({merchandiseId, quantity: quantity(1), attributes})
        .transform((line): CartLineInput => line),
    )
    .min(1)
    .max(CART_LINES_LIMIT),
});

const linesUpdate = z.object({
  lines: z
    .array(
      z
        .object({
          id: lineId,
          quantity: quantity(0),
          merchandiseId: merchandiseId.optional(),
          attributes,
        })
        .transform((line): CartLineUpdateInput => line),
    )
    .min(1)
    .max(CART_LINES_LIMIT),
});

const linesRemove = z.object({
  lineIds: z.array(lineId).min(1).max(CART_LINES_LIMIT),
});

const discountCode = z
  .string()
  .trim()
  .min(1)
  .max(DISCOUNT_CODE_MAX_LENGTH)
  .refine((code) => !hasControlCharacter(code));

/** The field typed by the shopper, plus the codes already on the cart (skeleton's form shape). */
const discountCodesUpdate = z.object({
  discountCode: z.union([discountCode, z.literal('')]).optional(),
  discountCodes: z.array(discountCode).max(DISCOUNT_CODES_LIMIT).optional(),
});

export type ParsedCartAction =
  | {ok: true; action: typeof CartForm.ACTIONS.LinesAdd; lines: CartLineInput[]}
  | {ok: true; action: typeof CartForm.ACTIONS.LinesUpdate; lines: CartLineUpdateInput[]}
  | {ok: true; action: typeof CartForm.ACTIONS.LinesRemove; lineIds: string[]}
  | {
      ok: true;
      action: typeof CartForm.ACTIONS.DiscountCodesUpdate;
      discountCodes: string[];
    }
  /**
   * Only the server makes this one (store credit, app/features/programmes); a shopper's own
   * AttributesUpdateInput is refused. Null attributes: the cart already says the same.
   */
  | {
      ok: true;
      action: typeof CartForm.ACTIONS.AttributesUpdateInput;
      attributes: AttributeInput[] | null;
    }
  | CartRefusal;

export type PreparedCartAction = Extract<ParsedCartAction, {ok: true}> | CartRefusal;

/** The first problem, named by the field that caused it. */
export function errorCode(error: z.ZodError, fallback: CartErrorCode): CartErrorCode {
  const path = error.issues[0]?.path ?? [];
  if (path.includes('attributes')) return 'attribute';
  if (path.includes('quantity')) return 'quantity';
  if (path.includes('merchandiseId')) return 'merchandise';
  if (path.includes('id') || path.includes('lineIds')) return 'line';
  return fallback;
}

export function parseCartAction(
  action: string | undefined,
  inputs: Record<string, unknown>,
): ParsedCartAction {
  switch (action) {
    case CartForm.ACTIONS.LinesAdd: {
      const result = linesAdd.safeParse(inputs);
      return result.success
        ? {ok: true, action, lines: result.data.lines}
        : {ok: false, error: errorCode(result.error, 'merchandise')};
    }
    case CartForm.ACTIONS.LinesUpdate: {
      const result = linesUpdate.safeParse(inputs);
      return result.success
        ? {ok: true, action, lines: result.data.lines}
        : {ok: false, error: errorCode(result.error, 'line')};
    }
    case CartForm.ACTIONS.LinesRemove: {
      const result = linesRemove.safeParse(inputs);
      return result.success
        ? {ok: true, action, lineIds: result.data.lineIds}
        : {ok: false, error: 'line'};
    }
    case CartForm.ACTIONS.DiscountCodesUpdate: {
      const result = discountCodesUpdate.safeParse(inputs);
      if (!result.success) return {ok: false, error: 'discountCode'};
      const {discountCode: typed, discountCodes = []} = result.data;
      const codes = typed ? [typed, ...discountCodes] : discountCodes;
      return {ok: true, action, discountCodes: [...new Set(codes)]};
    }
    default:
      return {ok: false, error: 'invalidAction'};
  }
}

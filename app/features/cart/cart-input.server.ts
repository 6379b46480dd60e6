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
import {parsePwywPreset} from '@brush/rules/promos';
import {parseCustomPrice, type PriceChoice} from '@brush/rules/pwyw';
import {EMAIL_MAX_LENGTH} from '@brush/rules/validation';

/** What the /cart action refuses, by the i18n key of its message. */
export const CART_ERROR_MESSAGE_KEYS = {
  invalidAction: 'cart.errors.invalidAction',
  quantity: 'cart.errors.quantity',
  merchandise: 'cart.errors.merchandise',
  line: 'cart.errors.line',
  attribute: 'cart.errors.attribute',
  discountCode: 'cart.errors.discountCode',
  upstream: 'cart.errors.generic',
  flow: 'promos.errors.flow',
  notInConceptStore: 'promos.errors.notInConceptStore',
  notPwyw: 'promos.errors.notPwyw',
  customPrice: 'promos.errors.customPrice',
  customPriceAboveMax: 'promos.errors.customPriceAboveMax',
  pwywLimit: 'promos.errors.pwywLimit',
  lockedQuantity: 'cart.errors.lockedQuantity',
  whiteCheekLimit: 'cart.errors.whiteCheekLimit',
  welcomeEmail: 'promos.errors.welcomeEmail',
  welcomeSignup: 'promos.errors.welcomeSignup',
  credit: 'programmes.errors.credit',
  creditSignIn: 'programmes.errors.creditSignIn',
  secretShopSignIn: 'programmes.errors.secretShopSignIn',
  notInSecretShop: 'programmes.errors.notInSecretShop',
  secretShopClaimed: 'programmes.errors.secretShopClaimed',
  cartLinesLimit: 'cart.errors.cartLinesLimit',
} as const;

export type CartErrorCode = keyof typeof CART_ERROR_MESSAGE_KEYS;

// Bad input is a 400; a valid add the cart's state forbids (its one pay-what-you-want item
// or white cheek brush is taken) a 409; a check the platform could not answer a 502.
const CART_ERROR_STATUS: Partial<Record<CartErrorCode, number>> = {
  pwywLimit: 409,
  whiteCheekLimit: 409,
  lockedQuantity: 409,
  secretShopClaimed: 409,
  cartLinesLimit: 409,
  secretShopSignIn: 401,
  notInSecretShop: 403,
  welcomeSignup: 502,
  upstream: 502,
};

export function cartErrorStatus(code: CartErrorCode): number {
  return CART_ERROR_STATUS[code] ?? 400;
}

/** A refusal; `max` is the most the shopper may ask for where the message names it. */
export interface CartRefusal {
  ok: false;
  error: CartErrorCode;
  max?: {amount: number; currencyCode: string};
}

/** Quantities arrive as JSON numbers (CartForm) or form strings. */
function quantity(min: number) {
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

/** A variant's GID has no query (cart and line ids do): the platform would ignore it. */
export const merchandiseId = z
  .string()
  .refine((id) => isGidOf('ProductVariant', id) && !id.includes('?'));

/** Line ids are opaque (a UUID on Shopify) and carry their cart. */
export const lineId = z
  .string()
  .regex(
    /^gid:\/\/shopify\/CartLine\/[A-Za-z0-9-]{1,128}(\?cart=[A-Za-z0-9_-]{1,128})?$/,
  );

// Shopify's own limits on a key, a value and a discount code; past 20 of either list is
// no shopper's doing. A key starting with '_' is the shop's own.
const attributes = z
  .array(
    z.object({
      key: z
        .string()
        .min(1)
        .max(255)
        .refine((key) => !key.startsWith('_') && !hasControlCharacter(key)),
      value: z.string().max(2000),
    }),
  )
  .max(20)
  .transform((list): AttributeInput[] => list)
  .optional();

const discountCode = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine((code) => !hasControlCharacter(code));

const lines = <T extends z.ZodTypeAny>(line: T) =>
  z.array(line).min(1).max(CART_LINES_LIMIT);

const cartAction = z.discriminatedUnion('action', [
  z.object({
    action: z.literal(CartForm.ACTIONS.LinesAdd),
    lines: lines(
      z
        .object({merchandiseId, quantity: quantity(1), attributes})
        .transform((line): CartLineInput => line),
    ),
  }),
  z.object({
    action: z.literal(CartForm.ACTIONS.LinesUpdate),
    lines: lines(
      z
        .object({
          id: lineId,
          quantity: quantity(0),
          merchandiseId: merchandiseId.optional(),
          attributes,
        })
        .transform((line): CartLineUpdateInput => line),
    ),
  }),
  z.object({action: z.literal(CartForm.ACTIONS.LinesRemove), lineIds: lines(lineId)}),
  // The field typed by the shopper, plus the codes already on the cart.
  z.object({
    action: z.literal(CartForm.ACTIONS.DiscountCodesUpdate),
    discountCode: z.union([discountCode, z.literal('')]).optional(),
    discountCodes: z.array(discountCode).max(20).optional(),
  }),
]);

/** What a problem no field names is refused as, by action. */
const ACTION_ERRORS = new Map<unknown, CartErrorCode>([
  [CartForm.ACTIONS.LinesAdd, 'merchandise'],
  [CartForm.ACTIONS.LinesUpdate, 'line'],
  [CartForm.ACTIONS.LinesRemove, 'line'],
  [CartForm.ACTIONS.DiscountCodesUpdate, 'discountCode'],
]);

type DiscountCodesUpdate = typeof CartForm.ACTIONS.DiscountCodesUpdate;

export type ParsedCartAction =
  | ({ok: true} & Exclude<z.infer<typeof cartAction>, {action: DiscountCodesUpdate}>)
  | {ok: true; action: DiscountCodesUpdate; discountCodes: string[]}
  /** Only the server makes this one (store credit, app/features/programmes). */
  | {
      ok: true;
      action: typeof CartForm.ACTIONS.AttributesUpdateInput;
      attributes: AttributeInput[] | null;
    }
  | CartRefusal;

export type PreparedCartAction = Extract<ParsedCartAction, {ok: true}> | CartRefusal;

/** The first problem, named by the field that caused it. */
function errorCode(error: z.ZodError, fallback: CartErrorCode): CartErrorCode {
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
  const result = cartAction.safeParse({...inputs, action});
  if (!result.success) {
    const fallback = ACTION_ERRORS.get(action) ?? 'invalidAction';
    return {ok: false, error: errorCode(result.error, fallback)};
  }
  if (result.data.action !== CartForm.ACTIONS.DiscountCodesUpdate) {
    return {ok: true, ...result.data};
  }
  const {discountCode: typed, discountCodes = []} = result.data;
  const codes = typed ? [typed, ...discountCodes] : discountCodes;
  return {ok: true, action: result.data.action, discountCodes: [...new Set(codes)]};
}

/** Longer than any price a shopper types; past it the text is no amount. */
export const CUSTOM_PRICE_INPUT_MAX_LENGTH = 32;

/** A promo flow asked for by name (CART_FLOW_ACTION): the server checks and sets the price. */
export type CartFlowRequest =
  | {flow: 'conceptStore'; merchandiseId: string; quantity: number}
  | {flow: 'pwyw'; merchandiseId: string; choice: PriceChoice}
  | {flow: 'welcomeBonus'; merchandiseId: string; email: string}
  /** A price choice only for the secret shop's pay-what-you-want products. */
  | {flow: 'secretShop'; merchandiseId: string; choice: PriceChoice | null};

export type CartFlow = CartFlowRequest['flow'];

const cartFlow = z.discriminatedUnion('flow', [
  z.object({
    flow: z.literal('conceptStore'),
    merchandiseId,
    quantity: quantity(1).default(1),
  }),
  // At most one of a preset and a custom amount.
  z.object({
    flow: z.enum(['pwyw', 'secretShop']),
    merchandiseId,
    discount: z.unknown().optional(),
    customPrice: z.unknown().optional(),
  }),
  // docs/product/cart.md#add-to-cart: the welcome flow takes the variant and the email.
  z.object({
    flow: z.literal('welcomeBonus'),
    merchandiseId,
    email: z.string().trim().max(EMAIL_MAX_LENGTH),
  }),
]);

// A custom amount that is not at least 0 in whole cents is refused here, one above the price
// once it is known (docs/product/pricing.md#pay-what-you-want).
export function parseCartFlow(
  inputs: Record<string, unknown>,
): {ok: true; request: CartFlowRequest} | CartRefusal {
  if (inputs.lines !== undefined) return {ok: false, error: 'flow'};
  const result = cartFlow.safeParse(inputs);
  if (!result.success) {
    const badEmail = result.error.issues.some((issue) => issue.path.includes('email'));
    return {
      ok: false,
      error: badEmail ? 'welcomeEmail' : errorCode(result.error, 'flow'),
    };
  }
  const {data} = result;
  if (data.flow === 'conceptStore' || data.flow === 'welcomeBonus') {
    return {ok: true, request: data};
  }
  const {flow, merchandiseId: id, discount, customPrice} = data;
  const choice = parsePriceChoice(discount, customPrice);
  if (choice === 'invalid') return {ok: false, error: 'customPrice'};
  if (flow === 'secretShop')
    return {ok: true, request: {flow, merchandiseId: id, choice}};
  return choice
    ? {ok: true, request: {flow, merchandiseId: id, choice}}
    : {ok: false, error: 'customPrice'};
}

const isBlank = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

function parsePriceChoice(
  discount: unknown,
  customPrice: unknown,
): PriceChoice | null | 'invalid' {
  if (isBlank(discount) && isBlank(customPrice)) return null;
  if (!isBlank(discount) && !isBlank(customPrice)) return 'invalid';
  if (!isBlank(discount)) {
    const preset = parsePwywPreset(discount);
    return preset === null ? 'invalid' : {discount: preset};
  }
  const text = typeof customPrice === 'number' ? String(customPrice) : customPrice;
  if (typeof text !== 'string' || text.length > CUSTOM_PRICE_INPUT_MAX_LENGTH) {
    return 'invalid';
  }
  const amount = parseCustomPrice(text, Number.POSITIVE_INFINITY);
  return amount.ok ? {customPrice: amount.value} : 'invalid';
}

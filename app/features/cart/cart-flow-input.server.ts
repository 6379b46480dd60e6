import {z} from 'zod';
import {parsePwywPreset} from '@brush/rules/promos';
import {parseCustomPrice, type PriceChoice} from '@brush/rules/pwyw';
import {EMAIL_MAX_LENGTH} from '@brush/rules/validation';
import {errorCode, merchandiseId, quantity} from './cart-input.server';
import type {CartErrorCode} from './cart-refusals';

/** Longer than any price a shopper types; past it the text is no amount. */
export const CUSTOM_PRICE_INPUT_MAX_LENGTH = 32;

export type CartFlowRequest =
  | {flow: 'conceptStore'; merchandiseId: string; quantity: number}
  | {flow: 'pwyw'; merchandiseId: string; choice: PriceChoice}
  | {flow: 'welcomeBonus'; merchandiseId: string; email: string}
  /** A price choice only for the secret shop's pay-what-you-want products. */
  | {flow: 'secretShop'; merchandiseId: string; choice: PriceChoice | null};

const conceptStoreFlow = z.object({
  flow: z.literal('conceptStore'),
  merchandiseId,
  quantity: quantity(1).default(1),
});

/** Exactly one of a preset and a custom amount. */
const priceChoiceFlow = z.object({
  flow: z.enum(['pwyw', 'secretShop']),
  merchandiseId,
  discount: z.unknown().optional(),
  customPrice: z.unknown().optional(),
});

/** docs/product/cart.md#add-to-cart: the welcome flow takes the variant and the email. */
const welcomeBonusFlow = z.object({
  flow: z.literal('welcomeBonus'),
  merchandiseId,
  email: z.string().trim().max(EMAIL_MAX_LENGTH),
});

const isBlank = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

export type ParsedCartFlow =
  | {ok: true; request: CartFlowRequest}
  | {ok: false; error: CartErrorCode};

/**
 * A flow's input, before anything is asked of the platform: a custom amount that is not a
 * number of at least 0 in whole cents is refused here
 * (docs/product/pricing.md#pay-what-you-want: added only when it is a number of at least
 * 0); one above the price is refused later, once the price is known.
 */
export function parseCartFlow(inputs: Record<string, unknown>): ParsedCartFlow {
  if (inputs.lines !== undefined) return {ok: false, error: 'flow'};
  if (inputs.flow === 'conceptStore') {
    const result = conceptStoreFlow.safeParse(inputs);
    return result.success
      ? {ok: true, request: result.data}
      : {ok: false, error: errorCode(result.error, 'flow')};
  }
  if (inputs.flow === 'welcomeBonus') {
    const result = welcomeBonusFlow.safeParse(inputs);
    if (result.success) return {ok: true, request: result.data};
    return {
      ok: false,
      error: result.error.issues.some((issue) => issue.path.includes('email'))
        ? 'welcomeEmail'
        : errorCode(result.error, 'flow'),
    };
  }
  const result = priceChoiceFlow.safeParse(inputs);
  if (!result.success) return {ok: false, error: errorCode(result.error, 'flow')};
  const {flow, merchandiseId: id, discount, customPrice} = result.data;
  const choice = parsePriceChoice(discount, customPrice);
  if (choice === 'invalid') return {ok: false, error: 'customPrice'};
  if (flow === 'secretShop')
    return {ok: true, request: {flow, merchandiseId: id, choice}};
  return choice
    ? {ok: true, request: {flow, merchandiseId: id, choice}}
    : {ok: false, error: 'customPrice'};
}

/** At most one of a preset and a custom amount. */
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

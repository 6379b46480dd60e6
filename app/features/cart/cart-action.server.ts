import {CartForm} from '@shopify/hydrogen';
import {
  exceedsWhiteCheekBrushLimit,
  isWhiteCheekBrush,
} from '@brush/rules/add-to-cart-dialog';
import {changesLockedLine} from './line-limits';
import {CART_FLOW_ACTION} from '@brush/rules/promos';
import {cartForWrite} from './cart.server';
import {parseCartFlow, type CartFlowRequest} from './cart-flow-input.server';
import {
  purchasableVariant,
  resolveCartFlow,
  type CartActionSources,
} from './cart-flow-resolve.server';
import {
  parseCartAction,
  type ParsedCartAction,
  type PreparedCartAction,
} from './cart-input.server';
import type {CartErrorCode, CartRefusal} from './cart-refusals';

/** A post's input as its schema reads it, a Hydrogen action's or a promo flow's. */
export type CartInput =
  | Extract<ParsedCartAction, {ok: true}>
  | {ok: true; action: typeof CART_FLOW_ACTION; request: CartFlowRequest};

/** The post's input checked before anything is asked of the platform. */
export function parseCartInput(
  action: string | undefined,
  inputs: Record<string, unknown>,
): CartInput | CartRefusal {
  // The shop's own forms name CART_FLOW_ACTION (Hydrogen's optimistic cart reads every
  // LinesAdd as carrying lines); a LinesAdd naming a flow is the same request.
  const namesFlow =
    action === CART_FLOW_ACTION ||
    (action === CartForm.ACTIONS.LinesAdd && inputs.flow !== undefined);
  if (!namesFlow) return parseCartAction(action, inputs);
  const parsed = parseCartFlow(inputs);
  return parsed.ok
    ? {ok: true, action: CART_FLOW_ACTION, request: parsed.request}
    : parsed;
}

export async function prepareCartAction(
  input: CartInput,
  sources: CartActionSources,
): Promise<PreparedCartAction> {
  try {
    if (input.action === CART_FLOW_ACTION) {
      return await resolveCartFlow(input.request, sources);
    }
    return await checkMerchandise(input, sources);
  } catch (error) {
    console.error(error);
    return {ok: false, error: 'upstream'};
  }
}

// A plain add (or a line switched to another variant) may only name a variant the shopper
// can see and buy in their market.
async function checkMerchandise(
  parsed: ParsedCartAction,
  sources: CartActionSources,
): Promise<ParsedCartAction> {
  if (
    !parsed.ok ||
    (parsed.action !== CartForm.ACTIONS.LinesAdd &&
      parsed.action !== CartForm.ACTIONS.LinesUpdate)
  ) {
    return parsed;
  }
  const ids = new Set<string>();
  for (const line of parsed.lines) if (line.merchandiseId) ids.add(line.merchandiseId);
  const variants = await Promise.all(
    [...ids].map((id) => purchasableVariant(id, sources)),
  );
  if (!variants.every(Boolean)) return {ok: false, error: 'merchandise'};
  const tagsById = new Map(
    variants.flatMap((node) => (node ? [[node.id, node.product.tags] as const] : [])),
  );
  const refusal = await limitRefusal(parsed, tagsById, sources);
  return refusal ? {ok: false, error: refusal} : parsed;
}

/** docs/product/cart.md#white-cheek-brush. */
async function limitRefusal(
  parsed: Extract<ParsedCartAction, {lines: unknown}>,
  tagsById: ReadonlyMap<string, readonly string[]>,
  {cart}: CartActionSources,
): Promise<CartErrorCode | null> {
  const namesWhiteBrush = [...tagsById.values()].some(isWhiteCheekBrush);
  const isUpdate = parsed.action === CartForm.ACTIONS.LinesUpdate;
  if (!namesWhiteBrush && !isUpdate) return null;
  const current = await cartForWrite(cart);
  if (
    parsed.action === CartForm.ACTIONS.LinesUpdate &&
    changesLockedLine(current?.lines.nodes ?? [], parsed.lines)
  ) {
    return 'lockedQuantity';
  }
  const cartLines = (current?.lines.nodes ?? []).map((line) => ({
    id: line.id,
    quantity: line.quantity,
    productTags: line.merchandise.product.tags,
  }));
  const tagsOf = (id: string | null | undefined) => (id ? tagsById.get(id) : undefined);
  const exceeds = exceedsWhiteCheekBrushLimit(
    cartLines,
    parsed.action === CartForm.ACTIONS.LinesAdd
      ? {
          adds: parsed.lines.map((line) => ({
            quantity: line.quantity ?? 1,
            productTags: tagsOf(line.merchandiseId) ?? [],
          })),
          updates: [],
        }
      : {
          adds: [],
          updates: parsed.lines.map((line) => ({
            id: line.id,
            quantity: line.quantity ?? undefined,
            productTags: tagsOf(line.merchandiseId),
          })),
        },
  );
  return exceeds ? 'whiteCheekLimit' : null;
}

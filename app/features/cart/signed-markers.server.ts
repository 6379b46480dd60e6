import type {AppLoadContext} from '@shopify/remix-oxygen';
import {reboundCartAttributes, reboundLineAttributes} from './rebind-markers';
import {attributeInputs} from './cart.server';
import {forgetCartRead} from './cart.server';
import type {Cart} from './cart.server';
import {lineNodes} from '@brush/rules/cart-attributes';

/**
 * A cart rebuilt as a new one (a country change) keeps the survey discount and the
 * welcome offer, written in the new cart's country and language.
 */
export async function carrySignedMarkers(
  context: Pick<AppLoadContext, 'cart' | 'env'>,
  fromCartId: string,
  cart: Cart,
  inContext: Parameters<AppLoadContext['cart']['updateLines']>[1],
): Promise<void> {
  const key = context.env.SURVEY_PROOF_KEY;
  if (!key) return;
  const rebinding = {key, from: fromCartId, to: cart.id};
  const attributes = reboundCartAttributes(cart.attributes, rebinding);
  const lines = lineNodes(cart.lines).flatMap((line) => {
    const rebound = reboundLineAttributes(line.attributes, rebinding);
    return rebound ? [{id: line.id, attributes: attributeInputs(rebound)}] : [];
  });
  // The handler still names the old cart: the new one was made by the rebuild's own mutation.
  const target = {...inContext, cartId: cart.id};
  if (attributes)
    await context.cart.updateAttributes(attributeInputs(attributes), target);
  if (lines.length > 0) await context.cart.updateLines(lines, target);
  if (attributes || lines.length > 0) forgetCartRead(context.cart);
}

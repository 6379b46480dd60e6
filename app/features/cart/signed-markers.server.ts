import type {AppLoadContext} from '@shopify/remix-oxygen';
import {reboundCartAttributes, reboundLineAttributes} from './rebind-markers';
import {attributeInputs} from './cart-flow-resolve.server';
import {forgetCartRead} from './cart.server';
import type {Cart} from './cart.types';
import {lineNodes} from '@brush/rules/cart-attributes';

/**
 * A cart rebuilt as a new one (a country change) keeps the survey discount and the welcome
 * offer: the proof and markers the worker signed for the old cart are signed again for the new
 * one, which the checkout otherwise refuses (they name the cart they were earned on).
 */
export async function carrySignedMarkers(
  context: Pick<AppLoadContext, 'cart' | 'env'>,
  fromCartId: string,
  cart: Cart,
): Promise<void> {
  const key = context.env.SURVEY_PROOF_KEY;
  if (!key) return;
  const rebinding = {key, from: fromCartId, to: cart.id};
  const attributes = reboundCartAttributes(cart.attributes, rebinding);
  const lines = lineNodes(cart.lines).flatMap((line) => {
    const rebound = reboundLineAttributes(line.attributes, rebinding);
    return rebound ? [{id: line.id, attributes: attributeInputs(rebound)}] : [];
  });
  if (attributes) await context.cart.updateAttributes(attributeInputs(attributes));
  if (lines.length > 0) await context.cart.updateLines(lines);
  if (attributes || lines.length > 0) forgetCartRead(context.cart);
}

interface Message {
  message?: string | null;
}

/** A cart call's answer: GraphQL errors, and the mutation payload's userErrors and cart. */
export interface CartResult {
  errors?: readonly Message[] | null;
  userErrors?: readonly Message[] | null;
  cart?: unknown;
}

/**
 * Why a cart call failed (docs/product/cart.md#cart-errors), or null when it did not: the first
 * GraphQL error message, else the first userErrors message; with neither, a missing cart
 * is 'cart-missing' (shown as 'cart does not exist'). Warnings never fail a call.
 */
export type CartFailure = {kind: 'message'; message: string} | {kind: 'cart-missing'};

function firstMessage(messages: readonly Message[] | null | undefined): string | null {
  for (const entry of messages ?? []) {
    const message = entry.message?.trim();
    if (message) return message;
  }
  return null;
}

export function cartFailure(result: CartResult): CartFailure | null {
  const message = firstMessage(result.errors) ?? firstMessage(result.userErrors);
  if (message) return {kind: 'message', message};
  if (result.cart == null) return {kind: 'cart-missing'};
  return null;
}

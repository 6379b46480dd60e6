/**
 * What a shopper's cart must hold after its own operations, and how a stored cart is judged
 * against it (pure). Lines are keyed by merchandise: the storefront adds lines without
 * attributes, so the platform merges an add of the same variant into its existing line.
 */

/** Merchandise id to quantity; a merchandise absent from the map has no line. */
export type ExpectedCart = ReadonlyMap<string, number>;

export type CartOperation =
  | {kind: 'add'; merchandiseId: string; quantity: number}
  | {kind: 'update'; merchandiseId: string; quantity: number}
  | {kind: 'remove'; merchandiseId: string};

export function applyOperation(
  cart: ExpectedCart,
  operation: CartOperation,
): ExpectedCart {
  const next = new Map(cart);
  switch (operation.kind) {
    case 'add':
      next.set(
        operation.merchandiseId,
        (next.get(operation.merchandiseId) ?? 0) + operation.quantity,
      );
      break;
    case 'update':
      if (operation.quantity > 0) next.set(operation.merchandiseId, operation.quantity);
      else next.delete(operation.merchandiseId);
      break;
    case 'remove':
      next.delete(operation.merchandiseId);
      break;
  }
  return next;
}

export interface CartLineLike {
  merchandiseId: string;
  quantity: number;
}

export interface CartDifferences {
  /** Expected merchandise with no line. */
  lost: string[];
  /** Merchandise held by more than one line. */
  duplicated: string[];
  /** Lines with another quantity than expected, or lines nobody asked for. */
  wrong: string[];
}

export function compareCart(
  expected: ExpectedCart,
  lines: readonly CartLineLike[],
): CartDifferences {
  const byMerchandise = new Map<string, CartLineLike[]>();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    byMerchandise.set(line.merchandiseId, [
      ...(byMerchandise.get(line.merchandiseId) ?? []),
      line,
    ]);
  }
  const differences: CartDifferences = {lost: [], duplicated: [], wrong: []};
  for (const [merchandiseId, quantity] of expected) {
    const held = byMerchandise.get(merchandiseId) ?? [];
    if (held.length === 0) differences.lost.push(merchandiseId);
    else if (held.length > 1) differences.duplicated.push(merchandiseId);
    else if (held[0]?.quantity !== quantity) {
      differences.wrong.push(
        `${merchandiseId}: ${held[0]?.quantity} instead of ${quantity}`,
      );
    }
  }
  for (const [merchandiseId, held] of byMerchandise) {
    if (expected.has(merchandiseId)) continue;
    if (held.length > 1) differences.duplicated.push(merchandiseId);
    differences.wrong.push(`${merchandiseId}: not expected`);
  }
  return differences;
}

export function sameCart(
  expected: ExpectedCart,
  lines: readonly CartLineLike[],
): boolean {
  const differences = compareCart(expected, lines);
  return (
    differences.lost.length === 0 &&
    differences.duplicated.length === 0 &&
    differences.wrong.length === 0
  );
}

/**
 * What a cart read back after an operation whose outcome the shopper was not told says of it:
 * as after it, as before it, or neither. An operation that changes nothing (an update to the
 * quantity the line has) leaves the two alike, and a cart as both shows nothing was made.
 */
export function readBackOf(
  before: ExpectedCart,
  after: ExpectedCart,
  lines: readonly CartLineLike[],
): 'after' | 'before' | 'neither' {
  if (sameCart(before, lines)) return 'before';
  if (sameCart(after, lines)) return 'after';
  return 'neither';
}

import {hasFreeOrPwywItem, isWhiteCheekBrush} from '@brush/rules/add-to-cart-dialog';
import {
  hasAttribute,
  isComplimentaryLine,
  LINE_ATTRIBUTES,
  type AttributedLine,
} from '@brush/rules/cart-attributes';
import {
  FREE_OR_PWYW_ITEMS_PER_CART,
  WHITE_CHEEK_BRUSHES_PER_CART,
} from '@brush/rules/limits';
import {SHOP_CART_LINES_LIMIT} from '@brush/rules/cart-validity';

/** Attributes whose price holds for one unit only. */
const ONE_UNIT_ATTRIBUTES = [
  LINE_ATTRIBUTES.customPrice,
  LINE_ATTRIBUTES.welcomeBonus,
  LINE_ATTRIBUTES.secretShop,
  LINE_ATTRIBUTES.secretShopFree,
] as const;

/** A line whose quantity the shopper may not change: only removing it is offered. */
export function isQuantityLocked(line: AttributedLine): boolean {
  return (
    isComplimentaryLine(line) ||
    ONE_UNIT_ATTRIBUTES.some((key) => hasAttribute(line.attributes, key))
  );
}

type Attributes = readonly {key: string; value?: string | null}[] | null;

/** Whether an update changes a locked line other than by removing it (quantity 0). */
export function changesLockedLine(
  lines: readonly (AttributedLine & {
    id: string;
    quantity: number;
    merchandise: {id: string};
  })[],
  updates: readonly {
    id: string;
    quantity?: number | null;
    merchandiseId?: string | null;
  }[],
): boolean {
  const byId = new Map(lines.map((line) => [line.id, line]));
  return updates.some((update) => {
    const line = byId.get(update.id);
    if (!line || !isQuantityLocked(line)) return false;
    const quantity = update.quantity ?? line.quantity;
    const merchandiseId = update.merchandiseId ?? line.merchandise.id;
    if (quantity === 0) return false;
    return quantity !== line.quantity || merchandiseId !== line.merchandise.id;
  });
}

// The platform merges an add into a line of the same variant and attributes.
function lineKey(merchandiseId: string, attributes: Attributes | undefined): string {
  const pairs = (attributes ?? []).map(({key, value}) => [key, value ?? '']);
  pairs.sort(([a = ''], [b = '']) => a.localeCompare(b));
  return JSON.stringify([merchandiseId, pairs]);
}

/** Whether an add would take the cart past the shop's line limit (docs/product/cart.md#line-limit). */
export function addsPastLineLimit(
  lines: readonly {merchandise: {id: string}; attributes?: Attributes}[],
  adds: readonly {merchandiseId: string; attributes?: Attributes}[],
): boolean {
  const keys = new Set(
    lines.map((line) => lineKey(line.merchandise.id, line.attributes)),
  );
  for (const add of adds) keys.add(lineKey(add.merchandiseId, add.attributes));
  return keys.size > SHOP_CART_LINES_LIMIT && keys.size > lines.length;
}

export interface WrittenLine extends AttributedLine {
  id: string;
  quantity: number;
  merchandise: {id: string; sku?: string | null; product: {tags: readonly string[]}};
}

export interface LimitRepair {
  breach: 'whiteCheekLimit' | 'pwywLimit' | 'cartLinesLimit';
  /** Quantities that put the cart back within the limits. */
  updates: {id: string; quantity: number}[];
}

export function whiteCheekUnits(
  lines: readonly {quantity: number; merchandise: {product: {tags: readonly string[]}}}[],
): number {
  return lines
    .filter((line) => isWhiteCheekBrush(line.merchandise.product.tags))
    .reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
}

function freeOrPwywLines(lines: readonly WrittenLine[]): WrittenLine[] {
  return lines.filter((line) => hasFreeOrPwywItem([line]));
}

// The limits checked again on the written cart (docs/product/cart.md#limits-after-a-write):
// another isolate's write may have landed between this request's check and its write.
export function limitRepair(
  before: readonly WrittenLine[],
  after: readonly WrittenLine[],
  /** What this request asked for: the variants it added, or the lines it changed. */
  own: {addedMerchandiseIds: readonly string[]; updatedLineIds: readonly string[]},
): LimitRepair | null {
  const previous = new Map(before.map((line) => [line.id, line.quantity]));
  const added = (line: WrittenLine) => line.quantity - (previous.get(line.id) ?? 0);
  const isOwn = (line: WrittenLine) =>
    added(line) > 0 &&
    (own.updatedLineIds.includes(line.id) ||
      own.addedMerchandiseIds.includes(line.merchandise.id));

  const units = whiteCheekUnits(after);
  if (units > WHITE_CHEEK_BRUSHES_PER_CART && units > whiteCheekUnits(before)) {
    let excess = units - Math.max(WHITE_CHEEK_BRUSHES_PER_CART, whiteCheekUnits(before));
    const updates: LimitRepair['updates'] = [];
    for (const line of after) {
      if (excess <= 0) break;
      if (!isWhiteCheekBrush(line.merchandise.product.tags) || !isOwn(line)) continue;
      const taken = Math.min(added(line), excess);
      updates.push({id: line.id, quantity: line.quantity - taken});
      excess -= taken;
    }
    if (updates.length > 0) return {breach: 'whiteCheekLimit', updates};
  }

  // Past the other limits, the lines this request added go whole.
  const dropNew = (breach: LimitRepair['breach'], lines: readonly WrittenLine[]) => {
    const updates = lines
      .filter((line) => !previous.has(line.id) && isOwn(line))
      .map((line) => ({id: line.id, quantity: 0}));
    return updates.length > 0 ? {breach, updates} : null;
  };
  const free = freeOrPwywLines(after);
  const overFree =
    free.length > FREE_OR_PWYW_ITEMS_PER_CART &&
    free.length > freeOrPwywLines(before).length;
  const overLines = after.length > SHOP_CART_LINES_LIMIT && after.length > before.length;
  return (
    (overFree ? dropNew('pwywLimit', free) : null) ??
    (overLines ? dropNew('cartLinesLimit', after) : null)
  );
}

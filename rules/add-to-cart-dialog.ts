import {
  LINE_ATTRIBUTES,
  hasAttribute,
  lineNodes,
  type Attribute,
  type AttributedLine,
  type LineList,
} from './cart-attributes';
import {WHITE_CHEEK_BRUSHES_PER_CART} from './limits';
import {formatCustomPriceAttribute} from './pwyw';

export const DIALOG_STEPS = [
  'VARIANT_SELECT',
  'PWYW',
  'LIMITED',
  'SAIBIKOHO_LIMITED',
  'WELCOME_BONUS',
  'LOADING',
  'ERROR',
  'COMPLETED',
] as const;

export type DialogStep = (typeof DIALOG_STEPS)[number];

export const DIALOG_CLOSED = 'CLOSED';

export type DialogNext = DialogStep | typeof DIALOG_CLOSED;

/** The purchase modal's type (docs/product/cart.md#add-to-cart-dialog). */
export type PurchaseType =
  | 'standard'
  | 'welcome-bonus'
  | 'pwyw'
  | 'secret-shop-pwyw'
  | 'concept-store'
  | 'secret-shop'
  | 'secret-shop-free'
  | 'backorder';

export interface DialogEntry {
  hasVariant: boolean;
  type: PurchaseType;
  /** The cart already holds a free or pay-what-you-want item (one per cart). */
  freeOrPwywInCart: boolean;
  /** The chosen variant is a white cheek brush and the cart already holds one. */
  secondWhiteCheekBrush: boolean;
}

const PRICE_CHOOSER_TYPES: readonly PurchaseType[] = ['pwyw', 'secret-shop-pwyw'];
/** Types that put a free or pay-what-you-want item in the cart. */
const LIMITED_TYPES: readonly PurchaseType[] = [
  ...PRICE_CHOOSER_TYPES,
  'secret-shop-free',
];

/** docs/product/cart.md#add-to-cart-dialog's table: the first row that holds decides. */
export function entryStep(entry: DialogEntry): DialogStep {
  if (!entry.hasVariant) return 'VARIANT_SELECT';
  if (entry.type === 'welcome-bonus') return 'WELCOME_BONUS';
  if (LIMITED_TYPES.includes(entry.type) && entry.freeOrPwywInCart) return 'LIMITED';
  if (entry.secondWhiteCheekBrush) return 'SAIBIKOHO_LIMITED';
  if (PRICE_CHOOSER_TYPES.includes(entry.type)) return 'PWYW';
  return 'LOADING';
}

export type DialogEvent =
  | {type: 'VARIANT_CHOSEN'; entry: Omit<DialogEntry, 'hasVariant'>}
  | {type: 'SUBMIT'}
  | {type: 'ADD_SUCCEEDED'}
  | {type: 'ADD_FAILED'}
  | {type: 'CLOSE'};

type StaticEvent = Exclude<DialogEvent['type'], 'VARIANT_CHOSEN'>;

export const DIALOG_TRANSITIONS: Readonly<
  Record<DialogStep, Partial<Record<StaticEvent, DialogNext>>>
> = {
  VARIANT_SELECT: {CLOSE: DIALOG_CLOSED},
  PWYW: {SUBMIT: 'LOADING', CLOSE: DIALOG_CLOSED},
  WELCOME_BONUS: {SUBMIT: 'LOADING', CLOSE: DIALOG_CLOSED},
  LIMITED: {CLOSE: DIALOG_CLOSED},
  SAIBIKOHO_LIMITED: {CLOSE: DIALOG_CLOSED},
  LOADING: {ADD_SUCCEEDED: 'COMPLETED', ADD_FAILED: 'ERROR'},
  ERROR: {CLOSE: DIALOG_CLOSED},
  COMPLETED: {CLOSE: DIALOG_CLOSED},
};

/** The next step; an event the step does not take leaves it where it is. */
export function dialogTransition(step: DialogStep, event: DialogEvent): DialogNext {
  if (event.type === 'VARIANT_CHOSEN') {
    return step === 'VARIANT_SELECT'
      ? entryStep({...event.entry, hasVariant: true})
      : step;
  }
  return DIALOG_TRANSITIONS[step][event.type] ?? step;
}

export function canCloseDialog(step: DialogStep): boolean {
  return DIALOG_TRANSITIONS[step].CLOSE === DIALOG_CLOSED;
}

/** The line attributes that make a line the cart's one free or pay-what-you-want item. */
const FREE_OR_PWYW_ATTRIBUTES = [
  LINE_ATTRIBUTES.customPrice,
  LINE_ATTRIBUTES.secretShopFree,
  LINE_ATTRIBUTES.complimentary,
] as const;

export function hasFreeOrPwywItem(lines: LineList<AttributedLine>): boolean {
  return lineNodes(lines).some(
    (line) =>
      (line.quantity ?? 1) > 0 &&
      FREE_OR_PWYW_ATTRIBUTES.some((key) => hasAttribute(line.attributes, key)),
  );
}

export const WHITE_CHEEK_BRUSH_TAG = 'white-cheek-brush';

export function isWhiteCheekBrush(
  productTags: readonly string[] | null | undefined,
): boolean {
  return (productTags ?? []).some((tag) => tag.trim() === WHITE_CHEEK_BRUSH_TAG);
}

export interface LimitLine {
  id: string;
  quantity: number;
  productTags: readonly string[];
}

export interface CartChange {
  adds: readonly Omit<LimitLine, 'id'>[];
  /** A changed line keeps its quantity and its product unless the change names new ones. */
  updates: readonly {id: string; quantity?: number; productTags?: readonly string[]}[];
}

export function whiteCheekBrushUnits(lines: readonly Omit<LimitLine, 'id'>[]): number {
  return lines
    .filter((line) => isWhiteCheekBrush(line.productTags))
    .reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
}

export function exceedsWhiteCheekBrushLimit(
  cart: readonly LimitLine[],
  change: CartChange,
): boolean {
  const after = new Map(cart.map((line) => [line.id, line]));
  for (const update of change.updates) {
    const line = after.get(update.id);
    if (!line) continue;
    after.set(update.id, {
      ...line,
      quantity: update.quantity ?? line.quantity,
      productTags: update.productTags ?? line.productTags,
    });
  }
  const before = whiteCheekBrushUnits(cart);
  const units = whiteCheekBrushUnits([...after.values(), ...change.adds]);
  return units > WHITE_CHEEK_BRUSHES_PER_CART && units > before;
}

export interface AddToCartOptions {
  surveyDiscount?: boolean;
  secretShopFree?: boolean;
  secretShop?: boolean;
  customPrice?: number | null;
  conceptStore?: boolean;
  backorder?: boolean;
}

const FLAG_VALUE = 'true';

const FLAG_ATTRIBUTES = {
  surveyDiscount: LINE_ATTRIBUTES.surveyDiscount,
  secretShopFree: LINE_ATTRIBUTES.secretShopFree,
  secretShop: LINE_ATTRIBUTES.secretShop,
  conceptStore: LINE_ATTRIBUTES.conceptStore,
  backorder: LINE_ATTRIBUTES.backorder,
} as const satisfies Partial<Record<keyof AddToCartOptions, string>>;

export function addToCartAttributes(options: AddToCartOptions): Attribute[] {
  const attributes: Attribute[] = Object.entries(FLAG_ATTRIBUTES)
    .filter(([option]) => options[option as keyof typeof FLAG_ATTRIBUTES])
    .map(([, key]) => ({key, value: FLAG_VALUE}));
  const price = options.customPrice;
  if (price != null && Number.isFinite(price) && price >= 0) {
    attributes.push({
      key: LINE_ATTRIBUTES.customPrice,
      value: formatCustomPriceAttribute(price),
    });
  }
  return attributes;
}

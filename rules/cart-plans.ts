import {
  LINE_ATTRIBUTES,
  SHOP_LINE_ATTRIBUTES,
  hasAttribute,
  isComplimentaryLine,
  lineNodes,
  type Attribute,
  type Attributes,
  type LineList,
} from './cart-attributes';
import {MAX_LINE_QUANTITY, WELCOME_OFFER_MAX_ITEMS} from './limits';
import type {Region} from './regions';

/** Pure plans for the cart operations of docs/product/cart.md. */

/** An attribute as cart mutations take it (a value is required). */
export interface AttributeInput {
  key: string;
  value: string;
}

export interface LineInput {
  merchandiseId: string;
  quantity: number;
  attributes: AttributeInput[];
}

export interface LineUpdate {
  id: string;
  quantity: number;
  merchandiseId?: string;
  attributes?: AttributeInput[];
}

export const REGION_OPTION = 'Region';

const FLAG_VALUE = 'true';

export function toAttributeInputs(attributes: Attributes): AttributeInput[] {
  return (attributes ?? []).map(({key, value}) => ({key, value: value ?? ''}));
}

export function lineQuantity(requested: number): number {
  if (!Number.isFinite(requested)) return requested > 0 ? MAX_LINE_QUANTITY : 0;
  return Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.trunc(requested)));
}

/** Buy one, get one: the main line and its free line always hold the same quantity. */
export function bogoLineUpdates({
  mainLineId,
  freeLineId,
  quantity,
}: {
  mainLineId: string;
  freeLineId: string;
  quantity: number;
}): LineUpdate[] {
  const same = lineQuantity(quantity);
  return [
    {id: mainLineId, quantity: same},
    {id: freeLineId, quantity: same},
  ];
}

type ComplimentaryItem = Omit<LineInput, 'attributes'> & {attributes?: AttributeInput[]};

/** Complimentary lines are reused in order for the new items. */
export function complimentaryLinePlan(
  complimentaryLineIds: readonly string[],
  items: readonly ComplimentaryItem[],
): {updates: LineUpdate[]; adds: LineInput[]} {
  const lineFor = (item: ComplimentaryItem): LineInput => ({
    merchandiseId: item.merchandiseId,
    quantity: lineQuantity(item.quantity),
    attributes: item.attributes ?? [],
  });
  const updates = complimentaryLineIds.map((id, index): LineUpdate => {
    const item = items[index];
    return item ? {id, ...lineFor(item)} : {id, quantity: 0};
  });
  return {updates, adds: items.slice(complimentaryLineIds.length).map(lineFor)};
}

interface IdentifiedLine {
  id: string;
  attributes?: Attributes;
}

/** After the survey, every line without attributes is marked for the survey discount. */
export function surveyDiscountUpdates(
  lines: LineList<IdentifiedLine & {quantity: number}>,
): LineUpdate[] {
  return lineNodes(lines)
    .filter((line) => (line.attributes ?? []).length === 0)
    .map((line) => ({
      id: line.id,
      quantity: line.quantity,
      attributes: [{key: LINE_ATTRIBUTES.surveyDiscount, value: FLAG_VALUE}],
    }));
}

// The welcome offer is one line tagged with the email and the worker's signed marker
// (docs/product/cart.md#welcome-line): an existing one is replaced in place.
export function welcomeBonusPlan(
  lines: LineList<IdentifiedLine>,
  {merchandiseId, email, marker}: {merchandiseId: string; email: string; marker: string},
): {update: LineUpdate} | {add: LineInput} {
  const line = {
    merchandiseId,
    quantity: WELCOME_OFFER_MAX_ITEMS,
    attributes: [
      {key: LINE_ATTRIBUTES.welcomeBonus, value: email},
      {key: SHOP_LINE_ATTRIBUTES.welcomeBonusProof, value: marker},
    ],
  };
  const existing = lineNodes(lines).find((candidate) =>
    hasAttribute(candidate.attributes, LINE_ATTRIBUTES.welcomeBonus),
  );
  return existing ? {update: {id: existing.id, ...line}} : {add: line};
}

interface SelectedOption {
  name: string;
  value: string;
}

interface OptionedVariant {
  id: string;
  selectedOptions?: readonly SelectedOption[] | null;
}

export interface RegionalLine {
  id: string;
  quantity: number;
  attributes?: readonly Attribute[] | null;
  merchandise: OptionedVariant & {
    sku?: string | null;
    product?: {variants?: LineList<OptionedVariant>} | null;
  };
}

function optionsKey(options: readonly SelectedOption[]): string {
  return options
    .map((option) => `${option.name}=${option.value}`)
    .sort()
    .join('&');
}

/** The product's variant with the same options as this one but the Region option set. */
export function variantForRegion(
  variant: OptionedVariant,
  variants: readonly OptionedVariant[],
  region: Region,
): OptionedVariant | null {
  const options = variant.selectedOptions ?? [];
  if (!options.some((option) => option.name === REGION_OPTION)) return variant;
  const wanted = optionsKey(
    options.map((option) =>
      option.name === REGION_OPTION ? {name: option.name, value: region} : option,
    ),
  );
  return (
    variants.find(
      (candidate) => optionsKey(candidate.selectedOptions ?? []) === wanted,
    ) ?? null
  );
}

export function rebuildLinesForRegion(
  lines: LineList<RegionalLine>,
  region: Region,
): {lines: LineInput[]; droppedLineIds: string[]} {
  const rebuilt: LineInput[] = [];
  const droppedLineIds: string[] = [];
  for (const line of lineNodes(lines)) {
    if (isComplimentaryLine(line)) {
      droppedLineIds.push(line.id);
      continue;
    }
    const target = variantForRegion(
      line.merchandise,
      lineNodes(line.merchandise.product?.variants),
      region,
    );
    if (!target) {
      droppedLineIds.push(line.id);
      continue;
    }
    rebuilt.push({
      merchandiseId: target.id,
      quantity: line.quantity,
      attributes: toAttributeInputs(line.attributes),
    });
  }
  return {lines: rebuilt, droppedLineIds};
}

import {hasComplimentaryPart} from './sku';

/** Cart line attribute keys (docs/product/cart.md#line-attributes). */
export const LINE_ATTRIBUTES = {
  /** Value: the country the free item was given for. */
  complimentary: '_complimentary',
  /** Value: the chosen price, two decimals. */
  customPrice: '_customPrice',
  conceptStore: '_conceptStore',
  secretShop: '_secretShop',
  /** Value: a share token. */
  sharedShop: '_sharedShop',
  sharedShopOwner: '_sharedShopOwner',
  secretShopFree: '_secretShopFree',
  surveyDiscount: '_surveyDiscount',
  designSurveyDiscount: '_designSurveyDiscount',
  backorder: '_backorder',
  /** Value: the email the welcome offer was claimed with. */
  welcomeBonus: '_welcomeBonus',
  details: 'details',
  discountSurvey: 'discountSurvey',
} as const;

// Line attribute keys the shop adds beyond the spec's; the leading '_' hides them at
// checkout as it hides the spec's (docs/product/cart.md#line-attributes).
export const SHOP_LINE_ATTRIBUTES = {
  /** Value: the worker's signed marker for the welcome offer's email and cart. */
  welcomeBonusProof: '_welcomeBonusProof',
} as const;

/** Cart-level attribute keys (docs/product/cart.md#cart-attributes). */
export const CART_ATTRIBUTES = {
  discountSurvey: 'discountSurvey',
  /** Value: the store credit redeemed, two decimals. */
  creditRedeemed: 'creditRedeemed',
  cje: 'cje',
  smsClickId: 'sms_click_id',
  smsClickTime: 'sms_click_time',
  smsCode: 'sms_code',
  disableSas: 'disable_sas',
  utmSource: 'utm_source',
} as const;

/** The Storefront API's Attribute: value is null when unset. */
export interface Attribute {
  key: string;
  value?: string | null;
}

export type Attributes = readonly Attribute[] | null | undefined;

export interface AttributedLine {
  quantity?: number | null;
  attributes?: Attributes;
  merchandise?: {sku?: string | null} | null;
}

/** Cart lines come as a connection's nodes or edges, or as a plain list. */
export type LineList<L> =
  | readonly L[]
  | {nodes?: readonly L[] | null; edges?: readonly {node: L}[] | null}
  | null
  | undefined;

export function lineNodes<L>(lines: LineList<L>): L[] {
  if (!lines) return [];
  if (Array.isArray(lines)) return [...(lines as readonly L[])];
  const connection = lines as Exclude<LineList<L>, readonly L[] | null | undefined>;
  if (connection.nodes) return [...connection.nodes];
  return (connection.edges ?? []).map((edge) => edge.node);
}

export function hasAttribute(attributes: Attributes, key: string): boolean {
  return (attributes ?? []).some((attribute) => attribute.key === key);
}

export function attributeValue(attributes: Attributes, key: string): string | null {
  return (attributes ?? []).find((attribute) => attribute.key === key)?.value ?? null;
}

/** A free item: its SKU has the COMPLIMENTARY part, or the line carries _complimentary. */
export function isComplimentaryLine(line: AttributedLine): boolean {
  return (
    hasComplimentaryPart(line.merchandise?.sku) ||
    hasAttribute(line.attributes, LINE_ATTRIBUTES.complimentary)
  );
}

/** The header badge counts units the shopper chose; free items are not counted. */
export function cartBadgeCount(lines: LineList<AttributedLine>): number {
  return lineNodes(lines)
    .filter((line) => !isComplimentaryLine(line))
    .reduce((count, line) => count + Math.max(0, line.quantity ?? 0), 0);
}

export type LineNote =
  | {kind: 'complimentary'}
  | {kind: 'welcomeOffer'}
  | {kind: 'yourPrice'; amount: string}
  | {kind: 'backorder'};

export function lineNotes(line: AttributedLine): LineNote[] {
  const {attributes} = line;
  const notes: LineNote[] = [];
  if (isComplimentaryLine(line)) notes.push({kind: 'complimentary'});
  if (hasAttribute(attributes, LINE_ATTRIBUTES.welcomeBonus))
    notes.push({kind: 'welcomeOffer'});
  const customPrice = attributeValue(attributes, LINE_ATTRIBUTES.customPrice);
  if (customPrice !== null && /^\d+(\.\d{1,2})?$/.test(customPrice)) {
    notes.push({kind: 'yourPrice', amount: customPrice});
  }
  if (hasAttribute(attributes, LINE_ATTRIBUTES.backorder))
    notes.push({kind: 'backorder'});
  return notes;
}

import {hasFreeOrPwywItem} from './add-to-cart-dialog';
import {
  LINE_ATTRIBUTES,
  hasAttribute,
  lineNodes,
  type Attributes,
  type LineList,
} from './cart-attributes';
import {complimentaryLinePlan, type LineInput, type LineUpdate} from './cart-plans';
import {FREE_ITEM_UNITS_PER_RULE} from './limits';
import {
  readRegionalVariant,
  regionForCountry,
  type Region,
  type RegionalVariant,
} from './regions';
import {parseStoredList} from './stored-record';

/** A rule entry of the free item given with a cart (docs/product/cart.md#free-item-on-load). */
export interface FreeItemRule {
  /** The cart total the item needs; the shop gives an item only from rules at 0 or less. */
  orderTotal: number;
  /** Country codes; an entry starting with '-' excludes that country. */
  countries: readonly string[];
  productTitle: string;
  /** The variant to add, per region. */
  variantId: RegionalVariant;
}

const EXCLUSION_MARK = '-';

/**
 * A rule covers a country unless it excludes it; when it lists any country outright, it
 * covers only those. A rule listing only exclusions covers the rest. A rule listing nothing
 * covers no country: a gift is free of charge, so a rule whose countries were left out (or
 * lost) must not give it everywhere.
 */
export function freeItemRuleMatchesCountry(
  countries: readonly string[],
  country: string | null | undefined,
): boolean {
  const code = country?.trim().toUpperCase();
  if (!code) return false;
  const entries = countries.map((entry) => entry.trim().toUpperCase()).filter(Boolean);
  if (entries.length === 0) return false;
  if (entries.includes(`${EXCLUSION_MARK}${code}`)) return false;
  const included = entries.filter((entry) => !entry.startsWith(EXCLUSION_MARK));
  return included.length === 0 || included.includes(code);
}

/**
 * The free item to add when the cart loads (docs/product/cart.md#free-item-on-load): nothing if the
 * shopper declined it this session; else the first rule with orderTotal 0 or less that covers
 * the country gives one unit of its variant for the region, unless that product is
 * already in the cart (or the rule has no variant for the region).
 */
export function freeItemToAdd(
  rules: readonly FreeItemRule[],
  {
    country,
    region,
    declined,
    cartProductTitles,
  }: {
    country: string | null | undefined;
    region: Region;
    declined: boolean;
    cartProductTitles: readonly string[];
  },
): {merchandiseId: string; quantity: 1; rule: FreeItemRule} | null {
  if (declined) return null;
  const rule = rules.find(
    (candidate) =>
      candidate.orderTotal <= 0 &&
      freeItemRuleMatchesCountry(candidate.countries, country),
  );
  if (!rule || cartProductTitles.includes(rule.productTitle)) return null;
  const merchandiseId = rule.variantId[region];
  return merchandiseId ? {merchandiseId, quantity: 1, rule} : null;
}

/**
 * Whether a free-item rule gives this variant to a buyer in this country: a rule with
 * orderTotal 0 or less that covers the country and names the variant for its region. Only
 * such a line may be free at checkout.
 */
export function grantsFreeItem(
  rules: readonly FreeItemRule[],
  {variantId, country}: {variantId: string; country: string | null | undefined},
): boolean {
  const region = regionForCountry(country);
  return rules.some(
    (rule) =>
      rule.orderTotal <= 0 &&
      freeItemRuleMatchesCountry(rule.countries, country) &&
      rule.variantId[region] === variantId,
  );
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

function asFreeItemRule(entry: unknown): FreeItemRule | null {
  if (!entry || typeof entry !== 'object') return null;
  const {orderTotal, countries, productTitle, variantId} = entry as Record<
    string,
    unknown
  >;
  if (typeof orderTotal !== 'number' || !Number.isFinite(orderTotal)) return null;
  if (!isStringList(countries) || typeof productTitle !== 'string') return null;
  const variants = readRegionalVariant(variantId);
  return variants ? {orderTotal, countries, productTitle, variantId: variants} : null;
}

/** The shop's free-item rules as its metafield holds them; an entry that is no rule is left out. */
export function parseFreeItemRules(value: string | null | undefined): FreeItemRule[] {
  return parseStoredList(value, asFreeItemRule);
}

/** A cart line as the free item reads it. */
export interface FreeItemCartLine {
  id: string;
  quantity: number;
  attributes?: Attributes;
  merchandise: {sku?: string | null; product: {title: string}};
}

const isMarkedComplimentary = (line: FreeItemCartLine) =>
  hasAttribute(line.attributes, LINE_ATTRIBUTES.complimentary);

/**
 * What loading the cart changes for the free item (docs/product/cart.md#free-item-on-load), or null
 * for nothing: the item freeItemToAdd picks goes into the cart's complimentary lines, reusing them
 * (docs/product/cart.md#complimentary-lines), marked _complimentary with the buyer's country. A
 * cart that already holds a pay-what-you-want or secret-shop gift gets none: one free or
 * pay-what-you-want item per cart (docs/product/cart.md#one-free-item-per-cart).
 */
export function freeItemPlan(
  rules: readonly FreeItemRule[],
  {
    country,
    declined,
    lines,
  }: {
    country: string;
    declined: boolean;
    lines: LineList<FreeItemCartLine>;
  },
): {updates: LineUpdate[]; adds: LineInput[]} | null {
  const all = lineNodes(lines).filter((line) => line.quantity > 0);
  const chosen = all.filter((line) => !isMarkedComplimentary(line));
  if (hasFreeOrPwywItem(chosen)) return null;
  const item = freeItemToAdd(rules, {
    country,
    region: regionForCountry(country),
    declined,
    cartProductTitles: all.map((line) => line.merchandise.product.title),
  });
  if (!item) return null;
  return complimentaryLinePlan(
    all.filter(isMarkedComplimentary).map((line) => line.id),
    [
      {
        merchandiseId: item.merchandiseId,
        quantity: FREE_ITEM_UNITS_PER_RULE,
        attributes: [{key: LINE_ATTRIBUTES.complimentary, value: country}],
      },
    ],
  );
}

/**
 * Whether a cart change takes the free item out (removed, or set to 0): the shopper declined
 * it, and the cart must not offer it again this session.
 */
export function declinesFreeItem(
  lines: LineList<FreeItemCartLine>,
  change: {removedLineIds?: readonly string[]; updates?: readonly LineUpdate[]},
): boolean {
  const complimentaryIds = new Set(
    lineNodes(lines)
      .filter(isMarkedComplimentary)
      .map((line) => line.id),
  );
  return (
    (change.removedLineIds ?? []).some((id) => complimentaryIds.has(id)) ||
    (change.updates ?? []).some(
      (update) => complimentaryIds.has(update.id) && update.quantity === 0,
    )
  );
}

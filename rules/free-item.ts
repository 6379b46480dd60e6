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

export interface FreeItemRule {
  /** The cart total the item needs. */
  orderTotal: number;
  /** Country codes; an entry starting with '-' excludes that country. */
  countries: readonly string[];
  productTitle: string;
  /** The variant to add, per region. */
  variantId: RegionalVariant;
}

const EXCLUSION_MARK = '-';

/** A rule covers a country unless it excludes it. */
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

/** A rule without a cart total gives its item as the cart loads, where it covers the country. */
function givenOnLoad(rule: FreeItemRule, country: string | null | undefined): boolean {
  return rule.orderTotal <= 0 && freeItemRuleMatchesCountry(rule.countries, country);
}

/** The free item to add when the cart loads (docs/product/cart.md#free-item-on-load). */
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
  const rule = rules.find((candidate) => givenOnLoad(candidate, country));
  if (!rule || cartProductTitles.includes(rule.productTitle)) return null;
  const merchandiseId = rule.variantId[region];
  return merchandiseId ? {merchandiseId, quantity: 1, rule} : null;
}

/** Whether a free-item rule gives this variant to a buyer in this country. */
export function grantsFreeItem(
  rules: readonly FreeItemRule[],
  {variantId, country}: {variantId: string; country: string | null | undefined},
): boolean {
  const region = regionForCountry(country);
  return rules.some(
    (rule) => givenOnLoad(rule, country) && rule.variantId[region] === variantId,
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

export interface FreeItemCartLine {
  id: string;
  quantity: number;
  attributes?: Attributes;
  merchandise: {sku?: string | null; product: {title: string}};
}

const isMarkedComplimentary = (line: FreeItemCartLine) =>
  hasAttribute(line.attributes, LINE_ATTRIBUTES.complimentary);

/** What loading the cart changes for the free item. */
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

/** Whether a cart change takes the free item out (removed, or set to 0). */
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

import {regionForCountry, type Region} from './regions';

/** A rule entry of the free item given with a cart (spec 3 "Free-item rule entry"). */
export interface FreeItemRule {
  /** The cart total the item needs; the shop gives an item only from rules at 0 or less. */
  orderTotal: number;
  /** Country codes; an entry starting with '-' excludes that country. */
  countries: readonly string[];
  productTitle: string;
  /** The variant to add, per region. */
  variantId: Partial<Record<Region, string>>;
}

const EXCLUSION_MARK = '-';

/**
 * A rule covers a country unless it excludes it; when it lists any country outright, it
 * covers only those. A rule listing only exclusions (or nothing) covers the rest.
 */
export function freeItemRuleMatchesCountry(
  countries: readonly string[],
  country: string | null | undefined,
): boolean {
  const code = country?.trim().toUpperCase();
  if (!code) return false;
  const entries = countries.map((entry) => entry.trim().toUpperCase()).filter(Boolean);
  if (entries.includes(`${EXCLUSION_MARK}${code}`)) return false;
  const included = entries.filter((entry) => !entry.startsWith(EXCLUSION_MARK));
  return included.length === 0 || included.includes(code);
}

/**
 * The free item to add when the cart loads (spec 4 "Free item"): nothing if the shopper
 * declined it this session; else the first rule with orderTotal 0 or less that covers
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

/** 'AVAILABLE:US-CA': the product is sold only in the listed countries. */
export const AVAILABLE_TAG_PREFIX = 'AVAILABLE:';
/** 'OOS:RU-BY': the product is not sold in the listed countries. */
export const OOS_TAG_PREFIX = 'OOS:';

const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

export interface AvailabilityVariant {
  availableForSale?: boolean | null;
  /** Older name of availableForSale, still found in some payloads. */
  available?: boolean | null;
  currentlyNotInStock?: boolean | null;
}

/** The countries listed by every tag with this prefix, or null when no tag has it. */
function taggedCountries(
  tags: readonly string[] | null | undefined,
  prefix: string,
): Set<string> | null {
  let countries: Set<string> | null = null;
  for (const tag of tags ?? []) {
    if (tag.slice(0, prefix.length).toUpperCase() !== prefix) continue;
    const codes = tag
      .slice(prefix.length)
      .split('-')
      .map((code) => code.trim().toUpperCase())
      .filter((code) => COUNTRY_CODE_PATTERN.test(code));
    if (codes.length === 0) continue;
    countries ??= new Set();
    for (const code of codes) countries.add(code);
  }
  return countries;
}

/** With no known country, a product limited by AVAILABLE: tags is not available. */
export function isProductAvailableInCountry(
  tags: readonly string[] | null | undefined,
  country: string | null | undefined,
): boolean {
  const code = country?.trim().toUpperCase() ?? '';
  const onlyIn = taggedCountries(tags, AVAILABLE_TAG_PREFIX);
  if (onlyIn && !onlyIn.has(code)) return false;
  const notIn = taggedCountries(tags, OOS_TAG_PREFIX);
  return !notIn?.has(code);
}

export function isVariantAvailable(variant: AvailabilityVariant): boolean {
  const forSale = variant.availableForSale ?? variant.available ?? false;
  return forSale && variant.currentlyNotInStock !== true;
}

export function canAddToCart({
  productTags,
  variant,
  country,
}: {
  productTags: readonly string[] | null | undefined;
  variant: AvailabilityVariant;
  country: string | null | undefined;
}): boolean {
  return isProductAvailableInCountry(productTags, country) && isVariantAvailable(variant);
}

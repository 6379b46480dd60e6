// The shop's SKUs are parts joined by '-': a base ('EB01'), optional kind parts ('PRO',
// 'COMPLIMENTARY'), and a region part ('US', 'EU') or a country part ('GB').
export const SKU_SEPARATOR = '-';

export const COMPLIMENTARY_PART = 'COMPLIMENTARY';
export const PRO_PART = 'PRO';
export const US_PART = 'US';
export const EU_PART = 'EU';

const REGION_PARTS: readonly string[] = [US_PART, EU_PART];

export function skuParts(sku: string | null | undefined): string[] {
  if (!sku) return [];
  return sku
    .split(SKU_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function hasSkuPart(sku: string | null | undefined, part: string): boolean {
  return skuParts(sku).includes(part);
}

/** The SKU with its US and EU parts removed: both regional variants share it. */
export function skuBase(sku: string | null | undefined): string {
  return skuParts(sku)
    .filter((part) => !REGION_PARTS.includes(part))
    .join(SKU_SEPARATOR);
}

export function hasComplimentaryPart(sku: string | null | undefined): boolean {
  return hasSkuPart(sku, COMPLIMENTARY_PART);
}

export function hasProPart(sku: string | null | undefined): boolean {
  return hasSkuPart(sku, PRO_PART);
}

export function hasEuPart(sku: string | null | undefined): boolean {
  return hasSkuPart(sku, EU_PART);
}

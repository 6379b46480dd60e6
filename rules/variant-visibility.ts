import {legacyId} from './gid';
import type {Region} from './regions';
import {hasComplimentaryPart, hasEuPart, hasProPart, skuParts} from './sku';

/** Legacy variants the storefront never offers (the platform's seed holds them). */
export const EXCLUDED_VARIANT_IDS: readonly string[] = `
  43000000009001 43000000009002 43000000009003 43000000009004 43000000009005
  43000000009006 43000000009007 43000000009008 43000000009009 43000000009010
  43000000009011 43000000009012 43000000009013 43000000009014 43000000009015
  43000000009016 43000000009017 43000000009018
`
  .trim()
  .split(/\s+/);

/** The only products whose PRO variants are offered. */
export const PRO_ALLOWED_PRODUCT_IDS: readonly string[] = `
  7100000000101 7100000000102 7100000000103 7100000000104 7100000000105
  7100000000106
`
  .trim()
  .split(/\s+/);

export interface VisibilityVariant {
  id: string;
  sku?: string | null;
  /** The variant's hidden metafield value; 'true' hides it. */
  hidden?: string | boolean | null;
}

export interface Market {
  country: string;
  region: Region;
}

const proAllowedProductIds: ReadonlySet<string> = new Set(PRO_ALLOWED_PRODUCT_IDS);

export function isVariantHidden(variant: Pick<VisibilityVariant, 'hidden'>): boolean {
  return variant.hidden === true || variant.hidden === 'true';
}

/** Accepts the product's GID or its bare numeric id. */
export function isProAllowedProduct(productId: string | null | undefined): boolean {
  return proAllowedProductIds.has(legacyId(productId));
}

export function isVariantExcluded(
  variant: Pick<VisibilityVariant, 'id' | 'sku'>,
  productId: string | null | undefined,
): boolean {
  if (hasComplimentaryPart(variant.sku)) return true;
  if (EXCLUDED_VARIANT_IDS.some((excluded) => variant.id.endsWith(excluded))) return true;
  return hasProPart(variant.sku) && !isProAllowedProduct(productId);
}

// docs/product/catalog.md#variant-matching's literal rule: the SKU names the country, or
// the country is US and the SKU has no EU part.
export function variantMatchesCountry(
  sku: string | null | undefined,
  country: string,
): boolean {
  return skuParts(sku).includes(country) || (country === 'US' && !hasEuPart(sku));
}

// The shop applies the country rule to the shopper's country and region together, so an
// 'EB01-EU' variant reaches a German shopper and 'EB01-US' a Canadian one.
export function variantMatchesMarket(
  sku: string | null | undefined,
  market: Market,
): boolean {
  const parts = skuParts(sku);
  return (
    parts.includes(market.country) ||
    parts.includes(market.region) ||
    (market.region === 'US' && !hasEuPart(sku))
  );
}

export function isVariantVisible(
  variant: VisibilityVariant,
  productId: string | null | undefined,
  market: Market,
): boolean {
  return (
    !isVariantHidden(variant) &&
    !isVariantExcluded(variant, productId) &&
    variantMatchesMarket(variant.sku, market)
  );
}

/** The variants a shopper in this market may see and choose, in their original order. */
export function visibleVariants<V extends VisibilityVariant>(
  product: {id: string},
  variants: readonly V[],
  market: Market,
): V[] {
  return variants.filter((variant) => isVariantVisible(variant, product.id, market));
}

import {skuBase} from './sku';

/** Product tags carry special-channel prices in USD. */
export const CONCEPT_STORE_PRICE_PREFIX = 'conceptStorePrice';
export const SECRET_SHOP_PRICE_PREFIX = 'secretShopPrice';

export type PriceTagPrefix =
  | typeof CONCEPT_STORE_PRICE_PREFIX
  | typeof SECRET_SHOP_PRICE_PREFIX;

const PRICE_TAG_SEPARATOR = ':';
const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;

function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  return AMOUNT_PATTERN.test(trimmed) ? Number(trimmed) : null;
}

/** The price for this variant: a tag naming its skuBase wins over a whole-product tag. */
export function priceFromTags(
  tags: readonly string[] | null | undefined,
  prefix: PriceTagPrefix,
  sku: string | null | undefined,
): number | null {
  const base = skuBase(sku);
  let productPrice: number | null = null;
  for (const tag of tags ?? []) {
    const parts = tag.split(PRICE_TAG_SEPARATOR);
    if (parts[0]?.trim() !== prefix) continue;
    if (parts.length === 2) {
      productPrice ??= parseAmount(parts[1] ?? '');
    } else if (parts.length === 3 && base !== '' && skuBase(parts[1]) === base) {
      const variantPrice = parseAmount(parts[2] ?? '');
      if (variantPrice !== null) return variantPrice;
    }
  }
  return productPrice;
}

// The tags that carry a price, as the product metafield custom/price_tags mirrors them
// for the functions, which cannot list a product's tags (docs/operations.md).
export function priceTagsOf(tags: readonly string[]): string[] {
  return tags.filter((tag) => {
    const prefix = tag.split(PRICE_TAG_SEPARATOR, 1)[0]?.trim();
    return prefix === CONCEPT_STORE_PRICE_PREFIX || prefix === SECRET_SHOP_PRICE_PREFIX;
  });
}

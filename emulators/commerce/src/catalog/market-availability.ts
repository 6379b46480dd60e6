import {isProductAvailableInCountry} from '@brush/rules/availability';
import {regionForCountry} from '@brush/rules/regions';
import {variantMatchesMarket} from '@brush/rules/variant-visibility';
import type {DocumentStore} from '../types';
import {variantsOf, type ProductDocument, type VariantDocument} from './documents';
import {encodeOptionValueCombinations} from './variant-encoding';

/**
 * What a market may buy, in one place: the cart refuses what this refuses, and the catalog's
 * `availableForSale` (and everything derived from it) answers the same under
 * `@inContext(country:)`. A product's AVAILABLE:/OOS: tags may leave the country out, and a
 * variant of the other region's range is not sold there (docs/product/catalog.md).
 */
export type MarketRefusal = 'product-not-available' | 'variant-not-sold';

export function marketRefusal(
  productTags: readonly string[],
  sku: string | null,
  country: string,
): MarketRefusal | null {
  if (!isProductAvailableInCountry(productTags, country)) return 'product-not-available';
  if (!variantMatchesMarket(sku, {country, region: regionForCountry(country)})) {
    return 'variant-not-sold';
  }
  return null;
}

function productOf(
  store: DocumentStore,
  variant: VariantDocument,
): ProductDocument | null {
  const product = store.get(variant.product);
  return product?.__typename === 'Product' ? (product as ProductDocument) : null;
}

/** For sale in the market: in stock or sold on backorder, and bought by the market. */
export function variantAvailableIn(
  store: DocumentStore,
  variant: VariantDocument,
  country: string,
): boolean {
  if (!variant.availableForSale) return false;
  const product = productOf(store, variant);
  return !!product && marketRefusal(product.tags, variant.sku, country) === null;
}

/**
 * The variants that count for a market's availability filter: all but the other region's
 * range, which the market never sells (a product kept out of the country counts as out of
 * stock there).
 */
export function variantsOfMarket(
  store: DocumentStore,
  product: ProductDocument,
  country: string,
): VariantDocument[] {
  return variantsOf(store, product).filter(
    (variant) => marketRefusal(product.tags, variant.sku, country) !== 'variant-not-sold',
  );
}

export function availableVariantsIn(
  store: DocumentStore,
  product: ProductDocument,
  country: string,
): VariantDocument[] {
  return variantsOf(store, product).filter((variant) =>
    variantAvailableIn(store, variant, country),
  );
}

export function productAvailableIn(
  store: DocumentStore,
  product: ProductDocument,
  country: string,
): boolean {
  return availableVariantsIn(store, product, country).length > 0;
}

/** `encodedVariantAvailability` of the market: its available variants' option combinations. */
export function encodedAvailabilityIn(
  store: DocumentStore,
  product: ProductDocument,
  country: string,
): string {
  const combinations = availableVariantsIn(store, product, country).map((variant) =>
    product.options.map((option) =>
      option.values.indexOf(
        variant.selectedOptions.find((selected) => selected.name === option.name)
          ?.value ?? '',
      ),
    ),
  );
  return encodeOptionValueCombinations(combinations);
}

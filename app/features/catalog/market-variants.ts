import {visibleVariants, type Market} from '@brush/rules/variant-visibility';

/** A variant as the Storefront API answers it: its hidden flag is a metafield. */
interface StorefrontVariant {
  id: string;
  sku?: string | null;
  hidden?: {value: string} | null;
}

/** The variants this market may see, in order, their hidden metafield read as a flag. */
export function marketVisibleVariants<V extends StorefrontVariant>(
  product: {id: string; variants: {nodes: readonly V[]}},
  market: Market,
) {
  return visibleVariants(
    product,
    product.variants.nodes.map((variant) => ({
      ...variant,
      hidden: variant.hidden?.value,
    })),
    market,
  );
}

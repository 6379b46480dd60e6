import {visibleVariants, type Market} from '@brush/rules/variant-visibility';

/** A variant as the Storefront API answers it: its hidden flag is a metafield. */
interface StorefrontVariant {
  id: string;
  sku?: string | null;
  hidden?: {value: string} | null;
}

// The product's variants a shopper in this market may see, in their order, with the
// hidden metafield read as the value the visibility rules take.
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

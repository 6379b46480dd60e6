import type {FakeProduct} from './fake-storefront';

/** Region variants as the shop's SKUs name them, plus the variants no shopper may pick. */
export const EYE_BRUSH: FakeProduct = {
  id: 'gid://shopify/Product/7100000000201',
  handle: 'tapered-blending-brush',
  title: 'Tapered Blending Brush',
  metafields: {'custom.headline': 'soft goat hair for a seamless crease'},
  variants: [
    {
      id: 'gid://shopify/ProductVariant/43000000000201',
      title: 'US / Goat',
      sku: 'EB01-US',
      priceUsd: 24,
      options: {Region: 'US', Hair: 'Goat'},
    },
    {
      id: 'gid://shopify/ProductVariant/43000000000202',
      title: 'EU / Goat',
      sku: 'EB01-EU',
      priceUsd: 24,
      options: {Region: 'EU', Hair: 'Goat'},
    },
    {
      id: 'gid://shopify/ProductVariant/43000000000203',
      title: 'US / Synthetic',
      sku: 'EB01-SYN-US',
      priceUsd: 22,
      options: {Region: 'US', Hair: 'Synthetic'},
      availableForSale: false,
    },
    {
      id: 'gid://shopify/ProductVariant/43000000000204',
      title: 'EU / Synthetic',
      sku: 'EB01-SYN-EU',
      priceUsd: 22,
      options: {Region: 'EU', Hair: 'Synthetic'},
    },
    {
      id: 'gid://shopify/ProductVariant/43000000000205',
      title: 'US / Sample',
      sku: 'EB01-COMPLIMENTARY-US',
      priceUsd: 0,
      options: {Region: 'US', Hair: 'Sample'},
    },
    {
      id: 'gid://shopify/ProductVariant/43000000000206',
      title: 'US / Retired',
      sku: 'EB01-RET-US',
      priceUsd: 24,
      options: {Region: 'US', Hair: 'Retired'},
      metafields: {'custom.hidden': 'true'},
    },
  ],
};

/** Sold only in the US and Canada. */
export const FAN_BRUSH: FakeProduct = {
  id: 'gid://shopify/Product/7100000000202',
  handle: 'fan-face-brush',
  title: 'Fan Face Brush',
  tags: ['AVAILABLE:US-CA'],
  variants: [
    {
      id: 'gid://shopify/ProductVariant/43000000000211',
      title: 'US',
      sku: 'FB01-US',
      priceUsd: 38,
      options: {Region: 'US'},
    },
    {
      id: 'gid://shopify/ProductVariant/43000000000212',
      title: 'EU',
      sku: 'FB01-EU',
      priceUsd: 38,
      options: {Region: 'EU'},
    },
  ],
};

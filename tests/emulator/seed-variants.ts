/**
 * The seed's clock and the seed variants the tests name (emulators/commerce/src/seed/catalog.ts).
 * No imports: the benchmark and the Playwright suites, which run outside Vitest, read it too.
 */

export const SEED_NOW = new Date('2025-03-01T12:00:00.000Z');

export const VARIANT = {
  /** Kumo Blending Brush, $24; in the concept store at $18. */
  kumoUs: 'gid://shopify/ProductVariant/43000000000101',
  kumoEu: 'gid://shopify/ProductVariant/43000000000102',
  /** Hoshi Tapered Crease Brush, $22, no promotion. */
  hoshiUs: 'gid://shopify/ProductVariant/43000000000301',
  /** Yuki Powder Brush, $58. */
  yukiUs: 'gid://shopify/ProductVariant/43000000000401',
  /** Kasumi Detail Crease Brush, tagged AVAILABLE:US-CA (sold to the United States and Canada). */
  kasumiUs: 'gid://shopify/ProductVariant/43000000001101',
  kasumiEu: 'gid://shopify/ProductVariant/43000000001102',
  /** Nami Dual-Fibre Blender, tagged OOS:DE-FR. */
  namiEu: 'gid://shopify/ProductVariant/43000000001402',
  /** Yoru Smoky Blender: sold on backorder (currently not in stock). */
  yoruUs: 'gid://shopify/ProductVariant/43000000001201',
  /** Hotaru Precision Liner EU: not available for sale. */
  hotaruEu: 'gid://shopify/ProductVariant/43000000001602',
  /** Saibikoho White Cheek Brush: 6 left. */
  saibikohoUs: 'gid://shopify/ProductVariant/43000000001901',
  /** Kumo Mini Blender, $24, pay what you want. */
  kumoMiniUs: 'gid://shopify/ProductVariant/43000000001501',
  /** Tanpopo Stippling Brush, pay what you want. */
  tanpopoUs: 'gid://shopify/ProductVariant/43000000002401',
  /** Mini Kabuki Gift, $14, complimentary edition (the free-item rule covers NL in the EU). */
  giftComplimentaryUs: 'gid://shopify/ProductVariant/43000000003603',
  giftComplimentaryEu: 'gid://shopify/ProductVariant/43000000003604',
  /**
   * Prototype Liner No. 7 (SS02), $22, secretShopPrice:10, pay what you want, in the
   * spring-preview secret shop: the platform answers for it by id, the public shop does not.
   */
  prototypeLinerUs: 'gid://shopify/ProductVariant/43000000003801',
  prototypeLinerEu: 'gid://shopify/ProductVariant/43000000003802',
} as const;

/** A seed product as pages show it, with the variants of its US and EU editions. */
export interface SeedProduct {
  handle: string;
  title: string;
  us: string;
  eu?: string;
}

export const PRODUCT = {
  kumo: {
    handle: 'kumo-blending-brush',
    title: 'Kumo Blending Brush',
    us: VARIANT.kumoUs,
    eu: VARIANT.kumoEu,
  },
  hoshi: {
    handle: 'hoshi-tapered-crease',
    title: 'Hoshi Tapered Crease Brush',
    us: VARIANT.hoshiUs,
  },
  kumoMini: {
    handle: 'kumo-mini-blender',
    title: 'Kumo Mini Blender',
    us: VARIANT.kumoMiniUs,
  },
  tanpopo: {
    handle: 'tanpopo-stippling-brush',
    title: 'Tanpopo Stippling Brush',
    us: VARIANT.tanpopoUs,
  },
  prototypeLiner: {
    handle: 'prototype-liner-no-7',
    title: 'Prototype Liner No. 7',
    us: VARIANT.prototypeLinerUs,
    eu: VARIANT.prototypeLinerEu,
  },
} as const satisfies Record<string, SeedProduct>;

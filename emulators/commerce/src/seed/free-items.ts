import type {FreeItemRule} from '#rules/free-item';
import {toGid} from '#rules/gid';

const MINI_KABUKI_GIFT = {
  productTitle: 'Mini Kabuki Gift',
  variantId: {
    US: toGid('ProductVariant', '43000000003603'),
    EU: toGid('ProductVariant', '43000000003604'),
  },
} as const;

/**
 * The shop's free-item rules (spec 3 "Free-item rule entry") as the pricing function is
 * configured: the Mini Kabuki Gift may be free in every country, as its COMPLIMENTARY variant
 * of the buyer's region.
 */
export const FREE_ITEM_RULES: readonly FreeItemRule[] = [
  {orderTotal: 0, countries: [], ...MINI_KABUKI_GIFT},
];

/**
 * The rules the storefront applies when a cart loads (the shop metafield
 * FREE_ITEM_RULES_METAFIELD): this season the gift goes into the carts of shoppers in the
 * Netherlands. An operator widens the campaign by editing the metafield; the function
 * already prices the gift free everywhere.
 */
export const STOREFRONT_FREE_ITEM_RULES: readonly FreeItemRule[] = [
  {orderTotal: 0, countries: ['NL'], ...MINI_KABUKI_GIFT},
];

/** Where the storefront reads its free-item rules: a JSON metafield on the shop. */
export const FREE_ITEM_RULES_METAFIELD = {namespace: 'custom', key: 'free_item_rules'};

import type {FreeItemRule} from '@brush/rules/free-item';
import {toGid} from '@brush/rules/gid';

const MINI_KABUKI_GIFT = {
  productTitle: 'Mini Kabuki Gift',
  variantId: {
    US: toGid('ProductVariant', '43000000003603'),
    EU: toGid('ProductVariant', '43000000003604'),
  },
} as const;

/**
 * The shop's free-item rules (docs/product/cart.md#free-item-on-load), kept in the shop metafield
 * FREE_ITEM_RULES_METAFIELD: the storefront adds the gift from them when a cart loads and the
 * pricing functions read the same metafield to price it free, so an operator changes the
 * campaign in one place. This season the Mini Kabuki Gift goes to shoppers in the
 * Netherlands, as its COMPLIMENTARY variant of the buyer's region.
 */
export const FREE_ITEM_RULES: readonly FreeItemRule[] = [
  {orderTotal: 0, countries: ['NL'], ...MINI_KABUKI_GIFT},
];

/** Where the storefront reads its free-item rules: a JSON metafield on the shop. */
export const FREE_ITEM_RULES_METAFIELD = {namespace: 'custom', key: 'free_item_rules'};

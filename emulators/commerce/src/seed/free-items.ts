import type {FreeItemRule} from '#rules/free-item';
import {toGid} from '#rules/gid';

/**
 * The shop's free-item rules (spec 3 "Free-item rule entry"): the Mini Kabuki Gift, free in
 * every country, as its COMPLIMENTARY variant of the buyer's region.
 */
export const FREE_ITEM_RULES: readonly FreeItemRule[] = [
  {
    orderTotal: 0,
    countries: [],
    productTitle: 'Mini Kabuki Gift',
    variantId: {
      US: toGid('ProductVariant', '43000000003603'),
      EU: toGid('ProductVariant', '43000000003604'),
    },
  },
];

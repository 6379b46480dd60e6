import type {BogoOfferEntry} from '@brush/rules/bogo';
import {toGid} from '@brush/rules/gid';

const variant = (us: string) => ({
  US: toGid('ProductVariant', us),
  EU: toGid('ProductVariant', String(Number(us) + 1)),
});

/**
 * The shop's buy-one-get-one offers (docs/product/cart.md#buy-one-get-one): a Brush Cleansing Soap
 * brings Brush Guards free, which the shopper may swap for a Travel Pouch. The storefront reads
 * them from the shop metafield BOGO_OFFERS_METAFIELD, and so do the pricing functions.
 */
export const BOGO_OFFERS: readonly BogoOfferEntry[] = [
  {
    main: variant('43000000003201'),
    free: [variant('43000000003501'), variant('43000000003401')],
  },
];

export const BOGO_OFFERS_METAFIELD = {namespace: 'custom', key: 'bogo_offers'};

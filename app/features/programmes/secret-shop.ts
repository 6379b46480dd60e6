import type {PurchaseType} from '@brush/rules/add-to-cart-dialog';
import {convertFromUsd} from '@brush/rules/currency';
import {legacyId} from '@brush/rules/gid';
import {SECRET_SHOP_PRICE_PREFIX, priceFromTags} from '@brush/rules/price-tags';
import {offersCustomPrice} from '@brush/rules/pwyw';

import {SECRET_SHOP_PATH} from '~/lib/navigation';

// The secret shop's query (docs/product/programmes.md#secret-shop): the shop's own
// collection, the default bundle and its options.
export const SECRET_SHOP_COLLECTION_HANDLE = 'secret-shop';
export const DEFAULT_CUSTOM_BUNDLE_HANDLE = 'the-launch-collection';
export const CUSTOM_BUNDLE_OPTIONS_HANDLE = 'custom-brush-bundle';

export type SecretShopPurchaseType = Extract<
  PurchaseType,
  'secret-shop' | 'secret-shop-free' | 'secret-shop-pwyw'
>;

/** A variant's secretShopPrice (variant-specific wins) in the shopper's currency. */
export function secretShopPrice(
  tags: readonly string[] | null | undefined,
  sku: string | null | undefined,
  currency: string,
): number | null {
  const priceUsd = priceFromTags(tags, SECRET_SHOP_PRICE_PREFIX, sku);
  return priceUsd === null ? null : convertFromUsd(priceUsd, currency);
}

/** How the secret shop adds a variant (docs/product/pricing.md#secret-shop-prices). */
export function secretShopPurchaseType({
  productTags,
  sku,
}: {
  productTags: readonly string[] | null | undefined;
  sku: string | null | undefined;
}): SecretShopPurchaseType | null {
  if (offersCustomPrice(productTags)) return 'secret-shop-pwyw';
  const priceUsd = priceFromTags(productTags, SECRET_SHOP_PRICE_PREFIX, sku);
  if (priceUsd === null) return null;
  return priceUsd === 0 ? 'secret-shop-free' : 'secret-shop';
}

/** Whether a product (its collection GIDs) is in one of the customer's secret shops. */
export function isInCustomerSecretShop(
  productCollectionIds: readonly string[],
  customerCollectionIds: readonly string[],
): boolean {
  const granted = new Set(customerCollectionIds.map(legacyId).filter(Boolean));
  return productCollectionIds.some((id) => granted.has(legacyId(id)));
}

/** Where a shared secret-shop link leads: its token is the last part of the path. */
export const SHARED_SHOP_PATH = `${SECRET_SHOP_PATH}/shared`;

/** How long a shared link works: through the 7th day after it is made. */
export const SHARED_SHOP_LINK_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day (UTC, YYYY-MM-DD) a moment falls on, as shared links count days. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

export const sharedLinkLastDay = (now: Date) =>
  utcDay(new Date(now.getTime() + SHARED_SHOP_LINK_DAYS * DAY_MS));

import {skuBase} from './sku';
import {parseStoredList, parseStoredRecord} from './stored-record';

export const ELIGIBLE_TAG = 'eligible';

// 'secretShopCollection:<name>:<collection id>' grants the secret shop of that
// collection.
export const SECRET_SHOP_TAG_PREFIX = 'secretShopCollection:';

export const ACCOUNT_NAME_LIMIT = 15;
export const ACCOUNT_NAME_LIMIT_MOBILE = 10;

/** The English label shown when there is no name to show or it is too long. */
export const ACCOUNT_NAME_FALLBACK = 'my account';

export function isEligible(tags: readonly string[] | null | undefined): boolean {
  return (tags ?? []).some((tag) => tag.trim() === ELIGIBLE_TAG);
}

/** The collection ids granted by secretShopCollection: tags, once each, in tag order. */
export function secretShopCollectionIds(
  tags: readonly string[] | null | undefined,
): string[] {
  const ids = (tags ?? [])
    .filter((tag) => tag.startsWith(SECRET_SHOP_TAG_PREFIX))
    // The collection id is the tag's third part.
    .map((tag) => tag.split(':')[2]?.trim() ?? '')
    .filter((id) => id !== '');
  return [...new Set(ids)];
}

/** The secret_shop/claimed metafield holds a list of SKUs as text. */
export function parseClaimedSkus(text: string | null | undefined): string[] {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return [];
  if (/^[[{"]/.test(trimmed)) {
    return parseStoredList(trimmed, (entry) =>
      typeof entry === 'string' && entry.trim() !== '' ? entry.trim() : null,
    );
  }
  return trimmed
    .split(',')
    .map((sku) => sku.trim())
    .filter((sku) => sku !== '');
}

/** Claimed in either region: 'SS01-EU' is claimed when 'SS01-US' (or 'SS01') is listed. */
export function isClaimed(
  sku: string | null | undefined,
  claimed: readonly string[],
): boolean {
  const base = skuBase(sku);
  return base !== '' && claimed.some((entry) => skuBase(entry) === base);
}

/** The shop metafield secret_shop/shared_claims. */
export function parseSharedClaims(
  text: string | null | undefined,
): ReadonlyMap<string, string[]> {
  const record = parseStoredRecord(text);
  if (!record || Array.isArray(record)) return new Map();
  return new Map(
    Object.entries(record).flatMap(([ownerId, skus]) =>
      Array.isArray(skus)
        ? [[ownerId, skus.filter((sku): sku is string => typeof sku === 'string')]]
        : [],
    ),
  );
}

export interface CustomerName {
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
}

/** First name and last initial ('Ava T.'), else the display name. */
export function accountDisplayName(
  customer: CustomerName | null | undefined,
  {
    mobile = false,
    fallback = ACCOUNT_NAME_FALLBACK,
  }: {mobile?: boolean; fallback?: string} = {},
): string {
  const firstName = customer?.firstName?.trim() ?? '';
  const lastInitial = Array.from(customer?.lastName?.trim() ?? '')[0];
  const name = firstName
    ? lastInitial
      ? `${firstName} ${lastInitial.toUpperCase()}.`
      : firstName
    : (customer?.displayName?.trim() ?? '');
  const limit = mobile ? ACCOUNT_NAME_LIMIT_MOBILE : ACCOUNT_NAME_LIMIT;
  if (name === '' || Array.from(name).length > limit) return fallback;
  return name;
}

import {hmacHex, sameText, usableKey} from './signing';

// A shared secret-shop link (the _sharedShop token,
// docs/product/programmes.md#shared-links).

const TOKEN_VERSION = 'v1';
const SEPARATOR = '.';
const ID_SEPARATOR = '-';
const NUMERIC_ID = /^\d{1,20}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** More collections than a customer is ever tagged for. */
const MAX_COLLECTIONS = 50;

export interface SharedShopGrant {
  ownerId: string;
  /** Numeric ids of the secret-shop collections shared. */
  collectionIds: string[];
  /** The last day (UTC, YYYY-MM-DD) the link works. */
  expiresOn: string;
}

function payload({ownerId, collectionIds, expiresOn}: SharedShopGrant): string {
  return [TOKEN_VERSION, ownerId, collectionIds.join(ID_SEPARATOR), expiresOn].join(
    SEPARATOR,
  );
}

function wellFormed(grant: SharedShopGrant): boolean {
  return (
    NUMERIC_ID.test(grant.ownerId) &&
    grant.collectionIds.length > 0 &&
    grant.collectionIds.length <= MAX_COLLECTIONS &&
    grant.collectionIds.every((id) => NUMERIC_ID.test(id)) &&
    DAY.test(grant.expiresOn)
  );
}

export function signSharedShopToken(key: string, grant: SharedShopGrant): string {
  if (!usableKey(key)) throw new RangeError('shared shop key is too short');
  if (!wellFormed(grant)) throw new RangeError('a shared shop needs ids and a day');
  const signed = payload(grant);
  return `${signed}${SEPARATOR}${hmacHex(key, signed)}`;
}

// The grant a token carries when the key signed it and `today` (YYYY-MM-DD) is not past
// its last day; null for anything else.
export function readSharedShopToken(
  key: string | null | undefined,
  token: string | null | undefined,
  today: string,
): SharedShopGrant | null {
  if (!usableKey(key) || !token) return null;
  const parts = token.split(SEPARATOR);
  if (parts.length !== 5) return null;
  const [version, ownerId = '', ids = '', expiresOn = '', signature = ''] = parts;
  if (version !== TOKEN_VERSION) return null;
  const grant = {ownerId, collectionIds: ids.split(ID_SEPARATOR), expiresOn};
  if (!wellFormed(grant)) return null;
  if (!sameText(signature, hmacHex(key, payload(grant)))) return null;
  return expiresOn >= today ? grant : null;
}

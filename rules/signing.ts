import {hmac} from '@noble/hashes/hmac.js';
import {sha256} from '@noble/hashes/sha2.js';
import {bytesToHex, utf8ToBytes} from '@noble/hashes/utils.js';

/** HMAC-SHA-256 for the values the worker signs and a function checks. */

/** A shorter key could be guessed; operators generate 32 random characters or more. */
export const SIGNING_KEY_MIN_LENGTH = 32;

export function usableKey(key: string | null | undefined): key is string {
  return typeof key === 'string' && key.length >= SIGNING_KEY_MIN_LENGTH;
}

export function hmacHex(key: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
}

// Every character compared, so the time taken says nothing about where a guess went
// wrong.
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

const FIELD_SEPARATOR = '|';

function signedMessage(purpose: string, fields: readonly string[]): string {
  return [purpose, ...fields].map(encodeURIComponent).join(FIELD_SEPARATOR);
}

export function signFields(
  key: string,
  purpose: string,
  fields: readonly string[],
): string {
  if (!usableKey(key)) throw new RangeError(`${purpose}: signing key is too short`);
  const message = signedMessage(purpose, fields);
  return `${message}${FIELD_SEPARATOR}${hmacHex(key, message)}`;
}

/** The `count` fields a value carries when the key signed them for `purpose`. */
export function readSignedFields(
  key: string | null | undefined,
  purpose: string,
  count: number,
  value: string | null | undefined,
): string[] | null {
  if (!usableKey(key) || !value) return null;
  let parts: string[];
  try {
    parts = value.split(FIELD_SEPARATOR).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (parts.length !== count + 2 || parts[0] !== purpose) return null;
  const fields = parts.slice(1, -1);
  const signed = parts[parts.length - 1] ?? '';
  return sameText(signed, hmacHex(key, signedMessage(purpose, fields))) ? fields : null;
}

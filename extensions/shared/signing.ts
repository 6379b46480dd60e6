import {hmac} from '@noble/hashes/hmac.js';
import {sha256} from '@noble/hashes/sha2.js';
import {bytesToHex, utf8ToBytes} from '@noble/hashes/utils.js';

/**
 * HMAC-SHA-256 for the values the worker signs and a function checks (survey proofs, shared
 * secret-shop links). Written with @noble/hashes because a Shopify Function runs in Wasm
 * (Javy) with no Web Crypto, and the worker signs with the same code.
 */

/** A shorter key could be guessed; operators generate 32 random characters or more. */
export const SIGNING_KEY_MIN_LENGTH = 32;

export function usableKey(key: string | null | undefined): key is string {
  return typeof key === 'string' && key.length >= SIGNING_KEY_MIN_LENGTH;
}

export function hmacHex(key: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
}

/** Every character compared, so the time taken says nothing about where a guess went wrong. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

import {hmac} from '@noble/hashes/hmac.js';
import {sha256} from '@noble/hashes/sha2.js';
import {bytesToHex, utf8ToBytes} from '@noble/hashes/utils.js';

/**
 * The discountSurvey cart attribute is proof of a completed survey: the survey response id
 * and the cart id, signed by the worker with HMAC-SHA-256 under a key the survey-discount
 * function reads from its configuration. Any shopper can set a cart attribute through the
 * public API; without the key they cannot make a value that reads back.
 *
 * Written with @noble/hashes because a Shopify Function runs in Wasm (Javy) with no Web
 * Crypto, and the worker signs with the same code.
 */

/** A shorter key could be guessed; operators generate 32 random characters or more. */
export const SURVEY_PROOF_KEY_MIN_LENGTH = 32;

const PROOF_VERSION = 'v1';
const SEPARATOR = '|';

export interface SurveyProof {
  responseId: string;
  cartId: string;
}

function signature(key: string, {responseId, cartId}: SurveyProof): string {
  const message = [PROOF_VERSION, responseId, cartId]
    .map(encodeURIComponent)
    .join(SEPARATOR);
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
}

function usableKey(key: string | null | undefined): key is string {
  return typeof key === 'string' && key.length >= SURVEY_PROOF_KEY_MIN_LENGTH;
}

export function signSurveyProof(key: string, proof: SurveyProof): string {
  if (!usableKey(key)) throw new RangeError('survey proof key is too short');
  return [PROOF_VERSION, proof.responseId, proof.cartId, signature(key, proof)]
    .map(encodeURIComponent)
    .join(SEPARATOR);
}

/** Every character compared, so the time taken says nothing about where a guess went wrong. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

/** The proof a value carries when the key signed it; null for anything else. */
export function readSurveyProof(
  key: string | null | undefined,
  value: string | null | undefined,
): SurveyProof | null {
  if (!usableKey(key) || !value) return null;
  let parts: string[];
  try {
    parts = value.split(SEPARATOR).map(decodeURIComponent);
  } catch {
    return null;
  }
  const [version, responseId, cartId, signed] = parts;
  if (
    parts.length !== 4 ||
    version !== PROOF_VERSION ||
    !responseId ||
    !cartId ||
    !signed
  ) {
    return null;
  }
  const proof = {responseId, cartId};
  return sameText(signed, signature(key, proof)) ? proof : null;
}

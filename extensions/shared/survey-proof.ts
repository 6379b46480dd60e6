import {hmacHex, sameText, usableKey} from './signing';

/**
 * The discountSurvey cart attribute is proof of a completed survey: the survey response id
 * and the cart id, signed by the worker with HMAC-SHA-256 under a key the survey-discount
 * function reads from its configuration. Any shopper can set a cart attribute through the
 * public API; without the key they cannot make a value that reads back.
 */

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
  return hmacHex(key, message);
}

export function signSurveyProof(key: string, proof: SurveyProof): string {
  if (!usableKey(key)) throw new RangeError('survey proof key is too short');
  return [PROOF_VERSION, proof.responseId, proof.cartId, signature(key, proof)]
    .map(encodeURIComponent)
    .join(SEPARATOR);
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

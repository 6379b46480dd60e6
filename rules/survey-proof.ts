import {readSignedFields, signFields} from './signing';

/**
 * The discountSurvey cart attribute is proof of a completed survey: the survey response id,
 * the cart it was earned on and the signed-in buyer's customer id (empty for a guest), signed
 * by the worker with HMAC-SHA-256 under a key the survey-discount function reads from its
 * configuration. Any shopper can set a cart attribute through the public API; without the key
 * they cannot make a value that reads back. A function's input has no cart id, so the cart is
 * checked by the platform's checkout, the customer and the one use by the function
 * (docs/decisions/0112-signed-markers-for-discounts.md).
 */

const PURPOSE = 'survey-v2';
const FIELDS = 3;

export interface SurveyProof {
  responseId: string;
  cartId: string;
  /** The customer GID the survey was completed as; null for a guest. */
  customerId: string | null;
}

/** A guest's proof needs no customer id. */
export type SurveyProofToSign = Omit<SurveyProof, 'customerId'> &
  Partial<Pick<SurveyProof, 'customerId'>>;

export function signSurveyProof(key: string, proof: SurveyProofToSign): string {
  return signFields(key, PURPOSE, [
    proof.responseId,
    proof.cartId,
    proof.customerId ?? '',
  ]);
}

/** The proof a value carries when the key signed it; null for anything else. */
export function readSurveyProof(
  key: string | null | undefined,
  value: string | null | undefined,
): SurveyProof | null {
  const fields = readSignedFields(key, PURPOSE, FIELDS, value);
  if (!fields) return null;
  const [responseId = '', cartId = '', customerId = ''] = fields;
  if (!responseId || !cartId) return null;
  return {responseId, cartId, customerId: customerId || null};
}

/**
 * Whether a proof may count for this buyer: a proof earned signed in names its customer and
 * counts for them only; a guest's proof counts for whoever checks the cart out, as the cart
 * is the guest's.
 */
export function proofFitsBuyer(
  proof: Pick<SurveyProof, 'customerId'>,
  buyerCustomerId: string | null | undefined,
): boolean {
  return proof.customerId === null || proof.customerId === buyerCustomerId;
}

import {readSignedFields, signFields} from './signing';

/** The discountSurvey cart attribute is proof of a completed survey. */

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

export function proofFitsBuyer(
  proof: Pick<SurveyProof, 'customerId'>,
  buyerCustomerId: string | null | undefined,
): boolean {
  return proof.customerId === null || proof.customerId === buyerCustomerId;
}

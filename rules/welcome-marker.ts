import {readSignedFields, signFields} from './signing';

/**
 * The _welcomeBonusProof line attribute, next to _welcomeBonus: the email the welcome offer
 * was claimed with and the cart it was claimed on, signed by the worker once the email has
 * joined the mailing list. Signed under the survey proof's key (SURVEY_PROOF_KEY) with a
 * purpose of its own, so neither value reads back as the other.
 */

const PURPOSE = 'welcome-v1';
const FIELDS = 2;

export interface WelcomeMarker {
  email: string;
  cartId: string;
}

/** One address however it was typed: the offer is once per email, not per spelling. */
export function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function signWelcomeMarker(key: string, {email, cartId}: WelcomeMarker): string {
  return signFields(key, PURPOSE, [normalizedEmail(email), cartId]);
}

/** The marker a value carries when the key signed it; null for anything else. */
export function readWelcomeMarker(
  key: string | null | undefined,
  value: string | null | undefined,
): WelcomeMarker | null {
  const fields = readSignedFields(key, PURPOSE, FIELDS, value);
  if (!fields) return null;
  const [email = '', cartId = ''] = fields;
  return email && cartId ? {email, cartId} : null;
}

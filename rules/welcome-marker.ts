import {emailKey} from './email';
import {readSignedFields, signFields} from './signing';

/** The _welcomeBonusProof line attribute, next to _welcomeBonus. */

const PURPOSE = 'welcome-v1';
const FIELDS = 2;

export interface WelcomeMarker {
  email: string;
  cartId: string;
}

export function signWelcomeMarker(key: string, {email, cartId}: WelcomeMarker): string {
  // One address however it was typed: the offer is once per mailbox, not per spelling.
  return signFields(key, PURPOSE, [emailKey(email), cartId]);
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

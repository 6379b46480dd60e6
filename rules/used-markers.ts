import {sha256} from '@noble/hashes/sha2.js';
import {bytesToHex, utf8ToBytes} from '@noble/hashes/utils.js';
import {emailKey} from './email';
import {parseStoredList} from './stored-record';

// Shop metafields (JSON lists) the discount functions read: an order that spends a signed
// marker is recorded so a marker earns one order only (decision 0112).
export const USED_SURVEY_RESPONSES_METAFIELD = {
  namespace: 'survey',
  key: 'used_responses',
} as const;

/** Digests of the emails, never the addresses: the list is readable by every function. */
export const USED_WELCOME_EMAILS_METAFIELD = {
  namespace: 'welcome',
  key: 'used_emails',
} as const;

// Digests of the emails orders took the survey discount with: one survey discount per
// mailbox (docs/decisions/0136-one-survey-discount-per-mailbox.md).
export const USED_SURVEY_EMAILS_METAFIELD = {
  namespace: 'survey',
  key: 'used_emails',
} as const;

/** What a used-email list holds for an address: its canonical form's SHA-256, in hex. */
export function emailDigest(email: string): string {
  return bytesToHex(sha256(utf8ToBytes(emailKey(email))));
}

/** The list a metafield holds; anything unreadable is an empty list. */
export function usedEntries(value: string | null | undefined): ReadonlySet<string> {
  return new Set(
    parseStoredList(value, (entry) => (typeof entry === 'string' ? entry : null)),
  );
}

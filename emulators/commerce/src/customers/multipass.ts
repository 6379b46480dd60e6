import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Shopify Multipass, byte for byte as Shopify documents it:
 *   keys  = SHA-256(secret): bytes 0-15 encrypt (AES-128-CBC), bytes 16-31 sign (HMAC-SHA256)
 *   token = urlsafe-base64(iv ‖ ciphertext ‖ HMAC(iv ‖ ciphertext))
 * The storefront writes its own Web Crypto encoder; this module is the reference both sides
 * are tested against.
 */

/** Shopify refuses a token whose created_at is older than this. */
export const MULTIPASS_MAX_AGE_MS = 15 * 60 * 1000;
/**
 * A created_at this far in the future is still accepted (clocks drift); beyond it the token is
 * refused, since a future timestamp would otherwise stretch the 15-minute validity at will.
 */
export const MULTIPASS_CLOCK_SKEW_MS = 60 * 1000;

const IV_BYTES = 16;
const BLOCK_BYTES = 16;
const SIGNATURE_BYTES = 32;
const URLSAFE_BASE64 = /^[A-Za-z0-9_-]+={0,2}$/;

export interface MultipassPayload {
  email: string;
  /** ISO 8601 time the identity provider issued the token. */
  created_at: string;
  identifier?: string;
  first_name?: string;
  last_name?: string;
  /** Comma-separated customer tags, applied when the customer is created. */
  tag_string?: string;
  return_to?: string;
  [field: string]: unknown;
}

export interface MultipassKeys {
  encryptionKey: Buffer;
  signingKey: Buffer;
}

export function multipassKeys(secret: string): MultipassKeys {
  const digest = createHash('sha256').update(secret, 'utf8').digest();
  return {encryptionKey: digest.subarray(0, 16), signingKey: digest.subarray(16, 32)};
}

/** The iv parameter exists so tests can build byte-identical tokens; callers omit it. */
export function createMultipassToken(
  secret: string,
  payload: MultipassPayload,
  iv: Buffer = randomBytes(IV_BYTES),
): string {
  const {encryptionKey, signingKey} = multipassKeys(secret);
  const cipher = createCipheriv('aes-128-cbc', encryptionKey, iv);
  const signed = Buffer.concat([
    iv,
    cipher.update(JSON.stringify(payload), 'utf8'),
    cipher.final(),
  ]);
  const signature = createHmac('sha256', signingKey).update(signed).digest();
  const bytes = Buffer.concat([signed, signature]);
  // Ruby's urlsafe_encode64, which Shopify's own example uses, keeps the '=' padding.
  return bytes.toString('base64url') + '='.repeat((3 - (bytes.length % 3)) % 3);
}

export type MultipassRefusal =
  | 'malformed'
  | 'signature'
  | 'undecryptable'
  | 'payload'
  | 'expired'
  | 'future';

export type MultipassReading =
  | {ok: true; payload: MultipassPayload; signature: Buffer}
  | {ok: false; reason: MultipassRefusal};

/**
 * Verifies and opens a token. The signature is checked (in constant time) before anything is
 * decrypted, so a forged token never reaches the cipher. Single use is the caller's job: it
 * records `signature`, which identifies the token whatever base64 spelling it arrives in.
 */
export function readMultipassToken(
  secret: string,
  token: string,
  now: Date,
): MultipassReading {
  if (!URLSAFE_BASE64.test(token)) return {ok: false, reason: 'malformed'};
  const bytes = Buffer.from(token.replace(/=+$/, ''), 'base64url');
  const ciphertextLength = bytes.length - IV_BYTES - SIGNATURE_BYTES;
  if (ciphertextLength < BLOCK_BYTES || ciphertextLength % BLOCK_BYTES !== 0) {
    return {ok: false, reason: 'malformed'};
  }
  const signed = bytes.subarray(0, bytes.length - SIGNATURE_BYTES);
  const signature = bytes.subarray(bytes.length - SIGNATURE_BYTES);
  const {encryptionKey, signingKey} = multipassKeys(secret);
  const expected = createHmac('sha256', signingKey).update(signed).digest();
  if (!timingSafeEqual(expected, signature)) return {ok: false, reason: 'signature'};

  let json: string;
  try {
    const decipher = createDecipheriv(
      'aes-128-cbc',
      encryptionKey,
      signed.subarray(0, IV_BYTES),
    );
    json = Buffer.concat([
      decipher.update(signed.subarray(IV_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return {ok: false, reason: 'undecryptable'};
  }

  const payload = parsePayload(json);
  if (!payload) return {ok: false, reason: 'payload'};
  const age = now.getTime() - Date.parse(payload.created_at);
  if (age > MULTIPASS_MAX_AGE_MS) return {ok: false, reason: 'expired'};
  if (age < -MULTIPASS_CLOCK_SKEW_MS) return {ok: false, reason: 'future'};
  return {ok: true, payload, signature: Buffer.from(signature)};
}

function parsePayload(json: string): MultipassPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.email !== 'string' || !record.email.includes('@')) return null;
  if (
    typeof record.created_at !== 'string' ||
    Number.isNaN(Date.parse(record.created_at))
  ) {
    return null;
  }
  for (const field of [
    'identifier',
    'first_name',
    'last_name',
    'tag_string',
    'return_to',
  ]) {
    if (record[field] !== undefined && typeof record[field] !== 'string') return null;
  }
  return record as MultipassPayload;
}

import {createCipheriv, createHash, createHmac} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  MULTIPASS_CLOCK_SKEW_MS,
  MULTIPASS_MAX_AGE_MS,
  createMultipassToken,
  multipassKeys,
  readMultipassToken,
  type MultipassPayload,
} from '../../emulators/commerce/src/customers/multipass';
import {mintMultipassToken} from '~/features/account/multipass.server';
import {SEED_NOW as NOW} from './seed-variants';

const SECRET = 'test-multipass-secret';

function payloadAt(
  createdAt: Date,
  extra: Partial<MultipassPayload> = {},
): MultipassPayload {
  return {email: 'ava@example.com', created_at: createdAt.toISOString(), ...extra};
}

/** Builds a token by hand from raw bytes, to reach the checks that come after the HMAC. */
function signRaw(secret: string, plaintext: string): string {
  const digest = createHash('sha256').update(secret).digest();
  const iv = Buffer.alloc(16, 7);
  const cipher = createCipheriv('aes-128-cbc', digest.subarray(0, 16), iv);
  const signed = Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final()]);
  const signature = createHmac('sha256', digest.subarray(16, 32)).update(signed).digest();
  return Buffer.concat([signed, signature]).toString('base64url');
}

function flipByte(token: string, index: number): string {
  const bytes = Buffer.from(token, 'base64url');
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  return bytes.toString('base64url');
}

describe('multipass keys', () => {
  it('splits SHA-256 of the secret into a 16-byte AES key and a 16-byte HMAC key', () => {
    const digest = createHash('sha256').update(SECRET).digest();
    const keys = multipassKeys(SECRET);
    expect(keys.encryptionKey.equals(digest.subarray(0, 16))).toBe(true);
    expect(keys.signingKey.equals(digest.subarray(16, 32))).toBe(true);
  });
});

describe('createMultipassToken / readMultipassToken', () => {
  it('round-trips the payload', () => {
    const payload = payloadAt(NOW, {first_name: 'Ava', tag_string: 'eligible'});
    const result = readMultipassToken(SECRET, createMultipassToken(SECRET, payload), NOW);
    expect(result).toMatchObject({ok: true, payload});
  });

  it('writes urlsafe base64 with Ruby-style padding and accepts it without padding', () => {
    const token = createMultipassToken(SECRET, payloadAt(NOW), Buffer.alloc(16, 1));
    expect(token).toMatch(/^[A-Za-z0-9_-]+={0,2}$/);
    expect(token.length % 4).toBe(0);
    expect(readMultipassToken(SECRET, token.replace(/=+$/, ''), NOW).ok).toBe(true);
  });

  it('is deterministic for a given iv and differs between ivs', () => {
    const payload = payloadAt(NOW);
    const a = createMultipassToken(SECRET, payload, Buffer.alloc(16, 1));
    expect(createMultipassToken(SECRET, payload, Buffer.alloc(16, 1))).toBe(a);
    expect(createMultipassToken(SECRET, payload, Buffer.alloc(16, 2))).not.toBe(a);
  });

  it('accepts the token the storefront mints with Web Crypto', async () => {
    const token = await mintMultipassToken(SECRET, {email: 'ava@example.com'}, NOW);
    expect(readMultipassToken(SECRET, token, NOW)).toMatchObject({
      ok: true,
      payload: {email: 'ava@example.com'},
    });
  });

  it('gives the same signature for the same token whatever its padding', () => {
    const token = createMultipassToken(SECRET, payloadAt(NOW), Buffer.alloc(16, 3));
    const padded = readMultipassToken(SECRET, token, NOW);
    const bare = readMultipassToken(SECRET, token.replace(/=+$/, ''), NOW);
    expect(padded.ok && bare.ok && padded.signature.equals(bare.signature)).toBe(true);
  });

  const valid = createMultipassToken(SECRET, payloadAt(NOW), Buffer.alloc(16, 9));

  it.each([
    ['a wrong key', createMultipassToken('another-secret', payloadAt(NOW)), 'signature'],
    ['a tampered signature', flipByte(valid, -1), 'signature'],
    ['a tampered ciphertext', flipByte(valid, 20), 'signature'],
    ['a tampered iv', flipByte(valid, 0), 'signature'],
    ['characters outside urlsafe base64', valid.replace(/^./, '+'), 'malformed'],
    ['an empty token', '', 'malformed'],
    ['too few bytes', valid.slice(0, 40), 'malformed'],
    ['a ciphertext that is not whole blocks', valid.slice(0, -8), 'malformed'],
    ['a payload that is not JSON', signRaw(SECRET, 'not json'), 'payload'],
    [
      'a payload without email',
      signRaw(SECRET, `{"created_at":"${NOW.toISOString()}"}`),
      'payload',
    ],
    ['a payload without created_at', signRaw(SECRET, '{"email":"a@b.co"}'), 'payload'],
    [
      'an unreadable created_at',
      signRaw(SECRET, '{"email":"a@b.co","created_at":"soon"}'),
      'payload',
    ],
    ['a JSON array', signRaw(SECRET, '[1]'), 'payload'],
    [
      'a non-string tag_string',
      signRaw(
        SECRET,
        `{"email":"a@b.co","created_at":"${NOW.toISOString()}","tag_string":[1]}`,
      ),
      'payload',
    ],
  ])('refuses %s', (_name, token, reason) => {
    expect(readMultipassToken(SECRET, token, NOW)).toEqual({ok: false, reason});
  });

  it.each([
    ['exactly at the age limit', -MULTIPASS_MAX_AGE_MS, true],
    ['one second past the age limit', -MULTIPASS_MAX_AGE_MS - 1000, false],
    ['within the clock skew', MULTIPASS_CLOCK_SKEW_MS, true],
    ['beyond the clock skew', MULTIPASS_CLOCK_SKEW_MS + 1000, false],
  ])('with created_at %s: accepted=%s', (_name, offset, accepted) => {
    const token = createMultipassToken(
      SECRET,
      payloadAt(new Date(NOW.getTime() + offset)),
    );
    expect(readMultipassToken(SECRET, token, NOW).ok).toBe(accepted);
  });

  it('names the reason for an old and a future token', () => {
    const old = createMultipassToken(
      SECRET,
      payloadAt(new Date(NOW.getTime() - 16 * 60_000)),
    );
    const future = createMultipassToken(
      SECRET,
      payloadAt(new Date(NOW.getTime() + 5 * 60_000)),
    );
    expect(readMultipassToken(SECRET, old, NOW)).toEqual({ok: false, reason: 'expired'});
    expect(readMultipassToken(SECRET, future, NOW)).toEqual({
      ok: false,
      reason: 'future',
    });
  });
});

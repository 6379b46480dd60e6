import {SignJWT, UnsecuredJWT, createLocalJWKSet, exportJWK, generateKeyPair} from 'jose';
import {describe, expect, it} from 'vitest';
import {verifyIdToken, type EmulatorLookup} from '~/features/account/id-token.server';
import type {FirebaseUser} from '~/features/account/firebase.server';
import {mintMultipassToken} from '~/features/account/multipass.server';
import {readMultipassToken} from '../../emulators/commerce/src/customers/multipass';

const PROJECT = 'demo-brush-storefront';
const ISSUER = `https://securetoken.google.com/${PROJECT}`;
const NOW = new Date('2025-03-01T12:00:00.000Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);
const PRODUCTION = {PUBLIC_FIREBASE_API_KEY: 'key', PUBLIC_FIREBASE_PROJECT_ID: PROJECT};
const EMULATOR = {...PRODUCTION, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099'};

const CLAIMS = {
  iss: ISSUER,
  aud: PROJECT,
  sub: 'uid-ava',
  user_id: 'uid-ava',
  email: 'ava@example.com',
  email_verified: true,
  auth_time: NOW_S - 60,
  iat: NOW_S - 60,
  exp: NOW_S + 3600,
};

const google = await generateKeyPair('RS256');
const stranger = await generateKeyPair('RS256');
const googleKeys = createLocalJWKSet({
  keys: [{...(await exportJWK(google.publicKey)), kid: 'google', alg: 'RS256'}],
});

async function signed(
  claims: Record<string, unknown>,
  key: CryptoKey = google.privateKey,
): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({alg: 'RS256', kid: 'google'}).sign(key);
}

function unsigned(claims: Record<string, unknown>): string {
  return new UnsecuredJWT(claims).encode();
}

const AVA: FirebaseUser = {
  localId: 'uid-ava',
  email: 'ava@example.com',
  emailVerified: true,
  lastSignInAt: CLAIMS.auth_time,
};

/** The emulator's accounts:lookup: the user it holds for a token, or none. */
function emulatorHolding(user: FirebaseUser | null): EmulatorLookup {
  return async () => user;
}

describe('verifyIdToken', () => {
  const cases: Array<{
    name: string;
    token: () => Promise<string> | string;
    env: typeof PRODUCTION | typeof EMULATOR;
    uid: string | null;
    emulator?: FirebaseUser | null;
  }> = [
    {
      name: 'Google-signed, this project',
      token: () => signed(CLAIMS),
      env: PRODUCTION,
      uid: 'uid-ava',
    },
    {
      name: 'signed by another key',
      token: () => signed(CLAIMS, stranger.privateKey),
      env: PRODUCTION,
      uid: null,
    },
    {
      name: 'another project (aud)',
      token: () => signed({...CLAIMS, aud: 'other'}),
      env: PRODUCTION,
      uid: null,
    },
    {
      name: 'another issuer',
      token: () => signed({...CLAIMS, iss: 'https://evil.example'}),
      env: PRODUCTION,
      uid: null,
    },
    {
      name: 'expired',
      token: () => signed({...CLAIMS, exp: NOW_S - 60}),
      env: PRODUCTION,
      uid: null,
    },
    {
      name: 'no subject',
      token: () => signed({...CLAIMS, sub: ''}),
      env: PRODUCTION,
      uid: null,
    },
    {
      name: 'authenticated in the future',
      token: () => signed({...CLAIMS, auth_time: NOW_S + 600}),
      env: PRODUCTION,
      uid: null,
    },
    {
      name: 'signed with HS256, the project id as its secret',
      token: () =>
        new SignJWT(CLAIMS)
          .setProtectedHeader({alg: 'HS256', kid: 'google'})
          .sign(new TextEncoder().encode(PROJECT)),
      env: PRODUCTION,
      uid: null,
    },
    {
      name: 'Google-signed without auth_time',
      token: () => signed({...CLAIMS, auth_time: undefined}),
      env: PRODUCTION,
      uid: null,
    },
    {
      name: 'unsigned in production',
      token: () => unsigned(CLAIMS),
      env: PRODUCTION,
      uid: null,
    },
    {
      name: 'unsigned, emulator, confirmed by the emulator',
      token: () => unsigned(CLAIMS),
      env: EMULATOR,
      emulator: AVA,
      uid: 'uid-ava',
    },
    {
      name: 'unsigned, emulator, a user the emulator does not hold (forged)',
      token: () => unsigned(CLAIMS),
      env: EMULATOR,
      emulator: null,
      uid: null,
    },
    {
      name: 'unsigned, emulator, the token names another email than its user',
      token: () => unsigned({...CLAIMS, email: 'ben@example.com'}),
      env: EMULATOR,
      emulator: AVA,
      uid: null,
    },
    {
      name: 'unsigned, emulator, claims a verification the user lacks',
      token: () => unsigned(CLAIMS),
      env: EMULATOR,
      emulator: {...AVA, emailVerified: false},
      uid: null,
    },
    {
      name: 'unsigned, emulator, another user id',
      token: () => unsigned({...CLAIMS, sub: 'uid-ben'}),
      env: EMULATOR,
      emulator: AVA,
      uid: null,
    },
    {
      name: "unsigned, emulator, a real account's id and email, not its last sign-in (forged)",
      token: () => unsigned({...CLAIMS, auth_time: NOW_S - 30, iat: NOW_S - 30}),
      env: EMULATOR,
      uid: null,
    },
    {
      name: 'unsigned, emulator, the emulator knows no sign-in of the account',
      token: () => unsigned(CLAIMS),
      env: EMULATOR,
      emulator: {...AVA, lastSignInAt: undefined},
      uid: null,
    },
    {
      name: 'unsigned, emulator, user_id names another account than sub',
      token: () => unsigned({...CLAIMS, user_id: 'uid-ben'}),
      env: EMULATOR,
      uid: null,
    },
    {
      name: 'unsigned, emulator, no auth_time',
      token: () => unsigned({...CLAIMS, auth_time: undefined}),
      env: EMULATOR,
      emulator: {...AVA, lastSignInAt: undefined},
      uid: null,
    },
    {
      name: 'unsigned, emulator, issued before its sign-in',
      token: () => unsigned({...CLAIMS, iat: NOW_S - 120}),
      env: EMULATOR,
      uid: null,
    },
    {
      name: 'unsigned, emulator, another issuer',
      token: () => unsigned({...CLAIMS, iss: 'https://evil.example'}),
      env: EMULATOR,
      uid: null,
    },
    {
      name: 'unsigned, emulator, another project',
      token: () => unsigned({...CLAIMS, aud: 'other'}),
      env: EMULATOR,
      uid: null,
    },
    {
      name: 'unsigned, emulator, expired',
      token: () => unsigned({...CLAIMS, exp: NOW_S - 60}),
      env: EMULATOR,
      uid: null,
    },
    {
      name: 'signed, with the emulator configured',
      token: () => signed(CLAIMS),
      env: EMULATOR,
      uid: null,
    },
    {name: 'not a token', token: () => 'garbage', env: PRODUCTION, uid: null},
  ];

  it.each(cases)('$name → $uid', async ({token, env, uid, emulator = AVA}) => {
    const verifying = verifyIdToken(await token(), env, {
      keys: googleKeys,
      now: NOW,
      lookup: emulatorHolding(emulator),
    });
    if (uid) {
      await expect(verifying).resolves.toMatchObject({
        uid,
        email: 'ava@example.com',
        emailVerified: true,
      });
    } else {
      await expect(verifying).rejects.toMatchObject({
        code: 'invalid-id-token',
        message: 'User ID token not valid.',
      });
    }
  });
});

describe('mintMultipassToken', () => {
  const SECRET = 'test-multipass-secret';

  it('makes a token the platform opens, carrying the customer and the time', async () => {
    const token = await mintMultipassToken(
      SECRET,
      {email: 'ava@example.com', identifier: 'uid-ava'},
      NOW,
    );
    const reading = readMultipassToken(SECRET, token, NOW);
    expect(reading).toMatchObject({
      ok: true,
      payload: {
        email: 'ava@example.com',
        identifier: 'uid-ava',
        created_at: NOW.toISOString(),
      },
    });
  });

  it.each([
    {name: 'another secret', secret: 'other-secret', at: NOW, reason: 'signature'},
    {
      name: 'read 16 minutes later',
      secret: SECRET,
      at: new Date(NOW.getTime() + 16 * 60_000),
      reason: 'expired',
    },
  ])('is refused with $name', async ({secret, at, reason}) => {
    const token = await mintMultipassToken(SECRET, {email: 'ava@example.com'}, NOW);
    expect(readMultipassToken(secret, token, at)).toEqual({ok: false, reason});
  });
});

import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import {AuthError} from './auth-errors';
import {FirebaseAuthClient, type FirebaseEnv, type FirebaseUser} from './firebase.server';

/** Asks the Auth emulator for the user an ID token names; null when it knows none. */
export type EmulatorLookup = (idToken: string) => Promise<FirebaseUser | null>;

/** Google's published keys for Firebase ID tokens, as a JWK set. */
const GOOGLE_SECURE_TOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

const ISSUER_PREFIX = 'https://securetoken.google.com/';

/** Tolerated clock drift between Google and the worker (exp, iat, auth_time). */
const ID_TOKEN_CLOCK_TOLERANCE_SECONDS = 5;

type VerifiedIdToken = ReturnType<typeof claimsOf>;

/** One key set per isolate: jose caches Google's keys and refetches them when they rotate. */
let googleKeys: JWTVerifyGetKey | null = null;

export async function verifyIdToken(
  token: string,
  env: FirebaseEnv,
  options: {keys?: JWTVerifyGetKey; now?: Date; lookup?: EmulatorLookup} = {},
): Promise<VerifiedIdToken> {
  const projectId = env.PUBLIC_FIREBASE_PROJECT_ID;
  const issuer = `${ISSUER_PREFIX}${projectId}`;
  const now = options.now ?? new Date();
  const seconds = Math.floor(now.getTime() / 1000);
  const emulator = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST?.trim());
  let payload: JWTPayload;
  try {
    if (emulator) {
      payload = readEmulatorToken(token, issuer, projectId, seconds);
    } else {
      googleKeys ??= createRemoteJWKSet(new URL(GOOGLE_SECURE_TOKEN_JWKS_URL));
      ({payload} = await jwtVerify(token, options.keys ?? googleKeys, {
        algorithms: ['RS256'],
        issuer,
        audience: projectId,
        currentDate: now,
        clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
      }));
    }
  } catch {
    throw new AuthError('invalid-id-token');
  }
  const claims = claimsOf(payload, seconds);
  if (emulator) {
    const lookup =
      options.lookup ?? ((id: string) => new FirebaseAuthClient(env).lookup(id));
    await confirmWithEmulator(token, payload, claims, lookup);
  }
  return claims;
}

// Anyone can write an unsigned token: it counts only when the emulator's account matches it
// (id, email, verification) and its auth_time is that account's last sign-in.
async function confirmWithEmulator(
  token: string,
  payload: JWTPayload,
  claims: VerifiedIdToken,
  lookup: EmulatorLookup,
): Promise<void> {
  const user = await lookup(token).catch(() => null);
  if (
    !user ||
    user.localId !== claims.uid ||
    user.email.toLowerCase() !== claims.email.toLowerCase() ||
    user.emailVerified !== claims.emailVerified ||
    user.lastSignInAt === undefined ||
    user.lastSignInAt !== payload['auth_time']
  ) {
    throw new AuthError('invalid-id-token');
  }
}

function readEmulatorToken(
  token: string,
  issuer: string,
  projectId: string,
  seconds: number,
): JWTPayload {
  // The emulator's tokens are unsigned; a signed one would be from elsewhere.
  if (decodeProtectedHeader(token).alg !== 'none')
    throw new Error('not an emulator token');
  const payload = decodeJwt(token);
  if (payload.iss !== issuer || payload.aud !== projectId)
    throw new Error('wrong project');
  // The emulator finds the account by user_id; the shop reads sub: they must name one account.
  if (payload['user_id'] !== payload.sub) throw new Error('two accounts named');
  if (typeof payload.iat !== 'number' || typeof payload['auth_time'] !== 'number') {
    throw new Error('no issue or sign-in time');
  }
  if (
    payload.iat > seconds + ID_TOKEN_CLOCK_TOLERANCE_SECONDS ||
    payload['auth_time'] > payload.iat
  ) {
    throw new Error('issued in the future or before its sign-in');
  }
  if (
    typeof payload.exp !== 'number' ||
    payload.exp + ID_TOKEN_CLOCK_TOLERANCE_SECONDS < seconds
  ) {
    throw new Error('expired');
  }
  return payload;
}

function claimsOf(payload: JWTPayload, seconds: number) {
  const authTime = payload['auth_time'];
  if (
    typeof payload.sub !== 'string' ||
    payload.sub === '' ||
    (typeof authTime === 'number' &&
      authTime > seconds + ID_TOKEN_CLOCK_TOLERANCE_SECONDS)
  ) {
    throw new AuthError('invalid-id-token');
  }
  const email = payload['email'];
  return {
    uid: payload.sub,
    email: typeof email === 'string' ? email : '',
    emailVerified: payload['email_verified'] === true,
  };
}

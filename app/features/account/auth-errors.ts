/** The auth backend's error codes and messages (docs/product/accounts.md). */
export const AUTH_ERROR_MESSAGES = {
  'wrong-password': 'Wrong password.',
  'invalid-email': 'Invalid email.',
  'missing-email': 'Email is required but not provided.',
  'missing-password': 'Password is required but not provided.',
  'firebase-client-error': 'Something went wrong.',
  'invalid-id-token': 'User ID token not valid.',
  'internal-error': 'Internal error',
  unauthenticated: 'No authenticated user.',
  'shopify-error': 'Request to Shopify API resulted in error.',
  'user-already-exists': 'User with given email already exists.',
  'invalid-password':
    "Password must be a string at least 6 characters long and can't start or end with a blank space.",
  'user-not-found': 'User with given email could not be found.',
  'user-already-verified': 'The email provided had already been verified.',
  'invalid-action-code': 'The action code is not valid.',
  'email-verification-required': 'User requires email verification.',
  'too-many-requests': 'Too many login attempts. Please try again later.',
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/** HTTP status the auth backend answers each code with. */
export const AUTH_ERROR_STATUS: Readonly<Record<AuthErrorCode, number>> = {
  'wrong-password': 401,
  'invalid-email': 400,
  'missing-email': 400,
  'missing-password': 400,
  'firebase-client-error': 500,
  'invalid-id-token': 401,
  'internal-error': 500,
  unauthenticated: 401,
  'shopify-error': 502,
  'user-already-exists': 409,
  'invalid-password': 400,
  'user-not-found': 404,
  'user-already-verified': 409,
  'invalid-action-code': 400,
  'email-verification-required': 403,
  'too-many-requests': 429,
};

/** Identity Toolkit REST error messages ('WEAK_PASSWORD : Password should be ...'). */
const IDENTITY_TOOLKIT_CODES: Readonly<Record<string, AuthErrorCode>> = {
  EMAIL_EXISTS: 'user-already-exists',
  WEAK_PASSWORD: 'invalid-password',
  INVALID_EMAIL: 'invalid-email',
  INVALID_PASSWORD: 'wrong-password',
  INVALID_LOGIN_CREDENTIALS: 'wrong-password',
  EMAIL_NOT_FOUND: 'user-not-found',
  MISSING_PASSWORD: 'missing-password',
  MISSING_EMAIL: 'missing-email',
  INVALID_OOB_CODE: 'invalid-action-code',
  EXPIRED_OOB_CODE: 'invalid-action-code',
  INVALID_ID_TOKEN: 'invalid-id-token',
  TOKEN_EXPIRED: 'invalid-id-token',
  USER_NOT_FOUND: 'user-not-found',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'too-many-requests',
};

function lookup(
  table: Readonly<Record<string, AuthErrorCode>>,
  key: string,
): AuthErrorCode | null {
  return Object.prototype.hasOwnProperty.call(table, key) ? (table[key] ?? null) : null;
}

export function authErrorFromIdentityToolkit(
  message: string | null | undefined,
): AuthErrorCode {
  const code = (message ?? '').split(':', 1)[0]?.trim() ?? '';
  return lookup(IDENTITY_TOOLKIT_CODES, code) ?? 'internal-error';
}

export function authErrorMessage(
  code: AuthErrorCode,
  serverMessage?: string | null,
): string {
  const message = serverMessage?.trim();
  return message ? message : AUTH_ERROR_MESSAGES[code];
}

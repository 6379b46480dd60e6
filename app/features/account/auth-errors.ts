// Auth error codes: HTTP status and message (docs/product/accounts.md#auth-error-codes).
export const AUTH_ERRORS = {
  'wrong-password': [401, 'Wrong password.'],
  'invalid-email': [400, 'Invalid email.'],
  'missing-email': [400, 'Email is required but not provided.'],
  'missing-password': [400, 'Password is required but not provided.'],
  'firebase-client-error': [500, 'Something went wrong.'],
  'invalid-id-token': [401, 'User ID token not valid.'],
  'internal-error': [500, 'Internal error'],
  unauthenticated: [401, 'No authenticated user.'],
  'shopify-error': [502, 'Request to Shopify API resulted in error.'],
  'user-already-exists': [409, 'User with given email already exists.'],
  'invalid-password': [
    400,
    "Password must be a string at least 6 characters long and can't start or end with a blank space.",
  ],
  'user-not-found': [404, 'User with given email could not be found.'],
  'user-already-verified': [409, 'The email provided had already been verified.'],
  'invalid-action-code': [400, 'The action code is not valid.'],
  'email-verification-required': [403, 'User requires email verification.'],
  'too-many-requests': [429, 'Too many login attempts. Please try again later.'],
} as const satisfies Record<string, readonly [number, string]>;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

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

export function authErrorFromIdentityToolkit(
  message: string | null | undefined,
): AuthErrorCode {
  const code = (message ?? '').split(':', 1)[0]?.trim() ?? '';
  return Object.hasOwn(IDENTITY_TOOLKIT_CODES, code)
    ? (IDENTITY_TOOLKIT_CODES[code] ?? 'internal-error')
    : 'internal-error';
}

export function authErrorMessage(
  code: AuthErrorCode,
  serverMessage?: string | null,
): string {
  return serverMessage?.trim() || AUTH_ERRORS[code][1];
}

export class AuthError extends Error {
  readonly code: AuthErrorCode;

  constructor(code: AuthErrorCode, serverMessage?: string | null) {
    super(authErrorMessage(code, serverMessage));
    this.name = 'AuthError';
    this.code = code;
  }

  get status(): number {
    return AUTH_ERRORS[this.code][0];
  }
}

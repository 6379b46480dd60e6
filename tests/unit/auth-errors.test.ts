import {describe, expect, it} from 'vitest';

import {
  AUTH_ERRORS,
  authErrorFromIdentityToolkit,
  authErrorMessage,
  type AuthErrorCode,
} from '~/features/account/auth-errors';

describe('AUTH_ERRORS (docs/product/accounts.md#auth-error-codes, verbatim)', () => {
  it.each<[AuthErrorCode, string]>([
    ['wrong-password', 'Wrong password.'],
    ['invalid-email', 'Invalid email.'],
    ['missing-email', 'Email is required but not provided.'],
    ['missing-password', 'Password is required but not provided.'],
    ['firebase-client-error', 'Something went wrong.'],
    ['invalid-id-token', 'User ID token not valid.'],
    ['internal-error', 'Internal error'],
    ['unauthenticated', 'No authenticated user.'],
    ['shopify-error', 'Request to Shopify API resulted in error.'],
    ['user-already-exists', 'User with given email already exists.'],
    [
      'invalid-password',
      "Password must be a string at least 6 characters long and can't start or end with a blank space.",
    ],
    ['user-not-found', 'User with given email could not be found.'],
    ['user-already-verified', 'The email provided had already been verified.'],
    ['invalid-action-code', 'The action code is not valid.'],
    ['email-verification-required', 'User requires email verification.'],
    ['too-many-requests', 'Too many login attempts. Please try again later.'],
  ])('%s: %s', (code, message) => {
    expect(AUTH_ERRORS[code][1]).toBe(message);
    expect(authErrorMessage(code)).toBe(message);
    expect(AUTH_ERRORS[code][0]).toBeGreaterThanOrEqual(400);
  });

  it('has exactly the 16 codes of the table', () => {
    expect(Object.keys(AUTH_ERRORS)).toHaveLength(16);
  });
});

describe('authErrorMessage', () => {
  it.each<[AuthErrorCode, string | null | undefined, string]>([
    ['wrong-password', 'The password is invalid.', 'The password is invalid.'],
    ['wrong-password', '', 'Wrong password.'],
    ['wrong-password', '  ', 'Wrong password.'],
    ['wrong-password', null, 'Wrong password.'],
  ])('%s with server message %j -> %j', (code, serverMessage, message) => {
    expect(authErrorMessage(code, serverMessage)).toBe(message);
  });
});

describe('authErrorFromIdentityToolkit', () => {
  it.each<[string | null, AuthErrorCode]>([
    ['EMAIL_EXISTS', 'user-already-exists'],
    ['WEAK_PASSWORD : Password should be at least 6 characters', 'invalid-password'],
    ['INVALID_EMAIL', 'invalid-email'],
    ['INVALID_PASSWORD', 'wrong-password'],
    ['INVALID_LOGIN_CREDENTIALS', 'wrong-password'],
    ['EMAIL_NOT_FOUND', 'user-not-found'],
    ['MISSING_PASSWORD', 'missing-password'],
    ['MISSING_EMAIL', 'missing-email'],
    ['INVALID_OOB_CODE', 'invalid-action-code'],
    ['EXPIRED_OOB_CODE', 'invalid-action-code'],
    ['INVALID_ID_TOKEN', 'invalid-id-token'],
    [
      'TOO_MANY_ATTEMPTS_TRY_LATER : Too many unsuccessful login attempts.',
      'too-many-requests',
    ],
    ['USER_DISABLED', 'internal-error'],
    ['', 'internal-error'],
    [null, 'internal-error'],
  ])('%j -> %s', (message, expected) => {
    expect(authErrorFromIdentityToolkit(message)).toBe(expected);
  });
});

import {describe, expect, it} from 'vitest';
import {
  accountMessageFor,
  accountNotice,
  passwordMessage,
} from '~/features/account/account-messages';

describe('accountMessageFor', () => {
  it.each([
    ['wrong-password', 'wrongPassword'],
    ['user-not-found', 'unknownEmail'],
    ['invalid-email', 'invalidEmail'],
    ['missing-email', 'invalidEmail'],
    ['too-many-requests', 'tooManyAttempts'],
    ['email-verification-required', 'verificationRequired'],
    ['user-already-exists', 'userExists'],
    ['invalid-password', 'passwordTooShort'],
    ['missing-password', 'passwordTooShort'],
    ['internal-error', 'generic'],
    ['shopify-error', 'generic'],
    ['invalid-id-token', 'generic'],
  ] as const)('%s → %s', (code, message) => {
    expect(accountMessageFor(code)).toBe(message);
  });
});

describe('passwordMessage', () => {
  it.each([
    ['blank-edges', 'passwordBlankEdges'],
    ['too-short', 'passwordTooShort'],
    ['mismatch', 'passwordMismatch'],
  ] as const)('%s → %s', (problem, message) => {
    expect(passwordMessage(problem)).toBe(message);
  });
});

describe('accountNotice', () => {
  it.each([
    ['verified', 'verified'],
    ['resetSuccessful', 'resetSuccessful'],
    ['verificationLinkInvalid', 'verificationLinkInvalid'],
    ['wrongPassword', null],
    ['constructor', null],
    ['', null],
    [null, null],
  ] as const)('%s → %s', (value, notice) => {
    expect(accountNotice(value)).toBe(notice);
  });
});

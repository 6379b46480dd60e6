import type {AuthErrorCode} from './auth-errors';
import type {PasswordProblem} from '@brush/rules/validation';

export type AccountMessage =
  | 'generic'
  | 'resetSuccessful'
  | 'resetLinkInvalid'
  | 'passwordMismatch'
  | 'passwordBlankEdges'
  | 'passwordTooShort'
  | 'invalidEmail'
  | 'tooManyAttempts'
  | 'verificationSent'
  | 'resetSent'
  | 'verificationLinkInvalid'
  | 'verified'
  | 'unknownEmail'
  | 'wrongPassword'
  | 'userExists'
  | 'linkSent'
  | 'verificationRequired'
  | 'tooManyRequests';

/** The messages that tell of a success; the others tell of a problem. */
export const SUCCESS_MESSAGES: ReadonlySet<AccountMessage> = new Set([
  'resetSuccessful',
  'verificationSent',
  'resetSent',
  'verified',
  'linkSent',
]);

/** Messages a redirect may name in ?notice= (only successes and link outcomes). */
const NOTICES: ReadonlySet<string> = new Set<AccountMessage>([
  ...SUCCESS_MESSAGES,
  'resetLinkInvalid',
  'verificationLinkInvalid',
]);

export function accountNotice(value: string | null | undefined): AccountMessage | null {
  return value && NOTICES.has(value) ? (value as AccountMessage) : null;
}

const PASSWORD_MESSAGES: Readonly<Record<PasswordProblem, AccountMessage>> = {
  'blank-edges': 'passwordBlankEdges',
  'too-short': 'passwordTooShort',
  mismatch: 'passwordMismatch',
};

export function passwordMessage(problem: PasswordProblem): AccountMessage {
  return PASSWORD_MESSAGES[problem];
}

const AUTH_MESSAGES: Partial<Readonly<Record<AuthErrorCode, AccountMessage>>> = {
  'wrong-password': 'wrongPassword',
  'user-not-found': 'unknownEmail',
  'invalid-email': 'invalidEmail',
  'missing-email': 'invalidEmail',
  'too-many-requests': 'tooManyAttempts',
  'email-verification-required': 'verificationRequired',
  'user-already-exists': 'userExists',
  'invalid-password': 'passwordTooShort',
  'missing-password': 'passwordTooShort',
};

export function accountMessageFor(code: AuthErrorCode): AccountMessage {
  return AUTH_MESSAGES[code] ?? 'generic';
}

/**
 * docs/product/accounts.md#email-rule: text, '@', text, a dot, text, and no whitespace anywhere.
 */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export const PASSWORD_MIN_LENGTH = 6;

/** The longest an email address can be (an SMTP path's limit less its brackets); longer text is no email. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * What is wrong with a password, checked in this order; each has one message
 * (docs/product/accounts.md#password-rules):
 * blank-edges "password can't start or end with a blank space.", too-short "password must
 * be at least 6 characters long.", mismatch "passwords do not match.".
 */
export type PasswordProblem = 'blank-edges' | 'too-short' | 'mismatch';

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && EMAIL_PATTERN.test(value);
}

/** The confirmation is compared only when given (sign-in has none). */
export function passwordProblem(
  password: string,
  confirmation?: string | null,
): PasswordProblem | null {
  if (password !== password.trim()) return 'blank-edges';
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (confirmation != null && confirmation !== password) return 'mismatch';
  return null;
}

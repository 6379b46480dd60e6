/** docs/product/accounts.md#email-rule. */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export const PASSWORD_MIN_LENGTH = 6;

export const EMAIL_MAX_LENGTH = 254;

/** What is wrong with a password, checked in this order; each has one message. */
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

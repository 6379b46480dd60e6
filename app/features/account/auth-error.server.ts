import {AUTH_ERROR_STATUS, authErrorMessage, type AuthErrorCode} from './auth-errors';

/** A failure the auth backend reports with one of its codes (docs/product/accounts.md#auth-error-codes). */
export class AuthError extends Error {
  readonly code: AuthErrorCode;

  constructor(code: AuthErrorCode, serverMessage?: string | null) {
    super(authErrorMessage(code, serverMessage));
    this.name = 'AuthError';
    this.code = code;
  }

  get status(): number {
    return AUTH_ERROR_STATUS[this.code];
  }
}

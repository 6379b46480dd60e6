import {AUTH_ERRORS, authErrorMessage, type AuthErrorCode} from './auth-errors';

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

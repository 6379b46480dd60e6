import {AuthError, authErrorFromIdentityToolkit} from './auth-errors';
import {fetchWithDeadline} from '~/server/upstream.server';

export interface FirebaseEnv {
  PUBLIC_FIREBASE_API_KEY: string;
  PUBLIC_FIREBASE_PROJECT_ID: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string;
}

const IDENTITY_TOOLKIT = 'identitytoolkit.googleapis.com/v1';

/** What Identity Toolkit answers for a password or email-link sign-in and a sign-up. */
export interface FirebaseSignIn {
  idToken: string;
  localId: string;
  email: string;
}

export interface FirebaseUser {
  localId: string;
  email: string;
  emailVerified: boolean;
  /** The last sign-in, in seconds since the epoch: an ID token's auth_time. */
  lastSignInAt?: number;
}

/** Out-of-band emails Identity Toolkit sends (accounts:sendOobCode requestType). */
type OobRequest =
  | {requestType: 'VERIFY_EMAIL'; idToken: string}
  | {requestType: 'PASSWORD_RESET' | 'EMAIL_SIGNIN'; email: string};

export class FirebaseAuthClient {
  readonly #apiKey: string;
  readonly #emulatorHost: string | null;

  constructor(env: FirebaseEnv) {
    this.#apiKey = env.PUBLIC_FIREBASE_API_KEY;
    this.#emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
  }

  async #post<T>(method: string, body: object): Promise<T> {
    const base = this.#emulatorHost
      ? `http://${this.#emulatorHost}/${IDENTITY_TOOLKIT}`
      : `https://${IDENTITY_TOOLKIT}`;
    let response: Response;
    try {
      response = await fetchWithDeadline(
        `${base}/${method}?key=${encodeURIComponent(this.#apiKey)}`,
        {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify(body),
        },
      );
    } catch {
      throw new AuthError('firebase-client-error');
    }
    const data = (await response.json().catch(() => null)) as
      | (T & {error?: {message?: string}})
      | null;
    if (!response.ok || !data) {
      throw new AuthError(authErrorFromIdentityToolkit(data?.error?.message));
    }
    return data;
  }

  async #signIn(method: string, body: object): Promise<FirebaseSignIn> {
    type Answer = Omit<FirebaseSignIn, 'email'> & {email?: string};
    const data = await this.#post<Answer>(method, {...body, returnSecureToken: true});
    return {idToken: data.idToken, localId: data.localId, email: data.email ?? ''};
  }

  signInWithPassword(email: string, password: string): Promise<FirebaseSignIn> {
    return this.#signIn('accounts:signInWithPassword', {email, password});
  }

  signUp(email: string, password: string): Promise<FirebaseSignIn> {
    return this.#signIn('accounts:signUp', {email, password});
  }

  signInWithEmailLink(email: string, oobCode: string): Promise<FirebaseSignIn> {
    return this.#signIn('accounts:signInWithEmailLink', {email, oobCode});
  }

  /** The email's link leads to continueUrl; the shop itself opens a sign-in link. */
  async sendOobCode(request: OobRequest, continueUrl: string): Promise<void> {
    const inApp =
      request.requestType === 'EMAIL_SIGNIN' ? {canHandleCodeInApp: true} : {};
    await this.#post('accounts:sendOobCode', {...request, continueUrl, ...inApp});
  }

  async confirmEmailVerification(oobCode: string): Promise<void> {
    await this.#post('accounts:update', {oobCode});
  }

  /** Without newPassword it only checks the code and answers the account's email. */
  async resetPassword(oobCode: string, newPassword?: string): Promise<string> {
    const data = await this.#post<{email?: string}>(
      'accounts:resetPassword',
      newPassword == null ? {oobCode} : {oobCode, newPassword},
    );
    return data.email ?? '';
  }

  async lookup(idToken: string): Promise<FirebaseUser> {
    const data = await this.#post<{users?: RawUser[]}>('accounts:lookup', {idToken});
    const user = data.users?.[0];
    if (!user) throw new AuthError('user-not-found');
    return {
      localId: user.localId,
      email: user.email ?? '',
      emailVerified: user.emailVerified === true,
      lastSignInAt: user.lastLoginAt
        ? Math.floor(Number(user.lastLoginAt) / 1000)
        : undefined,
    };
  }

  async deleteAccount(idToken: string): Promise<void> {
    await this.#post('accounts:delete', {idToken});
  }
}

interface RawUser {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  /** Milliseconds since the epoch, as a string. */
  lastLoginAt?: string;
}

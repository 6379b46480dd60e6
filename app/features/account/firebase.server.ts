import {authErrorFromIdentityToolkit} from './auth-errors';
import {AuthError} from './auth-error.server';
import {fetchWithDeadline} from '~/server/upstream.server';

/** The Firebase settings the worker reads from its environment. */
export interface FirebaseEnv {
  PUBLIC_FIREBASE_API_KEY: string;
  PUBLIC_FIREBASE_PROJECT_ID: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string;
}

const IDENTITY_TOOLKIT = 'identitytoolkit.googleapis.com/v1';
const SECURE_TOKEN = 'securetoken.googleapis.com/v1';

/** What Identity Toolkit answers for a password or email-link sign-in and a sign-up. */
export interface FirebaseSignIn {
  idToken: string;
  refreshToken: string;
  /** Seconds the ID token stays valid. */
  expiresIn: number;
  localId: string;
  email: string;
}

export interface FirebaseUser {
  localId: string;
  email: string;
  emailVerified: boolean;
  displayName?: string;
  /** The last sign-in, in seconds since the epoch: an ID token's auth_time. */
  lastSignInAt?: number;
}

/** Out-of-band emails Identity Toolkit sends (accounts:sendOobCode requestType). */
type OobRequest =
  | {requestType: 'VERIFY_EMAIL'; idToken: string; continueUrl?: string}
  | {requestType: 'PASSWORD_RESET'; email: string; continueUrl?: string}
  | {
      requestType: 'EMAIL_SIGNIN';
      email: string;
      continueUrl: string;
      canHandleCodeInApp: true;
    };

/** Firebase Authentication through its REST endpoints. */
export class FirebaseAuthClient {
  readonly #apiKey: string;
  readonly #emulatorHost: string | null;

  constructor(env: FirebaseEnv) {
    this.#apiKey = env.PUBLIC_FIREBASE_API_KEY;
    this.#emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
  }

  #url(service: string, method: string): string {
    const base = this.#emulatorHost
      ? `http://${this.#emulatorHost}/${service}`
      : `https://${service}`;
    return `${base}/${method}?key=${encodeURIComponent(this.#apiKey)}`;
  }

  async #post<T>(service: string, method: string, body: object): Promise<T> {
    let response: Response;
    try {
      response = await fetchWithDeadline(this.#url(service, method), {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(body),
      });
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

  async signInWithPassword(email: string, password: string): Promise<FirebaseSignIn> {
    return signInFrom(
      await this.#post<RawSignIn>(IDENTITY_TOOLKIT, 'accounts:signInWithPassword', {
        email,
        password,
        returnSecureToken: true,
      }),
    );
  }

  async signUp(email: string, password: string): Promise<FirebaseSignIn> {
    return signInFrom(
      await this.#post<RawSignIn>(IDENTITY_TOOLKIT, 'accounts:signUp', {
        email,
        password,
        returnSecureToken: true,
      }),
    );
  }

  async signInWithEmailLink(email: string, oobCode: string): Promise<FirebaseSignIn> {
    return signInFrom(
      await this.#post<RawSignIn>(IDENTITY_TOOLKIT, 'accounts:signInWithEmailLink', {
        email,
        oobCode,
        returnSecureToken: true,
      }),
    );
  }

  async sendOobCode(request: OobRequest): Promise<void> {
    await this.#post(IDENTITY_TOOLKIT, 'accounts:sendOobCode', request);
  }

  /** Applies an emailed verification code. */
  async confirmEmailVerification(oobCode: string): Promise<void> {
    await this.#post(IDENTITY_TOOLKIT, 'accounts:update', {oobCode});
  }

  /** Without newPassword it only checks the code and answers the account's email. */
  async resetPassword(oobCode: string, newPassword?: string): Promise<string> {
    const data = await this.#post<{email?: string}>(
      IDENTITY_TOOLKIT,
      'accounts:resetPassword',
      newPassword == null ? {oobCode} : {oobCode, newPassword},
    );
    return data.email ?? '';
  }

  async lookup(idToken: string): Promise<FirebaseUser> {
    const data = await this.#post<{users?: RawUser[]}>(
      IDENTITY_TOOLKIT,
      'accounts:lookup',
      {
        idToken,
      },
    );
    const user = data.users?.[0];
    if (!user) throw new AuthError('user-not-found');
    return {
      localId: user.localId,
      email: user.email ?? '',
      emailVerified: user.emailVerified === true,
      displayName: user.displayName,
      lastSignInAt: user.lastLoginAt
        ? Math.floor(Number(user.lastLoginAt) / 1000)
        : undefined,
    };
  }

  async deleteAccount(idToken: string): Promise<void> {
    await this.#post(IDENTITY_TOOLKIT, 'accounts:delete', {idToken});
  }

  /** Exchanges a refresh token for a fresh ID token (securetoken's token endpoint). */
  async refresh(
    refreshToken: string,
  ): Promise<{idToken: string; refreshToken: string; expiresIn: number}> {
    const data = await this.#post<{
      id_token: string;
      refresh_token: string;
      expires_in: string;
    }>(SECURE_TOKEN, 'token', {grant_type: 'refresh_token', refresh_token: refreshToken});
    return {
      idToken: data.id_token,
      refreshToken: data.refresh_token,
      expiresIn: Number(data.expires_in),
    };
  }
}

interface RawSignIn {
  idToken: string;
  refreshToken: string;
  expiresIn: string;
  localId: string;
  email?: string;
}

interface RawUser {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  displayName?: string;
  /** Milliseconds since the epoch, as a string. */
  lastLoginAt?: string;
}

function signInFrom(raw: RawSignIn): FirebaseSignIn {
  return {
    idToken: raw.idToken,
    refreshToken: raw.refreshToken,
    expiresIn: Number(raw.expiresIn),
    localId: raw.localId,
    email: raw.email ?? '',
  };
}

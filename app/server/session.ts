import type {HydrogenSession} from '@shopify/hydrogen';
import {
  createCookieSessionStorage,
  type Session,
  type SessionStorage,
} from '@shopify/remix-oxygen';

/** The chosen country (docs/product/markets.md#country-picker). */
export const SESSION_COUNTRY_KEY = 'country';

const FLASH_KEY_PREFIX = '__flash_';

export const SESSION_ID_KEY = 'id';

const LOCAL_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Browsers refuse Secure cookies over plain http, which local development uses. */
export function isLocalRequest(request: Request): boolean {
  // A URL the runtime could not read is refused anyway; its answer is treated as remote.
  return URL.canParse(request.url) && LOCAL_HOSTNAMES.has(new URL(request.url).hostname);
}

export class AppSession implements HydrogenSession {
  public isPending = false;

  #sessionStorage: SessionStorage;
  #session: Session;

  private constructor(sessionStorage: SessionStorage, session: Session) {
    this.#sessionStorage = sessionStorage;
    this.#session = session;
  }

  static async init(request: Request, secrets: string[]): Promise<AppSession> {
    const storage = createCookieSessionStorage({
      cookie: {
        name: 'session',
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
        secure: !isLocalRequest(request),
        // The chosen country and the sign-in outlive a browser session, as stored records do.
        maxAge: 60 * 60 * 24 * 30,
        secrets,
      },
    });

    const session = await storage
      .getSession(request.headers.get('Cookie'))
      .catch(() => storage.getSession());

    return new AppSession(storage, session);
  }

  get has() {
    return this.#session.has;
  }

  /** Whether a flash (a message for the next page, which reading consumes) is waiting. */
  get carriesFlash(): boolean {
    return Object.keys(this.#session.data).some((key) =>
      key.startsWith(FLASH_KEY_PREFIX),
    );
  }

  get get() {
    return this.#session.get;
  }

  get flash() {
    this.isPending = true;
    return this.#session.flash;
  }

  get unset() {
    this.isPending = true;
    return this.#session.unset;
  }

  get set() {
    this.isPending = true;
    return this.#session.set;
  }

  destroy() {
    return this.#sessionStorage.destroySession(this.#session);
  }

  commit() {
    this.isPending = false;
    if (!this.#session.has(SESSION_ID_KEY)) {
      this.#session.set(SESSION_ID_KEY, crypto.randomUUID());
    }
    return this.#sessionStorage.commitSession(this.#session);
  }
}

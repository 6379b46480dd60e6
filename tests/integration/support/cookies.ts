import {createCookieSessionStorage} from '@shopify/remix-oxygen';

/** The whole Set-Cookie header a response sends for `name`, its flags included. */
export function setCookieHeader(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}

/** The `name=value` pair of a response's Set-Cookie header, ready to send back as a Cookie. */
export function cookiePair(response: Response, name: string): string | undefined {
  return setCookieHeader(response, name)?.split(';', 1)[0];
}

/** A cookie a response sets, as a browser reads it: Max-Age null when it has none. */
export interface SetCookie {
  name: string;
  value: string;
  maxAge: number | null;
}

export function setCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((cookie) => {
    const [pair = '', ...attributes] = cookie.split(/;\s*/);
    const index = pair.indexOf('=');
    const maxAge = attributes.find((part) => /^max-age=/i.test(part));
    return {
      name: pair.slice(0, index),
      value: pair.slice(index + 1),
      maxAge: maxAge ? Number(maxAge.split('=')[1]) : null,
    };
  });
}

/** The Cookie header a browser sends back after these: a cookie set with Max-Age=0 is gone. */
export function cookieHeader(cookies: SetCookie[]): string {
  return cookies
    .filter(({maxAge}) => maxAge !== 0)
    .map(({name, value}) => `${name}=${value}`)
    .join('; ');
}

/** A browser's cookie jar, as far as the tests need one: Max-Age 0 (or less) drops a cookie. */
export class CookieJar {
  readonly values = new Map<string, string>();
  /** Each kept cookie's Max-Age; Infinity when it has none (a session cookie). */
  readonly maxAges = new Map<string, number>();

  /** Keeps what a response sets; the names of the cookies it set. */
  take(response: Response): string[] {
    const cookies = setCookies(response);
    for (const {name, value, maxAge} of cookies) {
      if (maxAge !== null && maxAge <= 0) {
        this.values.delete(name);
      } else {
        this.values.set(name, value);
        this.maxAges.set(name, maxAge ?? Infinity);
      }
    }
    return cookies.map(({name}) => name);
  }

  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The platform's token of the cart a `cart=<value>` cookie (or its bare value) names. */
export function cartTokenOf(cookie: string): string {
  return decodeURIComponent(cookie.replace(/^cart=/, '')).split('?', 1)[0] ?? '';
}

/**
 * A session cookie's value (`<payload>.<signature>`, percent-encoded) holding `values`, signed
 * with `secret` as the worker signs its own.
 */
export async function signedSessionValue(
  values: Record<string, unknown>,
  secret: string,
): Promise<string> {
  const storage = createCookieSessionStorage({
    cookie: {name: 'session', secrets: [secret]},
  });
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(values)) session.set(key, value);
  const setCookie = await storage.commitSession(session);
  return setCookie.slice('session='.length).split(';', 1)[0] ?? '';
}

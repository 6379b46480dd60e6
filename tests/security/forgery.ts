/**
 * Cookies a hostile client builds: sessions signed with the wrong secret or with a payload
 * swapped under a genuine signature, and cart cookies naming someone else's cart.
 */
import {createCookieSessionStorage} from '@shopify/remix-oxygen';
import {LOCAL_SESSION_SECRET} from '../../dev/local-env';
import {E2E_SERVER_SECRETS} from '../playwright.config';
import type {SessionCookie} from './corpus';

/** The country every forged session asks for: seeing it proves the forgery worked. */
export const FORGED_COUNTRY = 'DE';

/** A session cookie value (`<payload>.<signature>`, percent-encoded) for this data and secret. */
export async function signedSessionValue(
  data: Record<string, string>,
  secret: string,
): Promise<string> {
  const storage = createCookieSessionStorage({
    cookie: {name: 'session', secrets: [secret]},
  });
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key, value);
  const setCookie = await storage.commitSession(session);
  return setCookie.slice('session='.length).split(';', 1)[0] ?? '';
}

/** The stack's own secret: a session it signed itself, the control for the forgeries. */
export function genuineSessionValue(country: string): Promise<string> {
  return signedSessionValue({country}, E2E_SERVER_SECRETS.SESSION_SECRET);
}

export async function sessionCookieValue(cookie: SessionCookie): Promise<string> {
  if (typeof cookie === 'object') return cookie.raw;
  if (cookie === 'signedWithOtherSecret') {
    return signedSessionValue({country: FORGED_COUNTRY}, LOCAL_SESSION_SECRET);
  }
  const genuine = decodeURIComponent(await genuineSessionValue('FR'));
  const signature = genuine.slice(genuine.lastIndexOf('.') + 1);
  const payload = Buffer.from(JSON.stringify({country: FORGED_COUNTRY})).toString(
    'base64',
  );
  return encodeURIComponent(`${payload}.${signature}`);
}

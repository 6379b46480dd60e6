/**
 * Cookies a hostile client builds: sessions signed with the wrong secret or with a payload
 * swapped under a genuine signature, and cart cookies naming someone else's cart.
 */
import {LOCAL_SESSION_SECRET} from '../../dev/local-env';
import {signedSessionValue} from '../integration/support/cookies';
import {E2E_SERVER_SECRETS} from '../playwright.config';
import type {SessionCookie} from './corpus';

/** The country every forged session asks for: seeing it proves the forgery worked. */
export const FORGED_COUNTRY = 'DE';

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

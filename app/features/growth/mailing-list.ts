/**
 * The mailing-list sign-up's endpoint (docs/product/growth.md#mailing-list), for the
 * browser and the worker alike.
 */
export const SUBSCRIBE_PATH = '/api/subscribe-sendgrid';

/**
 * What a sign-up posted without JavaScript leaves in the session flash when it went
 * through.
 */
export const SUBSCRIBED = 'subscribed';

/** The footer form's id: a sign-up without JavaScript comes back to it. */
export const MAILING_LIST_ANCHOR = 'mailing-list';

/** The local flag every sign-up that went through sets in the browser. */
const EMAIL_REGISTERED_KEY = 'emailRegistered';

/** Remembers a sign-up: the footer's and the welcome offer's. */
export function rememberEmailRegistered(): void {
  try {
    localStorage.setItem(EMAIL_REGISTERED_KEY, 'true');
  } catch {
    // The sign-up itself went through; only the reminder is lost.
  }
}

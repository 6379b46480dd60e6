import {inStorage} from '~/lib/web-storage';

/** docs/product/growth.md#mailing-list */
export const SUBSCRIBE_PATH = '/api/subscribe-sendgrid';

export const SUBSCRIBED = 'subscribed';

/** The footer form's id: a sign-up without JavaScript comes back to it. */
export const MAILING_LIST_ANCHOR = 'mailing-list';

const EMAIL_REGISTERED_KEY = 'emailRegistered';

/** Remembers a sign-up: the footer's and the welcome offer's. */
export function rememberEmailRegistered(): void {
  inStorage('localStorage', (storage) => storage.setItem(EMAIL_REGISTERED_KEY, 'true'));
}

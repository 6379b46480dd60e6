/** The mailing-list sign-up's endpoint (spec 7), for the browser and the worker alike. */
export const SUBSCRIBE_PATH = '/api/subscribe-sendgrid';

/** What a sign-up posted without JavaScript leaves in the session flash when it went through. */
export const SUBSCRIBED = 'subscribed';

/** The footer form's id: a sign-up without JavaScript comes back to it. */
export const MAILING_LIST_ANCHOR = 'mailing-list';

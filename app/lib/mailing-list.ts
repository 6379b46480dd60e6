/** Errors the mailing-list server answers in its `error` field, verbatim. */
export const MAILING_LIST_ERRORS = {
  invalidEmail: 'invalid email',
  alreadySubscribed: 'already subscribed',
} as const;

/** Where a sign-up comes from (the `from` field of POST /api/subscribe-sendgrid). */
export const MAILING_LIST_SOURCES = {
  footer: 'footer',
  welcomeBonus: 'welcome bonus',
} as const;

/** How a form shows the server's answer. */
export type SignupOutcome =
  | {kind: 'success'}
  | {kind: 'error'; error: 'invalid-email' | 'already-subscribed' | 'generic'};

const SUCCESS: SignupOutcome = {kind: 'success'};

function knownError(error: string): 'invalid-email' | 'already-subscribed' | null {
  const text = error.trim().toLowerCase();
  if (text === MAILING_LIST_ERRORS.invalidEmail) return 'invalid-email';
  if (text === MAILING_LIST_ERRORS.alreadySubscribed) return 'already-subscribed';
  return null;
}

/** `error` is the response's error field; a request that failed outright passes one. */
export function footerSignupOutcome(error: string | null | undefined): SignupOutcome {
  if (!error) return SUCCESS;
  return {kind: 'error', error: knownError(error) ?? 'generic'};
}

export function welcomeSignupOutcome(error: string | null | undefined): SignupOutcome {
  if (!error) return SUCCESS;
  const known = knownError(error);
  if (known === 'already-subscribed') return SUCCESS;
  return {kind: 'error', error: known ?? 'generic'};
}

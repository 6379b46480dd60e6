import {emailKey} from '@brush/rules/email';

// How often a client, and an email address, may use the endpoints worth guessing at or flooding.
export const RATE_LIMIT_PERIOD_SECONDS = 60;

/** Sign-in attempts (password or link) per email address per window. */
export const SIGN_IN_PER_EMAIL = 10;
export const SIGN_IN_PER_CLIENT = 30;
export const SIGN_UP_PER_CLIENT = 10;
/** Emails sent (reset, sign-in link, verification) per address per window. */
export const EMAIL_PER_ADDRESS = 5;
export const EMAIL_PER_CLIENT = 10;
/** Mailing-list sign-ups per address per window. */
export const MAILING_LIST_PER_ADDRESS = 5;
/** Mailing-list sign-ups per client per window. */
export const MAILING_LIST_PER_CLIENT = 20;
export const SURVEY_PER_CLIENT = 20;
/** Error reports per client per window: a failing page reports once per render. */
export const ERROR_REPORT_PER_CLIENT = 30;

/** One counter: its name (the Workers binding's too) and its requests per window. */
export interface RateLimitRule {
  readonly name: string;
  readonly limit: number;
}

export const RATE_LIMIT_RULES = {
  signInPerEmail: {name: 'sign-in-per-email', limit: SIGN_IN_PER_EMAIL},
  signInPerClient: {name: 'sign-in-per-client', limit: SIGN_IN_PER_CLIENT},
  signUpPerClient: {name: 'sign-up-per-client', limit: SIGN_UP_PER_CLIENT},
  emailPerAddress: {name: 'email-per-address', limit: EMAIL_PER_ADDRESS},
  emailPerClient: {name: 'email-per-client', limit: EMAIL_PER_CLIENT},
  mailingListPerAddress: {
    name: 'mailing-list-per-address',
    limit: MAILING_LIST_PER_ADDRESS,
  },
  mailingListPerClient: {name: 'mailing-list-per-client', limit: MAILING_LIST_PER_CLIENT},
  surveyPerClient: {name: 'survey-per-client', limit: SURVEY_PER_CLIENT},
  errorReportPerClient: {name: 'error-report-per-client', limit: ERROR_REPORT_PER_CLIENT},
} as const satisfies Record<string, RateLimitRule>;

// The counters an action's request goes through: per client always, per address when
// given.
const ACTION_RULES = {
  signIn: {
    client: RATE_LIMIT_RULES.signInPerClient,
    address: RATE_LIMIT_RULES.signInPerEmail,
  },
  signUp: {client: RATE_LIMIT_RULES.signUpPerClient, address: null},
  email: {
    client: RATE_LIMIT_RULES.emailPerClient,
    address: RATE_LIMIT_RULES.emailPerAddress,
  },
  mailingList: {
    client: RATE_LIMIT_RULES.mailingListPerClient,
    address: RATE_LIMIT_RULES.mailingListPerAddress,
  },
  survey: {client: RATE_LIMIT_RULES.surveyPerClient, address: null},
  errorReport: {client: RATE_LIMIT_RULES.errorReportPerClient, address: null},
} satisfies Record<string, {client: RateLimitRule; address: RateLimitRule | null}>;

export type RateLimitedAction = keyof typeof ACTION_RULES;

export interface RateLimitCheck {
  rule: RateLimitRule;
  key: string;
}

/** The counters one request is counted against. */
export function rateLimitChecks(
  action: RateLimitedAction,
  client: string,
  address?: string | null,
): RateLimitCheck[] {
  const rules: {client: RateLimitRule; address: RateLimitRule | null} =
    ACTION_RULES[action];
  const checks: RateLimitCheck[] = [{rule: rules.client, key: `client:${client}`}];
  const email = address ? emailKey(address) : '';
  if (rules.address && email) {
    checks.push({rule: rules.address, key: `address:${email}`});
  }
  return checks;
}

/** The Workers binding that counts a rule. */
export function rateLimitBindingName(rule: RateLimitRule): string {
  return `RATE_LIMIT_${rule.name.toUpperCase().replace(/-/g, '_')}`;
}

const PERIOD_MS = RATE_LIMIT_PERIOD_SECONDS * 1000;

/** The fixed window a moment falls in, how much of it has passed. */
export function rateLimitWindow(nowMs: number): {index: number; elapsed: number} {
  const index = Math.floor(nowMs / PERIOD_MS);
  return {index, elapsed: (nowMs - index * PERIOD_MS) / PERIOD_MS};
}

/** Requests in the last period, estimated from two fixed windows (a sliding window). */
export function slidingCount(previous: number, current: number, elapsed: number): number {
  return current + previous * (1 - elapsed);
}

/** A request is allowed while the count, this request included, stays within the limit. */
export function isWithinLimit(countIncludingThis: number, rule: RateLimitRule): boolean {
  return countIncludingThis <= rule.limit;
}

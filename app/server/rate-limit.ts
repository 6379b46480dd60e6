import {emailKey} from '@brush/rules/email';

// How often a client, and an email address, may use the endpoints worth guessing at or flooding.
export const RATE_LIMIT_PERIOD_SECONDS = 60;

/** One counter: its name (the Workers binding's too) and its requests per window. */
export interface RateLimitRule {
  readonly name: string;
  readonly limit: number;
}

export const RATE_LIMIT_RULES = {
  // Sign-in attempts (password or link).
  signInPerEmail: {name: 'sign-in-per-email', limit: 10},
  signInPerClient: {name: 'sign-in-per-client', limit: 30},
  signUpPerClient: {name: 'sign-up-per-client', limit: 10},
  // Emails sent (reset, sign-in link, verification).
  emailPerAddress: {name: 'email-per-address', limit: 5},
  emailPerClient: {name: 'email-per-client', limit: 10},
  mailingListPerAddress: {name: 'mailing-list-per-address', limit: 5},
  mailingListPerClient: {name: 'mailing-list-per-client', limit: 20},
  surveyPerClient: {name: 'survey-per-client', limit: 20},
  // A failing page reports once per render.
  errorReportPerClient: {name: 'error-report-per-client', limit: 30},
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

export function rateLimitChecks(
  action: RateLimitedAction,
  client: string,
  address?: string | null,
): {rule: RateLimitRule; key: string}[] {
  const rules: {client: RateLimitRule; address: RateLimitRule | null} =
    ACTION_RULES[action];
  const email = address ? emailKey(address) : '';
  return [
    {rule: rules.client, key: `client:${client}`},
    ...(rules.address && email ? [{rule: rules.address, key: `address:${email}`}] : []),
  ];
}

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

import fs from 'node:fs';
import path from 'node:path';
import JSON5 from 'json5';
import {describe, expect, it} from 'vitest';
import {
  isWithinLimit,
  RATE_LIMIT_PERIOD_SECONDS,
  RATE_LIMIT_RULES,
  rateLimitBindingName,
  rateLimitChecks,
  rateLimitWindow,
  slidingCount,
} from '~/server/rate-limit';

const SIGN_IN_PER_EMAIL = RATE_LIMIT_RULES.signInPerEmail.limit;

describe('rateLimitChecks', () => {
  it.each([
    {
      action: 'signIn',
      address: ' Ava@Example.com ',
      checks: [
        ['sign-in-per-client', 'client:203.0.113.7'],
        ['sign-in-per-email', 'address:ava@example.com'],
      ],
    },
    {
      action: 'signIn',
      address: '',
      checks: [['sign-in-per-client', 'client:203.0.113.7']],
    },
    {
      action: 'signUp',
      address: 'ava@example.com',
      checks: [['sign-up-per-client', 'client:203.0.113.7']],
    },
    {
      action: 'email',
      address: 'ava@example.com',
      checks: [
        ['email-per-client', 'client:203.0.113.7'],
        ['email-per-address', 'address:ava@example.com'],
      ],
    },
    {
      action: 'mailingList',
      address: 'ava@example.com',
      checks: [
        ['mailing-list-per-client', 'client:203.0.113.7'],
        ['mailing-list-per-address', 'address:ava@example.com'],
      ],
    },
    {
      action: 'survey',
      address: null,
      checks: [['survey-per-client', 'client:203.0.113.7']],
    },
    {
      action: 'errorReport',
      address: null,
      checks: [['error-report-per-client', 'client:203.0.113.7']],
    },
  ] as const)('$action with $address', ({action, address, checks}) => {
    expect(
      rateLimitChecks(action, '203.0.113.7', address).map(({rule, key}) => [
        rule.name,
        key,
      ]),
    ).toEqual(checks);
  });
});

describe('isWithinLimit', () => {
  it.each([
    {count: 1, within: true},
    {count: SIGN_IN_PER_EMAIL, within: true},
    {count: SIGN_IN_PER_EMAIL + 1, within: false},
    {count: 41, within: false},
  ])('attempt $count of a sign-in email: $within', ({count, within}) => {
    expect(isWithinLimit(count, RATE_LIMIT_RULES.signInPerEmail)).toBe(within);
  });
});

describe('rateLimitWindow', () => {
  const PERIOD_MS = RATE_LIMIT_PERIOD_SECONDS * 1000;
  it.each([
    {now: 0, index: 0, elapsed: 0},
    {now: PERIOD_MS / 4, index: 0, elapsed: 0.25},
    {now: PERIOD_MS - 1, index: 0, elapsed: (PERIOD_MS - 1) / PERIOD_MS},
    {now: PERIOD_MS, index: 1, elapsed: 0},
    {now: 5 * PERIOD_MS + PERIOD_MS / 2, index: 5, elapsed: 0.5},
  ])('$now ms: window $index, $elapsed passed', (expected) => {
    const {now, ...window} = expected;
    expect(rateLimitWindow(now)).toEqual(window);
  });
});

describe('slidingCount', () => {
  it.each([
    {case: 'a fresh key', previous: 0, current: 1, elapsed: 0.5, count: 1},
    {
      case: 'forty tries just before the window turned',
      previous: 40,
      current: 1,
      elapsed: 0.01,
      count: 40.6,
    },
    {
      case: 'forty tries half a period ago',
      previous: 40,
      current: 1,
      elapsed: 0.5,
      count: 21,
    },
    {
      case: 'the previous window all but forgotten',
      previous: 40,
      current: 1,
      elapsed: 1,
      count: 1,
    },
    {case: 'the current window alone', previous: 0, current: 11, elapsed: 0.9, count: 11},
  ])('$case: $count', ({previous, current, elapsed, count}) => {
    expect(slidingCount(previous, current, elapsed)).toBeCloseTo(count);
  });

  it('refuses the right password after forty wrong ones, whenever the window turns', () => {
    for (const elapsed of [0, 0.25, 0.5, 0.74]) {
      expect(
        isWithinLimit(slidingCount(40, 1, elapsed), RATE_LIMIT_RULES.signInPerEmail),
      ).toBe(false);
    }
  });
});

describe('the Workers bindings in wrangler.jsonc', () => {
  const wrangler = JSON5.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../wrangler.jsonc'), 'utf8'),
  ) as {
    ratelimits: {
      name: string;
      namespace_id: string;
      simple: {limit: number; period: number};
    }[];
  };

  it('declare one binding per rule, with its limit and the rule period', () => {
    expect(
      wrangler.ratelimits.map(({name, simple}) => [name, simple.limit, simple.period]),
    ).toEqual(
      Object.values(RATE_LIMIT_RULES).map((rule) => [
        rateLimitBindingName(rule),
        rule.limit,
        RATE_LIMIT_PERIOD_SECONDS,
      ]),
    );
  });

  it('give every binding a namespace of its own', () => {
    const namespaces = wrangler.ratelimits.map((binding) => binding.namespace_id);
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });
});

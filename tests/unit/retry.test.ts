import {describe, expect, it} from 'vitest';

import {
  isRetryableStatus,
  retryAfterMs,
  retryDelayMs,
  shouldRetry,
} from '~/lib/retrying-fetch';

const NOW = Date.UTC(2026, 0, 1, 0, 0, 0);

describe('isRetryableStatus', () => {
  it.each([
    [null, true],
    [undefined, true],
    [100, true],
    [199, true],
    [200, false],
    [301, false],
    [400, false],
    [404, false],
    [428, false],
    [429, true],
    [430, false],
    [500, true],
    [503, true],
    [599, true],
    [600, false],
  ])('%j -> %s', (status, expected) => {
    expect(isRetryableStatus(status)).toBe(expected);
  });
});

describe('shouldRetry', () => {
  it.each([
    [1, 503, true],
    [2, 503, true],
    [3, 503, false],
    [1, 400, false],
    [1, null, true],
  ])('attempt %s, status %j -> %s', (attempt, status, expected) => {
    expect(shouldRetry(attempt, status)).toBe(expected);
  });
});

describe('retryAfterMs and retryDelayMs', () => {
  it.each([
    ['2', 2000],
    ['0', 0],
    ['301', 300_000],
    ['Thu, 01 Jan 2026 00:00:10 GMT', 10_000],
    ['Wed, 31 Dec 2025 23:59:00 GMT', 0],
    ['soon', null],
    ['-5', null],
    ['', null],
    [null, null],
  ])('Retry-After %j -> %j', (header, wait) => {
    expect(retryAfterMs(header, NOW)).toBe(wait);
  });

  it.each([
    [1, null, 500],
    [2, null, 1000],
    [3, null, 2000],
    [2, '7', 7000],
    [1, 'later', 500],
  ])('retry %s with Retry-After %j waits %s', (attempt, header, wait) => {
    expect(retryDelayMs(attempt, header, NOW)).toBe(wait);
  });
});

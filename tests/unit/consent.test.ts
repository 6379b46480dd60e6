import {describe, expect, it} from 'vitest';

import {
  analyticsAllowed,
  consentCookieChoice,
  consentCookieMaxAge,
  consentRecord,
  isConsentRequired,
  landingTracking,
  readConsent,
  showsConsentBanner,
  type ConsentChoice,
} from '~/features/growth/consent';
import type {Region} from '@brush/rules/regions';

const NOW = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

describe('consentRecord', () => {
  it.each<[ConsentChoice, boolean, number]>([
    ['OK', true, NOW + 31_536_000_000],
    ['No thanks', false, NOW + 2_592_000_000],
  ])('%s -> accept %s, expires %s', (choice, accept, expiresAt) => {
    expect(consentRecord(choice, NOW)).toEqual({accept, expiresAt});
  });
});

describe('consentCookieMaxAge', () => {
  const DAY_S = DAY / 1000;
  it.each<[string, ConsentChoice, number | null, number | null]>([
    ['an accept given now keeps a year', 'OK', null, 365 * DAY_S],
    ['a decline given now keeps 30 days', 'No thanks', null, 30 * DAY_S],
    ['an accept with 10 days left keeps 10 days', 'OK', NOW + 10 * DAY, 10 * DAY_S],
    ['a time beyond the lifetime is held to it', 'OK', NOW + 900 * DAY, 365 * DAY_S],
    [
      'a decline claiming a year is held to 30 days',
      'No thanks',
      NOW + 365 * DAY,
      30 * DAY_S,
    ],
    ['a lapsed answer is no answer', 'OK', NOW - 1, null],
    ['an answer lapsing now is no answer', 'OK', NOW, null],
    ['a time that is not a number keeps the lifetime', 'OK', Number.NaN, 365 * DAY_S],
  ])('%s', (_, choice, expiresAt, maxAge) => {
    expect(consentCookieMaxAge(choice, expiresAt, NOW)).toBe(maxAge);
  });
});

describe('readConsent', () => {
  const stored = (accept: unknown, expiresAt: unknown) =>
    JSON.stringify({accept, expiresAt});
  it.each<[string, string | null | undefined, number, ConsentChoice | null]>([
    [
      'accepted, in force',
      JSON.stringify(consentRecord('OK', NOW)),
      NOW + 364 * DAY,
      'OK',
    ],
    [
      'accepted, expired',
      JSON.stringify(consentRecord('OK', NOW)),
      NOW + 365 * DAY,
      null,
    ],
    [
      'declined, in force',
      JSON.stringify(consentRecord('No thanks', NOW)),
      NOW + 29 * DAY,
      'No thanks',
    ],
    [
      'declined, expired',
      JSON.stringify(consentRecord('No thanks', NOW)),
      NOW + 30 * DAY,
      null,
    ],
    ['nothing stored', null, NOW, null],
    ['empty', '', NOW, null],
    ['not JSON', 'OK', NOW, null],
    ['JSON null', 'null', NOW, null],
    ['accept as text', stored('true', NOW + DAY), NOW, null],
    ['expiresAt as text', stored(true, String(NOW + DAY)), NOW, null],
    ['expiresAt missing', JSON.stringify({accept: true}), NOW, null],
  ])('%s -> %j', (_label, value, now, expected) => {
    expect(readConsent(value, now)).toBe(expected);
  });
});

describe('banner and analytics', () => {
  it.each<[Region, string | null, ConsentChoice | null, boolean, boolean, boolean]>([
    // region, country, choice, required, banner, analytics
    ['EU', 'DE', null, true, true, false],
    ['EU', 'DE', 'OK', true, false, true],
    ['EU', 'DE', 'No thanks', true, false, false],
    ['US', 'NO', null, true, true, false],
    ['US', 'NO', 'OK', true, false, true],
    ['US', 'US', null, false, false, true],
    ['US', 'GB', null, false, false, true],
    ['US', 'US', 'No thanks', false, false, false],
    ['US', null, null, false, false, true],
  ])(
    '%s/%s with %j: required %s, banner %s, analytics %s',
    (region, country, choice, required, banner, analytics) => {
      expect(isConsentRequired({region, country})).toBe(required);
      expect(showsConsentBanner({region, country}, choice)).toBe(banner);
      expect(analyticsAllowed({region, country}, choice)).toBe(analytics);
    },
  );
});

describe('landingTracking', () => {
  it.each<[Region, string, ConsentChoice | null, string]>([
    ['EU', 'DE', null, 'hold'],
    ['EU', 'DE', 'OK', 'track'],
    ['EU', 'DE', 'No thanks', 'none'],
    ['EU', 'FR', null, 'hold'],
    ['US', 'NO', null, 'hold'],
    ['US', 'NO', 'No thanks', 'none'],
    ['US', 'US', null, 'track'],
    ['US', 'US', 'No thanks', 'none'],
    ['US', 'CA', 'OK', 'track'],
  ])('%s %s with %s: %s', (region, country, choice, expected) => {
    expect(landingTracking({region, country}, choice)).toBe(expected);
  });
});

describe('consentCookieChoice', () => {
  it.each([
    ['OK', 'OK'],
    ['No thanks', 'No thanks'],
    ['yes', null],
    ['', null],
    [null, null],
  ])('%s reads as %s', (value, expected) => {
    expect(consentCookieChoice(value)).toBe(expected);
  });
});

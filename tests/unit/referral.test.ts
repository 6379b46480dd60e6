import {describe, expect, it} from 'vitest';

import {
  clickSource,
  readReferral,
  readUtm,
  referralPlan,
  referralRecord,
  shouldTrackClick,
  utmRecord,
  type ReferralPlan,
} from '#rules/referral';

const NOW = Date.UTC(2026, 2, 1, 12, 0, 0);
const DAY = 86_400_000;
const params = (query: string) => new URLSearchParams(query);

const nothing: ReferralPlan = {
  referral: null,
  cjEvent: null,
  smsClick: null,
  clearAffiliateCookies: false,
  removeDisableSas: false,
  utm: null,
};

describe('referralPlan', () => {
  it.each<[string, ReferralPlan]>([
    ['', nothing],
    ['q=brush', nothing],
    ['vr=', nothing],
    [
      'vr=AVA10',
      {
        ...nothing,
        referral: {code: 'AVA10', expiration: NOW + 30 * DAY},
        clearAffiliateCookies: true,
      },
    ],
    ['cjevent=abc123', {...nothing, cjEvent: 'abc123'}],
    [
      'smsclickid=s1&smscode=WELCOME',
      {
        ...nothing,
        smsClick: {
          clickId: 's1',
          clickTime: '2026-03-01T12:00:00.000Z',
          code: 'WELCOME',
          maxAgeSeconds: 2_592_000,
        },
      },
    ],
    [
      'smsclickid=s1',
      {
        ...nothing,
        smsClick: {
          clickId: 's1',
          clickTime: '2026-03-01T12:00:00.000Z',
          code: null,
          maxAgeSeconds: 2_592_000,
        },
      },
    ],
    ['smscode=WELCOME', nothing],
    ['sscid=ss9', {...nothing, clearAffiliateCookies: true, removeDisableSas: true}],
    [
      'utm_source=newsletter',
      {...nothing, utm: {source: 'newsletter', expiration: NOW + 30 * DAY}},
    ],
    [
      'vr=AVA10&utm_source=ig',
      {
        ...nothing,
        referral: {code: 'AVA10', expiration: NOW + 30 * DAY},
        clearAffiliateCookies: true,
        utm: {source: 'ig', expiration: NOW + 30 * DAY},
      },
    ],
  ])('%j', (query, plan) => {
    expect(referralPlan(params(query), NOW)).toEqual(plan);
  });
});

describe('readReferral and readUtm', () => {
  const referral = JSON.stringify(referralRecord('AVA10', NOW));
  const utm = JSON.stringify(utmRecord('ig', NOW));
  it.each([
    [
      'referral in force',
      readReferral(referral, NOW + 29 * DAY),
      {code: 'AVA10', expiration: NOW + 30 * DAY},
    ],
    ['referral expired', readReferral(referral, NOW + 30 * DAY), null],
    ['utm in force', readUtm(utm, NOW + DAY), {source: 'ig', expiration: NOW + 30 * DAY}],
    ['utm expired', readUtm(utm, NOW + 31 * DAY), null],
    ['utm read as referral', readReferral(utm, NOW), null],
    ['nothing', readReferral(null, NOW), null],
    ['not JSON', readReferral('AVA10', NOW), null],
    [
      'empty code',
      readReferral(JSON.stringify({code: '', expiration: NOW + DAY}), NOW),
      null,
    ],
    [
      'text expiration',
      readUtm(JSON.stringify({source: 'ig', expiration: 'soon'}), NOW),
      null,
    ],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('clickSource', () => {
  it.each([
    ['cjevent=1&smsclickid=2&utm_source=ig', 'cj'],
    ['smsclickid=2&utm_source=ig', 'sms'],
    ['utm_source=ig', 'ig'],
    ['cjevent=&utm_source=ig', 'ig'],
    ['vr=AVA10', null],
    ['', null],
  ])('%j -> %j', (query, source) => {
    expect(clickSource(params(query))).toBe(source);
  });
});

describe('shouldTrackClick', () => {
  it.each([
    [null, NOW, true],
    [undefined, NOW, true],
    [NOW - 300_000, NOW, true],
    [NOW - 299_999, NOW, false],
    [NOW, NOW, false],
  ])('last sent %s -> %s', (lastSentAt, now, expected) => {
    expect(shouldTrackClick(lastSentAt, now)).toBe(expected);
  });
});

import {describe, expect, it} from 'vitest';

import {
  clickSource,
  clickToTrack,
  trackingCartAttributes,
  trackingCookieChanges,
  withTrackingAttributes,
  type TrackingCookies,
  readReferral,
  readUtm,
  referralPlan,
  referralRecord,
  shouldTrackClick,
  utmRecord,
  type ReferralPlan,
} from '~/server/tracking.server';

const NOW = Date.UTC(2026, 2, 1, 12, 0, 0);
const DAY = 86_400_000;
const params = (query: string) => new URLSearchParams(query);

const nothing: ReferralPlan = {
  referral: null,
  cjEvent: null,
  smsClick: null,
  clearAffiliateCookies: false,
  removeDisableSas: false,
  setDisableSas: false,
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
        setDisableSas: true,
      },
    ],
    ['cjevent=abc123', {...nothing, cjEvent: 'abc123', setDisableSas: true}],
    [
      'cjevent=abc123&sscid=ss9',
      {
        ...nothing,
        cjEvent: 'abc123',
        clearAffiliateCookies: true,
        removeDisableSas: true,
      },
    ],
    [`vr=${'x'.repeat(201)}`, nothing],
    ['vr=AVA%0A10', nothing],
    ['utm_source=%7F', nothing],
    [
      `utm_source=${'u'.repeat(200)}`,
      {...nothing, utm: {source: 'u'.repeat(200), expiration: NOW + 30 * DAY}},
    ],
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
        setDisableSas: true,
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

describe('trackingCookieChanges', () => {
  const referral = JSON.stringify(referralRecord('AVA10', NOW));
  const oldReferral = JSON.stringify(referralRecord('OLD', NOW - 31 * DAY));
  const utm = JSON.stringify(utmRecord('ig', NOW));
  const affiliates: TrackingCookies = {
    cje: 'old-event',
    sms_click_id: 's0',
    sms_click_time: '2026-02-01T00:00:00.000Z',
    sms_code: 'OLD',
  };
  it.each<[string, TrackingCookies, string, boolean, Record<string, string | null>]>([
    ['nothing to do', {}, '', false, {}],
    [
      'vr stores and clears affiliates',
      affiliates,
      'vr=AVA10',
      false,
      {
        referral,
        cje: null,
        sms_click_id: null,
        sms_click_time: null,
        sms_code: null,
        disable_sas: 'true',
      },
    ],
    [
      'cjevent unconfirmed changes only the flag',
      affiliates,
      'cjevent=e1',
      false,
      {
        disable_sas: 'true',
      },
    ],
    [
      'cjevent confirmed replaces the affiliates',
      affiliates,
      'cjevent=e1',
      true,
      {
        cje: 'e1',
        sms_click_id: null,
        sms_click_time: null,
        sms_code: null,
        disable_sas: 'true',
      },
    ],
    [
      'smsclickid with a code',
      {},
      'smsclickid=s1&smscode=HI',
      false,
      {
        sms_click_id: 's1',
        sms_click_time: '2026-03-01T12:00:00.000Z',
        sms_code: 'HI',
      },
    ],
    [
      'smsclickid without a code drops the old code',
      affiliates,
      'smsclickid=s1',
      false,
      {
        sms_click_id: 's1',
        sms_click_time: '2026-03-01T12:00:00.000Z',
        sms_code: null,
      },
    ],
    [
      'sscid clears affiliates and the flag',
      {...affiliates, disable_sas: 'true'},
      'sscid=9',
      false,
      {
        cje: null,
        sms_click_id: null,
        sms_click_time: null,
        sms_code: null,
        disable_sas: null,
      },
    ],
    ['utm_source stored', {}, 'utm_source=ig', false, {utm}],
    [
      'expired referral removed when read',
      {referral: oldReferral},
      '',
      false,
      {referral: null},
    ],
    ['unreadable utm removed when read', {utm: 'not json'}, '', false, {utm: null}],
    ['a record in force stays', {referral, utm}, '', false, {}],
  ])('%s', (_label, current, query, cjConfirmed, changes) => {
    expect(
      trackingCookieChanges(current, referralPlan(params(query), NOW), cjConfirmed, NOW)
        .changes,
    ).toEqual(changes);
  });

  it('returns the cookies with the changes made', () => {
    const plan = referralPlan(params('vr=AVA10'), NOW);
    expect(trackingCookieChanges({cje: 'a', utm}, plan, false, NOW).cookies).toEqual({
      utm,
      referral,
      disable_sas: 'true',
    });
  });
});

describe('trackingCartAttributes', () => {
  it.each<[string, TrackingCookies, {key: string; value: string}[]]>([
    ['none', {}, []],
    [
      'every attribute',
      {
        cje: 'e1',
        sms_click_id: 's1',
        sms_click_time: 't',
        sms_code: 'HI',
        disable_sas: 'true',
        utm: JSON.stringify(utmRecord('ig', NOW)),
        referral: JSON.stringify(referralRecord('AVA10', NOW)),
      },
      [
        {key: 'cje', value: 'e1'},
        {key: 'sms_click_id', value: 's1'},
        {key: 'sms_click_time', value: 't'},
        {key: 'sms_code', value: 'HI'},
        {key: 'disable_sas', value: 'true'},
        {key: 'utm_source', value: 'ig'},
      ],
    ],
    [
      'an expired utm gives none',
      {utm: JSON.stringify(utmRecord('ig', NOW - 31 * DAY))},
      [],
    ],
    ['empty (tampered) values give none', {cje: '', sms_click_id: ''}, []],
  ])('%s', (_label, cookies, attributes) => {
    expect(trackingCartAttributes(cookies, NOW)).toEqual(attributes);
  });
});

describe('withTrackingAttributes', () => {
  it.each([
    [
      'same set in any order',
      [
        {key: 'utm_source', value: 'ig'},
        {key: 'cje', value: 'e'},
      ],
      [
        {key: 'cje', value: 'e'},
        {key: 'utm_source', value: 'ig'},
      ],
      null,
    ],
    [
      'tracking replaced, credit kept',
      [
        {key: 'creditRedeemed', value: '5.00'},
        {key: 'cje', value: 'old'},
      ],
      [{key: 'cje', value: 'new'}],
      [
        {key: 'creditRedeemed', value: '5.00'},
        {key: 'cje', value: 'new'},
      ],
    ],
    [
      'tracking removed',
      [
        {key: 'discountSurvey', value: 'true'},
        {key: 'sms_code', value: 'HI'},
      ],
      [],
      [{key: 'discountSurvey', value: 'true'}],
    ],
    ['nothing either side', null, [], null],
  ])('%s', (_label, cart, tracking, expected) => {
    expect(withTrackingAttributes(cart, tracking)).toEqual(expected);
  });
});

describe('clickToTrack', () => {
  const landing = (query: string) => new URL(`https://shop.example/products/x?${query}`);
  const click = (
    query: string,
    lastSentAt: string | null = null,
    storedReferral: string | null = null,
  ) =>
    clickToTrack({
      url: landing(query),
      storedReferral,
      lastSentAt,
      country: 'IT',
      now: NOW,
    });
  it.each([
    ['no parameters', click(''), null],
    ['smscode alone', click('smscode=HI'), null],
    [
      'cj with a stored referral',
      click('cjevent=e1', null, JSON.stringify(referralRecord('AVA10', NOW))),
      {
        url: 'https://shop.example/products/x?cjevent=e1',
        localStorageCode: 'AVA10',
        visitCode: null,
        country: 'IT',
        affiliateProgram: 'cj',
        landingPage: '/products/x',
      },
    ],
    [
      'a referral visit',
      click('vr=AVA10'),
      {
        url: 'https://shop.example/products/x?vr=AVA10',
        localStorageCode: null,
        visitCode: 'AVA10',
        country: 'IT',
        affiliateProgram: null,
        landingPage: '/products/x',
      },
    ],
    ['sent 4 minutes ago', click('utm_source=ig', String(NOW - 240_000)), null],
    [
      'sent 5 minutes ago',
      click('utm_source=ig', String(NOW - 300_000))?.affiliateProgram,
      'ig',
    ],
    [
      'a tampered throttle is no throttle',
      click('utm_source=ig', 'soon')?.affiliateProgram,
      'ig',
    ],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

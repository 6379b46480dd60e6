import {
  CLICK_TRACKING_THROTTLE_MS,
  DAY_MS,
  REFERRAL_DAYS,
  SMS_CLICK_DAYS,
  UTM_DAYS,
} from '@brush/rules/limits';
import {CART_ATTRIBUTES, type Attributes} from '@brush/rules/cart-attributes';
import {parseStoredRecord} from '@brush/rules/stored-record';
import {hasControlCharacter} from '~/lib/control-characters';

export const REFERRAL_PARAMS = {
  referral: 'vr',
  cjEvent: 'cjevent',
  smsClickId: 'smsclickid',
  smsCode: 'smscode',
  shareASaleId: 'sscid',
  utmSource: 'utm_source',
} as const;

/** The click source label: CJ, SMS, or else the utm_source. */
export const CJ_SOURCE = 'cj';
export const SMS_SOURCE = 'sms';

/** Longer than any code, click id or campaign name the programmes send. */
export const TRACKING_VALUE_MAX_LENGTH = 200;

/** The tracking records, by the cookie each is stored under (decision 0105). */
export const TRACKING_COOKIES = {
  referral: 'referral',
  utm: 'utm',
  cje: CART_ATTRIBUTES.cje,
  smsClickId: CART_ATTRIBUTES.smsClickId,
  smsClickTime: CART_ATTRIBUTES.smsClickTime,
  smsCode: CART_ATTRIBUTES.smsCode,
  disableSas: CART_ATTRIBUTES.disableSas,
  clickTrackedAt: 'click_tracked_at',
} as const;

export type TrackingCookie = (typeof TRACKING_COOKIES)[keyof typeof TRACKING_COOKIES];

/** The cookies 'the affiliate cookies' means: a CJ event and an SMS click. */
export const AFFILIATE_COOKIES: readonly TrackingCookie[] = [
  TRACKING_COOKIES.cje,
  TRACKING_COOKIES.smsClickId,
  TRACKING_COOKIES.smsClickTime,
  TRACKING_COOKIES.smsCode,
];

/** The disable_sas flag's value while another programme has the shopper's click. */
export const DISABLE_SAS_VALUE = 'true';

interface Params {
  get(name: string): string | null;
}

function param(params: Params, name: string): string | null {
  const value = params.get(name)?.trim();
  if (!value || value.length > TRACKING_VALUE_MAX_LENGTH) return null;
  return hasControlCharacter(value) ? null : value;
}

/** Stored records carry their expiry in epoch milliseconds. */
export function referralRecord(code: string, now: number) {
  return {code, expiration: now + REFERRAL_DAYS * DAY_MS};
}

export function utmRecord(source: string, now: number) {
  return {source, expiration: now + UTM_DAYS * DAY_MS};
}

/** What landing with these parameters asks the page to do. */
export type ReferralPlan = ReturnType<typeof referralPlan>;

export function referralPlan(params: Params, now: number) {
  const referral = param(params, REFERRAL_PARAMS.referral);
  const cjEvent = param(params, REFERRAL_PARAMS.cjEvent);
  const smsClickId = param(params, REFERRAL_PARAMS.smsClickId);
  const shareASaleId = param(params, REFERRAL_PARAMS.shareASaleId);
  const utmSource = param(params, REFERRAL_PARAMS.utmSource);
  return {
    referral: referral ? referralRecord(referral, now) : null,
    cjEvent,
    smsClick: smsClickId
      ? {
          clickId: smsClickId,
          clickTime: new Date(now).toISOString(),
          code: param(params, REFERRAL_PARAMS.smsCode),
          maxAgeSeconds: (SMS_CLICK_DAYS * DAY_MS) / 1000,
        }
      : null,
    clearAffiliateCookies: referral !== null || shareASaleId !== null,
    removeDisableSas: shareASaleId !== null,
    setDisableSas: shareASaleId === null && (referral !== null || cjEvent !== null),
    utm: utmSource ? utmRecord(utmSource, now) : null,
  };
}

// An expired or malformed record reads as null; the caller removes it.
function readRecord<K extends string>(
  stored: string | null | undefined,
  key: K,
  now: number,
): (Record<K, string> & {expiration: number}) | null {
  const record = parseStoredRecord(stored);
  if (!record) return null;
  const value = record[key];
  const expiration = record.expiration;
  if (typeof value !== 'string' || value === '' || typeof expiration !== 'number')
    return null;
  if (!(expiration > now)) return null;
  return {[key]: value, expiration} as Record<K, string> & {expiration: number};
}

export function readReferral(stored: string | null | undefined, now: number) {
  return readRecord(stored, 'code', now);
}

export function readUtm(stored: string | null | undefined, now: number) {
  return readRecord(stored, 'source', now);
}

export function clickSource(params: Params): string | null {
  if (param(params, REFERRAL_PARAMS.cjEvent)) return CJ_SOURCE;
  if (param(params, REFERRAL_PARAMS.smsClickId)) return SMS_SOURCE;
  return param(params, REFERRAL_PARAMS.utmSource);
}

/** Click tracking goes out at most once per CLICK_TRACKING_THROTTLE_MS. */
export function shouldTrackClick(
  lastSentAt: number | null | undefined,
  now: number,
): boolean {
  return lastSentAt == null || now - lastSentAt >= CLICK_TRACKING_THROTTLE_MS;
}

/** A cart attribute as written: a value is always given. */
export interface AttributeInput {
  key: string;
  value: string;
}

export type TrackingCookies = Partial<Record<TrackingCookie, string>>;

/** The cookies after a landing, and what changed (null: removed) (docs/product/growth.md). */
export function trackingCookieChanges(
  current: TrackingCookies,
  plan: ReferralPlan,
  cjConfirmed: boolean,
  now: number,
): {cookies: TrackingCookies; changes: Partial<Record<TrackingCookie, string | null>>} {
  const next: TrackingCookies = {...current};
  const clearAffiliates = () => {
    for (const name of AFFILIATE_COOKIES) delete next[name];
  };
  if (plan.clearAffiliateCookies) clearAffiliates();
  if (plan.referral) next.referral = JSON.stringify(plan.referral);
  else if (next.referral !== undefined && !readReferral(next.referral, now))
    delete next.referral;
  if (plan.utm) next.utm = JSON.stringify(plan.utm);
  else if (next.utm !== undefined && !readUtm(next.utm, now)) delete next.utm;
  if (plan.cjEvent && cjConfirmed) {
    clearAffiliates();
    next.cje = plan.cjEvent;
  }
  if (plan.smsClick) {
    next.sms_click_id = plan.smsClick.clickId;
    next.sms_click_time = plan.smsClick.clickTime;
    if (plan.smsClick.code) next.sms_code = plan.smsClick.code;
    else delete next.sms_code;
  }
  if (plan.removeDisableSas) delete next.disable_sas;
  if (plan.setDisableSas) next.disable_sas = DISABLE_SAS_VALUE;

  const changes: Partial<Record<TrackingCookie, string | null>> = {};
  const names = new Set([
    ...Object.keys(current),
    ...Object.keys(next),
  ]) as Set<TrackingCookie>;
  for (const name of names) {
    if (current[name] !== next[name]) changes[name] = next[name] ?? null;
  }
  return {cookies: next, changes};
}

/** The tracking cart attributes the cookies give, so the order carries them. */
export function trackingCartAttributes(
  cookies: TrackingCookies,
  now: number,
): AttributeInput[] {
  const attributes: AttributeInput[] = [];
  for (const name of [...AFFILIATE_COOKIES, TRACKING_COOKIES.disableSas]) {
    const value = cookies[name];
    if (value) attributes.push({key: name, value});
  }
  const utm = readUtm(cookies.utm, now);
  if (utm) attributes.push({key: CART_ATTRIBUTES.utmSource, value: utm.source});
  return attributes;
}

const TRACKING_ATTRIBUTE_KEYS: ReadonlySet<string> = new Set([
  ...AFFILIATE_COOKIES,
  CART_ATTRIBUTES.disableSas,
  CART_ATTRIBUTES.utmSource,
]);

/** The attributes with these tracking ones in place; null when nothing changes. */
export function withTrackingAttributes(
  cartAttributes: Attributes,
  tracking: readonly AttributeInput[],
): AttributeInput[] | null {
  const kept = (cartAttributes ?? []).filter(
    (attribute) => !TRACKING_ATTRIBUTE_KEYS.has(attribute.key),
  );
  const current = (cartAttributes ?? []).filter((attribute) =>
    TRACKING_ATTRIBUTE_KEYS.has(attribute.key),
  );
  const same =
    current.length === tracking.length &&
    tracking.every((attribute) =>
      current.some(
        (existing) =>
          existing.key === attribute.key && (existing.value ?? '') === attribute.value,
      ),
    );
  if (same) return null;
  return [...kept.map(({key, value}) => ({key, value: value ?? ''})), ...tracking];
}

/**
 * The click API's body for a landing (docs/product/growth.md#click-tracking); null without
 * a source or within the throttle.
 */
export function clickToTrack(input: {
  url: URL;
  storedReferral: string | null | undefined;
  lastSentAt: string | null | undefined;
  country: string;
  now: number;
}) {
  const {url, now} = input;
  const visitCode = param(url.searchParams, REFERRAL_PARAMS.referral);
  const affiliateProgram = clickSource(url.searchParams);
  if (!visitCode && !affiliateProgram) return null;
  const lastSentAt = input.lastSentAt ? Number(input.lastSentAt) : NaN;
  if (!shouldTrackClick(Number.isFinite(lastSentAt) ? lastSentAt : null, now))
    return null;
  return {
    url: url.toString(),
    localStorageCode: readReferral(input.storedReferral, now)?.code ?? null,
    visitCode,
    country: input.country,
    affiliateProgram,
    landingPage: url.pathname,
  };
}

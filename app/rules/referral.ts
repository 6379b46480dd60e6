import {
  CLICK_TRACKING_THROTTLE_MS,
  DAY_MS,
  REFERRAL_DAYS,
  SMS_CLICK_DAYS,
  UTM_DAYS,
} from './limits';
import {parseStoredRecord} from './stored-record';

/** Query parameters the shop reads on landing (spec 3 "Referral parameters"). */
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

/** Stored records carry their expiry in epoch milliseconds. */
export interface ReferralRecord {
  code: string;
  expiration: number;
}

export interface UtmRecord {
  source: string;
  expiration: number;
}

/** What landing with these parameters asks the page to do. */
export interface ReferralPlan {
  /** Store this referral code for REFERRAL_DAYS. */
  referral: ReferralRecord | null;
  /** Send this CJ event to the server (and clear affiliate cookies once it succeeds). */
  cjEvent: string | null;
  /** Store these SMS click cookies for SMS_CLICK_DAYS. */
  smsClick: {
    clickId: string;
    clickTime: string;
    code: string | null;
    maxAgeSeconds: number;
  } | null;
  /** Clear the other affiliate cookies now. */
  clearAffiliateCookies: boolean;
  /** Remove the disableSAS flag. */
  removeDisableSas: boolean;
  /** Store this utm_source for UTM_DAYS. */
  utm: UtmRecord | null;
}

interface Params {
  get(name: string): string | null;
}

function param(params: Params, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

export function referralRecord(code: string, now: number): ReferralRecord {
  return {code, expiration: now + REFERRAL_DAYS * DAY_MS};
}

export function utmRecord(source: string, now: number): UtmRecord {
  return {source, expiration: now + UTM_DAYS * DAY_MS};
}

export function referralPlan(params: Params, now: number): ReferralPlan {
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
    utm: utmSource ? utmRecord(utmSource, now) : null,
  };
}

/**
 * Reads a stored record; an expired or malformed one reads as null and should be
 * removed by the caller.
 */
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

export function readReferral(
  stored: string | null | undefined,
  now: number,
): ReferralRecord | null {
  return readRecord(stored, 'code', now);
}

export function readUtm(
  stored: string | null | undefined,
  now: number,
): UtmRecord | null {
  return readRecord(stored, 'source', now);
}

/** The source label sent with click tracking: 'cj', 'sms', else the utm_source (or null). */
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

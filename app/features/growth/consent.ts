import {CONSENT_ACCEPT_MS, CONSENT_DECLINE_MS} from '@brush/rules/limits';
import type {Region} from '@brush/rules/regions';
import {parseStoredRecord} from '@brush/rules/stored-record';

/** The banner's answers, as stored and compared; null means no choice yet. */
export const CONSENT_ACCEPTED = 'OK';
export const CONSENT_DECLINED = 'No thanks';

export type ConsentChoice = typeof CONSENT_ACCEPTED | typeof CONSENT_DECLINED;

/** Local-storage key of the stored choice, shared by every tab. */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

export interface ConsentRecord {
  accept: boolean;
  expiresAt: number;
}

/** Besides the EU region, Norway is asked for consent. */
const CONSENT_EXTRA_COUNTRIES: readonly string[] = ['NO'];

const consentLifetimeMs = (choice: ConsentChoice): number =>
  choice === CONSENT_ACCEPTED ? CONSENT_ACCEPT_MS : CONSENT_DECLINE_MS;

export function consentRecord(choice: ConsentChoice, now: number): ConsentRecord {
  return {
    accept: choice === CONSENT_ACCEPTED,
    expiresAt: now + consentLifetimeMs(choice),
  };
}

// How long the worker's cookie keeps an answer, in seconds: until the browser's own
// record lapses, so the banner and the worker ask again together.
export function consentCookieMaxAge(
  choice: ConsentChoice,
  expiresAt: number | null,
  now: number,
): number | null {
  const lifetime = consentLifetimeMs(choice);
  if (expiresAt === null || !Number.isFinite(expiresAt)) return lifetime / 1000;
  const left = Math.min(expiresAt - now, lifetime);
  return left > 0 ? Math.floor(left / 1000) : null;
}

/** The stored record still in force: an expired, malformed or missing one is none. */
export function readConsentRecord(
  stored: string | null | undefined,
  now: number,
): ConsentRecord | null {
  const record = parseStoredRecord(stored);
  if (!record) return null;
  const {accept, expiresAt} = record as Partial<Record<keyof ConsentRecord, unknown>>;
  if (typeof accept !== 'boolean' || typeof expiresAt !== 'number') return null;
  return expiresAt > now ? {accept, expiresAt} : null;
}

export function readConsent(
  stored: string | null | undefined,
  now: number,
): ConsentChoice | null {
  const record = readConsentRecord(stored, now);
  if (!record) return null;
  return record.accept ? CONSENT_ACCEPTED : CONSENT_DECLINED;
}

type Market = {region: Region; country: string | null | undefined};

export function isConsentRequired(market: Market): boolean {
  return market.region === 'EU' || CONSENT_EXTRA_COUNTRIES.includes(market.country ?? '');
}

export function showsConsentBanner(
  market: Market,
  choice: ConsentChoice | null,
): boolean {
  return choice === null && isConsentRequired(market);
}

/** Analytics need an accepted choice where consent is required. */
export function analyticsAllowed(market: Market, choice: ConsentChoice | null): boolean {
  if (choice !== null) return choice === CONSENT_ACCEPTED;
  return !isConsentRequired(market);
}

export type LandingTracking = 'track' | 'hold' | 'none';

export function landingTracking(
  market: Market,
  choice: ConsentChoice | null,
): LandingTracking {
  // A decline from the footer's settings holds everywhere, asked or not.
  if (choice === CONSENT_DECLINED) return 'none';
  if (choice === CONSENT_ACCEPTED || !isConsentRequired(market)) return 'track';
  return 'hold';
}

/** The cookie that tells the worker the banner's answer (the browser keeps its own copy). */
export const CONSENT_COOKIE = 'tracking_consent';

export function consentCookieChoice(
  value: string | null | undefined,
): ConsentChoice | null {
  return value === CONSENT_ACCEPTED || value === CONSENT_DECLINED ? value : null;
}

import {
  createCookie,
  redirect,
  type ActionFunctionArgs,
  type CookieOptions,
  type AppLoadContext,
} from '@shopify/remix-oxygen';
import {loadCart} from '~/features/cart/cart.server';
import {fetchWithRetry} from '~/lib/retrying-fetch';
import {hasControlCharacter} from '~/lib/control-characters';
import {
  CONSENT_ACCEPTED,
  CONSENT_COOKIE,
  consentCookieChoice,
  consentCookieMaxAge,
  landingTracking,
  type ConsentChoice,
} from '~/features/growth/consent';
import {
  CLICK_TRACKING_THROTTLE_MS,
  DAY_MS,
  REFERRAL_DAYS,
  SMS_CLICK_DAYS,
  UTM_DAYS,
} from '@brush/rules/limits';
import {CART_ATTRIBUTES, type Attributes} from '@brush/rules/cart-attributes';
import {toAttributeInputs, type AttributeInput} from '@brush/rules/cart-plans';
import {parseStoredRecord} from '@brush/rules/stored-record';
import {sessionSecrets} from '~/server/env.server';
import {safeRedirectPath} from '~/server/safe-redirect';
import {isLocalRequest} from '~/server/session';

// Referral and affiliate tracking (docs/product/growth.md#referral-and-tracking).

export const REFERRAL_PARAMS = {
  referral: 'vr',
  cjEvent: 'cjevent',
  smsClickId: 'smsclickid',
  smsCode: 'smscode',
  shareASaleId: 'sscid',
  utmSource: 'utm_source',
} as const;
/** Landing parameters the worker answers with cookies. */
export const LANDING_PARAMS: readonly string[] = Object.values(REFERRAL_PARAMS);

/** Longer than any code, click id or campaign name the programmes send. */
const TRACKING_VALUE_MAX_LENGTH = 200;

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

type TrackingCookie = (typeof TRACKING_COOKIES)[keyof typeof TRACKING_COOKIES];

/** The cookies 'the affiliate cookies' means: a CJ event and an SMS click. */
const AFFILIATE_COOKIES: readonly TrackingCookie[] = [
  TRACKING_COOKIES.cje,
  TRACKING_COOKIES.smsClickId,
  TRACKING_COOKIES.smsClickTime,
  TRACKING_COOKIES.smsCode,
];
/** The cookies a cart carries as they are, under the same names as attributes. */
const CART_CARRIED_COOKIES = [...AFFILIATE_COOKIES, TRACKING_COOKIES.disableSas];

function param(params: URLSearchParams, name: string): string | null {
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

export function referralPlan(params: URLSearchParams, now: number) {
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
  const value = record?.[key];
  const expiration = record?.expiration;
  if (typeof value !== 'string' || value === '' || typeof expiration !== 'number')
    return null;
  return expiration > now
    ? ({[key]: value, expiration} as Record<K, string> & {expiration: number})
    : null;
}

export function readReferral(stored: string | null | undefined, now: number) {
  return readRecord(stored, 'code', now);
}

export function readUtm(stored: string | null | undefined, now: number) {
  return readRecord(stored, 'source', now);
}

/** Click tracking goes out at most once per CLICK_TRACKING_THROTTLE_MS. */
export function shouldTrackClick(
  lastSentAt: number | null | undefined,
  now: number,
): boolean {
  return lastSentAt == null || now - lastSentAt >= CLICK_TRACKING_THROTTLE_MS;
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
  // Another programme has the shopper's click.
  if (plan.setDisableSas) next.disable_sas = 'true';

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
  for (const name of CART_CARRIED_COOKIES) {
    const value = cookies[name];
    if (value) attributes.push({key: name, value});
  }
  const utm = readUtm(cookies.utm, now);
  if (utm) attributes.push({key: CART_ATTRIBUTES.utmSource, value: utm.source});
  return attributes;
}

const TRACKING_ATTRIBUTE_KEYS: ReadonlySet<string> = new Set([
  ...CART_CARRIED_COOKIES,
  CART_ATTRIBUTES.utmSource,
]);

/** The attributes with these tracking ones in place; null when nothing changes. */
export function withTrackingAttributes(
  cartAttributes: Attributes,
  tracking: readonly AttributeInput[],
): AttributeInput[] | null {
  const all = toAttributeInputs(cartAttributes);
  const current = all.filter(({key}) => TRACKING_ATTRIBUTE_KEYS.has(key));
  const same =
    current.length === tracking.length &&
    tracking.every(({key, value}) =>
      current.some((existing) => existing.key === key && existing.value === value),
    );
  if (same) return null;
  return [...all.filter(({key}) => !TRACKING_ATTRIBUTE_KEYS.has(key)), ...tracking];
}

/**
 * The click API's body for a landing (docs/product/growth.md#click-tracking); null without
 * a source or within the throttle.
 */
export function clickToTrack(input: {
  url: URL;
  plan: ReferralPlan;
  storedReferral: string | null | undefined;
  lastSentAt: string | null | undefined;
  country: string;
  now: number;
}) {
  const {url, plan, now} = input;
  const visitCode = plan.referral?.code ?? null;
  const affiliateProgram = plan.cjEvent
    ? 'cj'
    : plan.smsClick
      ? 'sms'
      : (plan.utm?.source ?? null);
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

type TrackingContext = Pick<AppLoadContext, 'env' | 'cart' | 'market' | 'waitUntil'>;
type ConsentContext = Pick<AppLoadContext, 'market' | 'env'>;

/** A landing held until the shopper answers the consent banner. */
const HELD_LANDING_COOKIE = 'tracking_landing';
/** Longer than any landing address worth keeping: a cookie must stay within 4 KB. */
const HELD_LANDING_MAX_LENGTH = 2048;
/** A shopper's request waits this long at most for the brand's server to confirm a CJ event. */
const CJ_CONFIRMATION_BUDGET_MS = 2000;

const TRACKING_COOKIE_NAMES = Object.values(TRACKING_COOKIES);
/** The storefront analytics' visitor and visit tokens (set by Hydrogen in the browser). */
const ANALYTICS_COOKIE_NAMES = ['_shopify_y', '_shopify_s'];

function shopCookie(name: string, request: Request, options: CookieOptions = {}) {
  return createCookie(name, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalRequest(request),
    ...options,
  });
}

function cookieFor(name: TrackingCookie, request: Request) {
  const maxAgeMs =
    name === TRACKING_COOKIES.clickTrackedAt
      ? CLICK_TRACKING_THROTTLE_MS
      : REFERRAL_DAYS * DAY_MS;
  return shopCookie(name, request, {maxAge: maxAgeMs / 1000});
}

function presentCookies(request: Request) {
  const header = request.headers.get('Cookie') ?? '';
  const names = new Set(header.split(/;\s*/).map((part) => part.split('=', 1)[0] ?? ''));
  return {
    tracking: TRACKING_COOKIE_NAMES.filter((name) => names.has(name)),
    analytics: ANALYTICS_COOKIE_NAMES.filter((name) => names.has(name)),
  };
}

async function storedCookies(request: Request): Promise<TrackingCookies> {
  const header = request.headers.get('Cookie');
  const stored: TrackingCookies = {};
  await Promise.all(
    presentCookies(request).tracking.map(async (name) => {
      // A value this worker did not write reads as empty, so the rules remove it.
      const value: unknown = await cookieFor(name, request).parse(header);
      stored[name] = typeof value === 'string' ? value : '';
    }),
  );
  return stored;
}

// Signed with the session's secrets: a forged 'OK' reads as no answer at all.
function consentCookie(request: Request, env: ConsentContext['env'], maxAge?: number) {
  return shopCookie(CONSENT_COOKIE, request, {
    maxAge,
    secrets: sessionSecrets(env.SESSION_SECRET),
  });
}

// A forged or malformed value is no answer.
async function consentChoice(
  request: Request,
  env: ConsentContext['env'],
): Promise<ConsentChoice | null> {
  const value: unknown = await consentCookie(request, env)
    .parse(request.headers.get('Cookie'))
    .catch(() => null);
  return consentCookieChoice(typeof value === 'string' ? value : null);
}

// Deletes every tracking cookie the request carries; the analytics tokens also under the
// site's domain, where Hydrogen sets them outside localhost.
async function withdrawnCookies(request: Request): Promise<string[]> {
  const present = presentCookies(request);
  const cookies = await Promise.all(
    present.tracking.map((name) => cookieFor(name, request).serialize('', {maxAge: 0})),
  );
  const {hostname} = new URL(request.url);
  for (const name of present.analytics) {
    cookies.push(`${name}=; Path=/; Max-Age=0; SameSite=Lax`);
    if (!isLocalRequest(request))
      cookies.push(`${name}=; Path=/; Domain=${hostname}; Max-Age=0; SameSite=Lax`);
  }
  return cookies;
}

// Confirms a CJ event with the brand's server (GET /api/cj), retried within budget.
async function confirmCjEvent(
  env: AppLoadContext['env'],
  cjEvent: string,
): Promise<boolean> {
  if (!env.BRAND_API_URL) return false;
  const url = new URL('/api/cj', env.BRAND_API_URL);
  url.searchParams.set(REFERRAL_PARAMS.cjEvent, cjEvent);
  const response = await fetchWithRetry(
    url.toString(),
    {
      headers: env.BRAND_API_TOKEN
        ? {Authorization: `Bearer ${env.BRAND_API_TOKEN}`}
        : {},
    },
    {budgetMs: CJ_CONFIRMATION_BUDGET_MS},
  );
  if (!response?.ok)
    console.warn(`cj event not confirmed (${response?.status ?? 'no answer'})`);
  return Boolean(response?.ok);
}

/** Reports a click to the click API in the background; failures are ignored. */
function reportClick(context: TrackingContext, body: unknown): void {
  const {CLICK_API_URL} = context.env;
  if (!CLICK_API_URL) return;
  const url = new URL('click', CLICK_API_URL.replace(/\/?$/, '/'));
  context.waitUntil(
    fetchWithRetry(url.toString(), {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(body),
    }).then((response) => {
      if (!response?.ok)
        console.warn(`click tracking failed (${response?.status ?? 'no answer'})`);
    }),
  );
}

async function updateCartAttributes(
  context: TrackingContext,
  tracking: AttributeInput[],
) {
  if (!context.cart.getCartId()) return;
  const cart = await loadCart(context.cart).catch(() => null);
  if (!cart) return;
  const attributes = withTrackingAttributes(cart.attributes, tracking);
  if (!attributes) return;
  const result = await context.cart.updateAttributes(attributes);
  if (result.errors?.length)
    console.warn('tracking attributes not written', result.errors);
}

export async function trackLanding(
  request: Request,
  context: TrackingContext,
  now = Date.now(),
): Promise<string[]> {
  if (request.method !== 'GET') return [];
  const url = new URL(request.url);
  const present = presentCookies(request).tracking;
  const landing = LANDING_PARAMS.some((name) => url.searchParams.has(name));
  if (!landing && present.length === 0) return [];
  const mode = landingTracking(context.market, await consentChoice(request, context.env));
  // Cookies a decline did not reach (another tab's, an older visit's) go at the next page.
  if (mode === 'none') return withdrawnCookies(request);
  // Without a landing, only an expired record may change: it is removed when read.
  const records: TrackingCookie[] = [TRACKING_COOKIES.referral, TRACKING_COOKIES.utm];
  if (!landing && !records.some((name) => present.includes(name))) return [];
  if (mode === 'hold') {
    const held = `${url.pathname}${url.search}`;
    return landing && held.length <= HELD_LANDING_MAX_LENGTH
      ? [await shopCookie(HELD_LANDING_COOKIE, request).serialize(held)]
      : [];
  }
  return track(request, url, context, now);
}

async function track(
  request: Request,
  url: URL,
  context: TrackingContext,
  now: number,
): Promise<string[]> {
  const stored = await storedCookies(request);
  const plan = referralPlan(url.searchParams, now);
  const cjConfirmed = !!plan.cjEvent && (await confirmCjEvent(context.env, plan.cjEvent));
  const {cookies, changes} = trackingCookieChanges(stored, plan, cjConfirmed, now);

  const click = clickToTrack({
    url,
    plan,
    storedReferral: stored.referral,
    lastSentAt: stored.click_tracked_at,
    country: context.market.country,
    now,
  });
  if (click) {
    reportClick(context, click);
    changes.click_tracked_at = String(now);
  }

  const names = Object.keys(changes) as TrackingCookie[];
  if (names.length === 0) return [];
  await updateCartAttributes(context, trackingCartAttributes(cookies, now)).catch(
    (error: unknown) => console.warn('tracking attributes not written', error),
  );
  return Promise.all(
    names.map((name) => {
      const cookie = cookieFor(name, request);
      const value = changes[name];
      return value == null ? cookie.serialize('', {maxAge: 0}) : cookie.serialize(value);
    }),
  );
}

/** The tracking attributes a new cart starts with: the shopper's cookies, with consent. */
export async function trackingAttributesFor(
  request: Request,
  context: ConsentContext,
): Promise<AttributeInput[]> {
  const choice = await consentChoice(request, context.env);
  if (landingTracking(context.market, choice) !== 'track') return [];
  return trackingCartAttributes(await storedCookies(request), Date.now());
}

/**
 * The shopper's answer to the banner or the footer's settings, kept signed: an accept tracks a
 * held landing, a decline deletes every tracking cookie and takes them off the cart.
 */
export async function trackingConsentAction({request, context}: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const choice = consentCookieChoice(String(form?.get('choice') ?? ''));
  const expiresAt = form?.get('expiresAt');
  const maxAge =
    choice &&
    consentCookieMaxAge(
      choice,
      typeof expiresAt === 'string' ? Number(expiresAt) : null,
      Date.now(),
    );
  if (!choice || !maxAge) return new Response(null, {status: 400});
  const cookies = [await consentCookie(request, context.env, maxAge).serialize(choice)];
  const heldCookie = shopCookie(HELD_LANDING_COOKIE, request);
  const held: unknown = await heldCookie.parse(request.headers.get('Cookie'));
  if (typeof held === 'string') cookies.push(await heldCookie.serialize('', {maxAge: 0}));
  if (choice === CONSENT_ACCEPTED && typeof held === 'string' && held.startsWith('/')) {
    // Joined as text: a held path of its own ('//host/...') stays on the shop's origin.
    const landing = new URL(`${new URL(request.url).origin}${held}`);
    const landed = new Request(landing, {headers: request.headers});
    cookies.push(...(await track(landed, landing, context, Date.now())));
  }
  if (choice !== CONSENT_ACCEPTED) {
    cookies.push(...(await withdrawnCookies(request)));
    await updateCartAttributes(context, []).catch((error: unknown) =>
      console.warn('tracking attributes not removed', error),
    );
  }
  const headers = new Headers({'Cache-Control': 'private, no-store'});
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  const back = form?.get('redirectTo');
  if (typeof back !== 'string') return new Response(null, {status: 204, headers});
  return redirect(safeRedirectPath(back), {status: 303, headers});
}

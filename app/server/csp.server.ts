export interface SecurityEnv {
  PUBLIC_STORE_DOMAIN: string;
  PUBLIC_CHECKOUT_DOMAIN?: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  PUBLIC_SENTRY_DSN?: string;
  PUBLIC_EMBED_SDK_URL?: string;
  PUBLIC_EMBED_FORM_ORIGIN?: string;
}

export const SHOPIFY_CDN_ORIGIN = 'https://cdn.shopify.com';

/** Firebase Auth's REST hosts, used by the browser SDK when no emulator is configured. */
export const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
] as const;

/** Two years, the value browsers' preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** A configured domain as an origin: a bare host means https. */
export function originOf(domain: string | undefined): string | null {
  const value = domain?.trim();
  if (!value) return null;
  const address = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

function unique(values: Array<string | null>): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

export function contentSecurityDirectives(env: SecurityEnv) {
  const storeOrigin = originOf(env.PUBLIC_STORE_DOMAIN);
  const checkoutOrigin = originOf(env.PUBLIC_CHECKOUT_DOMAIN);
  const authOrigins = env.FIREBASE_AUTH_EMULATOR_HOST
    ? [originOf(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}`)]
    : [...FIREBASE_AUTH_ORIGINS];
  // The provider's script is fetched only when a form opens, but the policy of a page
  // must allow it beforehand; a shop without a provider allows nothing of it.
  const embedOrigin = originOf(env.PUBLIC_EMBED_SDK_URL);
  const embedDirectives: {styleSrc?: string[]; frameSrc?: string[]} = embedOrigin
    ? {
        styleSrc: [embedOrigin],
        frameSrc: unique([embedOrigin, originOf(env.PUBLIC_EMBED_FORM_ORIGIN)]),
      }
    : {};
  return {
    ...embedDirectives,
    scriptSrc: unique(["'self'", SHOPIFY_CDN_ORIGIN, embedOrigin]),
    connectSrc: unique([
      "'self'",
      storeOrigin,
      checkoutOrigin,
      ...authOrigins,
      originOf(env.PUBLIC_SENTRY_DSN),
      embedOrigin,
    ]),
    imgSrc: unique(["'self'", SHOPIFY_CDN_ORIGIN, storeOrigin]),
    // Product films (custom.video) are files on the shop's CDN, or locally on the platform.
    mediaSrc: unique(["'self'", SHOPIFY_CDN_ORIGIN, storeOrigin]),
    fontSrc: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  };
}

export function securityHeaders({local}: {local: boolean}): Array<[string, string]> {
  const hsts: [string, string] = [
    'Strict-Transport-Security',
    `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  ];
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(local ? [] : [hsts]),
  ];
}

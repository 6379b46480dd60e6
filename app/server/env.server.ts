import {z} from 'zod';
// A path, not @brush/rules/signing: vite.config.ts reads this schema.
import {SIGNING_KEY_MIN_LENGTH} from '../../rules/signing';

/** A session secret must be long and varied enough that it cannot be guessed. */
export const SESSION_SECRET_MIN_LENGTH = 32;
const SESSION_SECRET_MIN_DISTINCT_CHARACTERS = 12;
/** Shopify's Storefront API tokens are 32 characters; Admin API tokens start with shpat_. */
export const STOREFRONT_TOKEN_LENGTH = 32;
const ADMIN_TOKEN_PREFIX = 'shpat_';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Several comma-separated secrets: the first signs, every one verifies (rotation). */
export function sessionSecrets(value: string): string[] {
  return value
    .split(',')
    .map((secret) => secret.trim())
    .filter((secret) => secret !== '');
}

function isRandomEnough(secret: string): boolean {
  return (
    secret.length >= SESSION_SECRET_MIN_LENGTH &&
    new Set(secret).size >= SESSION_SECRET_MIN_DISTINCT_CHARACTERS
  );
}

const parsedUrl = (value: string) => (URL.canParse(value) ? new URL(value) : null);

const HTTPS_ONLY = 'must use https (http only on localhost or 127.0.0.1)';

function refuse(ctx: z.RefinementCtx, message: string): void {
  ctx.addIssue({code: z.ZodIssueCode.custom, message});
}

/** https, or http on this machine only; nothing after the host when `originOnly`. */
function secureUrl({originOnly}: {originOnly: boolean}) {
  return z.string().superRefine((value, ctx) => {
    const url = parsedUrl(value);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      return refuse(ctx, 'must be an http(s) URL');
    }
    if (url.protocol === 'http:' && !LOCAL_HOSTNAMES.has(url.hostname))
      refuse(ctx, HTTPS_ONLY);
    if (originOnly && (url.pathname !== '/' || url.search || url.hash)) {
      refuse(ctx, 'must be an origin, with no path, query or fragment');
    }
  });
}

const DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/** A bare domain (shop.myshopify.com), or an origin when the platform is on this machine. */
const domain = z.string().superRefine((value, ctx) => {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    if (!DOMAIN.test(value)) refuse(ctx, 'must be a domain with no path');
    return;
  }
  const url = parsedUrl(value);
  if (!url || url.origin !== value.replace(/\/$/, '')) {
    refuse(ctx, 'must be a domain with no path (or an origin, on this machine)');
  } else if (url.protocol !== 'https:' && !LOCAL_HOSTNAMES.has(url.hostname)) {
    refuse(ctx, HTTPS_ONLY);
  }
});

const notAnAdminToken = (value: string) => !value.startsWith(ADMIN_TOKEN_PREFIX);

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A key that signs what a stranger must not forge. */
const signingKey = optional(
  z
    .string()
    .min(SIGNING_KEY_MIN_LENGTH, `must be at least ${SIGNING_KEY_MIN_LENGTH} characters`),
);

export const envSchema = z.object({
  SESSION_SECRET: z
    .string({required_error: 'is required'})
    .refine((value) => sessionSecrets(value).length > 0, 'is required')
    .refine(
      (value) => sessionSecrets(value).every(isRandomEnough),
      `must hold secrets of at least ${SESSION_SECRET_MIN_LENGTH} random characters (comma-separated when rotating)`,
    ),
  PUBLIC_STORE_DOMAIN: domain,
  PUBLIC_STOREFRONT_API_TOKEN: z
    .string({required_error: 'is required'})
    .refine(
      notAnAdminToken,
      'is an Admin API token (shpat_); use the Storefront API token',
    )
    .refine(
      (value) => value.length === STOREFRONT_TOKEN_LENGTH,
      `must be ${STOREFRONT_TOKEN_LENGTH} characters`,
    ),
  PRIVATE_STOREFRONT_API_TOKEN: optional(
    z
      .string()
      .refine(
        notAnAdminToken,
        'is an Admin API token (shpat_); use a Storefront API token',
      ),
  ),
  PUBLIC_STOREFRONT_ID: optional(z.string().regex(/^\d+$/, 'must be a number')),
  PUBLIC_STOREFRONT_ORIGIN: secureUrl({originOnly: true}),
  PUBLIC_CHECKOUT_DOMAIN: optional(domain),
  MULTIPASS_SECRET: signingKey,
  PUBLIC_FIREBASE_API_KEY: optional(z.string()),
  PUBLIC_FIREBASE_PROJECT_ID: optional(
    z.string().regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'must be a Firebase project id'),
  ),
  FIREBASE_AUTH_EMULATOR_HOST: optional(
    z
      .string()
      .regex(
        /^(localhost|127\.0\.0\.1|\[::1\]):\d{1,5}$/,
        'must be host:port on this machine (the emulator is for development only)',
      ),
  ),
  SENTRY_DSN: optional(secureUrl({originOnly: false})),
  PUBLIC_SENTRY_DSN: optional(secureUrl({originOnly: false})),
  ERROR_CHAT_WEBHOOK_URL: optional(secureUrl({originOnly: false})),
  BRAND_API_URL: optional(secureUrl({originOnly: false})),
  BRAND_API_TOKEN: optional(z.string()),
  SENDGRID_API_KEY: optional(
    z.string().startsWith('SG.', 'must be a SendGrid key (SG.…)'),
  ),
  SENDGRID_LIST_ID: optional(z.string()),
  SENDGRID_API_URL: optional(secureUrl({originOnly: true})),
  CLICK_API_URL: optional(secureUrl({originOnly: false})),
  /** The form provider's embed script (Typeform's embed.js); unset. */
  PUBLIC_EMBED_SDK_URL: optional(secureUrl({originOnly: false})),
  /** Where the provider frames its forms from, when not the script's own origin. */
  PUBLIC_EMBED_FORM_ORIGIN: optional(secureUrl({originOnly: true})),
  PUBLIC_SURVEY_FORM_ID: optional(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a form id (letters, digits, - and _)'),
  ),
  /** 'off' renders every page for its shopper (decision 0106). */
  PAGE_CACHE: optional(
    z.enum(['on', 'off'], {errorMap: () => ({message: "must be 'on' or 'off'"})}),
  ),
  SURVEY_PROOF_KEY: signingKey,
  SHARED_SHOP_KEY: signingKey,
  /** The app's Admin API token: settles orders from webhooks (docs/operations.md). */
  SHOPIFY_ADMIN_API_TOKEN: optional(
    z.string().startsWith(ADMIN_TOKEN_PREFIX, 'must be an Admin API token (shpat_…)'),
  ),
  /** The app's client secret: webhooks are signed with it. */
  SHOPIFY_API_SECRET: signingKey,
});

export type CheckedEnv = z.infer<typeof envSchema>;

/** Every variable the worker reads, in the schema's order. */
export const WORKER_VARIABLES = Object.keys(envSchema.shape) as (keyof CheckedEnv)[];

export interface EnvProblem {
  variable: string;
  message: string;
}

export type EnvCheck = {ok: true; env: CheckedEnv} | {ok: false; problems: EnvProblem[]};

/** The Auth emulator lets anyone sign in as anyone. */
function emulatorProblems(source: Record<string, unknown>): EnvProblem[] {
  const emulator = source.FIREBASE_AUTH_EMULATOR_HOST;
  const origin = source.PUBLIC_STOREFRONT_ORIGIN;
  if (typeof emulator !== 'string' || emulator.trim() === '') return [];
  const url = typeof origin === 'string' ? parsedUrl(origin) : null;
  if (url && LOCAL_HOSTNAMES.has(url.hostname)) return [];
  return [
    {
      variable: 'FIREBASE_AUTH_EMULATOR_HOST',
      message:
        'must not be set for a shop served beyond this machine (PUBLIC_STOREFRONT_ORIGIN is not local): the Auth emulator signs anyone in',
    },
  ];
}

export function checkEnv(source: Record<string, unknown>): EnvCheck {
  const result = envSchema.safeParse(source);
  const refused = emulatorProblems(source);
  if (result.success && refused.length === 0) return {ok: true, env: result.data};
  return {
    ok: false,
    problems: [
      ...(result.success ? [] : result.error.issues).map((issue) => ({
        variable: String(issue.path[0] ?? ''),
        message: issue.code === 'invalid_type' ? 'is required' : issue.message,
      })),
      ...refused,
    ],
  };
}

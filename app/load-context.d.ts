// The worker's environment and load context, apart from the runtime's globals (env.d.ts).
import type {HydrogenEnv, HydrogenSessionData} from '@shopify/hydrogen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import type {createAppLoadContext} from '~/server/context.server';

declare global {
  /** The worker's environment; env.server.ts checks it and .env.example describes it. */
  interface Env extends HydrogenEnv {
    /** The shop's public origin: absolute URLs are built on it, never on the Host. */
    PUBLIC_STOREFRONT_ORIGIN: string;
    MULTIPASS_SECRET: string;
    PUBLIC_FIREBASE_API_KEY: string;
    PUBLIC_FIREBASE_PROJECT_ID: string;
    FIREBASE_AUTH_EMULATOR_HOST?: string;
    BRAND_API_URL?: string;
    BRAND_API_TOKEN?: string;
    CLICK_API_URL?: string;
    PAGE_CACHE?: 'on' | 'off';
    PUBLIC_EMBED_SDK_URL?: string;
    PUBLIC_EMBED_FORM_ORIGIN?: string;
    PUBLIC_SURVEY_FORM_ID?: string;
    /** Signs the survey proof and welcome markers; the functions hold the same key. */
    SURVEY_PROOF_KEY?: string;
    SENDGRID_API_KEY?: string;
    SENDGRID_LIST_ID?: string;
    SENDGRID_API_URL?: string;
    SENTRY_DSN?: string;
    PUBLIC_SENTRY_DSN?: string;
    ERROR_CHAT_WEBHOOK_URL?: string;
    /** Signs shared secret-shop links; programme-prices holds the same key. */
    SHARED_SHOP_KEY?: string;
    /** The app's Admin API token (shpat_…), with the scopes docs/operations.md lists. */
    SHOPIFY_ADMIN_API_TOKEN?: string;
    /** The app's client secret, which signs Shopify's webhooks. */
    SHOPIFY_API_SECRET?: string;
  }
}

declare module '@shopify/remix-oxygen' {
  // Augmentation must be an interface; its members come from createAppLoadContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends Awaited<ReturnType<typeof createAppLoadContext>> {}

  interface SessionData extends HydrogenSessionData {
    /** The shopper's chosen shipping country (ISO 3166-1 alpha-2). */
    country: CountryCode;
    /** The signed-in customer's Storefront access token; only the worker ever reads it. */
    customerAccessToken: {accessToken: string; expiresAt: string};
    /** New at every sign-in: a cookie copied before it never names the signed-in session. */
    sessionId: string;
    /** The email a sign-in link was sent to. */
    emailForSignIn: string;
    /** A shared secret-shop link's token, checked on every use. */
    sharedShop: string;
  }
}

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true;
  }
}

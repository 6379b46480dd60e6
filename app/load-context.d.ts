/**
 * The worker's environment and the load context every loader and action receives, declared
 * apart from the runtime's globals (env.d.ts) so that code outside the worker that imports a
 * server module (the platform's tests of the storefront's requests) reads the same types.
 */
import type {HydrogenEnv, HydrogenSessionData} from '@shopify/hydrogen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import type {createAppLoadContext} from '~/server/context.server';

declare global {
  /**
   * The worker's environment. Every variable is documented in .env.example;
   * locally, dev/local-env.ts supplies the defaults.
   */
  interface Env extends HydrogenEnv {
    /**
     * The shop's public origin (https://shop.example): canonical links, Open Graph and JSON-LD
     * are built on it, never on the request's Host.
     */
    PUBLIC_STOREFRONT_ORIGIN: string;
    /** Shopify Multipass secret: signs the customer in to the Storefront API after Firebase sign-in. */
    MULTIPASS_SECRET: string;
    /** Firebase Web API key (public: the browser's Firebase SDK sends it). */
    PUBLIC_FIREBASE_API_KEY: string;
    /** Firebase project id: the issuer and audience of the ID tokens the worker verifies. */
    PUBLIC_FIREBASE_PROJECT_ID: string;
    /** host:port of the Firebase Auth emulator. Set only in development; never in production. */
    FIREBASE_AUTH_EMULATOR_HOST?: string;
    /** Base URL of the brand API (review status, feedback requests, affiliate confirmation). */
    BRAND_API_URL?: string;
    /** Token the worker presents to the brand API. */
    BRAND_API_TOKEN?: string;
    /**
     * Base URL of the click-tracking API the worker posts clicks to (POST /click,
     * docs/product/growth.md#click-tracking).
     */
    CLICK_API_URL?: string;
    PAGE_CACHE?: 'on' | 'off';
    PUBLIC_EMBED_SDK_URL?: string;
    PUBLIC_EMBED_FORM_ORIGIN?: string;
    PUBLIC_SURVEY_FORM_ID?: string;
    /** Signs the discountSurvey proof; the survey-discount function holds the same key. */
    SURVEY_PROOF_KEY?: string;
    /** SendGrid Marketing Contacts API key for the mailing-list sign-up. */
    SENDGRID_API_KEY?: string;
    /** SendGrid list the sign-up adds contacts to. */
    SENDGRID_LIST_ID?: string;
    /** SendGrid's API origin; unset is https://api.sendgrid.com (locally, the platform's mail sink). */
    SENDGRID_API_URL?: string;
    /** Sentry DSN for the worker's error reports; unset disables them. */
    SENTRY_DSN?: string;
    /** Sentry DSN for the browser's error reports (public by nature); unset disables them. */
    PUBLIC_SENTRY_DSN?: string;
    /** Chat webhook that render errors are also posted to; unset disables it. */
    ERROR_CHAT_WEBHOOK_URL?: string;
    /**
     * Signs shared secret-shop links; the programme-prices function is configured with the same
     * key. Unset: the secret shop offers no link to share.
     */
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
    /** Changed on every sign-in, so a cookie copied before sign-in never names the signed-in session. */
    sessionId: string;
    /**
     * The email a sign-in link was sent to (docs/product/accounts.md#session), for when it is
     * opened.
     */
    emailForSignIn: string;
    /** A shared secret-shop link's token, kept once its link is opened (checked on every use). */
    sharedShop: string;
  }
}

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true;
  }
}

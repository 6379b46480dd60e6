// The worker's environment and load context, apart from the runtime's globals (env.d.ts).
import type {HydrogenEnv, HydrogenSessionData} from '@shopify/hydrogen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import type {createAppLoadContext} from '~/server/context.server';
import type {CheckedEnv} from '~/server/env.server';

declare global {
  /** The worker's environment: what env.server.ts checks, as .env.example describes it. */
  interface Env
    extends HydrogenEnv,
      Omit<
        CheckedEnv,
        | keyof HydrogenEnv
        | 'MULTIPASS_SECRET'
        | 'PUBLIC_FIREBASE_API_KEY'
        | 'PUBLIC_FIREBASE_PROJECT_ID'
      > {
    MULTIPASS_SECRET: string;
    PUBLIC_FIREBASE_API_KEY: string;
    PUBLIC_FIREBASE_PROJECT_ID: string;
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

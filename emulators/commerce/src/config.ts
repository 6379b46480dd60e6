import {
  APP_ACCESS_SCOPES,
  LOCAL_ADMIN_TOKEN,
  LOCAL_APP_ACCESS_TOKEN,
  LOCAL_APP_CLIENT_SECRET,
  LOCAL_BRAND_API_TOKEN,
  LOCAL_MULTIPASS_SECRET,
  LOCAL_PORTS,
  LOCAL_STOREFRONT_TOKEN,
} from '../../../dev/local-env';
import type {PlatformConfig} from './types';

/** Where the platform keeps its database when no --db is given (git-ignored). */
export const DEFAULT_DB_PATH = 'emulators/.data/commerce.sqlite';

/**
 * How long a mutation may wait in the platform before it runs; past it, the platform answers
 * 503 and makes nothing, as a hosted platform's request timeout does (decision 0124). It is
 * shorter than the worker's write deadline, so a write the worker gave up on is made within
 * the wait the worker keeps for it, or never: a shopper who read the cart back after that
 * wait has seen what the platform decided.
 */
export const PLATFORM_WRITE_TIMEOUT_MS = 5_000;

/**
 * Shopify retries a failed webhook 8 times over 4 hours. Locally the same 8 retries double from
 * a quarter of a second: the last one comes about a minute after the first attempt.
 */
export const WEBHOOK_RETRIES = 8;
export const WEBHOOK_RETRY_BASE_MS = 250;

/** The platform's settings from the environment, with the local stack's defaults. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  return {
    storefrontToken: env.COMMERCE_STOREFRONT_TOKEN || LOCAL_STOREFRONT_TOKEN,
    privateStorefrontToken: env.COMMERCE_PRIVATE_STOREFRONT_TOKEN || null,
    adminToken: env.COMMERCE_ADMIN_TOKEN || LOCAL_ADMIN_TOKEN,
    multipassSecret: env.MULTIPASS_SECRET || LOCAL_MULTIPASS_SECRET,
    brandApiToken: env.BRAND_API_TOKEN || LOCAL_BRAND_API_TOKEN,
    storefrontOrigin:
      env.STOREFRONT_ORIGIN || `http://localhost:${LOCAL_PORTS.storefront}`,
    app: {
      accessToken: env.SHOPIFY_ADMIN_API_TOKEN || LOCAL_APP_ACCESS_TOKEN,
      scopes: APP_ACCESS_SCOPES,
      clientSecret: env.SHOPIFY_API_SECRET || LOCAL_APP_CLIENT_SECRET,
    },
    webhooks: {
      retryBaseMs: Number(env.COMMERCE_WEBHOOK_RETRY_BASE_MS) || WEBHOOK_RETRY_BASE_MS,
      retries: WEBHOOK_RETRIES,
      twiceOutOfOrder: env.COMMERCE_WEBHOOKS_TWICE_OUT_OF_ORDER === '1',
    },
  };
}

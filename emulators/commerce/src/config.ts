import {
  LOCAL_ADMIN_TOKEN,
  LOCAL_BRAND_API_TOKEN,
  LOCAL_MULTIPASS_SECRET,
  LOCAL_PORTS,
  LOCAL_STOREFRONT_TOKEN,
  LOCAL_SHARED_SHOP_KEY,
  LOCAL_SURVEY_PROOF_KEY,
} from '../../../dev/local-env';
import type {PlatformConfig} from './types';

/** Where the platform keeps its database when no --db is given (git-ignored). */
export const DEFAULT_DB_PATH = 'emulators/.data/commerce.sqlite';

/** The platform's settings from the environment, with the local stack's defaults. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  return {
    storefrontToken: env.COMMERCE_STOREFRONT_TOKEN || LOCAL_STOREFRONT_TOKEN,
    privateStorefrontToken: env.COMMERCE_PRIVATE_STOREFRONT_TOKEN || null,
    adminToken: env.COMMERCE_ADMIN_TOKEN || LOCAL_ADMIN_TOKEN,
    multipassSecret: env.MULTIPASS_SECRET || LOCAL_MULTIPASS_SECRET,
    surveyProofKey: env.SURVEY_PROOF_KEY || LOCAL_SURVEY_PROOF_KEY,
    sharedShopKey: env.SHARED_SHOP_KEY || LOCAL_SHARED_SHOP_KEY,
    brandApiToken: env.BRAND_API_TOKEN || LOCAL_BRAND_API_TOKEN,
    storefrontOrigin:
      env.STOREFRONT_ORIGIN || `http://localhost:${LOCAL_PORTS.storefront}`,
  };
}

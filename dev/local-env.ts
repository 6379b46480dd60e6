/**
 * The one place that says how the local stack is wired: ports, the demo Firebase project,
 * and the development-only secrets shared by the storefront worker and the local platform.
 * None of these values is secret in practice; a real deployment sets its own in the environment.
 */
export const LOCAL_HOST = '127.0.0.1';

export const LOCAL_PORTS = {
  storefront: 3000,
  commerce: 4100,
  authEmulator: 9099,
} as const;

export const LOCAL_FIREBASE_PROJECT_ID = 'demo-brush-storefront';

/** Hydrogen requires a 32-character public token that does not start with shpat_. */
export const LOCAL_STOREFRONT_TOKEN = 'localstorefrontpublictoken000001';

export const LOCAL_MULTIPASS_SECRET = 'local-multipass-secret-for-development-only';
export const LOCAL_SENDGRID_API_KEY = 'SG.local-mail-sink-key';
/** Signs survey proofs; the platform's survey-discount function is configured with it. */
export const LOCAL_SURVEY_PROOF_KEY = 'local-survey-proof-key-for-development-only';
/** Signs shared secret-shop links; the platform's programme-prices function checks them. */
export const LOCAL_SHARED_SHOP_KEY = 'local-shared-shop-key-for-development-only';

export const LOCAL_ADMIN_TOKEN = 'local-admin-token-for-development-only';

/**
 * The shop's app (extensions/shopify.app.toml) on the local platform: its Admin API token,
 * which `npm run shop:setup` and the worker's order settlement use, and its client secret, which
 * signs the platform's webhooks. The scopes are the ones the app's TOML declares.
 */
export const LOCAL_APP_ACCESS_TOKEN = 'shpat_local_app_token_for_development_only';
export const LOCAL_APP_CLIENT_SECRET = 'local-app-client-secret-for-development-only';
export const APP_ACCESS_SCOPES = [
  'read_locales',
  'read_markets',
  'write_customers',
  'write_discounts',
  'write_orders',
  'write_products',
  'write_validations',
] as const;

/**
 * The secret-shop collections the shop's programme prices name, as `name:collection id`
 * (docs/operations.md, shop:setup's SECRET_SHOP_COLLECTIONS).
 */
export const LOCAL_SECRET_SHOP_COLLECTIONS = 'spring-preview:450000000201';

/** The worker's token for the brand API, which the local platform serves. */
export const LOCAL_BRAND_API_TOKEN = 'local-brand-api-token-for-development-only';

export const LOCAL_SESSION_SECRET = 'local-session-secret-for-development-only';

export function localCommerceOrigin(port: number = LOCAL_PORTS.commerce): string {
  return `http://${LOCAL_HOST}:${port}`;
}

/** Where shoppers open the local shop (the stack prints and the tests use this address). */
export function localStorefrontOrigin(port: number = LOCAL_PORTS.storefront): string {
  return `http://localhost:${port}`;
}

export function localAuthEmulatorHost(port: number = LOCAL_PORTS.authEmulator): string {
  return `${LOCAL_HOST}:${port}`;
}

/** The worker environment the local stack gives the storefront when no .env says otherwise. */
export function localStorefrontEnv(
  ports: {storefront?: number; commerce?: number; authEmulator?: number} = {},
): Record<string, string> {
  return {
    SESSION_SECRET: LOCAL_SESSION_SECRET,
    PUBLIC_STORE_DOMAIN: localCommerceOrigin(ports.commerce),
    PUBLIC_STOREFRONT_API_TOKEN: LOCAL_STOREFRONT_TOKEN,
    PUBLIC_STOREFRONT_ID: '1000000001',
    PUBLIC_STOREFRONT_ORIGIN: localStorefrontOrigin(ports.storefront),
    PUBLIC_CHECKOUT_DOMAIN: localCommerceOrigin(ports.commerce),
    MULTIPASS_SECRET: LOCAL_MULTIPASS_SECRET,
    PUBLIC_FIREBASE_PROJECT_ID: LOCAL_FIREBASE_PROJECT_ID,
    PUBLIC_FIREBASE_API_KEY: 'local-firebase-api-key',
    FIREBASE_AUTH_EMULATOR_HOST: localAuthEmulatorHost(ports.authEmulator),
    // The local platform stands in for the brand's own server too (error reports, the Product
    // API), and for
    // SendGrid (its mail sink takes any SG. key).
    BRAND_API_URL: localCommerceOrigin(ports.commerce),
    BRAND_API_TOKEN: LOCAL_BRAND_API_TOKEN,
    SENDGRID_API_URL: localCommerceOrigin(ports.commerce),
    CLICK_API_URL: localCommerceOrigin(ports.commerce),
    SENDGRID_API_KEY: LOCAL_SENDGRID_API_KEY,
    SHARED_SHOP_KEY: LOCAL_SHARED_SHOP_KEY,
    SURVEY_PROOF_KEY: LOCAL_SURVEY_PROOF_KEY,
    SHOPIFY_ADMIN_API_TOKEN: LOCAL_APP_ACCESS_TOKEN,
    SHOPIFY_API_SECRET: LOCAL_APP_CLIENT_SECRET,
  };
}

import {loadEnv} from 'vite';
import {localStorefrontEnv} from './local-env';

/** The variables the worker reads (app/env.d.ts declares them); nothing else is passed in. */
const WORKER_VARIABLES = [
  'SESSION_SECRET',
  'PUBLIC_STORE_DOMAIN',
  'PUBLIC_STOREFRONT_API_TOKEN',
  'PRIVATE_STOREFRONT_API_TOKEN',
  'PUBLIC_STOREFRONT_ID',
  'PUBLIC_CHECKOUT_DOMAIN',
  'MULTIPASS_SECRET',
  'PUBLIC_FIREBASE_API_KEY',
  'PUBLIC_FIREBASE_PROJECT_ID',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'SENTRY_DSN',
  'PUBLIC_SENTRY_DSN',
  'ERROR_CHAT_WEBHOOK_URL',
  'BRAND_API_URL',
  'BRAND_API_TOKEN',
  'SENDGRID_API_KEY',
  'SENDGRID_LIST_ID',
  'PUBLIC_CLICK_API_URL',
] as const;

export function workerEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of WORKER_VARIABLES) {
    const value = source[name];
    if (value !== undefined && value !== '') env[name] = value;
  }
  return env;
}

/**
 * The storefront's environment: the local stack's defaults, overridden by .env files and by
 * the shell. With no .env at all, everything points at the local platform and emulators.
 */
export function resolveStorefrontEnv(
  ports: {commerce: number; authEmulator: number},
  mode = 'production',
): Record<string, string> {
  const fromFiles = loadEnv(mode, process.cwd(), '');
  const env = {...localStorefrontEnv(ports), ...workerEnv(fromFiles)};
  // A variable set to nothing switches a local default off (e.g. FIREBASE_AUTH_EMULATOR_HOST=
  // when a real Firebase project is used).
  for (const name of WORKER_VARIABLES) {
    if (fromFiles[name] === '') delete env[name];
  }
  return env;
}

/** True when the environment targets the local commerce platform (so the stack must start it). */
export function usesLocalCommerce(env: Record<string, string>): boolean {
  return /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(
    env.PUBLIC_STORE_DOMAIN ?? '',
  );
}

export function usesAuthEmulator(env: Record<string, string>): boolean {
  return Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
}

import {loadEnv} from 'vite';
import {WORKER_VARIABLES} from '../app/server/env.server';
import {
  LOCAL_ADMIN_TOKEN,
  LOCAL_APP_ACCESS_TOKEN,
  LOCAL_APP_CLIENT_SECRET,
  LOCAL_MULTIPASS_SECRET,
  LOCAL_SESSION_SECRET,
  LOCAL_SHARED_SHOP_KEY,
  LOCAL_SURVEY_PROOF_KEY,
  localStorefrontEnv,
} from './local-env';

/** The variables the worker's environment schema names, and nothing else. */
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
  ports: {storefront?: number; commerce: number; authEmulator: number},
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

/**
 * The secrets dev/local-env.ts publishes, by the variable that would carry them: with
 * them anyone forges a session, signs in as any customer through multipass, uses the
 * platform's admin API, or signs a shared secret-shop link or a survey proof of their own.
 */
const PUBLISHED_SECRETS: Readonly<Record<string, string>> = {
  SESSION_SECRET: LOCAL_SESSION_SECRET,
  MULTIPASS_SECRET: LOCAL_MULTIPASS_SECRET,
  COMMERCE_ADMIN_TOKEN: LOCAL_ADMIN_TOKEN,
  SHARED_SHOP_KEY: LOCAL_SHARED_SHOP_KEY,
  SURVEY_PROOF_KEY: LOCAL_SURVEY_PROOF_KEY,
  SHOPIFY_ADMIN_API_TOKEN: LOCAL_APP_ACCESS_TOKEN,
  SHOPIFY_API_SECRET: LOCAL_APP_CLIENT_SECRET,
};

/** Any value of it is as public as the secrets: the stack refuses it beyond loopback too. */
export const AUTH_EMULATOR_VARIABLE = 'FIREBASE_AUTH_EMULATOR_HOST';

/** An address only this machine can reach: 127.0.0.0/8, ::1 or localhost. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/**
 * Why the stack must not start, or null: a service would listen beyond loopback while a
 * secret still has its published value. On loopback those values are harmless (only this
 * machine can reach the services); anywhere else they are everyone's keys.
 */
export function publishedSecretsRefusal(
  hosts: readonly string[],
  secrets: Readonly<Record<string, string | undefined>>,
): string | null {
  const exposed = hosts.filter((host) => !isLoopbackHost(host));
  const published = Object.entries(PUBLISHED_SECRETS)
    .filter(([name, value]) => secrets[name] === value)
    .map(([name]) => name);
  // Whatever its address, the Auth emulator signs anyone in as anyone it holds.
  if (secrets[AUTH_EMULATOR_VARIABLE]?.trim()) published.push(AUTH_EMULATOR_VARIABLE);
  if (exposed.length === 0 || published.length === 0) return null;
  return (
    `refusing to listen on ${[...new Set(exposed)].join(', ')} with the development ` +
    `${published.join(', ')} published in dev/local-env.ts: anyone who reaches the ` +
    'stack could forge sessions, sign in as any customer or use the admin API. Set your own ' +
    'values (in .env or the environment) and leave FIREBASE_AUTH_EMULATOR_HOST unset, or ' +
    'listen on 127.0.0.1.'
  );
}

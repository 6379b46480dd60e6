import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {LOCAL_FIREBASE_PROJECT_ID, LOCAL_HOST} from './local-env';
import {SEED_CUSTOMERS} from '../emulators/seed-customers';
import {httpOk, startService, waitUntilReady, type Service} from './processes';

const require = createRequire(import.meta.url);
const EMULATORS_DIR = path.resolve(import.meta.dirname, '../emulators');
/** Start-up is 12-17 s here and the port opens before the import has finished. */
const READY_TIMEOUT_MS = 90_000;
/** Side-by-side stacks take auth ports 10 apart (E2E_PORT_OFFSET steps), leaving these free. */
const AUTH_HUB_PORT_OFFSET = 1;
const AUTH_LOGGING_PORT_OFFSET = 2;

/**
 * Writes the emulator's import folder (the format `firebase emulators:export` produces) from
 * the shared seed customers, so the platform's customers can sign in with their passwords.
 */
export function writeAuthImport(dir: string): void {
  mkdirSync(path.join(dir, 'auth_export'), {recursive: true});
  const firebaseToolsVersion = (
    JSON.parse(readFileSync(require.resolve('firebase-tools/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  writeFileSync(
    path.join(dir, 'firebase-export-metadata.json'),
    JSON.stringify({
      version: firebaseToolsVersion,
      auth: {version: firebaseToolsVersion, path: 'auth_export'},
    }),
  );
  const users = SEED_CUSTOMERS.map((customer) => ({
    localId: customer.uid,
    email: customer.email,
    emailVerified: customer.emailVerified,
    displayName: `${customer.firstName} ${customer.lastName}`,
    rawPassword: customer.password,
    createdAt: '1700000000000',
    lastLoginAt: '1700000000000',
    providerUserInfo: [
      {
        providerId: 'password',
        email: customer.email,
        federatedId: customer.email,
        rawId: customer.email,
        displayName: `${customer.firstName} ${customer.lastName}`,
      },
    ],
  }));
  writeFileSync(
    path.join(dir, 'auth_export', 'accounts.json'),
    JSON.stringify({kind: 'identitytoolkit#DownloadAccountResponse', users}),
  );
  writeFileSync(
    path.join(dir, 'auth_export', 'config.json'),
    JSON.stringify({signIn: {allowDuplicateEmails: false}, emailPrivacyConfig: {}}),
  );
}

/**
 * Starts the emulator; `ready` settles once it answers and has imported the seed customers.
 * Instances of one project id share an emulator hub, and stopping one of them stops the others
 * too: a stack that runs beside another (the benchmark) passes a project id of its own.
 */
export function startAuthEmulator(
  port: number,
  dataDir: string,
  projectId: string = LOCAL_FIREBASE_PROJECT_ID,
): {service: Service; ready: Promise<void>} {
  const dir = path.join(dataDir, `auth-${port}`);
  writeAuthImport(path.join(dir, 'import'));
  const configPath = path.join(dir, 'firebase.json');
  const config = JSON.parse(
    readFileSync(path.join(EMULATORS_DIR, 'firebase.json'), 'utf8'),
  ) as {
    emulators: Record<'auth' | 'hub' | 'logging', {host: string; port: number}>;
  };
  config.emulators.auth = {host: LOCAL_HOST, port};
  // The hub and logging emulators default to 4400 and 4500 (or the next free port), which
  // stacks starting side by side race for and crash on: each instance gets its own, next to
  // its auth port.
  config.emulators.hub = {host: LOCAL_HOST, port: port + AUTH_HUB_PORT_OFFSET};
  config.emulators.logging = {host: LOCAL_HOST, port: port + AUTH_LOGGING_PORT_OFFSET};
  writeFileSync(configPath, JSON.stringify(config, null, 2));

  const service = startService(
    'auth',
    process.execPath,
    [
      require.resolve('firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      configPath,
      '--import',
      path.join(dir, 'import'),
    ],
    {
      // Offline: no update check, no analytics prompt, no interactive questions.
      env: {
        CI: 'true',
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      },
      quiet: true,
      // Its firebase-debug.log goes beside its config: instances sharing a working directory
      // write, and on a clean exit delete, one another's log.
      cwd: dir,
    },
  );
  const ready = waitUntilReady(
    service,
    () =>
      httpOk(`http://${LOCAL_HOST}:${port}/`, (body) => {
        const parsed = JSON.parse(body) as {authEmulator?: {ready?: boolean}};
        return parsed.authEmulator?.ready === true;
      }),
    READY_TIMEOUT_MS,
  );
  return {service, ready};
}

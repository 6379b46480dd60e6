/**
 * The local stack as the harness needs it: built into its own folder (a storefront running
 * from dist/ is never disturbed), on free loopback ports, with each service stoppable and
 * startable on its own (cold caches, fault runs) and its memory readable per process group.
 * Process management is the stack runner's (dev/processes.ts).
 */
import {createWriteStream, mkdirSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {LOCAL_ADMIN_TOKEN, LOCAL_HOST, LOCAL_STOREFRONT_TOKEN} from '../dev/local-env';
import {startAuthEmulator} from '../dev/auth-emulator';
import {buildStorefront as buildStorefrontInto} from '../dev/build';
import {ensureFunctionBundles} from '../dev/functions-build';
import {resolveStorefrontEnv} from '../dev/env';
import {freePort, portIsFree} from '../dev/ports';
import {
  httpOk,
  startService,
  stopService,
  waitUntilReady,
  type Service,
} from '../dev/processes';
import {processGroupRss} from './proc';

const require = createRequire(import.meta.url);
export const ROOT = path.resolve(import.meta.dirname, '..');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');
/** Inside the git-ignored results folder, so Vite empties it before each build. */
export const BUILD_DIR = path.join(RESULTS_DIR, 'build');
/**
 * TypeScript services run in node with tsx's loader rather than under the tsx command, whose
 * wrapper process would count in the memory figures and turn a clean stop into exit code 143.
 */
const TSX_LOADER = ['--import', pathToFileURL(require.resolve('tsx')).href];
const READY_TIMEOUT_MS = 120_000;
/** MiniOxygen serves the build's assets on the worker's port + 100. */
const ASSETS_PORT_OFFSET = 100;

export type ServiceName = 'storefront' | 'commerce' | 'auth';
/** The services that run in a node process of the stack's own. */
export type InspectedService = 'storefront' | 'commerce';

export interface StackOptions {
  /** Start the Firebase Auth emulator too (the account pages need it). */
  auth: boolean;
  /** SQLite file of the platform; ':memory:' loses every cart when the platform stops. */
  dbPath: string;
  /** Folder for the emulators' own files (the Auth emulator's import). */
  dataDir: string;
  ports?: Partial<Record<ServiceName, number>>;
  /** Settles before the storefront starts (the build, running while the others start). */
  beforeStorefront?: Promise<unknown>;
  /** The build the storefront serves: BUILD_DIR unless another is fresh (the tests'). */
  buildDir?: string;
  /** Each service's output is appended to <logDir>/<service>.log (the worker's errors, say). */
  logDir: string;
  /**
   * Starts the platform's and the storefront's node processes with V8's inspector, and the
   * worker's (MiniOxygen's) inspector, each on a free loopback port, for bench/worker-heap.ts
   * to read their heaps after a collection.
   */
  inspect?: boolean;
}

export interface Stack {
  ports: Record<ServiceName, number>;
  /** The storefront's origin, e.g. http://127.0.0.1:43121. */
  origin: string;
  commerceOrigin: string;
  /** The node inspector's port of the platform and of the storefront's front, when asked for. */
  inspectPorts: Partial<Record<InspectedService, number>>;
  /** The worker's inspector port (MiniOxygen's), when asked for. */
  workerInspectorPort: number | null;
  /**
   * The worker on MiniOxygen without the storefront's Node front: as Oxygen serves it, and as
   * the bench serves Hydrogen's skeleton beside it (bench/skeleton.ts).
   */
  workerOrigin: string;
  /** Stops one service (its whole process group). */
  stop(name: ServiceName): Promise<void>;
  /**
   * Ends a service with SIGKILL, as a crash or the kernel's out-of-memory killer would: no
   * handler runs, nothing is flushed or closed.
   */
  kill(name: ServiceName): Promise<void>;
  /**
   * Another storefront beside the stack's, serving another build with the same environment
   * (`env` replaces worker variables) and platform, for measuring builds side by side.
   */
  startStorefront(
    buildDir: string,
    env?: Record<string, string>,
  ): Promise<{origin: string; workerOrigin: string; stop(): Promise<void>}>;
  /** Starts a stopped service again with the same ports, data and environment. */
  start(name: ServiceName): Promise<void>;
  /**
   * Stops and starts a service; `storefrontEnv` replaces worker variables for this start only
   * (the upstream count points the worker at a delaying proxy).
   */
  restart(name: ServiceName, storefrontEnv?: Record<string, string>): Promise<void>;
  /**
   * Throws if a service ended without being asked to (a crash, or a signal from elsewhere),
   * unless it is one the measurement can do without.
   */
  assertHealthy(dispensable?: readonly ServiceName[]): void;
  /** Every unexpected end so far, as "auth stopped unexpectedly (exit code 2)". */
  unexpectedExits(): string[];
  /** Resident memory of each running service's process group, by command (node, workerd). */
  rss(): Record<string, Record<string, number>>;
  stopAll(): Promise<void>;
}

/**
 * Builds the production bundle into BUILD_DIR; resolves with the seconds it took. Asynchronous,
 * so the platform and the Auth emulator can start meanwhile.
 */
export async function buildStorefront(): Promise<number> {
  const started = Date.now();
  rmSync(BUILD_DIR, {recursive: true, force: true});
  // The platform the bench starts prices carts with the functions' bundles.
  await ensureFunctionBundles();
  await buildStorefrontInto(BUILD_DIR);
  return (Date.now() - started) / 1000;
}

/**
 * Ports a service takes besides its own, as offsets: MiniOxygen serves the build's assets on
 * the worker's port + 100; the Auth emulator puts its hub and logging on its port + 1 and + 2.
 */
const COMPANION_PORTS: Record<ServiceName, number[]> = {
  storefront: [ASSETS_PORT_OFFSET],
  commerce: [],
  auth: [1, 2],
};

/** The ports a service at `port` occupies. */
function portsTakenBy(name: ServiceName, port: number): number[] {
  return [port, ...COMPANION_PORTS[name].map((offset) => port + offset)];
}

/** A free port for `name` whose companions are free too and clash with none already chosen. */
async function freePortFor(
  name: ServiceName,
  chosen: ReadonlySet<number>,
): Promise<number> {
  for (;;) {
    const taken = portsTakenBy(name, await freePort());
    if (taken.some((port) => port >= 65536 || chosen.has(port))) continue;
    const free = await Promise.all(taken.slice(1).map(portIsFree));
    if (free.every(Boolean)) return taken[0] as number;
  }
}

async function choosePorts(
  wanted: Partial<Record<ServiceName, number>> = {},
): Promise<Record<ServiceName, number>> {
  const names: ServiceName[] = ['storefront', 'commerce', 'auth'];
  const chosen = new Set<number>();
  for (const name of names) {
    const port = wanted[name];
    if (port !== undefined)
      portsTakenBy(name, port).forEach((taken) => chosen.add(taken));
  }
  const ports = {} as Record<ServiceName, number>;
  for (const name of names) {
    const port = wanted[name] ?? (await freePortFor(name, chosen));
    portsTakenBy(name, port).forEach((taken) => chosen.add(taken));
    ports[name] = port;
  }
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portIsFree(port))) {
      throw new Error(`port ${port} (${name}) is taken; choose another or leave it out`);
    }
  }
  return ports;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const ports = await choosePorts(options.ports);
  const taken = new Set(
    (Object.entries(ports) as [ServiceName, number][]).flatMap(([name, port]) =>
      portsTakenBy(name, port),
    ),
  );
  const inspectPorts: Partial<Record<InspectedService, number>> = {};
  for (const name of ['storefront', 'commerce'] as const) {
    while (
      options.inspect &&
      (inspectPorts[name] === undefined || taken.has(inspectPorts[name]))
    ) {
      inspectPorts[name] = await freePort();
    }
    if (inspectPorts[name] !== undefined) taken.add(inspectPorts[name]);
  }
  let workerInspectorPort: number | null = null;
  while (
    options.inspect &&
    (workerInspectorPort === null || taken.has(workerInspectorPort))
  ) {
    workerInspectorPort = await freePort();
  }
  let workerPort = await freePort();
  while (taken.has(workerPort) || workerPort === workerInspectorPort) {
    workerPort = await freePort();
  }
  const inspectFlag = (name: InspectedService) =>
    inspectPorts[name] === undefined
      ? []
      : [`--inspect=${LOCAL_HOST}:${inspectPorts[name]}`];
  mkdirSync(options.dataDir, {recursive: true});
  rmSync(options.logDir, {recursive: true, force: true});
  mkdirSync(options.logDir, {recursive: true});
  const env = resolveStorefrontEnv({
    storefront: ports.storefront,
    commerce: ports.commerce,
    authEmulator: ports.auth,
  });
  // A project of its own: emulator instances of one project stop each other when one stops.
  const firebaseProjectId = `demo-brush-bench-${ports.auth}`;
  if (options.auth) env.PUBLIC_FIREBASE_PROJECT_ID = firebaseProjectId;
  else delete env.FIREBASE_AUTH_EMULATOR_HOST;
  const origin = `http://${LOCAL_HOST}:${ports.storefront}`;
  const commerceOrigin = `http://${LOCAL_HOST}:${ports.commerce}`;
  const running = new Map<ServiceName, Service>();
  const unexpectedExits: {name: ServiceName; message: string}[] = [];

  let storefrontOverrides: Record<string, string> = {};
  const launchers: Record<ServiceName, () => {service: Service; ready: Promise<void>}> = {
    auth: () => startAuthEmulator(ports.auth, options.dataDir, firebaseProjectId),
    commerce: () => {
      const service = startService(
        'commerce',
        process.execPath,
        [
          // The platform's CPU profile under a load or soak run, written when it stops.
          ...(process.env.PROFILE_COMMERCE_DIR
            ? ['--cpu-prof', '--cpu-prof-dir', process.env.PROFILE_COMMERCE_DIR]
            : []),
          ...inspectFlag('commerce'),
          ...TSX_LOADER,
          path.join(ROOT, 'emulators/commerce/src/main.ts'),
          '--port',
          String(ports.commerce),
          '--db',
          options.dbPath,
        ],
        {
          env: {
            COMMERCE_STOREFRONT_TOKEN:
              env.PUBLIC_STOREFRONT_API_TOKEN ?? LOCAL_STOREFRONT_TOKEN,
            COMMERCE_ADMIN_TOKEN: LOCAL_ADMIN_TOKEN,
            MULTIPASS_SECRET: env.MULTIPASS_SECRET,
            STOREFRONT_ORIGIN: origin,
          },
          quiet: true,
        },
      );
      const ready = waitUntilReady(
        service,
        () => httpOk(`${commerceOrigin}/healthz`),
        READY_TIMEOUT_MS,
      );
      return {service, ready};
    },
    storefront: () => {
      const service = startService(
        'storefront',
        process.execPath,
        [
          ...inspectFlag('storefront'),
          ...TSX_LOADER,
          path.join(ROOT, 'dev/storefront-server.ts'),
          '--port',
          String(ports.storefront),
          '--build-dir',
          options.buildDir ?? BUILD_DIR,
          '--worker-port',
          String(workerPort),
          ...(workerInspectorPort
            ? ['--inspector-port', String(workerInspectorPort)]
            : []),
        ],
        // The worker logs every upstream failure; the fault runs cause hundreds on purpose.
        {env: {...env, ...storefrontOverrides}, quiet: true},
      );
      const ready = waitUntilReady(
        service,
        () => httpOk(`${origin}/healthz`),
        READY_TIMEOUT_MS,
      );
      return {service, ready};
    },
  };

  const start = async (name: ServiceName) => {
    if (running.has(name)) return;
    const {service, ready} = launchers[name]();
    running.set(name, service);
    const log = createWriteStream(path.join(options.logDir, `${name}.log`), {flags: 'a'});
    service.child.stdout?.pipe(log, {end: false});
    service.child.stderr?.pipe(log, {end: false});
    void service.exited.then(() => log.end());
    void service.exited.then((code) => {
      if (running.get(name) !== service) return;
      running.delete(name);
      const how = service.child.signalCode ?? `exit code ${code}`;
      unexpectedExits.push({name, message: `${name} stopped unexpectedly (${how})`});
    });
    try {
      await ready;
    } catch (error) {
      await stopService(service);
      running.delete(name);
      throw error;
    }
  };
  const stop = async (name: ServiceName) => {
    const service = running.get(name);
    if (!service) return;
    running.delete(name);
    await stopService(service);
  };

  const kill = async (name: ServiceName) => {
    const service = running.get(name);
    const pid = service?.child.pid;
    if (!service || pid === undefined) return;
    running.delete(name);
    service.stopRequested = true;
    process.kill(-pid, 'SIGKILL');
    await service.exited;
  };

  const stack: Stack = {
    ports,
    origin,
    commerceOrigin,
    inspectPorts,
    workerInspectorPort,
    workerOrigin: `http://${LOCAL_HOST}:${workerPort}`,
    start,
    stop,
    kill,
    async restart(name, storefrontEnv = {}) {
      await stop(name);
      storefrontOverrides = storefrontEnv;
      await start(name);
    },
    assertHealthy(dispensable = []) {
      const fatal = unexpectedExits.filter((exit) => !dispensable.includes(exit.name));
      if (fatal.length > 0) {
        throw new Error(
          `${fatal.map((exit) => exit.message).join('; ')} (its output: ${path.relative(ROOT, options.logDir)}/)`,
        );
      }
    },
    async startStorefront(buildDir, overrides = {}) {
      const port = await freePortFor('storefront', taken);
      portsTakenBy('storefront', port).forEach((each) => taken.add(each));
      let otherWorkerPort = await freePort();
      while (taken.has(otherWorkerPort)) otherWorkerPort = await freePort();
      taken.add(otherWorkerPort);
      const service = startService(
        `storefront ${path.basename(buildDir)}`,
        process.execPath,
        [
          ...TSX_LOADER,
          path.join(ROOT, 'dev/storefront-server.ts'),
          '--port',
          String(port),
          '--build-dir',
          buildDir,
          '--worker-port',
          String(otherWorkerPort),
        ],
        {env: {...env, ...overrides}, quiet: true},
      );
      const other = `http://${LOCAL_HOST}:${port}`;
      try {
        await waitUntilReady(service, () => httpOk(`${other}/healthz`), READY_TIMEOUT_MS);
      } catch (error) {
        await stopService(service);
        throw error;
      }
      return {
        origin: other,
        workerOrigin: `http://${LOCAL_HOST}:${otherWorkerPort}`,
        stop: () => stopService(service),
      };
    },
    unexpectedExits: () => unexpectedExits.map((exit) => exit.message),
    rss() {
      const memory: Record<string, Record<string, number>> = {};
      for (const [name, service] of running) {
        if (service.child.pid !== undefined) {
          memory[name] = processGroupRss(service.child.pid);
        }
      }
      return memory;
    },
    async stopAll() {
      // Storefront first, so nothing calls a platform that is already gone.
      for (const name of ['storefront', 'commerce', 'auth'] as const) await stop(name);
    },
  };

  try {
    await Promise.all([
      options.auth ? start('auth') : Promise.resolve(),
      start('commerce'),
      options.beforeStorefront,
    ]);
    await start('storefront');
  } catch (error) {
    await stack.stopAll();
    throw error;
  }
  return stack;
}

/**
 * Stops the stack when the harness ends, fails or is interrupted. Returns a function that runs
 * the cleanup once.
 */
export function stopOnExit(getStack: () => Stack | undefined): () => Promise<void> {
  let stopped: Promise<void> | undefined;
  const cleanup = () => {
    stopped ??= getStack()?.stopAll() ?? Promise.resolve();
    return stopped;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the stack...`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  return cleanup;
}

import {spawn, type ChildProcess} from 'node:child_process';

/** A child process of the stack, started in its own process group so stopping it takes its children too. */
export interface Service {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Set by stopService: an exit after it is expected, so a quiet service's log stays quiet. */
  stopRequested?: boolean;
}

/** A quiet service keeps this many recent output chunks to print if it fails. */
const QUIET_LOG_CHUNKS = 500;

const COLOURS = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m'];
const RESET = '\x1b[0m';
let colourIndex = 0;

function prefixLines(
  name: string,
  colour: string,
  chunk: Buffer,
  out: NodeJS.WriteStream,
) {
  const prefix = process.stdout.isTTY ? `${colour}[${name}]${RESET} ` : `[${name}] `;
  const text = chunk.toString('utf8').replace(/\n$/, '');
  out.write(
    text
      .split('\n')
      .map((line) => prefix + line)
      .join('\n') + '\n',
  );
}

export function startService(
  name: string,
  command: string,
  args: string[],
  options: {env?: NodeJS.ProcessEnv; quiet?: boolean; cwd?: string} = {},
): Service {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: {...process.env, ...options.env},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const colour = COLOURS[colourIndex++ % COLOURS.length] ?? '';
  const log: Buffer[] = [];
  const forward = (out: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (!options.quiet) prefixLines(name, colour, chunk, out);
    else if (log.push(chunk) > QUIET_LOG_CHUNKS) log.shift();
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  const service: Service = {name, child, exited: Promise.resolve(null)};
  service.exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      if (options.quiet && code !== 0 && code !== null && !service.stopRequested) {
        for (const chunk of log) prefixLines(name, colour, chunk, process.stderr);
      }
      resolve(code);
    });
  });
  return service;
}

/** SIGTERM to the whole process group, SIGKILL after a grace period; resolves once the leader exited. */
export async function stopService(service: Service, graceMs = 5000): Promise<void> {
  const pid = service.child.pid;
  if (
    pid === undefined ||
    service.child.exitCode !== null ||
    service.child.signalCode !== null
  ) {
    return;
  }
  service.stopRequested = true;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
  await service.exited;
  clearTimeout(timer);
  // Grandchildren that ignored SIGTERM (workerd, firebase's Java-free node workers) go too.
  signalGroup('SIGKILL');
}

/** Polls `check` until it returns true; fails if the service exits first or the deadline passes. */
export async function waitUntilReady(
  service: Service,
  check: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void service.exited.then(() => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`${service.name} exited before it was ready`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) {
      throw new Error(`${service.name} was not ready within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function httpOk(
  url: string,
  accept: (body: string) => boolean = () => true,
): Promise<boolean> {
  const response = await fetch(url, {signal: AbortSignal.timeout(2000)});
  if (!response.ok) return false;
  return accept(await response.text());
}

/**
 * A loopback proxy the soak points the worker at instead of the platform, which can be told to
 * fail the way a real dependency fails: refuse connections (stopped), answer slowly, answer
 * 500, or accept and never answer (hung). Each kind of call (the Storefront API, the brand API,
 * the mail service) fails on its own, so one window hits one dependency.
 */
import {createServer, request as httpRequest, type Server} from 'node:http';
import type {AddressInfo, Socket} from 'node:net';
import {LOCAL_HOST} from '../dev/local-env';

export type FaultMode = 'pass' | 'down' | 'slow' | 'error' | 'hang';
export type Dependency = 'storefront' | 'brand' | 'mail';

/** The slow window's delay before each request is forwarded. */
export const SLOW_ANSWER_MS = 2_000;

export function dependencyOf(path: string): Dependency {
  if (path.startsWith('/v3/marketing')) return 'mail';
  if (/^\/api\/\d{4}-\d{2}\/graphql\.json/.test(path)) return 'storefront';
  return 'brand';
}

/** A Storefront API request body whose operation is a mutation (a write). */
export function isMutationBody(body: string): boolean {
  return /"query"\s*:\s*"\s*mutation\b/.test(body);
}

export interface FaultProxy {
  origin: string;
  set(dependency: Dependency, mode: FaultMode): void;
  /**
   * Resolves when the platform answers its next Storefront mutation; that answer is dropped
   * (the worker's connection ends), so the write is done at the platform and unknown to the
   * worker, the moment to kill the platform mid-write.
   */
  nextMutationDone(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const modes: Record<Dependency, FaultMode> = {
    storefront: 'pass',
    brand: 'pass',
    mail: 'pass',
  };
  const held = new Set<Socket>();
  let mutationDone: (() => void) | null = null;
  const server: Server = createServer((incoming, outgoing) => {
    const mode = modes[dependencyOf(incoming.url ?? '/')];
    if (mode === 'down') {
      // As a stopped service: the connection ends without an answer.
      incoming.socket.destroy();
      return;
    }
    if (mode === 'hang') {
      held.add(incoming.socket);
      incoming.socket.once('close', () => held.delete(incoming.socket));
      incoming.resume();
      return;
    }
    if (mode === 'error') {
      incoming.resume();
      outgoing.writeHead(500, {'Content-Type': 'application/json'});
      outgoing.end('{"errors":[{"message":"fault window: 500"}]}');
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const forward = () => {
        const forwarded = httpRequest(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: incoming.method,
            path: incoming.url,
            headers: {...incoming.headers, host: upstream.host},
          },
          (answer) => {
            const body = Buffer.concat(chunks).toString('utf8');
            if (mutationDone && isMutationBody(body)) {
              const done = mutationDone;
              mutationDone = null;
              answer.resume();
              incoming.socket.destroy();
              done();
              return;
            }
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forwarded.on('error', () => incoming.socket.destroy());
        forwarded.end(Buffer.concat(chunks));
      };
      if (mode === 'slow') setTimeout(forward, SLOW_ANSWER_MS);
      else forward();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, LOCAL_HOST, resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://${LOCAL_HOST}:${port}`,
    set(dependency, mode) {
      modes[dependency] = mode;
      // Held requests end with the hung window, as a restarted service drops them.
      if (mode !== 'hang') for (const socket of held) socket.destroy();
    },
    nextMutationDone: () =>
      new Promise<void>((resolve) => {
        mutationDone = resolve;
      }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of held) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

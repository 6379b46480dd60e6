import {createServer} from 'node:net';
import {LOCAL_HOST} from './local-env';

/**
 * Where the local stacks draw their ports: below Linux's ephemeral range (32768 on), which the
 * kernel hands to every listener on port 0 and every outgoing connection. A port taken from that
 * range and released for a service to listen on later could be handed to another process in
 * between (a test's server, a fetch's socket), and the service would fail to start with
 * EADDRINUSE. The top leaves room for a service's companion ports (its assets at +100).
 */
export const STACK_PORTS = {from: 20_000, to: 32_600} as const;

/** Random draws before giving up: a shared machine rarely has more than a few taken there. */
const DRAWS = 500;

/** Whether nothing listens on `port` on loopback now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, LOCAL_HOST, () => server.close(() => resolve(true)));
  });
}

/** A port free on loopback now, drawn at random from STACK_PORTS. */
export async function freePort(): Promise<number> {
  const {from, to} = STACK_PORTS;
  for (let draw = 0; draw < DRAWS; draw += 1) {
    const port = from + Math.floor(Math.random() * (to - from + 1));
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port between ${from} and ${to} after ${DRAWS} draws`);
}

/**
 * A loopback proxy in front of the platform that holds back chosen Storefront operations. With
 * one operation delayed, a render whose first byte waits that much longer needed it before
 * answering (critical data); one that does not wait streamed it in later (deferred data).
 */
import {createServer, request as httpRequest, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {LOCAL_HOST} from '../dev/local-env';

/** The operation a GraphQL document runs: its name, or its first root field when anonymous. */
export function operationNameOf(body: string): string | null {
  let parsed: {query?: unknown; operationName?: unknown};
  try {
    parsed = JSON.parse(body) as {query?: unknown; operationName?: unknown};
  } catch {
    return null;
  }
  if (typeof parsed.operationName === 'string' && parsed.operationName) {
    return parsed.operationName;
  }
  if (typeof parsed.query !== 'string') return null;
  const query = parsed.query.replace(/#[^\n]*/g, '');
  const named = /\b(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query);
  if (named?.[1]) return named[1];
  return /{\s*([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1] ?? null;
}

export interface DelayingProxy {
  origin: string;
  /** Operations held back by `ms` from now on (an empty list holds nothing back). */
  delay(operations: readonly string[], ms: number): void;
  close(): Promise<void>;
}

export async function startDelayingProxy(target: string): Promise<DelayingProxy> {
  const upstream = new URL(target);
  let delayed = new Set<string>();
  let delayMs = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const name = operationNameOf(body.toString('utf8'));
      const wait = name !== null && delayed.has(name) ? delayMs : 0;
      setTimeout(() => {
        const forwarded = httpRequest(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: incoming.method,
            path: incoming.url,
            headers: {...incoming.headers, host: upstream.host},
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forwarded.on('error', () => {
          outgoing.writeHead(502).end();
        });
        forwarded.end(body);
      }, wait);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, LOCAL_HOST, resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://${LOCAL_HOST}:${port}`,
    delay(operations, ms) {
      delayed = new Set(operations);
      delayMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

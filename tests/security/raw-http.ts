/**
 * HTTP over a raw socket to the started stack: requests with broken framing or request
 * targets cannot be sent by an HTTP client, which normalises or refuses them.
 */
import net from 'node:net';
import {E2E_PORTS} from '../playwright.config';

export interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

function parseAnswer(text: string): RawAnswer | null {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers = new Map(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const body = text.slice(end + 4);
  const length = Number(headers.get('content-length'));
  if (Number.isInteger(length) && Buffer.byteLength(body) < length) return null;
  return {status: Number(statusLine.split(' ')[1]), headers, body};
}

/**
 * Sends the request as written and resolves with the first complete answer (by its
 * Content-Length) or whatever arrived when the server closed the connection. A server that
 * never answers leaves the promise pending, and the test fails on its timeout.
 */
export function sendRaw(request: string): Promise<RawAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(E2E_PORTS.storefront, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const answer = parseAnswer(received);
      if (answer) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('end', () => resolve(parseAnswer(received)));
    socket.on('error', reject);
    socket.write(request);
  });
}

export function rawRequest(
  method: string,
  path: string,
  headerLines: string[],
  body = '',
): string {
  return [
    `${method} ${path} HTTP/1.1`,
    `Host: localhost:${E2E_PORTS.storefront}`,
    ...headerLines,
    '',
    body,
  ].join('\r\n');
}

/**
 * Serves the production build (dist/server + dist/client) in workerd through MiniOxygen, as
 * Oxygen would. Run as its own process by the stack so its memory can be measured on its own.
 * Usage: tsx dev/storefront-server.ts --port 3000 [--host 127.0.0.1]
 * [--build-dir dist] [--assets-port 0] (the worker's env comes from this process's environment, filtered to the
 * variables the worker declares; --build-dir serves a build made with STOREFRONT_BUILD_DIR, as
 * the benchmark does).
 *
 * Shoppers reach the worker through a thin Node front on --port. workerd answers some malformed
 * requests itself, before the worker runs, and not as a shop should: a Content-Length of 'abc'
 * or two different ones get a bare 500, and on 'Content-Length: -1' it waits for a body that
 * never comes, holding the connection. Node's parser refuses all three, so the front answers
 * them with 400 and the shop's security headers, and hands every other request on unchanged.
 */
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createMiniOxygen} from '@shopify/mini-oxygen';
import {securityHeaders} from '../app/server/csp.server';
import {
  declaresTooLargeBody,
  isMalformedRequestTarget,
  MALFORMED_TARGET_HEADER,
  MAX_REQUEST_BODY_BYTES,
} from '../app/server/request-guard';
import {startAssetServer} from './asset-server';
import {withEdgeClientAddress} from './edge-headers';
import {LOCAL_HOST} from './local-env';
import {workerEnv} from './env';
import {miniOxygenWorker} from './mini-oxygen';

const ROOT = path.resolve(import.meta.dirname, '..');

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '3000'},
    host: {type: 'string', default: LOCAL_HOST},
    'assets-port': {type: 'string'},
    'build-dir': {type: 'string', default: 'dist'},
    /**
     * MiniOxygen's own port, which only the front uses unless given: the benchmark reaches the
     * worker there too, as it reaches Hydrogen's skeleton (bench/skeleton.ts).
     */
    'worker-port': {type: 'string', default: '0'},
    /**
     * Opens the worker's inspector on this port, for a soak run to read the isolate's heap
     * (bench/worker-heap.ts); off otherwise. MiniOxygen keeps every message of the worker's
     * session while no debugger is attached here, so whoever opens it stays attached.
     */
    'inspector-port': {type: 'string'},
  },
});
const port = Number(values.port);
// Only a stack on this machine alone stands in for many shoppers (dev/edge-headers.ts).
const standInToken =
  values.host === LOCAL_HOST
    ? process.env.STACK_CLIENT_TOKEN?.trim() || undefined
    : undefined;
const buildDir = path.resolve(ROOT, values['build-dir']);

const workerPath = path.join(buildDir, 'server/index.js');
const assetServer = await startAssetServer(
  path.join(buildDir, 'client'),
  values['assets-port'] ? Number(values['assets-port']) : 0,
);
const miniOxygen = createMiniOxygen({
  port: Number(values['worker-port']),
  host: LOCAL_HOST,
  assets: {origin: assetServer.origin},
  // MiniOxygen's own request line is a call from workerd back into this process for every
  // request; the front below writes the same line without it (decision 0125).
  requestHook: null,
  ...(values['inspector-port']
    ? {debug: true, inspectorPort: Number(values['inspector-port'])}
    : {}),
  workers: [miniOxygenWorker(workerPath, workerEnv(process.env))],
});

/**
 * Hop-by-hop headers (RFC 9110 7.6.1) belong to one connection, not to the request; so does
 * Expect here, since the front has already answered it with 100 Continue, and workerd, seeing
 * it too, would close the connection under a body the worker refused without reading.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'upgrade',
  'expect',
]);

/** What the front answers to a request Node could not parse, by Node's error code. */
const PARSE_ERROR_STATUS: Readonly<Record<string, [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};
const MALFORMED: [number, string] = [400, 'Bad Request'];

const REFUSAL_BODY = 'this request is malformed and was refused.';

function refusalHeaders(): [string, string][] {
  // The local stack serves plain http on loopback, where the worker sends no HSTS either.
  return [
    ['Content-Type', 'text/plain; charset=utf-8'],
    ['Content-Length', String(Buffer.byteLength(REFUSAL_BODY))],
    ['Cache-Control', 'no-store'],
    ['Connection', 'close'],
    ...securityHeaders({local: true}),
  ];
}

function refusal(code: string | undefined): string {
  const [status, reason] = (code && PARSE_ERROR_STATUS[code]) || MALFORMED;
  return [
    `HTTP/1.1 ${status} ${reason}`,
    ...refusalHeaders().map(([name, value]) => `${name}: ${value}`),
    '',
    REFUSAL_BODY,
  ].join('\r\n');
}

/**
 * Every file of the build's assets folder has its content's hash in its name, so Oxygen's CDN
 * keeps it for a year; MiniOxygen's asset server sends no Cache-Control at all.
 */
const BUILD_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function isBuildAsset(url: string | undefined): boolean {
  return url?.startsWith('/assets/') ?? false;
}

function withoutHopByHop(rawHeaders: string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] ?? '';
    if (!HOP_BY_HOP.has(name.toLowerCase())) kept.push(name, rawHeaders[index + 1] ?? '');
  }
  return kept;
}

/**
 * One request to the worker. A connection from the pool may have been closed by workerd while
 * idle; a request that fails on such a reused connection before any answer is sent again, once,
 * on a fresh connection, with the body forwarded so far (Node's advice for keep-alive pools).
 */
class UpstreamExchange {
  private readonly forwarded: Buffer[] = [];
  private ended = false;
  private upstream: http.ClientRequest;
  private retried = false;

  constructor(
    private readonly request: http.IncomingMessage,
    private readonly response: http.ServerResponse,
    private readonly workerUrl: URL,
  ) {
    this.upstream = this.send(agent);
    response.on('close', () => {
      if (!response.writableFinished) this.upstream.destroy();
    });
    this.forwardBody();
  }

  private send(via: http.Agent | false): http.ClientRequest {
    const upstream = http.request(
      {
        host: this.workerUrl.hostname,
        port: this.workerUrl.port,
        method: this.request.method,
        path: this.request.url,
        headers: withEdgeClientAddress(
          withoutHopByHop(this.request.rawHeaders),
          this.request.socket.remoteAddress,
          standInToken,
        ),
        agent: via,
      },
      (answer) => this.relay(upstream, answer),
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (this.response.headersSent) return;
      if (upstream.reusedSocket && error.code === 'ECONNRESET' && !this.retried) {
        this.retried = true;
        this.upstream = this.send(false);
        for (const chunk of this.forwarded) this.upstream.write(chunk);
        if (this.ended) this.upstream.end();
        return;
      }
      this.response.destroy();
    });
    return upstream;
  }

  private relay(upstream: http.ClientRequest, answer: http.IncomingMessage): void {
    const headers = withoutHopByHop(answer.rawHeaders);
    if (
      answer.statusCode === 200 &&
      isBuildAsset(this.request.url) &&
      answer.headers['cache-control'] === undefined
    ) {
      headers.push('Cache-Control', BUILD_ASSET_CACHE_CONTROL);
    }
    this.response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
    answer.pipe(this.response);
    answer.on('error', () => this.response.destroy());
    // An upstream request cut short must not go back to the pool half-sent.
    answer.on('end', () => {
      if (!upstream.writableFinished) upstream.destroy();
    });
  }

  private end(): void {
    this.ended = true;
    this.upstream.end();
  }

  /**
   * Sends the client's body on, but no more of it than the worker reads before refusing it
   * (one byte past its limit), and drains the rest from the client. workerd closes the
   * connection under a body the worker stopped reading, and a write into that closed connection
   * would cut off the worker's answer here.
   */
  private forwardBody(): void {
    if (declaresTooLargeBody(this.request.headers['content-length'] ?? null)) {
      // Refused by its declared length, before any of it is read.
      this.request.resume();
      this.end();
      return;
    }
    const cap = MAX_REQUEST_BODY_BYTES + 1;
    let forwarded = 0;
    this.request.on('data', (chunk: Buffer) => {
      if (forwarded >= cap) return;
      const part = chunk.subarray(0, cap - forwarded);
      forwarded += part.byteLength;
      this.forwarded.push(part);
      this.upstream.write(part);
      if (forwarded >= cap) this.end();
    });
    this.request.on('end', () => {
      if (forwarded < cap) this.end();
    });
  }
}

const {workerUrl} = await miniOxygen.ready;
const agent = new http.Agent({keepAlive: true});
const front = http.createServer((request, response) => {
  const target = request.url ?? '';
  if (isMalformedRequestTarget(target)) {
    // workerd fails on such a target with a 500 naming its own files: the worker answers it
    // on a target it can parse, told that the shopper's was malformed.
    request.url = '/';
    request.rawHeaders.push(MALFORMED_TARGET_HEADER, '1');
  }
  response.on('finish', () => {
    console.log(`${request.method} ${response.statusCode} ${target}`);
  });
  new UpstreamExchange(request, response, workerUrl);
});
front.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (socket.writable) socket.end(refusal(error.code));
  else socket.destroy();
});
await new Promise<void>((resolve) => front.listen(port, values.host, resolve));
console.log(`storefront worker listening at http://${values.host}:${port}`);

const shutdown = () => {
  front.close();
  void Promise.all([miniOxygen.dispose(), assetServer.close()]).finally(() =>
    process.exit(0),
  );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {http, passthrough} from 'msw';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {smoke} from '../../ops/smoke';
import {localPlatformUpstream} from './support/upstream';
import {workerAgainst} from './support/worker';

/**
 * `npm run smoke` against the built worker behind a port of its own, as against a deployed
 * shop whose platform then stops: it fails and names the step.
 */
const upstream = localPlatformUpstream();
const worker = workerAgainst(upstream);
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        const response = await worker.fetch(`${url}${req.url ?? '/'}`, {
          method: req.method,
          headers,
          body:
            req.method === 'GET' || req.method === 'HEAD'
              ? undefined
              : Buffer.concat(chunks),
          redirect: 'manual',
        });
        res.writeHead(
          response.status,
          Object.fromEntries(
            [...response.headers].filter(([name]) => name !== 'set-cookie'),
          ),
        );
        for (const cookie of response.headers.getSetCookie())
          res.appendHeader('Set-Cookie', cookie);
        res.end(Buffer.from(await response.arrayBuffer()));
        await worker.settle();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('npm run smoke', () => {
  it('passes the catalog steps against a working shop, then names the step that fails once the platform stops', async () => {
    // The storefront's own port and the platform's checkout pages are reached as they are.
    upstream.use(
      http.all(`${url}/*`, () => passthrough()),
      http.all('*/checkouts/*', () => passthrough()),
    );
    // The whole run passes against the started stack (tests/e2e/smoke.spec.ts).
    const passing = await smoke(url, {checkoutDomain: new URL(upstream.origin).host});
    expect(passing.slice(0, 5).filter((step) => !step.ok)).toEqual([]);

    await upstream.stop();
    const failing = await smoke(url);
    const failed = failing.find((step) => !step.ok);
    expect(failed?.name).toBe('home page');
    expect(failing.at(-1)).toBe(failed);
  }, 120_000);
});

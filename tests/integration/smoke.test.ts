import {http, passthrough} from 'msw';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {smoke} from '../../ops/smoke';
import {serveFetch} from '../emulator/settlement-receiver';
import {localPlatformUpstream} from './support/upstream';
import {workerAgainst} from './support/worker';

/**
 * `npm run smoke` against the built worker behind a port of its own, as against a deployed
 * shop whose platform then stops: it fails and names the step.
 */
const upstream = localPlatformUpstream();
const worker = workerAgainst(upstream);
let served: {url: string; close(): Promise<void>};
let url = '';

beforeAll(async () => {
  served = await serveFetch(async (request) => {
    const response = await worker.fetch(request.url, request);
    await worker.settle();
    return response;
  });
  url = served.url;
});

afterAll(() => served.close());

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

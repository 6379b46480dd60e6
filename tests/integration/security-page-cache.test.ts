/**
 * Flooding the page cache: parameters a page does not read, or more copies of one page than
 * it can have, must neither force renders at will nor push good copies out.
 */
import {describe, expect, it} from 'vitest';
import {
  PAGE_CACHE_MAX_ENTRIES_PER_PAGE,
  PAGE_CACHE_STATUS_HEADER,
} from '~/server/page-cache.server';
import {PRODUCT} from '../emulator/seed-variants';
import {localPlatformUpstream} from './support/upstream';
import {workerAgainst} from './support/worker';

const KUMO = `/products/${PRODUCT.kumo.handle}`;

const storefront = localPlatformUpstream({warm: false});
const worker = workerAgainst(storefront, {keepsCaches: true});

async function get(path: string) {
  const {response, body} = await worker.get(path);
  return {body, status: response.headers.get(PAGE_CACHE_STATUS_HEADER)};
}

describe('copies of one page', () => {
  it('stop at the bound: past it, a new parameter gets the canonical copy, unrendered', async () => {
    const canonical = await get(KUMO);
    expect(canonical.status).toBe('MISS');
    for (let index = 1; index < PAGE_CACHE_MAX_ENTRIES_PER_PAGE; index++) {
      expect((await get(`${KUMO}?noise=${index}`)).status).toBe('MISS');
    }
    const rendered = storefront.operations().length;

    const flood = await get(`${KUMO}?noise=flood`);
    expect(flood.status).toBe('HIT');
    expect(flood.body).toBe(canonical.body);
    expect(storefront.operations()).toHaveLength(rendered);
    expect((await get(`${KUMO}?noise=1`)).status).toBe('HIT');
  });

  it('of /pro count as one page: unknown paths beyond the bound get /pro', async () => {
    const section = await get('/pro');
    expect(section.status).toBe('MISS');
    for (let index = 1; index < PAGE_CACHE_MAX_ENTRIES_PER_PAGE; index++) {
      expect((await get(`/pro/unknown-${index}`)).status).toBe('MISS');
    }
    const flood = await get('/pro/unknown-flood');
    expect(flood.status).toBe('HIT');
    expect(flood.body).toBe(section.body);
  });
});

import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readMeta, writeMeta} from '../../emulators/commerce/src/db/database';
import {startCommercePlatform} from '../../emulators/commerce/src/server';
import type {StoredDocument} from '../../emulators/commerce/src/types';
import {sharedStorefront} from './storefront-platform';

const client = sharedStorefront();

interface RequestsPage {
  seq: number;
  requests: {
    seq: number;
    operationName: string | null;
    mutation: boolean;
    country: string | null;
  }[];
}

describe('the admin API', () => {
  it.each([
    ['no token', null],
    ['a wrong token', 'not-the-admin-token'],
  ])('refuses %s with 401', async (_name, token) => {
    expect((await client.admin('GET', '/admin/requests', token)).status).toBe(401);
    expect((await client.admin('POST', '/admin/reset', token)).status).toBe(401);
  });

  it('lists the Storefront operations received since a sequence number, and clears the list', async () => {
    const before = (await (
      await client.admin('GET', '/admin/requests')
    ).json()) as RequestsPage;
    await client.query('query Header @inContext(country: DE) { shop { name } }');
    await client.query('{ shop { id } }');
    await client.query(
      'mutation Nope { customerAccessTokenDelete(customerAccessToken: "x") { deletedAccessToken } }',
    );
    const page = (await (
      await client.admin('GET', `/admin/requests?since=${before.seq}`)
    ).json()) as RequestsPage;
    expect(
      page.requests.map(({operationName, mutation, country}) => ({
        operationName,
        mutation,
        country,
      })),
    ).toEqual([
      {operationName: 'Header', mutation: false, country: 'DE'},
      {operationName: null, mutation: false, country: 'US'},
      {operationName: 'Nope', mutation: true, country: 'US'},
    ]);
    expect(page.seq).toBe(before.seq + 3);

    expect((await client.admin('POST', '/admin/requests/clear')).status).toBe(200);
    const cleared = (await (
      await client.admin('GET', '/admin/requests?since=0')
    ).json()) as RequestsPage;
    expect(cleared).toEqual({seq: page.seq, requests: []});
  });

  it('re-seeds on reset, undoing any change to the catalog', async () => {
    const product = client.platform.store.byHandle(
      'Product',
      'kumo-blending-brush',
    ) as StoredDocument;
    client.platform.store.put({...product, title: 'Changed'});
    const read = () =>
      client.query('{ product(handle: "kumo-blending-brush") { title } }');
    expect((await read()).data?.product.title).toBe('Changed');

    const response = await client.admin('POST', '/admin/reset');
    expect(response.status).toBe(200);
    expect((await read()).data?.product.title).toBe('Kumo Blending Brush');
  });
});

describe('a database file', () => {
  it('keeps its data across restarts, and takes the current catalog when the seed changed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'commerce-'));
    const dbPath = path.join(dir, 'commerce.sqlite');
    try {
      const first = await startCommercePlatform({port: 0, dbPath, warm: false});
      const seededAt = readMeta(first.db, 'seeded_at');
      // An older catalog: one product renamed, and the fingerprint of another seed.
      const kumo = first.store.byHandle(
        'Product',
        'kumo-blending-brush',
      ) as StoredDocument;
      first.store.put({...kumo, title: 'Old title'});
      writeMeta(first.db, 'catalog_fingerprint', 'an older seed');
      writeMeta(first.db, 'marker', 'kept');
      await first.close();

      const second = await startCommercePlatform({port: 0, dbPath, warm: false});
      try {
        expect(second.store.byHandle('Product', 'kumo-blending-brush')?.title).toBe(
          'Kumo Blending Brush',
        );
        expect(readMeta(second.db, 'seeded_at')).toBe(seededAt);
        expect(readMeta(second.db, 'marker')).toBe('kept');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

import {describe, expect, it} from 'vitest';
import {
  readSharedShopToken,
  signSharedShopToken,
  type SharedShopGrant,
} from '@brush/rules/shared-shop-token';

const KEY = 'a-key-for-shared-links-in-these-tests';
const GRANT: SharedShopGrant = {
  ownerId: '42',
  collectionIds: ['450000000201', '450000000202'],
  expiresOn: '2026-12-02',
};
const TOKEN = signSharedShopToken(KEY, GRANT);

describe('shared secret-shop links', () => {
  it('reads back what the key signed, in a URL path as it is', () => {
    expect(TOKEN).toMatch(
      /^v1\.42\.450000000201-450000000202\.2026-12-02\.[0-9a-f]{64}$/,
    );
    expect(encodeURIComponent(TOKEN)).toBe(TOKEN);
    expect(readSharedShopToken(KEY, TOKEN, '2026-11-25')).toEqual(GRANT);
  });

  it.each<[string, string | null, string | null | undefined, string]>([
    ['the day after its last day', KEY, TOKEN, '2026-12-03'],
    ['another key', 'another-key-of-at-least-32-characters', TOKEN, '2026-11-25'],
    ['a key too short to trust', 'short', TOKEN, '2026-11-25'],
    ['no key', null, TOKEN, '2026-11-25'],
    ['no token', KEY, null, '2026-11-25'],
    ['an empty token', KEY, '', '2026-11-25'],
    ['another owner', KEY, TOKEN.replace('v1.42.', 'v1.43.'), '2026-11-25'],
    [
      'a collection added',
      KEY,
      TOKEN.replace('-450000000202', '-450000000202-1'),
      '2026-11-25',
    ],
    ['a later day', KEY, TOKEN.replace('2026-12-02', '2099-12-02'), '2026-11-25'],
    ['another version', KEY, TOKEN.replace(/^v1/, 'v2'), '2026-11-25'],
    ['a part missing', KEY, TOKEN.split('.').slice(1).join('.'), '2026-11-25'],
    ['markup', KEY, '<script>alert(1)</script>', '2026-11-25'],
    [
      'the signature in capitals',
      KEY,
      TOKEN.toUpperCase().replace('V1', 'v1'),
      '2026-11-25',
    ],
  ])('gives nothing for %s', (_name, key, token, today) => {
    expect(readSharedShopToken(key, token, today)).toBeNull();
  });

  it.each<[string, string, SharedShopGrant]>([
    ['a short key', 'short', GRANT],
    ['no collections', KEY, {...GRANT, collectionIds: []}],
    [
      'an owner that is not a number',
      KEY,
      {...GRANT, ownerId: 'gid://shopify/Customer/42'},
    ],
    ['a day that is not a day', KEY, {...GRANT, expiresOn: 'tomorrow'}],
  ])('refuses to sign with %s', (_name, key, grant) => {
    expect(() => signSharedShopToken(key, grant)).toThrow(RangeError);
  });
});

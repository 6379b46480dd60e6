import {describe, expect, it} from 'vitest';

import {gidType, isGidOf, legacyId, toGid} from '@brush/rules/gid';

describe('legacyId', () => {
  it.each([
    ['gid://shopify/ProductVariant/43000000000101', '43000000000101'],
    ['gid://shopify/Cart/abc123?key=secret', 'abc123'],
    ['7100000000101', '7100000000101'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (id, expected) => {
    expect(legacyId(id)).toBe(expected);
  });
});

describe('toGid', () => {
  it.each([
    ['Product', '7100000000101', 'gid://shopify/Product/7100000000101'],
    ['ProductVariant', 43000000000101, 'gid://shopify/ProductVariant/43000000000101'],
    ['Product', 'gid://shopify/Product/1', 'gid://shopify/Product/1'],
  ])('%s %j -> %s', (type, id, expected) => {
    expect(toGid(type, id)).toBe(expected);
  });
});

describe('gidType and isGidOf', () => {
  it.each([
    ['gid://shopify/ProductVariant/43000000000101', 'ProductVariant', true],
    ['gid://shopify/Product/7100000000101', 'Product', false],
    ['gid://shopify/ProductVariant/abc', 'ProductVariant', false],
    ['gid://shopify/ProductVariant/', 'ProductVariant', false],
    ['gid://shopify/', null, false],
    ['43000000000101', null, false],
    ['', null, false],
    [null, null, false],
  ])('%j: type %j, a variant GID: %s', (id, type, isVariant) => {
    expect(gidType(id)).toBe(type);
    expect(isGidOf('ProductVariant', id)).toBe(isVariant);
  });
});

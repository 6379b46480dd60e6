import {describe, expect, it} from 'vitest';

import {
  ACCOUNT_NAME_LIMIT,
  ACCOUNT_NAME_LIMIT_MOBILE,
  accountDisplayName,
  isClaimed,
  isEligible,
  parseClaimedSkus,
  parseSharedClaims,
  secretShopCollectionIds,
  type CustomerName,
} from '@brush/rules/customer';

describe('isEligible', () => {
  it.each([
    [['eligible'], true],
    [['vip', 'eligible'], true],
    [['Eligible'], false],
    [['ineligible'], false],
    [['eligible:2024'], false],
    [[], false],
    [null, false],
  ])('%j -> %s', (tags, expected) => {
    expect(isEligible(tags)).toBe(expected);
  });
});

describe('secretShopCollectionIds', () => {
  it.each([
    [['secretShopCollection:spring-preview:450000000201'], ['450000000201']],
    [
      ['eligible', 'secretShopCollection:a:1', 'secretShopCollection:b:2'],
      ['1', '2'],
    ],
    [['secretShopCollection:a:1', 'secretShopCollection:again:1'], ['1']],
    [['secretShopCollection:nameonly'], []],
    [['secretShopCollection:a:'], []],
    [['secretShopCollection:a:1:extra'], ['1']],
    [['secretshopcollection:a:1'], []],
    [['xsecretShopCollection:a:1'], []],
    [[], []],
    [null, []],
  ])('%j -> %j', (tags, ids) => {
    expect(secretShopCollectionIds(tags)).toEqual(ids);
  });
});

describe('parseClaimedSkus', () => {
  it.each([
    ['["SS01-US","SS02-EU"]', ['SS01-US', 'SS02-EU']],
    ['[" SS01 ", ""]', ['SS01']],
    ['["SS01", 3, null, {"a": 1}]', ['SS01']],
    ['[]', []],
    ['SS01-US,SS02-EU', ['SS01-US', 'SS02-EU']],
    ['SS01, SS02 ,,', ['SS01', 'SS02']],
    ['SS01', ['SS01']],
    ['["SS01"', []],
    ['{"sku": "SS01"}', []],
    ['"SS01"', []],
    ['', []],
    ['   ', []],
    [null, []],
    [undefined, []],
  ])('%j -> %j', (text, skus) => {
    expect(parseClaimedSkus(text)).toEqual(skus);
  });
});

describe('isClaimed', () => {
  it.each([
    ['SS01-US', ['SS01'], true],
    ['SS01-EU', ['SS01-US'], true],
    ['SS01-US', ['SS01-EU'], true],
    ['SS01-PRO-US', ['SS01-US'], false],
    ['SS02-US', ['SS01-US'], false],
    ['SS01-US', [], false],
    [null, ['SS01'], false],
    ['US', ['EU'], false],
  ])('%j in %j -> %s', (sku, claimed, expected) => {
    expect(isClaimed(sku, claimed)).toBe(expected);
  });
});

describe('accountDisplayName', () => {
  it.each<[string, CustomerName | null, boolean, string]>([
    [
      'first name and last initial',
      {firstName: 'Ava', lastName: 'Thompson'},
      false,
      'Ava T.',
    ],
    ['lower-case last name', {firstName: 'Ava', lastName: 'thompson'}, false, 'Ava T.'],
    ['padded names', {firstName: ' Ava ', lastName: ' Thompson'}, false, 'Ava T.'],
    ['first name only', {firstName: 'Ava', lastName: ''}, false, 'Ava'],
    [
      'display name when no first name',
      {firstName: null, displayName: 'ava'},
      false,
      'ava',
    ],
    [
      'first name wins over display name',
      {firstName: 'Ava', displayName: 'Ava Thompson'},
      false,
      'Ava',
    ],
    [
      'exactly 15 characters',
      {firstName: 'Maximilianus', lastName: 'Ng'},
      false,
      'Maximilianus N.',
    ],
    ['16 characters', {firstName: 'Maximilianuss', lastName: 'Ng'}, false, 'my account'],
    ['long display name', {displayName: 'ava.thompson@example.com'}, false, 'my account'],
    [
      'mobile: 10 characters',
      {firstName: 'Anastas', lastName: 'Ivanova'},
      true,
      'Anastas I.',
    ],
    [
      'mobile: 11 characters',
      {firstName: 'Anastasi', lastName: 'Ivanova'},
      true,
      'my account',
    ],
    [
      'desktop: same 11 characters',
      {firstName: 'Anastasi', lastName: 'Ivanova'},
      false,
      'Anastasi I.',
    ],
    ['accented initial', {firstName: 'Zoë', lastName: 'Émile'}, false, 'Zoë É.'],
    ['no names', {}, false, 'my account'],
    ['no customer', null, false, 'my account'],
  ])('%s -> %j', (_label, customer, mobile, expected) => {
    expect(accountDisplayName(customer, {mobile})).toBe(expected);
  });

  it('uses the given fallback label', () => {
    expect(
      accountDisplayName({displayName: 'a'.repeat(16)}, {fallback: 'mon compte'}),
    ).toBe('mon compte');
  });

  it('has the spec limits', () => {
    expect([ACCOUNT_NAME_LIMIT, ACCOUNT_NAME_LIMIT_MOBILE]).toEqual([15, 10]);
  });
});

describe('parseSharedClaims', () => {
  it.each<[string, string | null, Record<string, string[]>]>([
    [
      'owners and their SKUs',
      '{"7":["SS01","SS02"],"8":[]}',
      {7: ['SS01', 'SS02'], 8: []},
    ],
    ['no metafield', null, {}],
    ['not JSON', '{7:', {}],
    ['a list, not a record', '["SS01"]', {}],
    ['an owner whose entry is no list', '{"7":"SS01","8":["SS03"]}', {8: ['SS03']}],
    ['entries that are not text', '{"7":["SS01",3,null]}', {7: ['SS01']}],
  ])('%s', (_label, text, expected) => {
    expect(Object.fromEntries(parseSharedClaims(text))).toEqual(expected);
  });
});

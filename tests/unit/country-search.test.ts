import Fuse from 'fuse.js';
import {describe, expect, it} from 'vitest';

import {COUNTRIES, type Country} from '@brush/rules/countries';
import {
  COUNTRY_SEARCH_OPTIONS,
  normaliseCountryQuery,
} from '~/features/markets/country-search';

describe('normaliseCountryQuery', () => {
  it.each([
    ['germany', 'germany'],
    ['  united   kingdom ', 'united kingdom'],
    ['\tde\n', 'de'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    ['a'.repeat(40), 'a'.repeat(32)],
    [`${'a'.repeat(31)} b`, 'a'.repeat(31)],
    ['é'.repeat(40), 'é'.repeat(32)],
  ])('%j -> %j', (query, expected) => {
    expect(normaliseCountryQuery(query)).toBe(expected);
  });
});

describe('COUNTRY_SEARCH_OPTIONS with Fuse over the default table', () => {
  const fuse = new Fuse<Country>(COUNTRIES, COUNTRY_SEARCH_OPTIONS);
  const top = (query: string) => fuse.search(normaliseCountryQuery(query))[0]?.item.code;

  it.each([
    ['germany', 'DE'],
    ['Germny', 'DE'],
    ['GB', 'GB'],
    ['united kingdom', 'GB'],
    ['france', 'FR'],
    ['japan', 'JP'],
    ['us', 'US'],
  ])('%j finds %s first', (query, code) => {
    expect(top(query)).toBe(code);
  });

  it.each([['zzzzzz'], ['qwxv']])('%j finds nothing', (query) => {
    expect(fuse.search(normaliseCountryQuery(query))).toEqual([]);
  });
});

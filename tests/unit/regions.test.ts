import {describe, expect, it} from 'vitest';

import {
  EU_REGION_COUNTRIES,
  readRegionalVariant,
  regionForCountry,
} from '@brush/rules/regions';

describe('regionForCountry', () => {
  it.each([
    ['DE', 'EU'],
    ['FR', 'EU'],
    ['BG', 'EU'],
    ['SE', 'EU'],
    ['CH', 'EU'],
    ['VA', 'EU'],
    ['RS', 'EU'],
    ['FO', 'EU'],
    ['MD', 'EU'],
    ['AE', 'EU'],
    ['SA', 'EU'],
    ['de', 'EU'],
    [' it ', 'EU'],
    ['US', 'US'],
    ['GB', 'US'],
    ['IM', 'US'],
    ['NO', 'US'],
    ['CA', 'US'],
    ['JP', 'US'],
    ['TR', 'US'],
    ['IL', 'US'],
    ['ZZ', 'US'],
    ['', 'US'],
    [null, 'US'],
    [undefined, 'US'],
  ] as const)('%j shops in the %s region', (code, region) => {
    expect(regionForCountry(code)).toBe(region);
  });
});

describe('EU_REGION_COUNTRIES', () => {
  it('holds the 27 EU members and 17 neighbours, each once, upper case', () => {
    expect(EU_REGION_COUNTRIES).toHaveLength(44);
    expect(new Set(EU_REGION_COUNTRIES).size).toBe(EU_REGION_COUNTRIES.length);
    for (const code of EU_REGION_COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});

describe('readRegionalVariant', () => {
  it.each<[unknown, ReturnType<typeof readRegionalVariant>]>([
    [
      {US: 'u', EU: 'e'},
      {US: 'u', EU: 'e'},
    ],
    [{US: 'u', EU: '', APAC: 'a'}, {US: 'u'}],
    [{EU: 7}, null],
    [{}, null],
    ['US', null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(readRegionalVariant(value)).toEqual(expected);
  });
});

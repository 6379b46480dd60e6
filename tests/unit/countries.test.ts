import {describe, expect, it} from 'vitest';

import {
  countriesNamedIn,
  countryNameIn,
  COUNTRIES,
  countryByCode,
  currencyForCountry,
  isCountryCode,
  isSupportedLanguage,
  languageForCountry,
  mergeCountryList,
  normaliseCountryCode,
  sortCountriesByName,
  type Country,
} from '@brush/rules/countries';
import {EU_REGION_COUNTRIES} from '@brush/rules/regions';

describe('COUNTRIES', () => {
  it('has one upper-case entry per code with a name and an ISO currency', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThan(240);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.currency).toMatch(/^(USD|EUR|GBP)$/);
      expect(country.name.length).toBeGreaterThan(1);
    }
  });

  it('knows every EU-region country', () => {
    for (const code of EU_REGION_COUNTRIES) expect(isCountryCode(code)).toBe(true);
  });
});

describe('currencyForCountry (default table)', () => {
  it.each([
    ['US', 'USD'],
    ['DE', 'EUR'],
    ['FR', 'EUR'],
    ['IE', 'EUR'],
    ['HR', 'EUR'],
    ['BG', 'EUR'],
    ['MC', 'EUR'],
    ['VA', 'EUR'],
    ['GB', 'GBP'],
    ['IM', 'GBP'],
    ['JE', 'USD'],
    ['CH', 'USD'],
    ['SE', 'USD'],
    ['PL', 'USD'],
    ['CA', 'USD'],
    ['AU', 'USD'],
    ['JP', 'USD'],
    ['de', 'EUR'],
    ['ZZ', 'USD'],
    ['', 'USD'],
    [null, 'USD'],
    [undefined, 'USD'],
  ])('%j pays in %s', (code, currency) => {
    expect(currencyForCountry(code)).toBe(currency);
  });
});

describe('currencyForCountry (a given list)', () => {
  const list: Country[] = [
    {code: 'CA', name: 'Canada', currency: 'CAD'},
    {code: 'AU', name: 'Australia', currency: 'AUD'},
  ];
  it.each([
    ['CA', 'CAD'],
    ['AU', 'AUD'],
    ['DE', 'EUR'],
    ['XX', 'USD'],
  ])('%s pays in %s, falling back to the default table', (code, currency) => {
    expect(currencyForCountry(code, list)).toBe(currency);
  });
});

describe('languageForCountry', () => {
  it.each([
    ['FR', 'fr'],
    ['IT', 'it'],
    ['ES', 'es'],
    ['MX', 'es'],
    ['fr', 'fr'],
    ['US', 'en'],
    ['GB', 'en'],
    ['DE', 'en'],
    ['BE', 'en'],
    ['CH', 'en'],
    ['AR', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('%j reads %s', (code, language) => {
    expect(languageForCountry(code)).toBe(language);
  });
});

describe('isCountryCode', () => {
  it.each([
    ['US', true],
    ['GB', true],
    ['XK', true],
    ['us', false],
    [' US', false],
    ['ZZ', false],
    ['AN', false],
    ['XX', false],
    ['USA', false],
    ['', false],
    [null, false],
    [undefined, false],
    [42, false],
    [{code: 'US'}, false],
  ])('%j -> %s', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
  });
});

describe('normaliseCountryCode', () => {
  it.each([
    ['US', 'US'],
    [' de ', 'DE'],
    ['gb', 'GB'],
    ['XX', null],
    ['', null],
    [null, null],
    [7, null],
  ])('%j -> %j', (value, expected) => {
    expect(normaliseCountryCode(value)).toBe(expected);
  });
});

describe('countryByCode', () => {
  it.each([
    ['DE', 'Germany'],
    ['de', 'Germany'],
    ['XX', undefined],
    [null, undefined],
  ])('%j -> %j', (code, name) => {
    expect(countryByCode(code)?.name).toBe(name);
  });
});

describe('isSupportedLanguage', () => {
  it.each([
    ['en', true],
    ['it', true],
    ['es', true],
    ['fr', true],
    ['de', false],
    ['EN', false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isSupportedLanguage(value)).toBe(expected);
  });
});

describe('mergeCountryList', () => {
  const defaults: Country[] = [
    {code: 'US', name: 'United States', currency: 'USD'},
    {code: 'CA', name: 'Canada', currency: 'USD'},
    {code: 'DE', name: 'Germany', currency: 'EUR'},
  ];

  it.each([
    ['no server list', null, defaults],
    ['an empty server list', [], defaults],
    [
      'a server list overriding name and currency',
      [{code: 'CA', name: 'Canada (CA)', currency: 'CAD'}],
      [defaults[0], {code: 'CA', name: 'Canada (CA)', currency: 'CAD'}, defaults[2]],
    ],
    [
      'a server entry with only a currency',
      [{code: 'DE', currency: 'USD'}],
      [defaults[0], defaults[1], {code: 'DE', name: 'Germany', currency: 'USD'}],
    ],
    [
      'a server-only country, appended',
      [{code: 'AU', name: 'Australia', currency: 'AUD'}],
      [...defaults, {code: 'AU', name: 'Australia', currency: 'AUD'}],
    ],
    [
      'a lower-case server code',
      [{code: 'ca', name: 'Canada', currency: 'CAD'}],
      [defaults[0], {code: 'CA', name: 'Canada', currency: 'CAD'}, defaults[2]],
    ],
    [
      'malformed codes and currencies',
      [
        {code: 'CAN', name: 'Canada', currency: 'CAD'},
        {code: '', name: 'Nowhere', currency: 'CAD'},
        {code: 'US', name: ' ', currency: 'dollars'},
      ],
      defaults,
    ],
  ])('%s', (_label, serverList, expected) => {
    expect(mergeCountryList(defaults, serverList)).toEqual(expected);
  });

  it('does not change the defaults it is given', () => {
    const copy = structuredClone(defaults);
    mergeCountryList(defaults, [{code: 'US', name: 'USA', currency: 'EUR'}]);
    expect(defaults).toEqual(copy);
  });
});

describe('sortCountriesByName', () => {
  it.each([
    [
      'en',
      ['Zambia', 'Åland Islands', 'Austria', 'Côte d’Ivoire', 'Canada'],
      ['Åland Islands', 'Austria', 'Canada', 'Côte d’Ivoire', 'Zambia'],
    ],
    ['en', ['b', 'A', 'c'], ['A', 'b', 'c']],
  ] as const)('%s: %j', (language, names, expected) => {
    const countries = names.map((name, index) => ({
      code: `C${index}`,
      name,
      currency: 'USD',
    }));
    expect(sortCountriesByName(countries, language).map((c) => c.name)).toEqual(expected);
  });
});

describe('countryNameIn', () => {
  it.each([
    {code: 'IT', language: 'it', name: 'Italy', expected: 'Italia'},
    {code: 'ES', language: 'es', name: 'Spain', expected: 'España'},
    {code: 'MX', language: 'es', name: 'Mexico', expected: 'México'},
    {code: 'DE', language: 'fr', name: 'Germany', expected: 'Allemagne'},
    {code: 'US', language: 'it', name: 'United States', expected: 'Stati Uniti'},
    {code: 'de', language: 'it', name: 'Germany', expected: 'Germania'},
    // English keeps the platform's (or the default table's) own name.
    {code: 'RU', language: 'en', name: 'Russia', expected: 'Russia'},
    {code: 'GB', language: 'en', name: 'UK', expected: 'UK'},
  ] as const)(
    '$code in $language reads $expected',
    ({code, language, name, expected}) => {
      expect(countryNameIn(code, language, name)).toBe(expected);
    },
  );

  it('keeps the given name for a code Intl does not know', () => {
    expect(countryNameIn('AA', 'fr', 'Somewhere')).toBe('Somewhere');
  });
});

describe('countriesNamedIn', () => {
  it('names every country of the list in the language, codes and currencies unchanged', () => {
    expect(
      countriesNamedIn(
        [
          {code: 'IT', name: 'Italy', currency: 'EUR'},
          {code: 'JP', name: 'Japan', currency: 'USD'},
        ],
        'it',
      ),
    ).toEqual([
      {code: 'IT', name: 'Italia', currency: 'EUR'},
      {code: 'JP', name: 'Giappone', currency: 'USD'},
    ]);
  });
});

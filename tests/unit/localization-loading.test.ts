import {describe, expect, it} from 'vitest';

import {
  LOCALIZATION_COUNTRY_FIELD,
  answeredCountry,
  changesCountry,
  countryCode,
  countryPickerPath,
  isLocalizationLoading,
  needsCountryAnswer,
  type PendingTransition,
} from '~/features/markets/localization-loading';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const idle: PendingTransition = {state: 'idle'};
const countryPost = (state: PendingTransition['state']): PendingTransition => ({
  state,
  formMethod: 'POST',
  formData: form({[LOCALIZATION_COUNTRY_FIELD]: 'FR'}),
});
const cartPost: PendingTransition = {
  state: 'submitting',
  formMethod: 'POST',
  formData: form({cartFormInput: '{"action":"LinesAdd"}'}),
};
const countrySearch: PendingTransition = {
  state: 'loading',
  formMethod: 'GET',
  formData: form({[LOCALIZATION_COUNTRY_FIELD]: 'FR'}),
};
const plainNavigation: PendingTransition = {state: 'loading'};

describe('changesCountry', () => {
  it.each<[string, PendingTransition, boolean]>([
    ['nothing pending', idle, false],
    ['a country being posted', countryPost('submitting'), true],
    ['the reload after a country was posted', countryPost('loading'), true],
    ['a lower-case method', {...countryPost('submitting'), formMethod: 'post'}, true],
    ['a PUT of a country', {...countryPost('submitting'), formMethod: 'PUT'}, true],
    ['a finished country post', {...countryPost('idle')}, false],
    ['a cart post', cartPost, false],
    ['a GET form carrying the field', countrySearch, false],
    ['a link navigation', plainNavigation, false],
    ['a submission without form data', {state: 'submitting', formMethod: 'POST'}, false],
  ])('%s -> %s', (_case, transition, expected) => {
    expect(changesCountry(transition)).toBe(expected);
  });
});

describe('isLocalizationLoading', () => {
  it.each<[string, Parameters<typeof isLocalizationLoading>[0], boolean]>([
    [
      'a server-rendered page at rest',
      {
        hasCountryData: true,
        hasClientCountry: false,
        hasError: false,
        navigation: idle,
        fetchers: [],
      },
      false,
    ],
    [
      'a page with no country data yet',
      {
        hasCountryData: false,
        hasClientCountry: false,
        hasError: false,
        navigation: idle,
        fetchers: [],
      },
      true,
    ],
    [
      "a client render without the root's market, once the browser has its country",
      {
        hasCountryData: false,
        hasClientCountry: true,
        hasError: false,
        navigation: idle,
        fetchers: [],
      },
      false,
    ],
    [
      'an error screen without country data',
      {
        hasCountryData: false,
        hasClientCountry: false,
        hasError: true,
        navigation: idle,
        fetchers: [],
      },
      false,
    ],
    [
      'a country chosen through a form navigation',
      {
        hasCountryData: true,
        hasClientCountry: true,
        hasError: false,
        navigation: countryPost('submitting'),
        fetchers: [],
      },
      true,
    ],
    [
      'a country chosen through a fetcher, page data reloading',
      {
        hasCountryData: true,
        hasClientCountry: true,
        hasError: false,
        navigation: idle,
        fetchers: [cartPost, countryPost('loading')],
      },
      true,
    ],
    [
      'an ordinary navigation and a cart update',
      {
        hasCountryData: true,
        hasClientCountry: true,
        hasError: false,
        navigation: plainNavigation,
        fetchers: [cartPost],
      },
      false,
    ],
  ])('%s -> %s', (_case, input, expected) => {
    expect(isLocalizationLoading(input)).toBe(expected);
  });
});

describe('countryCode', () => {
  it.each<[unknown, string | null]>([
    ['FR', 'FR'],
    ['fr', null],
    ['FRA', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%j -> %j', (value, expected) => {
    expect(countryCode(value)).toBe(expected);
  });
});

describe('answeredCountry', () => {
  it.each<[unknown, string | null]>([
    [{country: 'IT'}, 'IT'],
    [{country: 'it'}, null],
    [{country: null}, null],
    [{}, null],
    ['IT', null],
    [null, null],
  ])('%j -> %j', (answer, expected) => {
    expect(answeredCountry(answer)).toBe(expected);
  });
});

describe('needsCountryAnswer', () => {
  it.each<[string | null, string | null, boolean]>([
    [null, 'US', true],
    [null, null, true],
    ['US', 'US', false],
    ['US', 'FR', true],
    ['US', null, false],
  ])('stored %j, page %j -> %s', (stored, page, expected) => {
    expect(needsCountryAnswer(stored, page)).toBe(expected);
  });
});

describe('countryPickerPath', () => {
  it.each([
    ['/', '/country?redirectTo=%2F'],
    [
      '/collections/all?sort=price',
      '/country?redirectTo=%2Fcollections%2Fall%3Fsort%3Dprice',
    ],
  ])('%s -> %s', (returnTo, expected) => {
    expect(countryPickerPath(returnTo)).toBe(expected);
  });
});

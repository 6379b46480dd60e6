import {describe, expect, it} from 'vitest';

import {
  LOCALIZATION_COUNTRY_FIELD,
  changesCountry,
  isLocalizationLoading,
  type PendingTransition,
} from '#rules/localization-loading';

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
      {hasCountryData: true, hasError: false, navigation: idle, fetchers: []},
      false,
    ],
    [
      'a page with no country data yet',
      {hasCountryData: false, hasError: false, navigation: idle, fetchers: []},
      true,
    ],
    [
      'an error screen without country data',
      {hasCountryData: false, hasError: true, navigation: idle, fetchers: []},
      false,
    ],
    [
      'a country chosen through a form navigation',
      {
        hasCountryData: true,
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

import type {Country} from '~/rules/countries';
import type {PageSeo} from '~/features/shell/page-meta';

/** The action that stores a chosen country (spec 7's /api/country answers GET and POST). */
export const CHANGE_COUNTRY_PATH = '/api/country';

/** The picker's data, and the page that shows it without JavaScript. */
export const COUNTRY_PICKER_PATH = '/country';

/** The no-JS form names the page to return to; fetchers leave it out and get JSON. */
export const REDIRECT_TO_FIELD = 'redirectTo';

/** The picker's page, returning to the given local path once a country is chosen. */
export function countryPickerPath(returnTo: string): string {
  return `${COUNTRY_PICKER_PATH}?${new URLSearchParams({[REDIRECT_TO_FIELD]: returnTo})}`;
}

/** The session's one-time note of the cart lines a no-JS country change could not keep. */
export const DROPPED_TITLES_KEY = 'droppedTitles';

export interface CountryPickerData {
  countries: Country[];
  current: string;
  redirectTo: string;
  /** After a no-JS change: the lines the cart could not keep in the new country. */
  droppedTitles: string[];
  /** The current country's name, as the list names it. */
  countryName: string;
  seo: PageSeo;
}

/** What a fetcher gets back: the country now in force and the lines the cart could not keep. */
export type ChangeCountryResult =
  | {ok: true; country: string; droppedTitles: string[]}
  | {ok: false; error: string};

import type {Country} from '@brush/rules/countries';
import type {PageSeo} from '~/ui/page-meta';

/** The session's one-time note of the cart lines a no-JS country change could not keep. */
export const DROPPED_TITLES_KEY = 'droppedTitles';

export interface CountryPickerData {
  countries: Country[];
  current: string;
  redirectTo: string;
  /** After a no-JS change: the lines the cart could not keep in the new country. */
  droppedTitles: string[];
  countryName: string;
  seo: PageSeo;
}

export type ChangeCountryResult =
  | {ok: true; country: string; droppedTitles: string[]}
  | {ok: false; error: string};

/** The session's one-time note of the cart lines a no-JS country change could not keep. */
export const DROPPED_TITLES_KEY = 'droppedTitles';

export type ChangeCountryResult =
  | {ok: true; country: string; droppedTitles: string[]}
  | {ok: false; error: string};

import {COUNTRY_FUZZY_THRESHOLD, COUNTRY_SEARCH_MAX_PATTERN} from '@brush/rules/limits';

export const COUNTRY_SEARCH_OPTIONS = {
  keys: ['name', 'code'],
  threshold: COUNTRY_FUZZY_THRESHOLD,
};

// Trimmed, inner whitespace collapsed, and cut to the spec's 32-character pattern (the
// width of the bitap matcher's machine word; no country name needs more).
export function normaliseCountryQuery(query: string | null | undefined): string {
  const collapsed = (query ?? '').trim().replace(/\s+/g, ' ');
  return Array.from(collapsed).slice(0, COUNTRY_SEARCH_MAX_PATTERN).join('').trimEnd();
}

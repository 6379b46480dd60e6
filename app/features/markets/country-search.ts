import {COUNTRY_FUZZY_THRESHOLD, COUNTRY_SEARCH_MAX_PATTERN} from '@brush/rules/limits';

/**
 * Options for Fuse over the country list (docs/product/markets.md#country-picker: fuzzy match on
 * name and code, threshold 0.2). The component imports Fuse itself, so the library only loads when
 * the picker opens; this object is structurally a Fuse `IFuseOptions<Country>`.
 */
export const COUNTRY_SEARCH_OPTIONS: {
  readonly keys: ('name' | 'code')[];
  readonly threshold: number;
} = {
  keys: ['name', 'code'],
  threshold: COUNTRY_FUZZY_THRESHOLD,
};

/**
 * Trimmed, inner whitespace collapsed, and cut to the spec's 32-character pattern (the
 * width of the bitap matcher's machine word; no country name needs more). '' means: show
 * all countries.
 */
export function normaliseCountryQuery(query: string | null | undefined): string {
  const collapsed = (query ?? '').trim().replace(/\s+/g, ' ');
  return Array.from(collapsed).slice(0, COUNTRY_SEARCH_MAX_PATTERN).join('').trimEnd();
}

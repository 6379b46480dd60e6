export const LOCALIZATION_COUNTRY_FIELD = 'country';

/** docs/product/markets.md#country-loading-overlay */
export const CHANGE_COUNTRY_PATH = '/api/country';

/** The picker's data, and the page that shows it without JavaScript. */
export const COUNTRY_PICKER_PATH = '/country';

/** The no-JS form names the page to return to; fetchers leave it out and get JSON. */
export const REDIRECT_TO_FIELD = 'redirectTo';

export function countryPickerPath(returnTo: string): string {
  return `${COUNTRY_PICKER_PATH}?${new URLSearchParams({[REDIRECT_TO_FIELD]: returnTo})}`;
}

/** The browser keeps GET /api/country's answer in session storage, under this key. */
export const COUNTRY_STORAGE_KEY = 'country';

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** A stored or answered country: two capital letters, or null for anything else. */
export function countryCode(value: unknown): string | null {
  return typeof value === 'string' && COUNTRY_CODE.test(value) ? value : null;
}

/** The country in GET /api/country's answer, or null when the answer names none. */
export function answeredCountry(answer: unknown): string | null {
  return typeof answer === 'object' && answer !== null && 'country' in answer
    ? countryCode(answer.country)
    : null;
}

/** The stored answer serves while it agrees with the page the server rendered. */
export function needsCountryAnswer(
  stored: string | null,
  pageCountry: string | null,
): boolean {
  return stored === null || (pageCountry !== null && stored !== pageCountry);
}

export interface PendingTransition {
  state: 'idle' | 'loading' | 'submitting';
  formMethod?: string | null;
  formData?: {has(name: string): boolean} | null;
}

export interface LocalizationLoadingInput {
  hasCountryData: boolean;
  /** The browser has its country: the stored or fetched answer of GET /api/country. */
  hasClientCountry: boolean;
  hasError: boolean;
  navigation: PendingTransition;
  fetchers: readonly PendingTransition[];
}

/** A submission keeps its form data through its revalidation. */
export function changesCountry(transition: PendingTransition): boolean {
  if (transition.state === 'idle') return false;
  const method = transition.formMethod?.toUpperCase();
  if (!method || method === 'GET') return false;
  return transition.formData?.has(LOCALIZATION_COUNTRY_FIELD) ?? false;
}

export function isLocalizationLoading({
  hasCountryData,
  hasClientCountry,
  hasError,
  navigation,
  fetchers,
}: LocalizationLoadingInput): boolean {
  if (hasError) return false;
  // A page the server rendered with its market has country data from the first byte.
  if (!hasCountryData && !hasClientCountry) return true;
  return changesCountry(navigation) || fetchers.some(changesCountry);
}

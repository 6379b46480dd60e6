/**
 * Spec 2: a full-screen loading overlay shows until the country data has loaded. The server
 * renders every page with the shopper's market already resolved, so a first load never
 * waits for it; the overlay belongs to the moments the browser (re)loads that data: while a
 * change of country is being submitted and the page data reloads after it, and while the
 * page has no country data at all (a client render without the root's data).
 */

/**
 * The form field that carries a newly chosen country. Whatever action handles it (the markets
 * issue adds one), a non-GET submission with this field is a change of country.
 */
export const LOCALIZATION_COUNTRY_FIELD = 'country';

/** The parts of a Remix navigation or fetcher this rule reads. */
export interface PendingTransition {
  state: 'idle' | 'loading' | 'submitting';
  formMethod?: string | null;
  formData?: {has(name: string): boolean} | null;
}

export interface LocalizationLoadingInput {
  /** The root's market (country, region, currency) is on the page. */
  hasCountryData: boolean;
  /** The page is showing an error screen: no data is coming, the overlay would hide it. */
  hasError: boolean;
  navigation: PendingTransition;
  fetchers: readonly PendingTransition[];
}

/**
 * A submission keeps its form data through its revalidation (state 'loading' after the
 * action), so this holds until the page's data reflects the new country.
 */
export function changesCountry(transition: PendingTransition): boolean {
  if (transition.state === 'idle') return false;
  const method = transition.formMethod?.toUpperCase();
  if (!method || method === 'GET') return false;
  return transition.formData?.has(LOCALIZATION_COUNTRY_FIELD) ?? false;
}

export function isLocalizationLoading({
  hasCountryData,
  hasError,
  navigation,
  fetchers,
}: LocalizationLoadingInput): boolean {
  if (hasError) return false;
  if (!hasCountryData) return true;
  return changesCountry(navigation) || fetchers.some(changesCountry);
}

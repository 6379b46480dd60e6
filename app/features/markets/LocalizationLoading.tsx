import {useEffect, useState} from 'react';
import {
  useFetchers,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {DEFAULT_COUNTRY} from '@brush/rules/countries';
import {
  answeredCountry,
  CHANGE_COUNTRY_PATH,
  COUNTRY_STORAGE_KEY,
  countryCode,
  isLocalizationLoading,
  needsCountryAnswer,
} from './localization-loading';
import {BrushMark} from '~/ui/icons';

/**
 * Session storage can be refused (a privacy setting, a full quota): nothing is then stored,
 * and the next page asks again, which costs a request and nothing else.
 */
function countryStorage<T>(act: (storage: Storage) => T): T | null {
  try {
    return act(window.sessionStorage);
  } catch {
    return null;
  }
}

/** GET /api/country's country, or null when it fails or names none. */
function fetchCountry(): Promise<string | null> {
  return fetch(CHANGE_COUNTRY_PATH, {headers: {Accept: 'application/json'}})
    .then((response) => (response.ok ? response.json() : null))
    .then(answeredCountry, () => null);
}

/**
 * docs/product/markets.md#country-loading-overlay: the browser's own copy of the shopper's country, GET /api/country's answer kept in
 * session storage, asked again when the page's country says the stored one is out of date;
 * on failure, the default country. Null until it is known.
 */
function useClientCountry(pageCountry: string | null): string | null {
  const [country, setCountry] = useState<string | null>(null);
  useEffect(() => {
    const stored = countryStorage((storage) =>
      countryCode(storage.getItem(COUNTRY_STORAGE_KEY)),
    );
    if (!needsCountryAnswer(stored, pageCountry)) {
      setCountry(stored);
      return;
    }
    let live = true;
    void fetchCountry().then((answer) => {
      if (answer)
        countryStorage((storage) => storage.setItem(COUNTRY_STORAGE_KEY, answer));
      if (live) setCountry(answer ?? DEFAULT_COUNTRY);
    });
    return () => {
      live = false;
    };
  }, [pageCountry]);
  return country;
}

/**
 * True while the shopper's country data is being (re)loaded in the browser. The markets issue
 * drives it by submitting the chosen country in the LOCALIZATION_COUNTRY_FIELD form field
 * (any non-GET fetcher or form) and reads it to disable the country list meanwhile.
 */
export function useLocalizationLoading(): boolean {
  // Only the market's country matters here, not the rest of the root's data.
  const root = useRouteLoaderData<{market?: {country: string} | null}>('root');
  const pageCountry = root?.market?.country ?? null;
  const clientCountry = useClientCountry(pageCountry);
  const error = useRouteError();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return isLocalizationLoading({
    hasCountryData: pageCountry !== null,
    hasClientCountry: clientCountry !== null,
    hasError: error != null,
    navigation,
    fetchers,
  });
}

/**
 * The full-screen overlay with the logo (docs/product/markets.md#country-loading-overlay). Never on a server-rendered first load (the
 * market is resolved before the first byte, and covering that page would only delay it).
 */
export function LocalizationLoadingOverlay() {
  const {t} = useTranslation();
  const loading = useLocalizationLoading();
  if (!loading) return null;
  return (
    <div
      className="loading-overlay"
      role="status"
      aria-busy="true"
      aria-label={t('shell.loadingCountry')}
    >
      <BrushMark className="loading-overlay__logo" />
    </div>
  );
}

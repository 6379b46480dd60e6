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
import {inStorage} from '~/lib/web-storage';

function fetchCountry(): Promise<string | null> {
  return fetch(CHANGE_COUNTRY_PATH, {headers: {Accept: 'application/json'}})
    .then((response) => (response.ok ? response.json() : null))
    .then(answeredCountry, () => null);
}

function useClientCountry(pageCountry: string | null): string | null {
  const [country, setCountry] = useState<string | null>(null);
  useEffect(() => {
    const stored = inStorage('sessionStorage', (storage) =>
      countryCode(storage.getItem(COUNTRY_STORAGE_KEY)),
    );
    if (!needsCountryAnswer(stored, pageCountry)) {
      setCountry(stored);
      return;
    }
    let live = true;
    void fetchCountry().then((answer) => {
      if (answer)
        inStorage('sessionStorage', (storage) =>
          storage.setItem(COUNTRY_STORAGE_KEY, answer),
        );
      if (live) setCountry(answer ?? DEFAULT_COUNTRY);
    });
    return () => {
      live = false;
    };
  }, [pageCountry]);
  return country;
}

/** Covers the page while the shopper's country data is being (re)loaded in the browser. */
export function LocalizationLoadingOverlay() {
  const {t} = useTranslation();
  const root = useRouteLoaderData<{market?: {country: string} | null}>('root');
  const pageCountry = root?.market?.country ?? null;
  const clientCountry = useClientCountry(pageCountry);
  const error = useRouteError();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const loading = isLocalizationLoading({
    hasCountryData: pageCountry !== null,
    hasClientCountry: clientCountry !== null,
    hasError: error != null,
    navigation,
    fetchers,
  });
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

import {
  useFetchers,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import {isLocalizationLoading} from '~/rules/localization-loading';
import {BrushMark} from '~/features/shell/icons';

/**
 * True while the shopper's country data is being (re)loaded in the browser. The markets issue
 * drives it by submitting the chosen country in the LOCALIZATION_COUNTRY_FIELD form field
 * (any non-GET fetcher or form) and reads it to disable the country list meanwhile.
 */
export function useLocalizationLoading(): boolean {
  // Only whether the market is there matters here, not the rest of the root's data.
  const root = useRouteLoaderData<{market?: object | null}>('root');
  const error = useRouteError();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return isLocalizationLoading({
    hasCountryData: root?.market != null,
    hasError: error != null,
    navigation,
    fetchers,
  });
}

/**
 * Spec 2's full-screen overlay with the logo. Never on a server-rendered first load (the
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

import {useFetchers, useNavigation} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';

/** A slim bar along the top edge while a page or a fetcher loads. */
export function NavigationProgress() {
  const {t} = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  // Writes (a cart update) count; background reads such as predictive search while typing
  // have their own feedback and would keep the bar running.
  const busy =
    navigation.state !== 'idle' ||
    fetchers.some(
      (fetcher) =>
        fetcher.state !== 'idle' &&
        fetcher.formMethod != null &&
        fetcher.formMethod !== 'GET',
    );
  return (
    <>
      <div className="navigation-progress" data-busy={busy} aria-hidden="true" />
      <p className="visually-hidden" aria-live="polite">
        {navigation.state === 'loading' ? t('shell.loadingPage') : ''}
      </p>
    </>
  );
}

import {useSyncExternalStore} from 'react';
import {useTranslation} from 'react-i18next';
import {CONSENT_ACCEPTED, CONSENT_DECLINED} from '~/rules/consent';
import {
  currentConsent,
  storedConsent,
  storeConsent,
  subscribeConsent,
} from './consent-store';

/**
 * Spec 4 "Cookie consent": asks once, until the choice lapses (365 days for 'OK', 30 for 'No
 * thanks'). It floats over the page's foot, so nothing below it moves when it appears or goes.
 */
export default function ConsentBanner() {
  const {t} = useTranslation();
  const stored = useSyncExternalStore(subscribeConsent, storedConsent, () => null);
  if (currentConsent(stored) !== null) return null;
  return (
    <section className="consent-banner" aria-label={t('growth.consent.label')}>
      <p>{t('growth.consent.message')}</p>
      <div className="consent-banner__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => storeConsent(CONSENT_DECLINED)}
        >
          {t('growth.consent.decline')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => storeConsent(CONSENT_ACCEPTED)}
        >
          {t('growth.consent.accept')}
        </button>
      </div>
    </section>
  );
}

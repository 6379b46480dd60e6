import type {FormEvent} from 'react';
import {useLocation} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {useHydrated} from '~/ui/hydrated';
import {consentCookieChoice, CONSENT_ACCEPTED, CONSENT_DECLINED} from './consent';
import {storeConsent, TRACKING_CONSENT_PATH, useConsent} from './consent-store';

/** The footer's anchor, where a form posted without JavaScript returns. */
const COOKIE_SETTINGS_ANCHOR = 'cookie-settings';

// The banner's question on demand (docs/product/growth.md#cookie-settings); without
// JavaScript the form posts to the worker.
export function CookieSettings() {
  const {t} = useTranslation();
  const hydrated = useHydrated();
  const {pathname, search} = useLocation();
  const stored = useConsent();
  const choice = hydrated ? stored.choice : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const answer = consentCookieChoice(submitter?.getAttribute('value'));
    if (answer) storeConsent(answer);
  };

  return (
    <details id={COOKIE_SETTINGS_ANCHOR} className="cookie-settings">
      <summary>{t('growth.consent.settings')}</summary>
      <form
        method="post"
        action={TRACKING_CONSENT_PATH}
        onSubmit={hydrated ? onSubmit : undefined}
      >
        <input
          type="hidden"
          name="redirectTo"
          value={`${pathname}${search}#${COOKIE_SETTINGS_ANCHOR}`}
        />
        <p>{t('growth.consent.message')}</p>
        <p role="status">
          {choice === CONSENT_ACCEPTED && t('growth.consent.accepted')}
          {choice === CONSENT_DECLINED && t('growth.consent.declined')}
        </p>
        <div className="cookie-settings__actions">
          <button
            type="submit"
            name="choice"
            value={CONSENT_DECLINED}
            className="button button--secondary"
          >
            {t('growth.consent.decline')}
          </button>
          <button type="submit" name="choice" value={CONSENT_ACCEPTED} className="button">
            {t('growth.consent.accept')}
          </button>
        </div>
      </form>
    </details>
  );
}

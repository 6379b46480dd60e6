import {useEffect, useRef, useSyncExternalStore} from 'react';
import {useTranslation} from '~/i18n/react';
import {CONSENT_ACCEPTED, CONSENT_DECLINED} from './consent';
import {
  currentConsent,
  storedConsent,
  storeConsent,
  subscribeConsent,
} from './consent-store';

/** The room the page keeps free for the banner (app/styles/app.css reads it). */
const BANNER_ROOM_PROPERTY = '--consent-banner-room';

/**
 * docs/product/growth.md#consent-banner: asks once, until the choice lapses (365 days for 'OK', 30 for 'No
 * thanks'). It floats over the page's foot, so nothing below it moves when it appears or goes,
 * and the page keeps its height free at its end so it never hides what ends the page.
 */
export default function ConsentBanner() {
  const {t} = useTranslation();
  const stored = useSyncExternalStore(subscribeConsent, storedConsent, () => null);
  const shown = currentConsent(stored) === null;
  const banner = useRef<HTMLElement>(null);
  // The page's end keeps the banner's height free, so whatever ends a page (the cart's summary
  // and checkout button on a phone) scrolls clear of it and is never hidden behind it.
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(BANNER_ROOM_PROPERTY, `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_ROOM_PROPERTY);
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <section
      ref={banner}
      className="consent-banner"
      aria-label={t('growth.consent.label')}
    >
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

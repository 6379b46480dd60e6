import {useEffect, useRef} from 'react';
import {useTranslation} from '~/i18n/react';
import {CONSENT_ACCEPTED, CONSENT_DECLINED} from './consent';
import {storeConsent, useConsent} from './consent-store';

/** The room the page keeps free for the banner (app/styles/app.css reads it). */
const BANNER_ROOM_PROPERTY = '--consent-banner-room';

/** docs/product/growth.md#consent-banner: asks once, until the choice lapses. */
export default function ConsentBanner() {
  const {t} = useTranslation();
  const shown = useConsent().choice === null;
  const banner = useRef<HTMLElement>(null);
  // The page's end keeps the banner's height free.
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

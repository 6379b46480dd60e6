import {Link} from '@remix-run/react';
import {useTranslation} from 'react-i18next';

export function NotFound() {
  const {t} = useTranslation();
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <p className="eyebrow">404</p>
      <h1 id="status-title">{t('errors.notFoundTitle')}</h1>
      <p className="lede">{t('errors.notFoundBody')}</p>
      <Link to="/" className="button">
        {t('errors.backToShop')}
      </Link>
    </section>
  );
}

/** The spec's render error screen; the error itself is never shown to the shopper. */
export function GenericError() {
  const {t} = useTranslation();
  return (
    <section className="container status-page" role="alert">
      <h1>{t('errors.render')}</h1>
    </section>
  );
}

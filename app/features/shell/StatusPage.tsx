import {isRouteErrorResponse, Link, useLocation, useRouteError} from '@remix-run/react';
import {useTranslation} from 'react-i18next';

export function NotFound() {
  const {t} = useTranslation();
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <p className="eyebrow">404</p>
      <h1 id="status-title">{t('errors.notFoundTitle')}</h1>
      <p className="lede">{t('errors.notFoundBody')}</p>
      <div className="status-page__actions">
        <Link to="/" className="button">
          {t('errors.backToShop')}
        </Link>
        <Link to="/search" className="button button--secondary">
          {t('errors.searchShop')}
        </Link>
      </div>
    </section>
  );
}

/** The spec's render error screen; the error itself is never shown to the shopper. */
export function GenericError() {
  const {t} = useTranslation();
  const {pathname, search} = useLocation();
  return (
    <section className="container status-page" role="alert">
      <h1>{t('errors.render')}</h1>
      {/* A full document load, so it works whether or not the page's scripts are running. */}
      <Link to={`${pathname}${search}`} reloadDocument className="button">
        {t('errors.refresh')}
      </Link>
    </section>
  );
}

/**
 * The error boundary of the root and of any route module (`export {RouteErrorBoundary as
 * ErrorBoundary}`): a 404 is the not-found page, anything else the spec's error screen.
 * Either way the shell around it stays. Errors are logged for the error reporting to pick up.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  console.error(error);
  return <GenericError />;
}

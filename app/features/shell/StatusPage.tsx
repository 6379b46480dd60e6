import {useEffect} from 'react';
import {isRouteErrorResponse, Link, useLocation, useRouteError} from '@remix-run/react';
import {describeError} from '~/lib/error-report';
import {useTranslation} from '~/i18n/react';

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

/** Remix's stand-in for an error the worker met, which the worker has reported itself. */
const SERVER_ERROR_MESSAGE = 'Unexpected Server Error';
const ERROR_REPORT_PATH = '/api/errors';

/** A browser error, sent to POST /api/errors as a beacon (operations.md#error-reports). */
export function reportBrowserError(path: string, error: unknown) {
  navigator.sendBeacon(
    ERROR_REPORT_PATH,
    JSON.stringify({path, error: describeError(error)}),
  );
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const {pathname, search} = useLocation();
  // A render error the boundary caught; the worker reports its own.
  useEffect(() => {
    if (isRouteErrorResponse(error)) return;
    if (error instanceof Error && error.message === SERVER_ERROR_MESSAGE) return;
    reportBrowserError(pathname + search, error);
  }, [error, pathname, search]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  console.error(error);
  return <GenericError />;
}

import {useEffect} from 'react';
import {useLocation, useMatches} from '@remix-run/react';
import {browserTracingIntegration, init} from '@sentry/remix';
import {SENTRY_TRACE_SAMPLE_RATE} from '~/lib/error-report';

let started = false;

// Sentry in the browser (docs/product/operations.md#sampling), loaded lazily by the root
// only when PUBLIC_SENTRY_DSN is set, so a shop without one downloads none of it.
export default function BrowserSentry({dsn}: {dsn: string}) {
  useEffect(() => {
    if (started) return;
    started = true;
    init({
      dsn,
      sendDefaultPii: false,
      tracesSampleRate: SENTRY_TRACE_SAMPLE_RATE,
      integrations: [browserTracingIntegration({useEffect, useLocation, useMatches})],
    });
  }, [dsn]);
  return null;
}

import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode, useEffect, type ReactNode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {reportBrowserError} from '~/features/shell/StatusPage';
import {hydrateWithTexts} from '~/i18n/page-texts';
import {holdEventsUntilHydrated} from '~/ui/events-before-hydration';

/** Tells `onHydrated` once the page has hydrated: its effect runs after every child's. */
function Hydrated({children, onHydrated}: {children: ReactNode; onHydrated: () => void}) {
  useEffect(onHydrated, [onHydrated]);
  return <>{children}</>;
}

// Hydration renders the server's texts again, so it waits for them (decision 0129); without
// them the server's page stays as it is, and the failure is reported as a render error is.
void hydrateWithTexts(
  document,
  () => {
    // A tap while the page hydrates must not reach React before it can answer (decision 0130).
    const release = holdEventsUntilHydrated(window);
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <Hydrated onHydrated={release}>
            <RemixBrowser />
          </Hydrated>
        </StrictMode>,
      );
    });
  },
  (error) => reportBrowserError(window.location.pathname + window.location.search, error),
);

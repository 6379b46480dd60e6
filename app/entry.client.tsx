import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {reportBrowserError} from '~/features/shell/StatusPage';
import {hydrateWithTexts} from '~/i18n/page-texts';
import {remixDataDecoded} from '~/ui/remix-data';

// Remix's data is decoded while the texts arrive, so that the root never waits once it
// hydrates (decision 0130).
const decoded = remixDataDecoded();

// Hydration renders the server's texts again, so it waits for them (decision 0129); without
// them the server's page stays as it is, and the failure is reported as a render error is.
void hydrateWithTexts(
  document,
  () =>
    void decoded.then(() => {
      startTransition(() => {
        hydrateRoot(
          document,
          <StrictMode>
            <RemixBrowser />
          </StrictMode>,
        );
      });
    }),
  (error) => reportBrowserError(window.location.pathname + window.location.search, error),
);

import {lazy, Suspense} from 'react';
import {isConsentRequired} from '~/rules/consent';
import type {Region} from '~/rules/regions';
import {useHydrated} from '~/features/shell/hydrated';

/** Only shoppers who are asked download the banner; the choice lives in the browser alone. */
const ConsentBanner = lazy(() => import('./ConsentBanner'));

export function ConsentGate({market}: {market: {country: string; region: Region}}) {
  const hydrated = useHydrated();
  if (!hydrated || !isConsentRequired(market)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}

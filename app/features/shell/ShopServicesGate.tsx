import {lazy, Suspense} from 'react';
import {useHydrated} from '~/ui/hydrated';

// The consent banner, analytics and Sentry arrive after hydration, in a chunk of their
// own.
const ShopServices = lazy(() => import('./ShopServices'));

export function ShopServicesGate() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense>
      <ShopServices />
    </Suspense>
  );
}

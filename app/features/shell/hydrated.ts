import {useSyncExternalStore} from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true once React owns the page: controls that
 * need JavaScript (a dropdown, a dialog trigger) replace their plain-link fallback then,
 * without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

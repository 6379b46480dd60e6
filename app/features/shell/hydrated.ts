import {useSyncExternalStore} from 'react';

let hydrated = false;

/**
 * Each control learns of hydration in a task of its own, after the one that hydrated the page:
 * its switch loads a chunk (a dialog, a dropdown), and doing them all in the hydration's own
 * task made one long task, which a phone counts as blocking time.
 */
function subscribe(onChange: () => void) {
  const task = setTimeout(() => {
    hydrated = true;
    onChange();
  });
  return () => clearTimeout(task);
}

/**
 * False on the server and during hydration, true once React owns the page: controls that
 * need JavaScript (a dropdown, a dialog trigger) replace their plain-link fallback then,
 * without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

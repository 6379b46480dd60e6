import {useSyncExternalStore} from 'react';

let hydrated = false;

/**
 * Each control learns of hydration in a task of its own, after the one that hydrated the page:
 * its switch loads a chunk (a dialog, a dropdown), and doing them all in the hydration's own
 * task made one long task, which a phone counts as blocking time. A message rather than a
 * timer, as React's scheduler does: a timer can be clamped or held (a test's paused clock),
 * and a control must never stay a plain link for that.
 */
function subscribe(onChange: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    hydrated = true;
    onChange();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
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

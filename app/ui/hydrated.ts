import {useSyncExternalStore} from 'react';

let hydrated = false;

// Each control learns of hydration in a task of its own, after the one that hydrated the
// page: its switch loads a chunk.
function subscribe(onChange: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    hydrated = true;
    onChange();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}

/** False on the server and during hydration, true once React owns the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

import {
  consentRecord,
  CONSENT_STORAGE_KEY,
  readConsent,
  type ConsentChoice,
} from '@brush/rules/consent';

/**
 * The stored consent as an external store for React: local storage is shared by every tab of
 * the shop, the `storage` event tells the other tabs of a change, and this tab's own writes
 * notify its listeners directly (the event never fires in the tab that wrote).
 */
const listeners = new Set<() => void>();

function onStorage(event: StorageEvent): void {
  if (event.key === CONSENT_STORAGE_KEY || event.key === null) {
    for (const listener of listeners) listener();
  }
}

export function subscribeConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The stored value as kept (a string compares by value, as React's snapshots must). */
export function storedConsent(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage can be switched off; the shopper is then asked on every page.
    return null;
  }
}

export function currentConsent(stored: string | null): ConsentChoice | null {
  return readConsent(stored, Date.now());
}

/** Where the worker learns the answer, to track or drop the landing it holds. */
const TRACKING_CONSENT_PATH = '/api/tracking-consent';

export function storeConsent(choice: ConsentChoice): void {
  // Sent even when storage is off: the worker's cookie is then the only copy of the answer.
  void fetch(TRACKING_CONSENT_PATH, {
    method: 'POST',
    body: new URLSearchParams({choice}),
  }).catch(() => undefined);
  try {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify(consentRecord(choice, Date.now())),
    );
  } finally {
    for (const listener of listeners) listener();
  }
}

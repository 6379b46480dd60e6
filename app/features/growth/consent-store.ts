import {
  consentRecord,
  CONSENT_ACCEPTED,
  CONSENT_DECLINED,
  CONSENT_STORAGE_KEY,
  readConsent,
  readConsentRecord,
  type ConsentChoice,
  type ConsentRecord,
} from './consent';
import {useSyncExternalStore} from 'react';
import {inStorage} from '~/lib/web-storage';

const listeners = new Set<() => void>();

function onStorage(event: StorageEvent): void {
  if (event.key === CONSENT_STORAGE_KEY || event.key === null) {
    for (const listener of listeners) listener();
  }
}

function subscribeConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

// The value as stored: a string compares by value, as React's snapshots must. Without
// storage the shopper is asked on every page.
function storedConsent(): string | null {
  return inStorage('localStorage', (storage) => storage.getItem(CONSENT_STORAGE_KEY));
}

/** The stored value, and the choice in force (none on the server and while hydrating). */
export function useConsent(): {stored: string | null; choice: ConsentChoice | null} {
  const stored = useSyncExternalStore(subscribeConsent, storedConsent, () => null);
  return {stored, choice: readConsent(stored, Date.now())};
}

export const TRACKING_CONSENT_PATH = '/api/tracking-consent';
const WORKER_TOLD_KEY = 'cookieConsentTold';

function tellWorker(record: ConsentRecord): void {
  const choice = record.accept ? CONSENT_ACCEPTED : CONSENT_DECLINED;
  void fetch(TRACKING_CONSENT_PATH, {
    method: 'POST',
    body: new URLSearchParams({choice, expiresAt: String(record.expiresAt)}),
  }).catch(() => undefined);
  // Without session storage the answer is told again on the next page.
  inStorage('sessionStorage', (storage) => storage.setItem(WORKER_TOLD_KEY, '1'));
}

// Once a visit: an answer may predate the worker's own copy, or its cookie be cleared.
export function tellStoredConsentOnce(stored: string | null): void {
  const record = readConsentRecord(stored, Date.now());
  if (!record) return;
  try {
    if (window.sessionStorage.getItem(WORKER_TOLD_KEY)) return;
  } catch {
    return;
  }
  tellWorker(record);
}

export function storeConsent(choice: ConsentChoice): void {
  const record = consentRecord(choice, Date.now());
  // Told even when storage is off.
  tellWorker(record);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } finally {
    for (const listener of listeners) listener();
  }
}

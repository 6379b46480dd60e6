/** Web storage can be refused (a privacy setting, a full quota): the act is then skipped. */
export function inStorage<T>(
  kind: 'localStorage' | 'sessionStorage',
  act: (storage: Storage) => T,
): T | null {
  try {
    return act(window[kind]);
  } catch {
    return null;
  }
}

/**
 * Spec 3 "Local records": a record the browser keeps as JSON (consent, referral, utm). Its
 * object, or null when it is missing, unreadable or not an object; each record's reader
 * checks its own fields.
 */
export function parseStoredRecord(
  stored: string | null | undefined,
): Record<string, unknown> | null {
  if (!stored) return null;
  let record: unknown;
  try {
    record = JSON.parse(stored);
  } catch {
    return null;
  }
  return typeof record === 'object' && record !== null
    ? (record as Record<string, unknown>)
    : null;
}

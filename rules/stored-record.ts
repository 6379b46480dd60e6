/**
 * docs/product/growth.md#consent-banner: a record the browser keeps as JSON (consent, referral,
 * utm). Its object, or null when it is missing, unreadable or not an object; each record's reader
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

/**
 * A list the shop keeps as JSON (a metafield an operator edits): the entries `read` accepts,
 * in order. Text that is not JSON, or no list, is an empty list, so a typo never breaks a page.
 */
export function parseStoredList<T>(
  stored: string | null | undefined,
  read: (entry: unknown) => T | null,
): T[] {
  if (!stored) return [];
  let list: unknown;
  try {
    list = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const value = read(entry);
    return value === null ? [] : [value];
  });
}

/** JSON the browser or an operator keeps; anything unreadable is null. */
function parseJson(stored: string | null | undefined): unknown {
  if (!stored) return null;
  try {
    return JSON.parse(stored);
  } catch {
    return null;
  }
}

/** docs/product/growth.md#consent-banner: a record the browser keeps as JSON. */
export function parseStoredRecord(
  stored: string | null | undefined,
): Record<string, unknown> | null {
  const record = parseJson(stored);
  return typeof record === 'object' && record !== null
    ? (record as Record<string, unknown>)
    : null;
}

/** A list the shop keeps as JSON (a metafield an operator edits). */
export function parseStoredList<T>(
  stored: string | null | undefined,
  read: (entry: unknown) => T | null,
): T[] {
  const list = parseJson(stored);
  if (!Array.isArray(list)) return [];
  return list.map((entry) => read(entry)).filter((value) => value !== null);
}

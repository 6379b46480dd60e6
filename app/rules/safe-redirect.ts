/** Any origin works: it only tells whether a path would leave the site. */
const PROBE_ORIGIN = 'http://redirect.invalid';

/** Enough to see through double and triple encoding; more layers are refused outright. */
const MAX_DECODE_ROUNDS = 3;

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Browsers drop tabs and newlines and read '\' as '/', so '/\host' and '/\t/host' go
 * to another site just like '//host'; a path is only safe if none of that is in it.
 */
function isPlainLocalPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (path.includes('\\') || hasControlCharacter(path)) return false;
  return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
}

/**
 * The value when it is a path on this site ('/account/orders?page=2'), else the
 * fallback. Percent-encoded forms are checked too ('/%2F%2Fevil.com', '/%5Cevil.com'),
 * since a later decode (by us, a proxy or the browser) must not turn them into a
 * cross-site address.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  let current = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (!isPlainLocalPath(current)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // Malformed escapes in the value itself are refused; after a decode, a '%' that
      // starts no escape is a literal character (from '%25') and nothing decodes further.
      return round === 0 ? fallback : value;
    }
    if (decoded === current) return value;
    current = decoded;
  }
  return fallback;
}

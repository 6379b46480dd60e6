import {hasControlCharacter} from '~/lib/control-characters';

/** Any origin works: it only tells whether a path would leave the site. */
const PROBE_ORIGIN = 'http://redirect.invalid';

/** Enough to see through double and triple encoding; more layers are refused outright. */
const MAX_DECODE_ROUNDS = 3;

/**
 * The path a browser would go to, or null when it leaves the site. Browsers drop tabs and
 * newlines and read '\' as '/', so '/\host' and '/\t/host' go to another site just like
 * '//host'; dot segments are resolved ('/.//host' and '/%2e//host' are '//host' once
 * resolved), and a resolved path that starts with two slashes names another host.
 */
function resolvedLocalPath(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (path.includes('\\') || hasControlCharacter(path)) return null;
  const url = new URL(path, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return null;
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return resolved.startsWith('//') ? null : resolved;
}

/**
 * True when the path stays on the site however many times it is decoded (by us, a proxy or
 * the browser): percent-encoded forms ('/%2F%2Fevil.com', '/%5Cevil.com') must not turn into
 * a cross-site address either.
 */
function staysLocalWhenDecoded(path: string): boolean {
  let current = path;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (resolvedLocalPath(current) === null) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // Malformed escapes in the value itself are refused; after a decode, a '%' that
      // starts no escape is a literal character (from '%25') and nothing decodes further.
      return round > 0;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/**
 * The local path the value resolves to ('/account/orders?page=2', '/a/../b' -> '/b'), else the
 * fallback. The resolved path is returned, never the value as given: whoever builds the
 * Location from it (Hydrogen's storefrontRedirect, the browser) resolves it again, and the
 * value's own form is what could turn into '//host' on the way.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  const resolved = resolvedLocalPath(value);
  if (resolved === null) return fallback;
  return staysLocalWhenDecoded(value) && staysLocalWhenDecoded(resolved)
    ? resolved
    : fallback;
}

import {hasControlCharacter} from '~/lib/control-characters';

/** Any origin works: it only tells whether a path would leave the site. */
const PROBE_ORIGIN = 'http://redirect.invalid';

/** Enough to see through double and triple encoding; more layers are refused outright. */
const MAX_DECODE_ROUNDS = 3;

/** The path a browser would go to, or null when it leaves the site. */
function resolvedLocalPath(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (path.includes('\\') || hasControlCharacter(path)) return null;
  const url = new URL(path, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return null;
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return resolved.startsWith('//') ? null : resolved;
}

/** True when the path stays on the site however many times it is decoded. */
function staysLocalWhenDecoded(path: string): boolean {
  let current = path;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (resolvedLocalPath(current) === null) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // Malformed escapes in the value itself are refused.
      return round > 0;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  const resolved = resolvedLocalPath(value);
  if (resolved === null) return fallback;
  return staysLocalWhenDecoded(value) && staysLocalWhenDecoded(resolved)
    ? resolved
    : fallback;
}

/** The parameters Hydrogen's storefrontRedirect follows when a path is not found. */
const NOT_FOUND_REDIRECT_PARAMETERS = ['redirect', 'return_to'] as const;

/**
 * The request storefrontRedirect may look at, each ?redirect= and ?return_to= replaced by
 * the local path it resolves to, or dropped.
 */
export function withLocalRedirectParameters(request: Request): Request {
  const url = new URL(request.url);
  let changed = false;
  for (const name of NOT_FOUND_REDIRECT_PARAMETERS) {
    const values = url.searchParams.getAll(name);
    const local = values.map((value) => safeRedirectPath(value, ''));
    if (local.every((path, index) => path === values[index])) continue;
    url.searchParams.delete(name);
    for (const path of local) if (path) url.searchParams.append(name, path);
    changed = true;
  }
  return changed ? new Request(url, request) : request;
}

/** RFC 9110's safe methods: they change nothing, so any site may send them. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

// Sec-Fetch-Site values of a request the shop's own pages made ('same-origin') or the
// shopper started from the address bar or a bookmark ('none').
const OWN_FETCH_SITES: ReadonlySet<string> = new Set(['same-origin', 'none']);

/** Well over a cart form with every line and attribute at its longest: refused unread. */
export const MAX_REQUEST_BODY_BYTES = 256 * 1024;

export type RequestRefusal = 'crossSite' | 'tooLarge' | 'malformed';

export const REFUSAL_STATUS: Readonly<Record<RequestRefusal, number>> = {
  crossSite: 403,
  tooLarge: 413,
  malformed: 400,
};

export interface RequestHead {
  method: string;
  url: string;
  headers: {get(name: string): string | null};
}

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/** A write (any unsafe method) that a browser says came from another site. */
export function isCrossSiteWrite(request: RequestHead): boolean {
  if (isSafeMethod(request.method)) return false;
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  if (fetchSite !== null && !OWN_FETCH_SITES.has(fetchSite.toLowerCase())) return true;
  const originHeader = request.headers.get('Origin');
  if (originHeader === null) return false;
  const origin = URL.canParse(originHeader) ? new URL(originHeader) : null;
  if (!origin || origin.origin !== new URL(request.url).origin) return true;
  // The host Remix compares an action's Origin with (the first X-Forwarded-Host, else Host).
  const forwarded = request.headers.get('X-Forwarded-Host')?.split(',')[0]?.trim();
  const host = forwarded || request.headers.get('Host');
  return host !== null && host.toLowerCase() !== origin.host;
}

/** A Content-Length no client can mean: not decimal digits alone (RFC 9110 8.6). */
export function isMalformedContentLength(contentLength: string | null): boolean {
  if (contentLength === null) return false;
  const values = contentLength.split(',').map((value) => value.trim());
  return !values.every((value) => /^\d+$/.test(value) && value === values[0]);
}

export function declaresTooLargeBody(
  contentLength: string | null,
  limit = MAX_REQUEST_BODY_BYTES,
): boolean {
  if (contentLength === null) return false;
  const length = Number(contentLength.trim());
  return !Number.isFinite(length) || length > limit;
}

/**
 * The local stack's front asks the worker, with this header, for the page of a target workerd
 * cannot parse: only the worker reads the shopper's language from the session.
 */
export const MALFORMED_TARGET_HEADER = 'X-Malformed-Target';

/** A request target no page of the shop answers: anything but a path. */
export function isMalformedRequestTarget(target: string): boolean {
  if (!target.startsWith('/')) return true;
  // A '%' that starts no escape.
  if (/%(?![0-9a-f]{2})/i.test(target)) return true;
  const path = target.split(/[?#]/, 1)[0] ?? '';
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

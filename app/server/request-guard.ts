/**
 * Which requests the worker refuses before any route sees them: writes that another site
 * started (cross-site request forgery) and bodies no shopper's form could produce.
 */

/** RFC 9110's safe methods: they change nothing, so any site may send them. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sec-Fetch-Site values of a request the shop's own pages made ('same-origin') or the shopper
 * started from the address bar or a bookmark ('none'). 'same-site' is refused too: a sibling
 * subdomain is another application.
 */
const OWN_FETCH_SITES: ReadonlySet<string> = new Set(['same-origin', 'none']);

/**
 * A cart form with every line the platform allows and every attribute at its longest stays
 * well under this; anything larger is refused before it is read into memory.
 */
export const MAX_REQUEST_BODY_BYTES = 256 * 1024;

export type RequestRefusal = 'crossSite' | 'tooLarge' | 'malformed';

/** The HTTP status each refusal answers with. */
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

function originOfHeader(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The host Remix compares an action's Origin with (the first X-Forwarded-Host, else Host).
 * Refusing here whatever Remix would refuse turns its 500 into a clear 403.
 */
function forwardedHost(headers: RequestHead['headers']): string | null {
  const forwarded = headers.get('X-Forwarded-Host')?.split(',')[0]?.trim();
  return forwarded || headers.get('Host');
}

/**
 * A write (any unsafe method) that a browser says came from another site: its
 * Sec-Fetch-Site names another site, or its Origin is not this shop's origin ('null',
 * malformed and foreign origins alike). A write with neither header comes from no browser
 * (curl, a test, a server) and cannot carry a shopper's cookies against their will.
 */
export function isCrossSiteWrite(request: RequestHead): boolean {
  if (isSafeMethod(request.method)) return false;
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  if (fetchSite !== null && !OWN_FETCH_SITES.has(fetchSite.toLowerCase())) return true;
  const originHeader = request.headers.get('Origin');
  if (originHeader === null) return false;
  const origin = originOfHeader(originHeader);
  if (!origin || origin.origin !== new URL(request.url).origin) return true;
  const host = forwardedHost(request.headers);
  return host !== null && host.toLowerCase() !== origin.host;
}

/** RFC 9110 8.6: a Content-Length is decimal digits and nothing else. */
const CONTENT_LENGTH = /^\d+$/;

/**
 * A Content-Length no client can mean: not a number ('abc', '-1'), or several that differ
 * (the runtime joins repeated headers with commas; RFC 9110 lets equal repeats count as one).
 * Reading a body by such a length waits for bytes that never come, or reads the next request.
 */
export function isMalformedContentLength(contentLength: string | null): boolean {
  if (contentLength === null) return false;
  const values = contentLength.split(',').map((value) => value.trim());
  return !values.every((value) => CONTENT_LENGTH.test(value) && value === values[0]);
}

/** A declared Content-Length above the limit (a missing or chunked length is counted while reading). */
export function declaresTooLargeBody(
  contentLength: string | null,
  limit = MAX_REQUEST_BODY_BYTES,
): boolean {
  if (contentLength === null) return false;
  const length = Number(contentLength.trim());
  return !Number.isFinite(length) || length > limit;
}

/** A percent sign not followed by two hexadecimal digits. */
const BROKEN_PERCENT_ESCAPE = /%(?![0-9a-f]{2})/i;

/**
 * A request target no page of the shop answers: anything but a path (an absolute URL, '*'),
 * a percent sign that escapes nothing ('/%', '%zz', a cut '%A'), or a path whose escapes are
 * not UTF-8 text. Runtimes and routers throw on such a target, and their error names this
 * machine's files and libraries; the shop refuses it as malformed instead.
 */
export function isMalformedRequestTarget(target: string): boolean {
  if (!target.startsWith('/')) return true;
  if (BROKEN_PERCENT_ESCAPE.test(target)) return true;
  const path = target.split(/[?#]/, 1)[0] ?? '';
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

import {i18nFor} from '~/i18n';
import {languageForCountry, type Language} from '@brush/rules/countries';
import {remember} from '@brush/rules/cache';
import {checkEnv, type EnvCheck} from './env.server';
import {originOf, securityHeaders} from './csp.server';
import {edgeBuyerCountry} from './runtime.server';
import {
  declaresTooLargeBody,
  isCrossSiteWrite,
  isMalformedContentLength,
  isMalformedRequestTarget,
  isSafeMethod,
  MALFORMED_TARGET_HEADER,
  MAX_REQUEST_BODY_BYTES,
  REFUSAL_STATUS,
  type RequestRefusal,
} from './request-guard';
import {isLocalRequest} from './session';

export function withSecurityHeaders(request: Request, response: Response): Response {
  for (const [name, value] of securityHeaders({local: isLocalRequest(request)})) {
    response.headers.set(name, value);
  }
  return response;
}

/** MiniOxygen's development server hands the worker its own loopback Host. */
export function withDevelopmentHost(request: Request): Request {
  if (process.env.NODE_ENV !== 'development') return request;
  const headers = new Headers(request.headers);
  headers.set('Host', new URL(request.url).host);
  return new Request(request, {headers});
}

/** The request on the shop's origin, never the Host the client chose. */
export function onShopOrigin(request: Request, env: Env): Request {
  const origin = originOf(env.PUBLIC_STOREFRONT_ORIGIN);
  if (!origin) {
    throw new Error(
      'PUBLIC_STOREFRONT_ORIGIN is not set: absolute URLs need the shop origin',
    );
  }
  const url = new URL(request.url);
  if (url.origin === origin) return request;
  // Set part by part: a path of its own ('//host/...') must stay a path.
  const target = new URL(origin);
  target.pathname = url.pathname;
  target.search = url.search;
  return new Request(target, request);
}

/** A declared length is not trusted (chunked bodies have none). */
async function bodyWithinLimit(request: Request): Promise<ArrayBuffer | null> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > MAX_REQUEST_BODY_BYTES) {
      await reader?.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return new Blob(chunks).arrayBuffer();
}

/** Refuses a malformed length, a cross-site write or a body too large for any form. */
export async function guardRequest(
  request: Request,
): Promise<{request: Request} | {refusal: RequestRefusal}> {
  if (isMalformedContentLength(request.headers.get('Content-Length'))) {
    return {refusal: 'malformed'};
  }
  if (isSafeMethod(request.method)) return {request};
  if (declaresTooLargeBody(request.headers.get('Content-Length'))) {
    return {refusal: 'tooLarge'};
  }
  // Read before refusing: an answer over an unread body makes the server drop the connection.
  const body = await bodyWithinLimit(request);
  if (!body) return {refusal: 'tooLarge'};
  if (isCrossSiteWrite(request)) return {refusal: 'crossSite'};
  return {
    request: new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ? body : null,
      signal: request.signal,
    }),
  };
}

/** A URL no route can read (a stray '%'), or one the stack's front found so. */
export function hasMalformedUrl(request: Request): boolean {
  if (request.headers.has(MALFORMED_TARGET_HEADER)) return true;
  try {
    const url = new URL(request.url);
    return isMalformedRequestTarget(`${url.pathname}${url.search}`);
  } catch {
    return true;
  }
}

export function edgeLanguage(request: Request): Language {
  return languageForCountry(edgeBuyerCountry(request));
}

export function refusalResponse(refusal: RequestRefusal, language: Language): Response {
  return new Response(i18nFor(language).t(`security.${refusal}`), {
    status: REFUSAL_STATUS[refusal],
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}

/** One check per environment the runtime hands the worker, not one per request. */
const envChecks = new WeakMap<object, EnvCheck>();

export function checkedEnv(env: Env): EnvCheck {
  return remember(envChecks, env, () =>
    checkEnv(env as unknown as Record<string, unknown>),
  );
}

/** Our own texts only: nothing of the request is ever written into these pages. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

// A page without the shell, for answers given before any route runs: a heading, a line and,
// where the shop can still be used, a link home.
function plainPage(
  language: Language,
  status: number,
  page: {title: string; message: string; home?: string},
): Response {
  const nonce = crypto.randomUUID().replace(/-/g, '');
  const home = page.home ? `<p><a href="/">${escapeHtml(page.home)}</a></p>` : '';
  const body = `<!doctype html><html lang="${language}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(page.title)}</title><style nonce="${nonce}">${PLAIN_PAGE_STYLE}</style><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p>${home}</main></html>`;
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'`,
    },
  });
}

const PLAIN_PAGE_STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1c1b19;background:#faf8f5}main{max-width:36rem;margin:0 auto;padding:4rem 1.5rem}h1{font-size:1.6rem;font-weight:500;margin:0 0 1rem}a{color:inherit}';

/** A URL no route can read: the shop's 400, in the shopper's language, with a way home. */
export function malformedUrlResponse(language: Language): Response {
  const {t} = i18nFor(language);
  return plainPage(language, REFUSAL_STATUS.malformed, {
    title: t('security.malformedPage.title'),
    message: t('security.malformedPage.message'),
    home: t('security.malformedPage.home'),
  });
}

export function misconfiguredResponse(
  request: Request,
  problems: readonly {variable: string; message: string}[],
): Response {
  const reference = crypto.randomUUID();
  const described = problems.map(({variable, message}) => `${variable} ${message}`);
  console.error(`configuration error (reference ${reference}): ${described.join('; ')}`);
  const language = edgeLanguage(request);
  const {t} = i18nFor(language);
  return withSecurityHeaders(
    request,
    plainPage(language, 500, {
      title: t('security.unavailable'),
      message: t('security.reference', {reference}),
    }),
  );
}

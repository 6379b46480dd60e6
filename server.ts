// The Remix server build is a virtual module that only Vite can resolve.
// @ts-expect-error virtual module
import * as remixBuild from 'virtual:remix/server-build';
import {storefrontRedirect} from '@shopify/hydrogen';
import {createRequestHandler, type AppLoadContext} from '@shopify/remix-oxygen';
import {remember} from '@brush/rules/cache';
import {i18nFor} from '~/i18n';
import {dropDiscardedCartCookie} from '~/features/cart/cart.server';
import {trackLanding} from '~/server/tracking.server';
import {createAppLoadContext} from '~/server/context.server';
import {edgeBuyerCountry} from '~/server/runtime.server';
import {checkEnv, type EnvCheck} from '~/server/env.server';
import {
  DEFAULT_COUNTRY,
  languageForCountry,
  normaliseCountryCode,
  type Language,
} from '@brush/rules/countries';
import {originOf, securityHeaders} from '~/server/csp.server';
import {serveSharedPage} from '~/server/page-cache.server';
import {isDataRequest, PERSONAL_CACHE_CONTROL, sharedPageFor} from '~/server/page-cache';
import {
  declaresTooLargeBody,
  isCrossSiteWrite,
  isMalformedContentLength,
  isMalformedRequestTarget,
  isSafeMethod,
  MAX_REQUEST_BODY_BYTES,
  REFUSAL_STATUS,
  type RequestRefusal,
} from '~/server/request-guard';
import {safeRedirectPath} from '~/server/safe-redirect';
import {isLocalRequest} from '~/server/session';

function withSecurityHeaders(request: Request, response: Response): Response {
  for (const [name, value] of securityHeaders({local: isLocalRequest(request)})) {
    response.headers.set(name, value);
  }
  return response;
}

/**
 * MiniOxygen's development server gives the worker the browser's URL but its own loopback Host
 * header, and Remix refuses an action whose Origin does not match the Host. Oxygen and the
 * production MiniOxygen keep the two equal, so only development needs the Host put back.
 */
function withDevelopmentHost(request: Request): Request {
  if (process.env.NODE_ENV !== 'development') return request;
  const headers = new Headers(request.headers);
  headers.set('Host', new URL(request.url).host);
  return new Request(request, {headers});
}

/**
 * The body of a write, read up to the limit: null once it grows past it. A declared length is
 * not trusted (chunked bodies have none), so the bytes are counted as they arrive.
 */
async function bodyWithinLimit(request: Request): Promise<ArrayBuffer | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_REQUEST_BODY_BYTES) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

/** The parameters Hydrogen's storefrontRedirect follows when a path is not found. */
const NOT_FOUND_REDIRECT_PARAMETERS = ['redirect', 'return_to'] as const;

/**
 * The request storefrontRedirect may look at: its own check of ?redirect= and ?return_to=
 * resolves them against the request's origin but builds the Location against an https one,
 * so on an http origin 'http:evil.example' passes as local and leaves the shop; and it hands
 * on the value as given, which its Location then resolves ('/.//evil.example' becomes
 * '//evil.example'). Each value is replaced by the local path it resolves to, or dropped.
 */
function withLocalRedirectParameters(request: Request): Request {
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

/**
 * The shop's own origin, from its configuration. Never taken from the request: its Host header
 * is the client's to choose, and a cache keeps what one client's request made for everyone.
 */
function shopOrigin(env: Env): string {
  const origin = originOf(env.PUBLIC_STOREFRONT_ORIGIN);
  if (!origin) {
    throw new Error(
      'PUBLIC_STOREFRONT_ORIGIN is not set: absolute URLs need the shop origin',
    );
  }
  return origin;
}

/**
 * The request the routes see, on the shop's origin: canonical links, og:url, JSON-LD and
 * robots.txt build absolute URLs from request.url, which the runtime builds from the Host.
 */
function onShopOrigin(request: Request, origin: string): Request {
  const url = new URL(request.url);
  if (url.origin === origin) return request;
  // Set part by part: a path of its own ('//host/...') must stay a path.
  const target = new URL(origin);
  target.pathname = url.pathname;
  target.search = url.search;
  return new Request(target, request);
}

/**
 * The request a shared page is rendered from: its key's URL (parameters the page does not read
 * are gone), with none of the shopper's cookies and no tie to the shopper's connection, since
 * a stale copy's successor renders after the answer.
 */
function sharedRenderRequest(request: Request, path: string): Request {
  const headers = new Headers(request.headers);
  headers.delete('Cookie');
  return new Request(new URL(path, request.url), {headers});
}

type Guarded = {request: Request} | {refusal: RequestRefusal};

/**
 * Refuses, before any route runs, a request whose body length cannot be read, a write another
 * site started and a body too large for any form of the shop; a write that passes carries its
 * body already read, within the limit.
 */
async function guardRequest(request: Request): Promise<Guarded> {
  if (isMalformedContentLength(request.headers.get('Content-Length'))) {
    return {refusal: 'malformed'};
  }
  if (isSafeMethod(request.method)) return {request};
  if (declaresTooLargeBody(request.headers.get('Content-Length'))) {
    return {refusal: 'tooLarge'};
  }
  // Read before refusing: an answer sent over an unread body makes the server drop the
  // connection, under whatever the client sends next on it.
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

/**
 * A URL no route can read (a stray '%', escapes that are not UTF-8): the runtime hands it on,
 * and the router's error would name this build's files. Oxygen rejects absolute and '*'
 * targets itself; MiniOxygen's front refuses them locally.
 */
function hasMalformedUrl(request: Request): boolean {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return true;
  }
  return isMalformedRequestTarget(`${url.pathname}${url.search}`);
}

function edgeLanguage(request: Request): Language {
  return languageForCountry(
    normaliseCountryCode(edgeBuyerCountry(request)) ?? DEFAULT_COUNTRY,
  );
}

function refusalResponse(refusal: RequestRefusal, language: Language): Response {
  const {t} = i18nFor(language);
  return new Response(t(`security.${refusal}`), {
    status: REFUSAL_STATUS[refusal],
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}

/**
 * The load context of each request in flight, for the one request handler below: made per
 * isolate, the handler sets up the build's routes once instead of on every request.
 */
const loadContexts = new WeakMap<Request, AppLoadContext>();

const handleRemixRequest = createRequestHandler({
  build: remixBuild,
  mode: process.env.NODE_ENV,
  getLoadContext: (request) => {
    const context = loadContexts.get(request);
    if (!context) throw new Error('a request reached Remix without its load context');
    return context;
  },
});

function renderWith(request: Request, context: AppLoadContext): Promise<Response> {
  loadContexts.set(request, context);
  return handleRemixRequest(request);
}

/** One check per environment the runtime hands the worker, not one per request. */
const envChecks = new WeakMap<object, EnvCheck>();

function checkedEnv(env: Env): EnvCheck {
  return remember(envChecks, env, () =>
    checkEnv(env as unknown as Record<string, unknown>),
  );
}

/**
 * A configuration the worker cannot run with: every request gets this page instead of a crash,
 * with a reference the log shares. The log names the variables and rules; no value is shown
 * or logged.
 */
function misconfiguredResponse(request: Request, problems: string): Response {
  const reference = crypto.randomUUID();
  console.error(`configuration error (reference ${reference}): ${problems}`);
  const language = edgeLanguage(request);
  const {t} = i18nFor(language);
  const body = `<!doctype html><html lang="${language}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('security.unavailable')}</title><main><h1>${t('security.unavailable')}</h1><p>${t('security.reference', {reference})}</p></main></html>`;
  return withSecurityHeaders(
    request,
    new Response(body, {
      status: 500,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        // The page needs nothing beyond its own markup.
        'Content-Security-Policy': "default-src 'none'",
      },
    }),
  );
}

export default {
  async fetch(
    incomingRequest: Request,
    env: Env,
    executionContext: ExecutionContext,
  ): Promise<Response> {
    if (hasMalformedUrl(incomingRequest)) {
      return withSecurityHeaders(
        incomingRequest,
        refusalResponse('malformed', edgeLanguage(incomingRequest)),
      );
    }
    const request = withDevelopmentHost(incomingRequest);
    const check = checkedEnv(env);
    if (!check.ok) {
      return misconfiguredResponse(
        request,
        check.problems.map(({variable, message}) => `${variable} ${message}`).join('; '),
      );
    }
    try {
      const appLoadContext = await createAppLoadContext(request, env, executionContext);

      const guarded = await guardRequest(request);
      if ('refusal' in guarded) {
        return withSecurityHeaders(
          request,
          refusalResponse(guarded.refusal, appLoadContext.market.language),
        );
      }

      const shopRequest = onShopOrigin(guarded.request, shopOrigin(env));
      // Development renders every page: a stored copy would hide the edit just made.
      const sharedPage =
        env.PAGE_CACHE === 'off' ||
        process.env.NODE_ENV === 'development' ||
        appLoadContext.session.carriesFlash
          ? null
          : sharedPageFor(
              shopRequest.method,
              new URL(shopRequest.url),
              appLoadContext.market.country,
            );

      const response = sharedPage
        ? await serveSharedPage({
            page: sharedPage,
            version: (remixBuild as {assets: {version: string}}).assets.version,
            waitUntil: appLoadContext.waitUntil,
            render: (path) =>
              renderWith(sharedRenderRequest(shopRequest, path), {
                ...appLoadContext,
                sharedPage: true,
              }),
          })
        : await renderWith(shopRequest, appLoadContext);

      if (appLoadContext.session.isPending) {
        response.headers.append('Set-Cookie', await appLoadContext.session.commit());
      }
      dropDiscardedCartCookie(appLoadContext.cart, request, response);
      if (isDataRequest(shopRequest) && !response.headers.has('Cache-Control')) {
        // A navigation's or a revalidation's data may hold the shopper's cart and account.
        response.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
      }
      for (const cookie of await trackLanding(request, appLoadContext)) {
        response.headers.append('Set-Cookie', cookie);
      }

      if (response.status === 404) {
        // The platform may know a redirect for this path; otherwise the 404 passes through.
        return withSecurityHeaders(
          request,
          await storefrontRedirect({
            request: withLocalRedirectParameters(request),
            response,
            storefront: appLoadContext.storefront,
          }),
        );
      }

      return withSecurityHeaders(request, response);
    } catch (error) {
      console.error(error);
      return withSecurityHeaders(
        request,
        new Response('An unexpected error occurred', {status: 500}),
      );
    }
  },
};

import type {
  ActionFunctionArgs,
  AppLoadContext,
  EntryContext,
  LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {RemixServer} from '@remix-run/react';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import {remember} from '@brush/rules/cache';
import {contentSecurityDirectives} from '~/server/csp.server';
import {reportError} from '~/server/error-report.server';
import {
  UPSTREAM_ERROR_STATUS,
  upstreamFailure,
  upstreamFailures,
} from '~/server/critical-data.server';
import {withScriptsAfterFirstScreen} from '~/server/scripts-after-first-screen.server';
import {ServerTexts} from '~/i18n/page-texts';
import {serverTexts} from '~/i18n/texts.server';

/** The policy's origins follow the environment alone: worked out once per environment. */
const directivesByEnv = new WeakMap<
  object,
  ReturnType<typeof contentSecurityDirectives>
>();

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  context: AppLoadContext,
) {
  if (!request.signal.aborted) {
    for (const failure of upstreamFailures(remixContext.staticHandlerContext.errors)) {
      context.waitUntil(reportError(context, request, failure, 'failed call'));
    }
  }

  const {nonce, header, NonceProvider} = createContentSecurityPolicy(
    remember(directivesByEnv, context.env, () => contentSecurityDirectives(context.env)),
  );

  const body = await renderToReadableStream(
    <NonceProvider>
      <ServerTexts.Provider value={serverTexts}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </ServerTexts.Provider>
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );

  // Crawlers get the whole page, deferred sections included, in one response; so does the
  // page cache, which stores only whole pages.
  if (context.sharedPage || isbot(request.headers.get('user-agent'))) {
    await body.allReady;
  }

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);

  // In development React would warn of the attributes its own render lacks when it hydrates.
  const html = import.meta.env.DEV ? body : withScriptsAfterFirstScreen(body);
  return new Response(html, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/** Errors thrown in loaders, actions and rendering, reported unless the shopper went away. */
export function handleError(
  error: unknown,
  {request, context}: LoaderFunctionArgs | ActionFunctionArgs,
) {
  if (request.signal.aborted) return;
  console.error(error);
  context.waitUntil(reportError(context, request, error, 'render'));
}

/** A data request whose critical query failed, which handleError never sees, is reported. */
export function handleDataRequest(
  response: Response,
  {request, context}: LoaderFunctionArgs | ActionFunctionArgs,
) {
  if (response.status === UPSTREAM_ERROR_STATUS && !request.signal.aborted) {
    const path = new URL(request.url).pathname.replace(/\.data$/, '') || '/';
    const failure = upstreamFailure(
      `the shop's platform could not answer the data for ${path}`,
    );
    context.waitUntil(reportError(context, request, failure, 'failed call'));
  }
  return response;
}

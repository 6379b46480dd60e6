// The Remix server build is a virtual module that only Vite can resolve.
// @ts-expect-error virtual module
import * as remixBuild from 'virtual:remix/server-build';
import {storefrontRedirect} from '@shopify/hydrogen';
import {createRequestHandler, type AppLoadContext} from '@shopify/remix-oxygen';
import {createAppLoadContext, withContextCookies} from '~/server/context.server';
import {
  sharedPageOf,
  sharedRenderRequest,
  serveSharedPage,
} from '~/server/page-cache.server';
import {
  checkedEnv,
  edgeLanguage,
  guardRequest,
  hasMalformedUrl,
  malformedUrlResponse,
  misconfiguredResponse,
  onShopOrigin,
  refusalResponse,
  withDevelopmentHost,
  withSecurityHeaders,
} from '~/server/request-guard.server';
import {withLocalRedirectParameters} from '~/server/safe-redirect';

/** Each request's load context, so that the one handler below is set up once per isolate. */
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

function render(request: Request, context: AppLoadContext): Promise<Response> {
  loadContexts.set(request, context);
  return handleRemixRequest(request);
}

export default {
  async fetch(
    incomingRequest: Request,
    env: Env,
    executionContext: ExecutionContext,
  ): Promise<Response> {
    const request = withDevelopmentHost(incomingRequest);
    const check = checkedEnv(env);
    if (!check.ok) return misconfiguredResponse(request, check.problems);
    try {
      return withSecurityHeaders(request, await handle(request, env, executionContext));
    } catch (error) {
      console.error(error);
      return withSecurityHeaders(
        request,
        new Response('An unexpected error occurred', {status: 500}),
      );
    }
  },
};

async function handle(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
): Promise<Response> {
  if (hasMalformedUrl(request)) {
    // The session's country when it can be read, else the edge's.
    const language = await createAppLoadContext(request, env, executionContext).then(
      (context) => context.market.language,
      () => edgeLanguage(request),
    );
    return malformedUrlResponse(language);
  }
  const context = await createAppLoadContext(request, env, executionContext);
  const guarded = await guardRequest(request);
  if ('refusal' in guarded)
    return refusalResponse(guarded.refusal, context.market.language);
  const shopRequest = onShopOrigin(guarded.request, env);
  const sharedPage = sharedPageOf(shopRequest, context);
  const response = sharedPage
    ? await serveSharedPage({
        page: sharedPage,
        version: (remixBuild as {assets: {version: string}}).assets.version,
        waitUntil: context.waitUntil,
        render: (path) =>
          render(sharedRenderRequest(shopRequest, path), {...context, sharedPage: true}),
      })
    : await render(shopRequest, context);
  await withContextCookies(response, request, context);
  if (response.status !== 404) return response;
  // The platform may know a redirect for this path.
  return storefrontRedirect({
    request: withLocalRedirectParameters(request),
    response,
    storefront: context.storefront,
  });
}

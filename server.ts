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
    if (hasMalformedUrl(request)) {
      // The session's country when it can be read, else the edge's.
      const language = await createAppLoadContext(request, env, executionContext).then(
        (context) => context.market.language,
        () => edgeLanguage(request),
      );
      return withSecurityHeaders(request, malformedUrlResponse(language));
    }
    try {
      const context = await createAppLoadContext(request, env, executionContext);
      const guarded = await guardRequest(request);
      if ('refusal' in guarded) {
        return withSecurityHeaders(
          request,
          refusalResponse(guarded.refusal, context.market.language),
        );
      }
      const shopRequest = onShopOrigin(guarded.request, env);
      const sharedPage = sharedPageOf(shopRequest, context);
      const response = sharedPage
        ? await serveSharedPage({
            page: sharedPage,
            version: (remixBuild as {assets: {version: string}}).assets.version,
            waitUntil: context.waitUntil,
            render: (path) =>
              render(sharedRenderRequest(shopRequest, path), {
                ...context,
                sharedPage: true,
              }),
          })
        : await render(shopRequest, context);
      await withContextCookies(response, request, context);
      if (response.status === 404) {
        // The platform may know a redirect for this path.
        return withSecurityHeaders(
          request,
          await storefrontRedirect({
            request: withLocalRedirectParameters(request),
            response,
            storefront: context.storefront,
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

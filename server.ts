// The Remix server build is a virtual module that only Vite can resolve.
// @ts-expect-error virtual module
import * as remixBuild from 'virtual:remix/server-build';
import {storefrontRedirect} from '@shopify/hydrogen';
import {createRequestHandler} from '@shopify/remix-oxygen';
import {createAppLoadContext} from '~/lib/context.server';
import {securityHeaders} from '~/lib/csp.server';
import {isLocalRequest} from '~/lib/session';

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

export default {
  async fetch(
    incomingRequest: Request,
    env: Env,
    executionContext: ExecutionContext,
  ): Promise<Response> {
    const request = withDevelopmentHost(incomingRequest);
    try {
      const appLoadContext = await createAppLoadContext(request, env, executionContext);

      const handleRequest = createRequestHandler({
        build: remixBuild,
        mode: process.env.NODE_ENV,
        getLoadContext: () => appLoadContext,
      });

      const response = await handleRequest(request);

      if (appLoadContext.session.isPending) {
        response.headers.append('Set-Cookie', await appLoadContext.session.commit());
      }

      if (response.status === 404) {
        // The platform may know a redirect for this path; otherwise the 404 passes through.
        return withSecurityHeaders(
          request,
          await storefrontRedirect({
            request,
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

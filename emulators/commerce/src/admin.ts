import {sendJson} from './http/respond';
import type {PlatformCore} from './platform';
import type {Route} from './types';

/**
 * The core's admin routes (the server guards every /admin/ path with the admin token and a
 * loopback peer): re-seed, and the log of Storefront operations received.
 */
export function adminRoutes(core: PlatformCore): Route[] {
  return [
    {
      method: 'POST',
      path: '/admin/reset',
      handler(_req, res) {
        core.reset();
        sendJson(res, 200, {ok: true, seededAt: core.now().toISOString()});
      },
    },
    {
      method: 'GET',
      path: '/admin/requests',
      handler(_req, res, ctx) {
        const since = Number(ctx.url.searchParams.get('since') ?? 0);
        sendJson(res, 200, {
          seq: core.requestLog.seq,
          requests: core.requestLog.since(Number.isFinite(since) ? since : 0),
        });
      },
    },
    {
      method: 'POST',
      path: '/admin/requests/clear',
      handler(_req, res) {
        core.requestLog.clear();
        sendJson(res, 200, {ok: true, seq: core.requestLog.seq});
      },
    },
  ];
}

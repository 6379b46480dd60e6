import {ANALYTICS_PATH} from '@brush/rules/analytics';
import {HttpError, sendJson} from '../http/respond';
import {receivedListRoute} from '../http/received';
import type {PlatformModule} from '../types';

/**
 * The shop's analytics endpoint (Shopify's monorail batch, docs/product/growth.md#analytics):
 * browsers post a batch of events as text/plain, a simple request that needs no preflight; the
 * platform records each batch as received, and tests read them back through the admin API.
 */
function corsHeaders(origin: string | undefined): Record<string, string> {
  return {'Access-Control-Allow-Origin': origin ?? '*', Vary: 'Origin'};
}

/**
 * Each event's answer, as monorail gives one per event: an event needs a schema id and a payload
 * object to be stored; anything else is refused on its own, the rest of the batch kept.
 */
function eventResult(event: unknown): {status: number; message: string} {
  const {schema_id: schemaId, payload} = (event ?? {}) as Record<string, unknown>;
  if (typeof schemaId !== 'string' || schemaId === '') {
    return {status: 400, message: 'An event names its schema_id.'};
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return {status: 400, message: 'An event carries a payload object.'};
  }
  return {status: 200, message: 'ok'};
}

export const module: PlatformModule = {
  name: 'analytics',
  migrate(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS analytics_batches (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        body TEXT NOT NULL,
        origin TEXT,
        received_at TEXT NOT NULL
      )
    `);
  },
  routes: [
    {
      // A browser asks first when the page adds a header of its own (tests set the buyer's
      // country on every request) or the platform is on a private address.
      method: 'OPTIONS',
      path: ANALYTICS_PATH,
      handler(req, res) {
        res.writeHead(204, {
          ...corsHeaders(req.headers.origin),
          'Access-Control-Allow-Methods': 'POST, OPTIONS',
          'Access-Control-Allow-Headers':
            req.headers['access-control-request-headers'] ?? 'Content-Type',
          'Access-Control-Allow-Private-Network': 'true',
          'Access-Control-Max-Age': '86400',
        });
        res.end();
      },
    },
    {
      method: 'POST',
      path: ANALYTICS_PATH,
      async handler(req, res, ctx) {
        let batch: unknown;
        try {
          batch = JSON.parse((await ctx.body()).toString('utf8'));
        } catch {
          throw new HttpError(400, 'A batch is JSON.');
        }
        const events = (batch as {events?: unknown} | null)?.events;
        if (!Array.isArray(events) || events.length === 0) {
          throw new HttpError(400, 'A batch has events.');
        }
        const origin = req.headers.origin ?? null;
        ctx.db
          .prepare(
            'INSERT INTO analytics_batches (body, origin, received_at) VALUES (?, ?, ?)',
          )
          .run(JSON.stringify(batch), origin, ctx.now().toISOString());
        sendJson(
          res,
          200,
          {result: events.map(eventResult)},
          corsHeaders(origin ?? undefined),
        );
      },
    },
    receivedListRoute('/admin/analytics', {
      table: 'analytics_batches',
      columns: ['origin'],
      bodyKey: 'batch',
    }),
  ],
};

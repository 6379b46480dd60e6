import type Database from 'better-sqlite3';
import {z} from 'zod';
import {HttpError, sendJson} from '../http/respond';
import {receivedListRoute} from '../http/received';
import type {Route} from '../types';
import {requireToken} from './feedback';

/**
 * The brand's affiliate confirmation (GET /api/cj) and the click API (POST /click),
 * docs/product/growth.md#click-tracking: both record what they receive, and tests read it back
 * through the admin API.
 */

export function migrateTracking(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS tracking_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      body TEXT NOT NULL,
      received_at TEXT NOT NULL
    )
  `);
}

/** Longer than any id the programmes send or URL a shopper lands on. */
const VALUE_MAX_LENGTH = 2048;
const text = z.string().max(VALUE_MAX_LENGTH);

const clickBody = z
  .object({
    url: text,
    localStorageCode: text.nullable(),
    visitCode: text.nullable(),
    country: z.string().regex(/^[A-Z]{2}$/),
    affiliateProgram: text.nullable(),
    landingPage: text,
  })
  .strict();

function record(db: Database.Database, kind: string, body: unknown, at: Date): void {
  db.prepare(
    'INSERT INTO tracking_events (kind, body, received_at) VALUES (?, ?, ?)',
  ).run(kind, JSON.stringify(body), at.toISOString());
}

export const trackingRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/cj',
    handler(req, res, ctx) {
      requireToken(req, ctx);
      const cjEvent = ctx.url.searchParams.get('cjevent') ?? '';
      if (!cjEvent || cjEvent.length > VALUE_MAX_LENGTH) {
        throw new HttpError(400, 'A CJ confirmation names its cjevent.');
      }
      record(ctx.db, 'cj', {cjevent: cjEvent}, ctx.now());
      sendJson(res, 200, {confirmed: true});
    },
  },
  {
    method: 'POST',
    path: '/click',
    async handler(_req, res, ctx) {
      const parsed = clickBody.safeParse(await ctx.json());
      if (!parsed.success) throw new HttpError(400, 'Not a click.');
      record(ctx.db, 'click', parsed.data, ctx.now());
      sendJson(res, 202, {received: true});
    },
  },
];

export const trackingAdminRoutes: Route[] = [
  receivedListRoute('/admin/tracking', {
    table: 'tracking_events',
    columns: ['kind'],
    bodyKey: 'body',
  }),
];

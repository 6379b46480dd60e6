import type Database from 'better-sqlite3';
import {HttpError, sendJson} from '../http/respond';
import {receivedListRoute} from '../http/received';
import type {PlatformModule, Route} from '../types';
import {
  feedbackAdminRoutes,
  feedbackRoutes,
  migrateFeedback,
  seedFeedback,
} from './feedback';
import {migrateTracking, trackingAdminRoutes, trackingRoutes} from './tracking';

/**
 * The error reports the brand's own server takes, by path
 * (docs/product/operations.md#error-reports).
 */
const REPORT_KINDS: Readonly<Record<string, string>> = {
  '/api/errors': 'render',
  '/api/errors/cart': 'cart',
};

function migrateErrorReports(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS error_reports (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      body TEXT NOT NULL,
      received_at TEXT NOT NULL
    )
  `);
}

const reportRoutes: Route[] = Object.entries(REPORT_KINDS).map(([path, kind]) => ({
  method: 'POST',
  path,
  async handler(_req, res, ctx) {
    const report = await ctx.json();
    if (typeof report !== 'object' || report === null || Array.isArray(report)) {
      throw new HttpError(400, 'An error report is a JSON object.');
    }
    ctx.db
      .prepare('INSERT INTO error_reports (kind, body, received_at) VALUES (?, ?, ?)')
      .run(kind, JSON.stringify(report), ctx.now().toISOString());
    sendJson(res, 202, {received: true});
  },
}));

const adminRoutes: Route[] = [
  receivedListRoute('/admin/error-reports', {
    table: 'error_reports',
    columns: ['kind'],
    bodyKey: 'report',
  }),
];

/**
 * The brand's own server: error reports are recorded as received, the Product API keeps
 * product-testing feedback (./feedback.ts), and affiliate confirmations and clicks are recorded
 * (./tracking.ts); tests read them back through the admin API.
 */
export const module: PlatformModule = {
  name: 'brand',
  migrate(db) {
    migrateErrorReports(db);
    migrateFeedback(db);
    migrateTracking(db);
  },
  seed: (db, ctx) => seedFeedback(db, ctx.now()),
  routes: [
    ...reportRoutes,
    ...feedbackRoutes,
    ...trackingRoutes,
    ...adminRoutes,
    ...feedbackAdminRoutes,
    ...trackingAdminRoutes,
  ],
};

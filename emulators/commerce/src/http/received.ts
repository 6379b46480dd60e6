import type {Route} from '../types';
import {sendJson} from './respond';

/**
 * The admin listing of what the platform received and recorded: each row of `table` (which
 * has `body` and `received_at` columns), oldest first, with its `columns` as stored and its
 * body parsed back under `bodyKey`. Table and column names are the modules' own constants.
 */
export function receivedListRoute(
  path: string,
  {table, columns, bodyKey}: {table: string; columns: readonly string[]; bodyKey: string},
): Route {
  const sql = `SELECT ${[...columns, 'body', 'received_at'].join(', ')} FROM ${table} ORDER BY id`;
  return {
    method: 'GET',
    path,
    handler(_req, res, ctx) {
      const rows = ctx.db.prepare(sql).all() as Record<string, unknown>[];
      sendJson(
        res,
        200,
        rows.map(({body, received_at: receivedAt, ...stored}) => ({
          ...stored,
          receivedAt,
          [bodyKey]: JSON.parse(String(body)) as unknown,
        })),
      );
    },
  };
}

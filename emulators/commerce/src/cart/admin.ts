import {HttpError, sendJson} from '../http/respond';
import type {Route} from '../types';
import {findCartByToken} from './store';

const CART_PATH = /^\/admin\/carts\/(?<token>[0-9a-f]{32})$/;

/**
 * A cart's stored state, exactly as kept (no prices: those are computed): tests read it to
 * check that a refused request changed nothing. The key is not shown.
 */
export const cartAdminRoutes: Route[] = [
  {
    method: 'GET',
    path: CART_PATH,
    handler(_req, res, ctx) {
      const record = findCartByToken(ctx.db, ctx.params.token ?? '');
      if (!record) throw new HttpError(404, 'No cart has this token.');
      sendJson(res, 200, {
        token: record.token,
        createdAt: record.createdAt,
        updatedAt: record.updatedAt,
        completedAt: record.completedAt,
        ...record.state,
      });
    },
  },
];

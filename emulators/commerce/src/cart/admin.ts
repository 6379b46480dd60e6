import {HttpError, sendJson} from '../http/respond';
import type {Route} from '../types';
import {completeCart, findCartByToken, saveCartState} from './store';

const ADMIN_CART_ROUTE = /^\/admin\/carts\/(?<token>[0-9a-f]{32})$/;

/**
 * A cart's stored state, exactly as kept (no prices: those are computed): tests read it to
 * check that a refused request changed nothing. The key is not shown. PATCH ages a cart,
 * takes its country away or completes it, as years of real carts would have: the storefront's
 * tests seed the carts it must discard this way.
 */
export const cartAdminRoutes: Route[] = [
  {
    method: 'GET',
    path: ADMIN_CART_ROUTE,
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
  {
    method: 'PATCH',
    path: ADMIN_CART_ROUTE,
    async handler(_req, res, ctx) {
      const token = ctx.params.token ?? '';
      const record = findCartByToken(ctx.db, token);
      if (!record) throw new HttpError(404, 'No cart has this token.');
      const change = (await ctx.json()) as {
        createdAt?: unknown;
        countryCode?: unknown;
        completed?: unknown;
      };
      if (typeof change.createdAt === 'string') {
        if (Number.isNaN(Date.parse(change.createdAt))) {
          throw new HttpError(400, 'createdAt is not a date.');
        }
        ctx.db
          .prepare('UPDATE carts SET created_at = ? WHERE token = ?')
          .run(new Date(change.createdAt).toISOString(), token);
      }
      if (change.countryCode === null || typeof change.countryCode === 'string') {
        saveCartState(
          ctx.db,
          record,
          {
            ...record.state,
            buyerIdentity: {
              ...record.state.buyerIdentity,
              countryCode: change.countryCode ?? '',
            },
          },
          ctx.now(),
        );
      }
      if (change.completed === true) completeCart(ctx.db, token, ctx.now());
      sendJson(res, 200, {ok: true});
    },
  },
];

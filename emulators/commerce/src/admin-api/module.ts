import {z} from 'zod';
import {HttpError, sendJson} from '../http/respond';
import type {PlatformModule} from '../types';
import {migrateCodeDiscounts} from './code-discounts';
import {migrateFunctionInstalls} from './functions';
import {migrateMetafields} from './metafields';
import {issueAdminToken, migrateAdminTokens} from './tokens';

const tokenRequest = z
  .object({scopes: z.array(z.string().regex(/^(read|write)_\w+$/)).max(50)})
  .strict();

/**
 * The Admin API's tables, and the operator's route that issues a token with chosen scopes (as
 * a merchant creates another app): POST /admin/app-tokens {"scopes": [...]} → {"accessToken"}.
 */
export const module: PlatformModule = {
  name: 'admin-api',
  migrate(db) {
    migrateAdminTokens(db);
    migrateMetafields(db);
    migrateFunctionInstalls(db);
    migrateCodeDiscounts(db);
  },
  routes: [
    {
      method: 'POST',
      path: '/admin/app-tokens',
      async handler(_req, res, ctx) {
        const parsed = tokenRequest.safeParse(await ctx.json());
        if (!parsed.success)
          throw new HttpError(400, 'scopes: a list of read_x or write_x scopes.');
        sendJson(res, 201, {accessToken: issueAdminToken(ctx.db, parsed.data.scopes)});
      },
    },
  ],
};

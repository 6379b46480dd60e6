import {GraphQLError} from 'graphql';
import type {AdminContext} from '../types';

/** Throws Shopify's ACCESS_DENIED error unless the request's token grants `scope`. */
export function requireScope(
  ctx: AdminContext,
  field: string,
  scope: string | null,
): void {
  if (scope === null || ctx.scopes.has(scope)) return;
  const requiredAccess = `\`${scope}\` access scope.`;
  throw new GraphQLError(
    `Access denied for ${field} field. Required access: ${requiredAccess}`,
    {
      extensions: {
        code: 'ACCESS_DENIED',
        documentation: 'https://shopify.dev/api/usage/access-scopes',
        requiredAccess,
      },
    },
  );
}

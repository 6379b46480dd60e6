import type {IncomingMessage, ServerResponse} from 'node:http';
import {
  buildSchema,
  defaultFieldResolver,
  graphql,
  GraphQLError,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';
import {requireScope} from './scopes';
import {HttpError, sendJson} from '../http/respond';
import type {
  AdminApiPart,
  AdminContext,
  AdminResolvers,
  MetafieldOwner,
  NodeLookup,
  RouteContext,
} from '../types';
import {CATALOG_ADMIN_API} from './catalog';
import {CODE_DISCOUNTS_ADMIN_API} from './code-discounts';
import {FUNCTIONS_ADMIN_API} from './functions';
import {METAFIELDS_ADMIN_API} from './metafields';
import {ORDERS_ADMIN_API} from './orders';
import {grantedScopes, tokenScopes} from './tokens';

/**
 * The Admin GraphQL API, the subset `npm run shop:setup` and the storefront's order settlement
 * use (and what other modules add through `PlatformModule.adminApi`): one schema built from
 * every part's SDL, answered at POST /admin/api/<version>/graphql.json for an app's access token
 * in X-Shopify-Access-Token. Each field a part lists in `scopes` is refused, as Shopify refuses
 * it, to a token without that access scope.
 */
export const ADMIN_API_PATH = /^\/admin\/api\/(?<version>[\w-]+)\/graphql\.json$/;

/** The stable versions Shopify answered on the platform's date (2026-12), and unstable. */
export const ADMIN_API_VERSIONS: readonly string[] = [
  '2026-01',
  '2026-04',
  '2026-07',
  '2026-10',
  'unstable',
];

const CORE_PARTS: readonly AdminApiPart[] = [
  METAFIELDS_ADMIN_API,
  CATALOG_ADMIN_API,
  ORDERS_ADMIN_API,
  FUNCTIONS_ADMIN_API,
  CODE_DISCOUNTS_ADMIN_API,
];

export interface AdminApi {
  schema: GraphQLSchema;
  /** The metafield owners of every part, by GID type (Customer, Product, Shop, …). */
  owners: ReadonlyMap<string, MetafieldOwner>;
  nodes: ReadonlyMap<string, NodeLookup>;
}

/** One schema from every part: SDL concatenated (extensions included), resolvers merged. */
export function buildAdminApi(moduleParts: readonly AdminApiPart[]): AdminApi {
  const parts = [...CORE_PARTS, ...moduleParts];
  const schema = buildSchema(parts.map((part) => part.typeDefs).join('\n'));
  const resolvers: AdminResolvers = {};
  const scopes: Record<string, string> = {};
  const owners = new Map<string, MetafieldOwner>();
  const nodes = new Map<string, NodeLookup>();
  for (const part of parts) {
    for (const [type, lookup] of Object.entries(part.nodeTypes ?? {}))
      nodes.set(type, lookup);
    for (const [type, fields] of Object.entries(part.resolvers ?? {})) {
      resolvers[type] = {...resolvers[type], ...fields};
    }
    Object.assign(scopes, part.scopes);
    for (const [type, owner] of Object.entries(part.metafieldOwners ?? {})) {
      owners.set(type, owner);
    }
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = resolvers[type.name]?.[field.name] ?? defaultFieldResolver;
      const scope = scopes[`${type.name}.${field.name}`];
      field.resolve = scope
        ? (source, args, ctx: AdminContext, info) => {
            requireScope(ctx, field.name, scope);
            return resolve(source, args, ctx, info);
          }
        : (resolve as typeof defaultFieldResolver);
    }
  }
  for (const [type, fields] of Object.entries(resolvers)) {
    const named = schema.getType(type);
    for (const name of Object.keys(fields)) {
      if (!isObjectType(named) || !named.getFields()[name]) {
        throw new Error(
          `Admin API: a resolver for ${type}.${name}, which the schema lacks`,
        );
      }
    }
  }
  return {schema, owners, nodes};
}

/**
 * Runs one Admin API request: the token decides the scopes, the document runs against the
 * schema, and an abstract type resolves by the `__typename` its resolver set.
 */
export async function runAdminRequest(
  api: AdminApi,
  base: Omit<AdminContext, 'scopes' | 'owners' | 'nodes'>,
  token: string | undefined,
  body: unknown,
): Promise<{status: number; body: unknown}> {
  const scopes = token ? tokenScopes(base.db, base.config, token) : null;
  if (!scopes) {
    return {
      status: 401,
      body: {
        errors:
          '[API] Invalid API key or access token (unrecognized login or wrong password)',
      },
    };
  }
  const {query, variables, operationName} = (body ?? {}) as Record<string, unknown>;
  if (typeof query !== 'string') {
    return {
      status: 400,
      body: {errors: {query: 'Required parameter missing or invalid'}},
    };
  }
  const result = await graphql({
    schema: api.schema,
    source: query,
    variableValues: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: typeof operationName === 'string' ? operationName : undefined,
    contextValue: {
      ...base,
      scopes: grantedScopes(scopes),
      owners: api.owners,
      nodes: api.nodes,
    },
    typeResolver: (value: {__typename?: string}) => value.__typename,
  });
  for (const error of result.errors ?? []) {
    if (!(error.originalError instanceof GraphQLError) && error.originalError) {
      console.error('[commerce] admin api:', error.originalError);
    }
  }
  return {status: 200, body: result};
}

/** The HTTP side: version, token header and body, then runAdminRequest. */
export async function handleAdminApi(
  api: AdminApi,
  req: IncomingMessage,
  res: ServerResponse,
  ctx: Omit<RouteContext, 'params'> & {version: string},
): Promise<void> {
  if (!ADMIN_API_VERSIONS.includes(ctx.version)) {
    sendJson(res, 404, {errors: 'Not Found'});
    return;
  }
  if (req.method !== 'POST') throw new HttpError(405, 'Use POST.');
  const header = req.headers['x-shopify-access-token'];
  const answer = await runAdminRequest(
    api,
    {db: ctx.db, store: ctx.store, config: ctx.config, origin: ctx.origin, now: ctx.now},
    Array.isArray(header) ? header[0] : header,
    await ctx.json(),
  );
  sendJson(res, answer.status, answer.body, {'X-Shopify-API-Version': ctx.version});
}

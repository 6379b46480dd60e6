import {
  GraphQLError,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLTypeResolver,
} from 'graphql';
import type {FieldResolver, RequestContext, Resolvers} from '../types';
import {rememberCartLanguage} from './cart-language';
import {paginate, type ConnectionArgs} from './connections';
import {isConnectionType} from './schema';

/** Neutral values for non-null scalars the stored data does not hold. */
const NEUTRAL_SCALARS: Record<string, unknown> = {
  Boolean: false,
  Int: 0,
  Float: 0,
  String: '',
  ID: '',
  HTML: '',
  URL: '',
  Color: '#000000',
  DateTime: '1970-01-01T00:00:00Z',
  Decimal: '0.0',
  UnsignedInt64: '0',
  JSON: {},
};

function neutralValue(type: GraphQLNamedType): unknown {
  if (isConnectionType(type)) return paginate([], {});
  if (isObjectType(type)) return {};
  if (isEnumType(type)) return type.getValues()[0]?.value ?? null;
  if (isAbstractType(type)) return null;
  return NEUTRAL_SCALARS[type.name] ?? null;
}

/** Orders a stored list the way a connection's `reverse` argument asks, then pages it. */
function connectionOf(items: readonly unknown[], args: Record<string, unknown>) {
  const ordered = args.reverse === true ? [...items].reverse() : items;
  return paginate(ordered, args as ConnectionArgs);
}

/**
 * Shapes a stored value into what the schema expects at this position: arrays under a
 * *Connection type become connections, GID strings under an object type become the stored
 * document, paths under URL become absolute on the platform's origin, and anything missing
 * becomes null, an empty list or a neutral value when the schema says non-null.
 */
export function shapeStoredValue(
  value: unknown,
  type: GraphQLOutputType,
  args: Record<string, unknown>,
  context: RequestContext,
): unknown {
  if (isNonNullType(type)) {
    const shaped = shapeStoredValue(value, type.ofType, args, context);
    if (shaped !== null && shaped !== undefined) return shaped;
    return isListType(type.ofType) ? [] : neutralValue(type.ofType);
  }
  if (value === null || value === undefined) return null;
  if (isListType(type)) {
    if (!Array.isArray(value)) return null;
    // A dangling reference in a list of non-null items is dropped rather than invented.
    const inner = type.ofType;
    const itemType = isNonNullType(inner) ? inner.ofType : inner;
    const items = value.map((item) => shapeStoredValue(item, itemType, {}, context));
    return isNonNullType(inner) ? items.filter((item) => item != null) : items;
  }
  if (isConnectionType(type)) {
    return Array.isArray(value) ? connectionOf(value, args) : value;
  }
  if (isCompositeType(type)) {
    if (typeof value === 'string') return context.store.get(value) ?? null;
    return typeof value === 'object' ? value : null;
  }
  if (type.name === 'URL' && typeof value === 'string' && value.startsWith('/')) {
    return context.origin + value;
  }
  return value;
}

export function resolveStoredField(
  source: unknown,
  args: Record<string, unknown>,
  context: RequestContext,
  info: GraphQLResolveInfo,
): unknown {
  const value =
    source !== null && typeof source === 'object'
      ? (source as Record<string, unknown>)[info.fieldName]
      : undefined;
  return shapeStoredValue(value, info.returnType, args, context);
}

/**
 * How many fields one request may resolve. A storefront page resolves a few thousand; a query
 * nesting lists inside lists (products -> collections -> products -> ...) would otherwise grow
 * without bound.
 */
export const MAX_RESOLVED_FIELDS = 100_000;

export const MAX_COMPLEXITY_CODE = 'MAX_COMPLEXITY_EXCEEDED';

function tooComplex(): GraphQLError {
  return new GraphQLError(
    `The query asks for more than ${MAX_RESOLVED_FIELDS} fields; ask for fewer or page through them.`,
    {extensions: {code: MAX_COMPLEXITY_CODE}},
  );
}

/**
 * One field resolver for the whole schema: an explicit resolver for the type (or for one of
 * the interfaces it implements, e.g. HasMetafields.metafield) wins; everything else is read
 * from the stored document. A mutation nobody implements is an error, never a silent null.
 */
export function createFieldResolver(
  resolvers: Resolvers,
): GraphQLFieldResolver<unknown, RequestContext> {
  // Keyed by the type object, then the field name: this runs for every field of every answer.
  const lookup = new Map<GraphQLObjectType, Map<string, FieldResolver | null>>();

  function explicitResolver(info: GraphQLResolveInfo): FieldResolver | null {
    let fields = lookup.get(info.parentType);
    if (!fields) {
      fields = new Map();
      lookup.set(info.parentType, fields);
    }
    let found = fields.get(info.fieldName);
    if (found === undefined) {
      found = resolvers[info.parentType.name]?.[info.fieldName] ?? null;
      for (const iface of info.parentType.getInterfaces()) {
        found ??= resolvers[iface.name]?.[info.fieldName] ?? null;
      }
      fields.set(info.fieldName, found);
    }
    return found;
  }

  const resolved = new WeakMap<RequestContext, number>();

  return (source, args, context, info) => {
    const count = (resolved.get(context) ?? 0) + 1;
    resolved.set(context, count);
    if (count > MAX_RESOLVED_FIELDS) throw tooComplex();
    const resolver = explicitResolver(info);
    const isMutation = info.parentType === info.schema.getMutationType();
    if (resolver && isMutation && info.fieldName.startsWith('cart')) {
      // The checkout speaks the cart's language: see cart-language.ts.
      const payload = resolver(source, args, context, info);
      return Promise.resolve(payload).then((answer) => {
        rememberCartLanguage(context.db, context.language, answer);
        return answer;
      });
    }
    if (resolver) return resolver(source, args, context, info);
    if (isMutation) {
      throw new GraphQLError(
        `The local commerce platform does not implement the mutation '${info.fieldName}'.`,
        {extensions: {code: 'NOT_IMPLEMENTED'}},
      );
    }
    return resolveStoredField(source, args, context, info);
  };
}

const GID_TYPE = /^gid:\/\/shopify\/(\w+)\//;

/** Abstract types (Node, Media, Merchandise, SearchResultItem...) resolve by __typename or GID. */
export const resolveAbstractType: GraphQLTypeResolver<unknown, RequestContext> = (
  value,
) => {
  if (value && typeof value === 'object') {
    const {__typename, id} = value as {__typename?: unknown; id?: unknown};
    if (typeof __typename === 'string') return __typename;
    if (typeof id === 'string') return GID_TYPE.exec(id)?.[1];
  }
  return undefined;
};

import type Database from 'better-sqlite3';
import type {GraphQLResolveInfo} from 'graphql';

/**
 * What every resolver of the local platform receives. One is built per GraphQL request:
 * the market comes from the operation's @inContext directive (default US / EN).
 */
export interface RequestContext {
  db: Database.Database;
  /** ISO country code of the buyer's market, upper case. */
  country: string;
  /** Storefront LanguageCode, upper case. */
  language: string;
  /** ISO currency code of the market (from the spec's default country table). */
  currency: string;
  /** The platform's own public origin, used to build checkoutUrl and image URLs. */
  origin: string;
  /** Injected clock, so tests can move time (token expiry, multipass age). */
  now: () => Date;
}

export type FieldResolver = (
  source: any,
  args: Record<string, any>,
  context: RequestContext,
  info: GraphQLResolveInfo,
) => unknown;

/** Resolvers keyed by schema type name, then field name. Anything absent is resolved generically. */
export type Resolvers = Record<string, Record<string, FieldResolver>>;

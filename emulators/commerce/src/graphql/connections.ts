import {GraphQLError} from 'graphql';

/** Shopify refuses pages larger than this. */
export const MAX_PAGE_SIZE = 250;

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/** An edge whose cursor is only encoded when a query asks for it. */
class Edge<T> {
  constructor(
    readonly node: T,
    private readonly index: number,
  ) {}

  get cursor(): string {
    return encodeCursor(itemKey(this.node, this.index), this.index);
  }
}

export interface Connection<T> {
  edges: {readonly cursor: string; readonly node: T}[];
  nodes: T[];
  pageInfo: PageInfo;
  totalCount: number;
}

interface CursorPayload {
  last_id: string;
  last_index: number;
}

/** The identity a cursor remembers: a GID, an object's id, or the position as a last resort. */
export function itemKey(item: unknown, index: number): string {
  if (typeof item === 'string') return item;
  if (
    item &&
    typeof item === 'object' &&
    typeof (item as {id?: unknown}).id === 'string'
  ) {
    return (item as {id: string}).id;
  }
  return String(index);
}

export function encodeCursor(key: string, index: number): string {
  const payload: CursorPayload = {last_id: key, last_index: index};
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

function badArgument(message: string): GraphQLError {
  return new GraphQLError(message, {extensions: {code: 'BAD_REQUEST'}});
}

function decodeCursor(cursor: string): CursorPayload {
  try {
    const payload = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as unknown;
    if (
      payload &&
      typeof payload === 'object' &&
      typeof (payload as CursorPayload).last_id === 'string' &&
      Number.isInteger((payload as CursorPayload).last_index)
    ) {
      return payload as CursorPayload;
    }
  } catch {
    // Falls through to the error below: a cursor is only ever one this platform issued.
  }
  throw badArgument(`Invalid cursor: ${cursor}`);
}

/**
 * Where a cursor points in the current list: at its item when that item is still listed (so
 * pages stay stable when items are added elsewhere), else at the position it was issued for.
 */
function cursorIndex<T>(items: readonly T[], cursor: string): number {
  const {last_id, last_index} = decodeCursor(cursor);
  const found = items.findIndex((item, index) => itemKey(item, index) === last_id);
  return found >= 0 ? found : Math.min(Math.max(last_index, -1), items.length);
}

function pageSize(
  name: 'first' | 'last',
  value: number | null | undefined,
): number | null {
  if (value === null || value === undefined) return null;
  if (value < 0) throw badArgument(`The '${name}' argument must be at least 0.`);
  if (value > MAX_PAGE_SIZE) {
    throw badArgument(`The '${name}' argument may not be larger than ${MAX_PAGE_SIZE}.`);
  }
  return value;
}

/**
 * Relay pagination over an ordered list: after/before narrow the window, then first takes
 * from its start and last from its end. Without first or last a page holds up to
 * MAX_PAGE_SIZE items (Shopify refuses such a request; the platform is lenient so that a
 * nested list queried without arguments still answers).
 */
export function paginate<T>(items: readonly T[], args: ConnectionArgs): Connection<T> {
  const first = pageSize('first', args.first);
  const last = pageSize('last', args.last);
  let start = 0;
  let end = items.length;
  if (args.after) start = Math.max(start, cursorIndex(items, args.after) + 1);
  if (args.before) end = Math.min(end, cursorIndex(items, args.before));
  if (end < start) end = start;
  if (first !== null) end = Math.min(end, start + first);
  if (last !== null) start = Math.max(start, end - last);
  if (first === null && last === null) end = Math.min(end, start + MAX_PAGE_SIZE);

  const edges = items
    .slice(start, end)
    .map((node, offset) => new Edge(node, start + offset));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: items.length,
  };
}

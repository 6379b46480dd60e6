import {legacyId} from '../../catalog/documents';
import type {DocumentStore, StoredDocument} from '../../types';
import {paginate, type ConnectionArgs} from '../connections';

/** A root field that takes an id or a handle: the document of that type, or null. */
export function byGidOrHandle<T extends StoredDocument = StoredDocument>(
  store: DocumentStore,
  typename: string,
  args: {id?: string | null; handle?: string | null},
): T | null {
  if (args.id) {
    const document = store.get(args.id);
    return document?.__typename === typename ? (document as T) : null;
  }
  return args.handle
    ? ((store.byHandle(typename, args.handle) as T | undefined) ?? null)
    : null;
}

interface TitledDocument {
  id: string;
  title: string;
  updatedAt: string;
}

/**
 * A connection sorted by Shopify's TITLE, UPDATED_AT or ID sort key (the keys collections
 * and pages share; ID when none is given), reversed on request.
 */
export function sortedConnection<T extends TitledDocument>(
  list: readonly T[],
  args: ConnectionArgs & {sortKey?: string | null; reverse?: boolean | null},
) {
  const sorted = [...list].sort((a, b) => {
    switch (args.sortKey) {
      case 'TITLE':
        return a.title.localeCompare(b.title);
      case 'UPDATED_AT':
        return a.updatedAt.localeCompare(b.updatedAt);
      default:
        return legacyId(a.id) - legacyId(b.id);
    }
  });
  return paginate(args.reverse ? sorted.reverse() : sorted, args);
}

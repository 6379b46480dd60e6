/** A page of a connection as the Storefront API answers it. */
export interface ConnectionPage<Item> {
  nodes: readonly Item[];
  pageInfo: {hasNextPage: boolean; endCursor?: string | null};
}

/**
 * Up to `limit` items of a connection, read a page of `pageSize` at a time from the
 * cursor `after` (the start when null), each page asked once the one before has answered.
 */
export async function readConnectionPages<Item>(
  limit: number,
  pageSize: number,
  readPage: (
    first: number,
    after: string | null,
  ) => Promise<ConnectionPage<Item> | null | undefined>,
  startAfter: string | null = null,
): Promise<Item[]> {
  const items: Item[] = [];
  let after = startAfter;
  while (items.length < limit) {
    const page = await readPage(Math.min(pageSize, limit - items.length), after);
    if (!page) break;
    items.push(...page.nodes);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
    after = page.pageInfo.endCursor;
  }
  return items;
}

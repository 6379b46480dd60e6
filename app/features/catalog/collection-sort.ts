/** The orders a shopper may pick on a collection page, named in the URL. */

/** The Storefront API 2025-01 sort keys this shop offers. */
export type CollectionSortKey =
  | 'COLLECTION_DEFAULT'
  | 'BEST_SELLING'
  | 'PRICE'
  | 'CREATED'
  | 'TITLE';

export interface CollectionSortOrder {
  sortKey: CollectionSortKey;
  reverse: boolean;
}

export const COLLECTION_SORT_PARAM = 'sort';

export const COLLECTION_SORTS = {
  featured: {sortKey: 'COLLECTION_DEFAULT', reverse: false},
  'best-selling': {sortKey: 'BEST_SELLING', reverse: false},
  'price-asc': {sortKey: 'PRICE', reverse: false},
  'price-desc': {sortKey: 'PRICE', reverse: true},
  newest: {sortKey: 'CREATED', reverse: true},
  title: {sortKey: 'TITLE', reverse: false},
} as const satisfies Record<string, CollectionSortOrder>;

export type CollectionSort = keyof typeof COLLECTION_SORTS;

export const DEFAULT_COLLECTION_SORT: CollectionSort = 'featured';

/** In the order the picker lists them. */
export const COLLECTION_SORT_NAMES = Object.keys(COLLECTION_SORTS) as CollectionSort[];

export function isCollectionSort(value: unknown): value is CollectionSort {
  return typeof value === 'string' && Object.hasOwn(COLLECTION_SORTS, value);
}

/** The sort a URL asks for; a missing or unknown value is the default. */
export function collectionSortFromParams(params: URLSearchParams): CollectionSort {
  const value = params.get(COLLECTION_SORT_PARAM);
  return isCollectionSort(value) ? value : DEFAULT_COLLECTION_SORT;
}

export function collectionSortOrder(sort: CollectionSort): CollectionSortOrder {
  return COLLECTION_SORTS[sort];
}

// The search string for a sort: the default is left out so the plain collection URL stays
// canonical, and any cursor is dropped because a cursor belongs to one order.
export function collectionSortSearch(sort: CollectionSort): string {
  return sort === DEFAULT_COLLECTION_SORT ? '' : `?${COLLECTION_SORT_PARAM}=${sort}`;
}

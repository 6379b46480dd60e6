import {describe, expect, it} from 'vitest';
import {
  COLLECTION_SORT_NAMES,
  DEFAULT_COLLECTION_SORT,
  collectionSortFromParams,
  collectionSortOrder,
  collectionSortSearch,
  isCollectionSort,
  type CollectionSort,
} from '~/features/catalog/collection-sort';

describe('collectionSortOrder', () => {
  it.each<[CollectionSort, string, boolean]>([
    ['featured', 'COLLECTION_DEFAULT', false],
    ['best-selling', 'BEST_SELLING', false],
    ['price-asc', 'PRICE', false],
    ['price-desc', 'PRICE', true],
    ['newest', 'CREATED', true],
    ['title', 'TITLE', false],
  ])('%s -> %s reverse %s', (sort, sortKey, reverse) => {
    expect(collectionSortOrder(sort)).toEqual({sortKey, reverse});
  });

  it('offers exactly these sorts, the default first', () => {
    expect(COLLECTION_SORT_NAMES).toEqual([
      'featured',
      'best-selling',
      'price-asc',
      'price-desc',
      'newest',
      'title',
    ]);
    expect(COLLECTION_SORT_NAMES[0]).toBe(DEFAULT_COLLECTION_SORT);
  });
});

describe('collectionSortFromParams', () => {
  it.each<[string, CollectionSort]>([
    ['', 'featured'],
    ['sort=price-desc', 'price-desc'],
    ['sort=newest&cursor=abc&direction=next', 'newest'],
    ['sort=PRICE-DESC', 'featured'],
    ['sort=PRICE', 'featured'],
    ['sort=toString', 'featured'],
    ['sort=__proto__', 'featured'],
    ['sort=constructor', 'featured'],
    ['sort=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'featured'],
    ['sort=', 'featured'],
    ['sort=title&sort=price-asc', 'title'],
    [`sort=${'x'.repeat(5000)}`, 'featured'],
  ])('?%s -> %s', (search, expected) => {
    expect(collectionSortFromParams(new URLSearchParams(search))).toBe(expected);
  });
});

describe('isCollectionSort', () => {
  it.each([
    ['featured', true],
    ['title', true],
    ['hasOwnProperty', false],
    [null, false],
    [undefined, false],
    [3, false],
  ])('%j -> %s', (value, expected) => {
    expect(isCollectionSort(value)).toBe(expected);
  });
});

describe('collectionSortSearch', () => {
  it.each<[CollectionSort, string]>([
    ['featured', ''],
    ['price-asc', '?sort=price-asc'],
    ['newest', '?sort=newest'],
  ])('%s -> %j', (sort, search) => {
    expect(collectionSortSearch(sort)).toBe(search);
  });
});

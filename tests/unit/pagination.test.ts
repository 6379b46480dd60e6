import {describe, expect, it} from 'vitest';
import {
  firstPageLocation,
  paginationVariables,
} from '~/features/catalog/pagination.server';
import {MAX_CURSOR_LENGTH} from '~/lib/public-catalog';

const PAGE_SIZE = 16;
const request = (path: string) => new Request(`https://shop.test${path}`);

function thrownLocation(path: string): string | null {
  try {
    paginationVariables(request(path), PAGE_SIZE);
    return null;
  } catch (thrown) {
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    return response.headers.get('Location');
  }
}

describe('paginationVariables', () => {
  it.each([
    ['no cursor', '/search?q=brush', {first: PAGE_SIZE, endCursor: null}, false],
    [
      'a cursor forward',
      '/collections/eye?cursor=YWJj&direction=next',
      {first: PAGE_SIZE, endCursor: 'YWJj'},
      true,
    ],
    [
      'a cursor back',
      '/search?q=brush&cursor=YWJj&direction=previous',
      {last: PAGE_SIZE, startCursor: 'YWJj'},
      true,
    ],
    [
      'the longest cursor allowed',
      `/collections?cursor=${'A'.repeat(MAX_CURSOR_LENGTH)}`,
      {first: PAGE_SIZE, endCursor: 'A'.repeat(MAX_CURSOR_LENGTH)},
      true,
    ],
  ])('%s', (_case, path, variables, hasCursor) => {
    expect(paginationVariables(request(path), PAGE_SIZE)).toEqual({variables, hasCursor});
  });

  it.each([
    ['markup', '/search?q=brush&cursor=%3Cscript%3E', '/search?q=brush'],
    [
      'spaces',
      '/collections/eye?sort=title&cursor=a%20b&direction=previous',
      '/collections/eye?sort=title',
    ],
    ['an empty cursor', '/collections?cursor=', '/collections'],
    [
      'one character too long',
      `/search?q=brush&cursor=${'A'.repeat(MAX_CURSOR_LENGTH + 1)}`,
      '/search?q=brush',
    ],
  ])(
    'a mangled cursor (%s) sends the shopper to the first page',
    (_case, path, location) => {
      expect(thrownLocation(path)).toBe(location);
    },
  );
});

describe('firstPageLocation', () => {
  it.each([
    ['https://shop.test/search?q=brush&direction=next&cursor=YWJj', '/search?q=brush'],
    [
      'https://shop.test/collections/eye?cursor=YWJj&sort=title',
      '/collections/eye?sort=title',
    ],
    ['https://shop.test/collections', '/collections'],
  ])('%s -> %s', (url, location) => {
    expect(firstPageLocation(url)).toBe(location);
  });
});

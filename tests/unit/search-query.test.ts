import {describe, expect, it} from 'vitest';

import {SEARCH_QUERY_MAX_LENGTH} from '@brush/rules/limits';
import {normaliseSearchQuery} from '~/features/search/search-query';

const max = SEARCH_QUERY_MAX_LENGTH;

describe('normaliseSearchQuery', () => {
  it.each([
    ['blending brush', 'blending brush'],
    ['  blending   brush  ', 'blending brush'],
    ['eye\tbrush\nset', 'eye brush set'],
    ['eye\u0000brush', 'eye brush'],
    ['eye\u0085brush', 'eye brush'],
    ['pinceau à paupières', 'pinceau à paupières'],
    ['a\u00a0b', 'a b'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    [42, ''],
    [['brush'], ''],
    ['x'.repeat(max + 50), 'x'.repeat(max)],
    [`${'x'.repeat(max - 1)} y`, 'x'.repeat(max - 1)],
    ['😀'.repeat(max + 1), '😀'.repeat(max)],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseSearchQuery(input)).toBe(expected);
  });
});

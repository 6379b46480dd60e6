import {describe, expect, it} from 'vitest';
import {sharedStorefront, type AnswerData} from './storefront-platform';

/**
 * Search results carry Shopify's kind of tracking parameters: no `q=` (the storefront's link
 * has its own), a new `_sid` for every full search, and predictive search's `_psq`; predictive
 * search suggests the catalog's words that complete what is typed.
 */

const client = sharedStorefront();

async function answer(query: string): Promise<AnswerData> {
  const {data, errors} = await client.query(query);
  expect(errors).toBeUndefined();
  return data ?? {};
}

const SEARCH = `{
  search(query: "brush", first: 3, types: [PRODUCT]) {
    nodes { ... on Product { trackingParameters } }
  }
}`;

const PREDICTIVE = `{
  predictiveSearch(query: "bru", limit: 5, limitScope: EACH, types: [PRODUCT, QUERY]) {
    products { trackingParameters }
    queries { text styledText trackingParameters }
  }
}`;

const params = (tracking: string) => Object.fromEntries(new URLSearchParams(tracking));

describe('search tracking parameters', () => {
  it('a full search numbers its results under one search id and never repeats the query', async () => {
    const data = await answer(SEARCH);
    const tracked = data.search.nodes.map((node: AnswerData) =>
      params(node.trackingParameters),
    );
    expect(tracked.map((entry: Record<string, string>) => entry._pos)).toEqual([
      '1',
      '2',
      '3',
    ]);
    for (const entry of tracked) {
      expect(entry).not.toHaveProperty('q');
      expect(entry._ss).toBe('r');
      expect(entry._sid).toMatch(/^[0-9a-f]{9}$/);
      expect(entry._sid).toBe(tracked[0]._sid);
    }
  });

  it('each search gets its own id', async () => {
    const ids = new Set<string>();
    for (let round = 0; round < 3; round += 1) {
      const data = await answer(SEARCH);
      ids.add(String(params(data.search.nodes[0].trackingParameters)._sid));
    }
    expect(ids.size).toBe(3);
  });

  it('predictive results carry the typed text as _psq, numbered, without q=', async () => {
    const {predictiveSearch} = await answer(PREDICTIVE);
    for (const list of [predictiveSearch.products, predictiveSearch.queries]) {
      expect(list.length).toBeGreaterThan(1);
      list.forEach((item: AnswerData, index: number) => {
        const entry = params(item.trackingParameters);
        expect(entry).not.toHaveProperty('q');
        expect(entry).toMatchObject({_pos: String(index + 1), _psq: 'bru', _ss: 'e'});
      });
    }
  });
});

describe('predictive query suggestions', () => {
  it.each([
    {typed: 'bru', first: 'brush', styled: '<mark>bru</mark>sh'},
    {typed: 'Kab', first: 'kabuki', styled: '<mark>kab</mark>uki'},
  ])('$typed suggests $first first', async ({typed, first, styled}) => {
    const {predictiveSearch} = await answer(`{
      predictiveSearch(query: "${typed}", limitScope: EACH, types: [QUERY]) {
        queries { text styledText }
      }
    }`);
    expect(predictiveSearch.queries[0]).toEqual({text: first, styledText: styled});
    for (const suggestion of predictiveSearch.queries)
      expect(suggestion.text).toContain(typed.toLowerCase());
  });
});

import {describe, expect, it} from 'vitest';
import {
  searchLanguage,
  textAnswersTerm,
  usesSearchSyntax,
} from '../../emulators/commerce/src/catalog/search-matching';
import {
  evaluateQuery,
  parseSearchQuery,
} from '../../emulators/commerce/src/catalog/search-syntax';
import {SYNONYM_GROUPS} from '../../emulators/commerce/src/seed/synonyms';
import {sharedStorefront} from './storefront-platform';
import {KUMO, ROWS} from './storefront-search-tolerance.cases';

/**
 * Each row of the table (storefront-search-tolerance.cases.ts) is checked by the pure matching
 * rules, then through search and predictive search on the Storefront API.
 */
describe('search matching rules', () => {
  it.each(ROWS)('$case: "$query" in $language', (row) => {
    const settings = {
      language: searchLanguage(row.language),
      typoTolerance: !usesSearchSyntax(row.query),
      synonyms: SYNONYM_GROUPS,
    };
    expect(
      evaluateQuery(parseSearchQuery(row.query), (term) =>
        textAnswersTerm(row.text, term, settings),
      ),
    ).toBe(row.found);
  });
});

const PREDICTIVE = `
  query Predictive($query: String!, $language: LanguageCode, $country: CountryCode)
  @inContext(language: $language, country: $country) {
    predictiveSearch(query: $query, limit: 10, limitScope: EACH, types: [PRODUCT]) {
      products { handle title }
    }
  }
`;

const SEARCH = `
  query Search($query: String!, $language: LanguageCode, $country: CountryCode)
  @inContext(language: $language, country: $country) {
    search(query: $query, first: 50, types: [PRODUCT]) {
      nodes { ... on Product { handle } }
    }
  }
`;

const COUNTRY = {EN: 'US', FR: 'FR', IT: 'IT', ES: 'ES'} as const;

describe('the same table through the Storefront API', () => {
  const client = sharedStorefront();

  it.each(ROWS)('predictiveSearch, $case: "$query" in $language', async (row) => {
    const {data, errors} = await client.query(PREDICTIVE, {
      query: row.query,
      language: row.language,
      country: COUNTRY[row.language],
    });
    expect(errors).toBeUndefined();
    const handles = data?.predictiveSearch.products.map(
      (product: {handle: string}) => product.handle,
    );
    expect(handles.includes(row.handle)).toBe(row.found);
  });

  it.each(ROWS)('search, $case: "$query" in $language', async (row) => {
    const {data, errors} = await client.query(SEARCH, {
      query: row.query,
      language: row.language,
      country: COUNTRY[row.language],
    });
    expect(errors).toBeUndefined();
    const handles = data?.search.nodes.map((node: {handle: string}) => node.handle);
    expect(handles.includes(row.handle)).toBe(row.found);
  });

  it('shows French titles in French results', async () => {
    const {data} = await client.query(PREDICTIVE, {
      query: 'estompeur',
      language: 'FR',
      country: 'FR',
    });
    expect(data?.predictiveSearch.products).toContainEqual({
      handle: KUMO,
      title: 'Pinceau estompeur Kumo',
    });
  });
});

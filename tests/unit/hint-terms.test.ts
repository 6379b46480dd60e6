import {describe, expect, it} from 'vitest';
import {candidateTerms, hintTerms} from '~/features/search/hint-terms';

describe('hintTerms', () => {
  it.each([
    {
      name: 'keeps the first two words that find something, in order',
      candidates: ['estompeur', 'kabuki', 'poudre'],
      counts: [3, 2, 5],
      query: 'xyz',
      expected: ['estompeur', 'kabuki'],
    },
    {
      name: 'skips a word that finds nothing',
      candidates: ['estompeur', 'kabuki', 'poudre'],
      counts: [0, 2, 5],
      query: 'xyz',
      expected: ['kabuki', 'poudre'],
    },
    {
      name: 'skips a word the platform could not be asked about',
      candidates: ['estompeur', 'kabuki', 'poudre'],
      counts: [null, 2, 5],
      query: 'xyz',
      expected: ['kabuki', 'poudre'],
    },
    {
      name: 'never suggests what was just searched',
      candidates: ['estompeur', 'kabuki', 'poudre'],
      counts: [1, 2, 5],
      query: ' Estompeur ',
      expected: ['kabuki', 'poudre'],
    },
    {
      name: 'suggests nothing when no word finds anything',
      candidates: ['estompeur', 'kabuki'],
      counts: [0, null],
      query: 'xyz',
      expected: [],
    },
  ])('$name', ({candidates, counts, query, expected}) => {
    expect(hintTerms(candidates, counts, query)).toEqual(expected);
  });
});

describe('candidateTerms', () => {
  it('reads one word per comma, trimmed, once each, without empty entries', () => {
    expect(candidateTerms(' estompeur, kabuki,,poudre , kabuki ')).toEqual([
      'estompeur',
      'kabuki',
      'poudre',
    ]);
  });
});

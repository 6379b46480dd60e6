import {describe, expect, it} from 'vitest';
import {
  textAnswersTerm,
  type MatchSettings,
  type SynonymGroups,
} from '../../emulators/commerce/src/catalog/search-matching';
import type {Term} from '../../emulators/commerce/src/catalog/search-syntax';

/**
 * A text keeps the answers it gave (decision 0128): an answer remembered under one setting
 * must never answer another, whatever the order the searches come in.
 */
const TEXT = 'Kabuki Powder Brush\nSoft goat hair';
const term = (value: string, prefix = false): Term => ({
  kind: 'term',
  field: null,
  comparison: ':',
  value,
  prefix,
});
const settings = (overrides: Partial<MatchSettings> = {}): MatchSettings => ({
  language: 'en',
  typoTolerance: true,
  synonyms: {},
  ...overrides,
});

describe('a search text’s remembered answers', () => {
  it('answer a slip with typo tolerance on, and not with it off, in either order', () => {
    for (const order of [
      [true, false],
      [false, true],
    ]) {
      const text = `${TEXT}\n${order.join(' ')}`;
      const answers = order.map((typoTolerance) =>
        textAnswersTerm(text, term('powdr'), settings({typoTolerance})),
      );
      expect(answers).toEqual(order);
    }
  });

  it('tell a prefix, which starts a word, from a value found anywhere', () => {
    expect(textAnswersTerm(TEXT, term('owder'), settings())).toBe(true);
    expect(textAnswersTerm(TEXT, term('owder', true), settings())).toBe(false);
    expect(textAnswersTerm(TEXT, term('powd', true), settings())).toBe(true);
  });

  it('follow the synonym groups they were given', () => {
    const synonyms: SynonymGroups = {en: [['goat', 'capra']]};
    expect(textAnswersTerm(TEXT, term('capra'), settings())).toBe(false);
    expect(textAnswersTerm(TEXT, term('capra'), settings({synonyms}))).toBe(true);
  });

  it('follow the shopper’s language', () => {
    const text = `${TEXT}\npennelli`;
    expect(textAnswersTerm(text, term('pennello'), settings({language: 'it'}))).toBe(
      true,
    );
    expect(
      textAnswersTerm(
        text,
        term('pennello'),
        settings({language: 'en', typoTolerance: false}),
      ),
    ).toBe(false);
  });
});

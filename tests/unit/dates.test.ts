import {describe, expect, it} from 'vitest';
import {formatLongDate} from '~/lib/dates';

describe('formatLongDate', () => {
  it.each([
    ['a day, in English', '2026-12-02', 'en', 'December 2, 2026'],
    [
      'a moment late in the UTC day keeps its UTC date',
      '2026-12-02T23:30:00Z',
      'en',
      'December 2, 2026',
    ],
    ['in Italian', '2026-12-02', 'it', '2 dicembre 2026'],
    ['in French', '2027-01-14T10:00:00.000Z', 'fr', '14 janvier 2027'],
  ])('%s', (_name, iso, language, expected) => {
    expect(formatLongDate(iso, language)).toBe(expected);
  });

  it('gives nothing for text that is no date', () => {
    expect(formatLongDate('soon', 'en')).toBeNull();
  });
});

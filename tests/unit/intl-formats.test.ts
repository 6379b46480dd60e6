import {describe, expect, it} from 'vitest';
import {dateTimeFormat, listFormat, numberFormat} from '@brush/rules/intl-formats';

const DAY = new Date(Date.UTC(2026, 11, 2));

describe('numberFormat', () => {
  it.each([
    ['en', {style: 'currency', currency: 'USD'}, 1234.5, '$1,234.50'],
    ['fr', {style: 'currency', currency: 'EUR'}, 1234.5, '1\u202f234,50\u00a0€'],
    ['en', {style: 'percent'}, 0.85, '85%'],
    ['fr', {style: 'percent'}, 0.85, '85\u00a0%'],
    ['it', {}, 12345.5, '12.345,5'],
  ] as const)('%s %j formats %d as %j', (language, options, value, expected) => {
    expect(numberFormat(language, options).format(value)).toBe(expected);
  });

  type Call = readonly [language: string, options: Intl.NumberFormatOptions];
  it.each<[string, Call, Call, boolean]>([
    [
      'the same language and options',
      ['en', {style: 'percent'}],
      ['en', {style: 'percent'}],
      true,
    ],
    ['another language', ['en', {style: 'percent'}], ['fr', {style: 'percent'}], false],
    [
      'other options',
      ['en', {style: 'currency', currency: 'USD'}],
      ['en', {style: 'currency', currency: 'EUR'}],
      false,
    ],
  ])('gives one formatter for %s: %j', (_, first, second, same) => {
    expect(numberFormat(...first) === numberFormat(...second)).toBe(same);
  });
});

describe('dateTimeFormat', () => {
  it.each([
    ['en', 'December 2, 2026'],
    ['en-GB', '2 December 2026'],
    ['fr', '2 décembre 2026'],
  ])('%s reads %j', (language, expected) => {
    const options = {dateStyle: 'long', timeZone: 'UTC'} as const;
    expect(dateTimeFormat(language, options).format(DAY)).toBe(expected);
    expect(dateTimeFormat(language, {...options})).toBe(
      dateTimeFormat(language, options),
    );
  });
});

describe('listFormat', () => {
  it.each([
    ['en', 'a, b, or c'],
    ['fr', 'a, b ou c'],
  ])('%s reads %j', (language, expected) => {
    const options = {type: 'disjunction'} as const;
    expect(listFormat(language, options).format(['a', 'b', 'c'])).toBe(expected);
    expect(listFormat(language, {...options})).toBe(listFormat(language, options));
  });
});

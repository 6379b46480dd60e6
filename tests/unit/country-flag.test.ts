import {describe, expect, it} from 'vitest';

import {countryFlag} from '#rules/country-flag';

describe('countryFlag', () => {
  it.each<[string | null | undefined, string]>([
    ['US', '🇺🇸'],
    ['fr', '🇫🇷'],
    [' GB ', '🇬🇧'],
    ['IL', '🇮🇱'],
    ['CA', '🇨🇦'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['USA', ''],
    ['U', ''],
    ['1A', ''],
    ['<s', ''],
    ['ÉS', ''],
  ])('%j -> %j', (code, flag) => {
    expect(countryFlag(code)).toBe(flag);
  });
});

import {describe, expect, it} from 'vitest';

import {countryBadge} from '@brush/rules/country-flag';

describe('countryBadge', () => {
  it.each<[string | null | undefined, string]>([
    ['US', 'US'],
    ['fr', 'FR'],
    [' GB ', 'GB'],
    ['IL', 'IL'],
    ['CA', 'CA'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['USA', ''],
    ['U', ''],
    ['1A', ''],
    ['<s', ''],
    ['ÉS', ''],
  ])('%j -> %j', (code, badge) => {
    expect(countryBadge(code)).toBe(badge);
  });

  it('is never an emoji regional indicator, which many systems draw as an empty box', () => {
    expect(countryBadge('FR')).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });
});

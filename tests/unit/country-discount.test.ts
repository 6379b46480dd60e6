import {describe, expect, it} from 'vitest';
import {countryOrderDiscountPercent} from '@brush/rules/country-discount';

describe('countryOrderDiscountPercent', () => {
  it.each<[string | null | undefined, number]>([
    ['CA', 10],
    ['ca', 10],
    ['US', 0],
    ['GB', 0],
    ['AU', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
  ])('%s -> %s%%', (country, percent) => {
    expect(countryOrderDiscountPercent(country)).toBe(percent);
  });
});

import {describe, expect, it} from 'vitest';
import {median, percentile, summarizeLatencies} from '../../bench/stats';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({length: 100}, (_, index) => 100 - index);
  it.each([
    {values: hundred, rank: 50, expected: 50},
    {values: hundred, rank: 95, expected: 95},
    {values: hundred, rank: 99, expected: 99},
    {values: hundred, rank: 100, expected: 100},
    {values: hundred, rank: 0, expected: 1},
    {values: [7], rank: 99, expected: 7},
    {values: [3, 1, 2], rank: 50, expected: 2},
  ])('rank $rank of $values.length values is $expected', ({values, rank, expected}) => {
    expect(percentile(values, rank)).toBe(expected);
  });

  it('is NaN for no values', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('median', () => {
  it.each([
    {values: [3, 1, 2], expected: 2},
    {values: [4, 1, 3, 2], expected: 2.5},
    {values: [95, 82, 88], expected: 88},
    {values: [5], expected: 5},
  ])('of $values is $expected', ({values, expected}) => {
    expect(median(values)).toBe(expected);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('summarizeLatencies', () => {
  it('gives count, percentiles and max', () => {
    expect(summarizeLatencies([10, 30, 20, 40])).toEqual({
      count: 4,
      p50: 20,
      p95: 40,
      p99: 40,
      max: 40,
    });
  });

  it('handles a sample too large to spread into Math.max', () => {
    const values = Array.from({length: 300_000}, (_, index) => index);
    expect(summarizeLatencies(values).max).toBe(299_999);
  });
});

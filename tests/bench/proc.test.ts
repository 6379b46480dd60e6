import {describe, expect, it} from 'vitest';
import {
  commandOf,
  parentOf,
  processGroupOf,
  residentBytesOf,
  totalBytes,
} from '../../bench/proc';

describe('processGroupOf', () => {
  it.each([
    ['1234 (node) S 1 1200 1200 0 -1 4194560', 1200],
    ['77 (work (er) d) R 10 55 55 0 -1', 55],
    ['9 (a b) S 2 9 9', 9],
  ])('reads the group of %s', (stat, group) => {
    expect(processGroupOf(stat)).toBe(group);
  });

  it('is null for text that is not a stat line', () => {
    expect(processGroupOf('garbage')).toBeNull();
  });
});

describe('parentOf', () => {
  it.each([
    ['1234 (node) S 1 1200 1200 0 -1 4194560', 1],
    ['77 (work (er) d) R 10 55 55 0 -1', 10],
  ])('reads the parent of %s', (stat, parent) => {
    expect(parentOf(stat)).toBe(parent);
  });

  it('is null for text that is not a stat line', () => {
    expect(parentOf('garbage')).toBeNull();
  });
});

describe('residentBytesOf', () => {
  it('reads VmRSS in bytes', () => {
    expect(
      residentBytesOf(
        'Name:\tnode\nVmPeak:\t 900 kB\nVmRSS:\t  123456 kB\nThreads:\t7\n',
      ),
    ).toBe(123456 * 1024);
  });

  it('is 0 without VmRSS (a zombie)', () => {
    expect(residentBytesOf('Name:\tnode\nState:\tZ (zombie)\n')).toBe(0);
  });
});

describe('commandOf', () => {
  it.each([
    ['1234 (node) S 1 1200 1200', 'node'],
    ['77 (work (er) d) R 10 55 55', 'work (er) d'],
  ])('reads the command of %s', (stat, command) => {
    expect(commandOf(stat)).toBe(command);
  });
});

describe('totalBytes', () => {
  it('sums a group by command', () => {
    expect(totalBytes({node: 300, workerd: 1200})).toBe(1500);
    expect(totalBytes()).toBe(0);
  });
});

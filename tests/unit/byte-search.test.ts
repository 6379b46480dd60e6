import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {anchorIndex, indexOfBytes} from '~/server/byte-search.server';

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

/** What the search must answer: the platform's own search for a byte sequence. */
function reference(haystack: Uint8Array, pattern: Uint8Array, from: number): number {
  return Buffer.from(haystack).indexOf(Buffer.from(pattern), from);
}

describe('indexOfBytes', () => {
  it.each([
    {
      case: 'a module preload',
      text: '<link rel="stylesheet"/><link rel="modulepreload" href="/a.js"/>',
      pattern: '<link rel="modulepreload"',
      from: 0,
      at: 24,
    },
    {
      case: 'the pattern at the very start',
      text: 'window.__remixContext = {}',
      pattern: 'window.__remixContext = ',
      from: 0,
      at: 0,
    },
    {
      case: 'the pattern at the very end',
      text: '<script type="module" async=""',
      pattern: ' type="module" async=""',
      from: 0,
      at: 7,
    },
    {
      case: 'a search from past the only match',
      text: 'abc<link rel="modulepreload"',
      pattern: '<link rel="modulepreload"',
      from: 4,
      at: -1,
    },
    {
      case: 'a pattern cut by the end of the bytes',
      text: '<link rel="modulepre',
      pattern: '<link rel="modulepreload"',
      from: 0,
      at: -1,
    },
    {
      case: 'a pattern longer than the bytes',
      text: 'k',
      pattern: '<link',
      from: 0,
      at: -1,
    },
    {
      case: 'several bytes of characters',
      text: 'pinceau «estompeur» — 刷子 <link rel="modulepreload"',
      pattern: '<link rel="modulepreload"',
      from: 0,
      at: 33,
    },
  ])('finds $case', ({text, pattern, from, at}) => {
    expect(indexOfBytes(bytes(text), bytes(pattern), from)).toBe(at);
    expect(at).toBe(reference(bytes(text), bytes(pattern), from));
  });

  it('jumps on the rarest byte of a pattern', () => {
    expect(anchorIndex(bytes('<link rel="modulepreload"'))).toBe(4);
    expect(anchorIndex(bytes(' type="module" async=""'))).toBe(2);
    expect(anchorIndex(bytes('   '))).toBe(0);
  });

  it('answers as a plain search does, wherever the pattern falls', () => {
    const alphabet = fc.constantFrom(...'<>" =/akmpwx_\u00e9\u5237'.split(''));
    fc.assert(
      fc.property(
        fc.string({unit: alphabet, maxLength: 200}),
        fc.string({unit: alphabet, minLength: 1, maxLength: 6}),
        fc.nat({max: 210}),
        (text, pattern, from) => {
          const haystack = bytes(text);
          const needle = bytes(pattern);
          expect(indexOfBytes(haystack, needle, from)).toBe(
            reference(haystack, needle, from),
          );
        },
      ),
      {seed: 0xb17e5, numRuns: 2000},
    );
  });
});

import {describe, expect, it} from 'vitest';

import {hasControlCharacter, isControlCharacter} from '~/lib/control-characters';

describe('hasControlCharacter', () => {
  it.each<[string, string, boolean]>([
    ['plain text', 'brush-01', false],
    ['empty', '', false],
    ['NUL', 'a\u0000b', true],
    ['tab', 'a\tb', true],
    ['newline', '/path\n', true],
    ['unit separator (last C0)', '\u001f', true],
    ['space (first printable)', ' ', false],
    ['DEL', 'x\u007f', true],
    ['C1 control, not C0', '\u0085', false],
    ['non-Latin text', 'pennello', false],
  ])('%s', (_, text, expected) => {
    expect(hasControlCharacter(text)).toBe(expected);
  });
});

describe('isControlCharacter', () => {
  it.each<[string, string, boolean]>([
    ['a letter', 'a', false],
    ['NUL', '\u0000', true],
    ['tab', '\t', true],
    ['space', ' ', false],
    ['DEL', '\u007f', true],
    ['first C1 control', '\u0080', true],
    ['next line (C1)', '\u0085', true],
    ['last C1 control', '\u009f', true],
    ['no-break space, after C1', '\u00a0', false],
    ['an accented letter', 'é', false],
  ])('%s', (_, character, expected) => {
    expect(isControlCharacter(character)).toBe(expected);
  });
});

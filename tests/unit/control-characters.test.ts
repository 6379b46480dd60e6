import {describe, expect, it} from 'vitest';

import {hasControlCharacter} from '@brush/rules/control-characters';

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

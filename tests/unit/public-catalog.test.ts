import {describe, expect, it} from 'vitest';
import {
  MAX_CURSOR_LENGTH,
  MAX_HANDLE_LENGTH,
  isPlausibleCursor,
  isPlausibleHandle,
  isPublicResource,
  isSeoHidden,
} from '~/lib/public-catalog';

describe('isPlausibleHandle', () => {
  it.each<[string | null | undefined, boolean]>([
    ['kumo-blending-brush', true],
    ['eye-brushes', true],
    ['pro_kits.v2', true],
    ['ペンシルブラシ', true],
    ['pinceau-à-paupières', true],
    ['a'.repeat(MAX_HANDLE_LENGTH), true],
    ['a'.repeat(MAX_HANDLE_LENGTH + 1), false],
    ['', false],
    [null, false],
    [undefined, false],
    ['<script>alert(1)</script>', false],
    ['"><img src=x onerror=alert(1)>', false],
    ['kumo blending', false],
    ['kumo/../../admin', false],
    ['kumo%00', false],
    ['kumo\u0000', false],
    ['kumo\n', false],
    ["kumo'--", false],
    ['🖌️', false],
  ])('%j -> %s', (handle, expected) => {
    expect(isPlausibleHandle(handle)).toBe(expected);
  });
});

describe('isSeoHidden', () => {
  it.each<[string | null | undefined, boolean]>([
    ['1', true],
    [' 1 ', true],
    ['true', true],
    ['TRUE', true],
    ['0', false],
    ['false', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => {
    expect(isSeoHidden(value)).toBe(expected);
  });
});

describe('isPublicResource', () => {
  it.each([
    [{seoHidden: {value: '1'}}, false],
    [{seoHidden: {value: '0'}}, true],
    [{seoHidden: null}, true],
    [{}, true],
  ])('%j -> %s', (resource, expected) => {
    expect(isPublicResource(resource)).toBe(expected);
  });
});

describe('isPlausibleCursor', () => {
  it.each<[string | null | undefined, boolean]>([
    ['eyJsYXN0X2lkIjo3MTAwMDAwMDAwMTAxfQ==', true],
    ['eyJsYXN0X2lkIjo3MTAwMDAwMDAwMTAxfQ', true],
    ['abc-_+/', true],
    ['a'.repeat(MAX_CURSOR_LENGTH), true],
    ['a'.repeat(MAX_CURSOR_LENGTH + 1), false],
    ['', false],
    [null, false],
    [undefined, false],
    ['<script>', false],
    ['abc def', false],
    ['abc===', false],
    ['ab=c', false],
    ['abc\n', false],
  ])('%j -> %s', (cursor, expected) => {
    expect(isPlausibleCursor(cursor)).toBe(expected);
  });
});

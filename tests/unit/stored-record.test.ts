import {describe, expect, it} from 'vitest';

import {parseStoredList, parseStoredRecord} from '@brush/rules/stored-record';

describe('parseStoredRecord', () => {
  it.each<[string, string | null | undefined, Record<string, unknown> | null]>([
    ['missing', null, null],
    ['undefined', undefined, null],
    ['empty', '', null],
    ['unreadable', '{accept: true', null],
    ['a number', '42', null],
    ['a string', '"OK"', null],
    ['null', 'null', null],
    ['an object', '{"accept":true,"expiresAt":1}', {accept: true, expiresAt: 1}],
    ['an empty object', '{}', {}],
  ])('%s -> %j', (_name, stored, expected) => {
    expect(parseStoredRecord(stored)).toEqual(expected);
  });
});

describe('parseStoredList', () => {
  const readNumber = (entry: unknown) => (typeof entry === 'number' ? entry : null);
  it.each<[string, string | null | undefined, number[]]>([
    ['the entries the reader accepts, in order', '[3, "x", 1, null, 2]', [3, 1, 2]],
    ['nothing stored', null, []],
    ['an empty value', '', []],
    ['text that is not JSON', '[3,', []],
    ['JSON that is no list', '{"a": 1}', []],
  ])('%s', (_label, stored, expected) => {
    expect(parseStoredList(stored, readNumber)).toEqual(expected);
  });
});

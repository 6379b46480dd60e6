import {describe, expect, it} from 'vitest';

import {parseStoredRecord} from '#rules/stored-record';

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

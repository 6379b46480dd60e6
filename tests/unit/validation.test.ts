import {describe, expect, it} from 'vitest';

import {
  isValidEmail,
  passwordProblem,
  type PasswordProblem,
} from '@brush/rules/validation';

describe('isValidEmail', () => {
  it.each([
    ['ava@example.com', true],
    ['a@b.c', true],
    ['ava.thompson+brushes@mail.example.co.uk', true],
    ['ava@example', false],
    ['ava.example.com', false],
    ['@example.com', false],
    ['ava@.com', false],
    ['ava@example.', false],
    ['ava @example.com', false],
    ['ava@example.com ', false],
    [' ava@example.com', false],
    ['ava@exa\tmple.com', false],
    ['', false],
    [null, false],
    [42, false],
  ])('%j -> %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});

describe('passwordProblem', () => {
  it.each<[string, string | null | undefined, PasswordProblem | null]>([
    ['secret', undefined, null],
    ['secret', 'secret', null],
    ['se cret', 'se cret', null],
    ['secret', 'Secret', 'mismatch'],
    ['secret', '', 'mismatch'],
    ['secret', null, null],
    ['short', 'short', 'too-short'],
    ['', '', 'too-short'],
    [' secret', ' secret', 'blank-edges'],
    ['secret ', 'secret', 'blank-edges'],
    ['secret\n', undefined, 'blank-edges'],
    [' ab', 'x', 'blank-edges'],
    ['abc', 'x', 'too-short'],
    ['🔑🔑🔑🔑🔑🔑', undefined, null],
    ['🔑🔑🔑', undefined, 'too-short'],
  ])('%j / %j -> %j', (password, confirmation, problem) => {
    expect(passwordProblem(password, confirmation)).toBe(problem);
  });
});

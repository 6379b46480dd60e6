import {describe, expect, it} from 'vitest';
import type {CartLinesDiscountsGenerateRunResult} from '@brush/functions-shared/function-api';
import {runBundle} from '../../shared/run-bundle';
import {type cartLinesDiscountsGenerateRun} from './cart_lines_discounts_generate_run';
import {marker, type LineSpec, type Spec, input, off, NONE} from './test-carts';

/** The bundle Shopify runs, in QuickJS: what these tests hold to the rules. */
const run = (input: Parameters<typeof cartLinesDiscountsGenerateRun>[0]) =>
  runBundle<typeof cartLinesDiscountsGenerateRun>('welcome-offer', input);

describe('welcome offer: cart.lines.discounts.generate.run', () => {
  it.each<[string, LineSpec[], Spec, CartLinesDiscountsGenerateRunResult]>([
    ['no tagged line', [['24.0', 1, undefined]], {}, NONE],
    ['40% off the tagged line', [['24.0', 1, 'ava@example.com']], {}, off(0, 9.6)],
    ['one unit only of a line of 3', [['24.0', 3, 'ava@example.com']], {}, off(0, 9.6)],
    [
      'the first tagged line only',
      [
        ['30.0', 1, 'a@example.com'],
        ['24.0', 1, 'b@example.com'],
      ],
      {},
      off(0, 12),
    ],
    [
      'the address typed another way is the same address',
      [['24.0', 1, 'Ava@Example.com', marker('ava@example.com')]],
      {},
      off(0, 9.6),
    ],
    [
      'another email used the offer',
      [['24.0', 1, 'ava@example.com']],
      {used: ['ben@example.com']},
      off(0, 9.6),
    ],
    ['forged: no marker', [['24.0', 1, 'ava@example.com', null]], {}, NONE],
    ['forged: a marker set by hand', [['24.0', 1, 'ava@example.com', 'true']], {}, NONE],
    [
      'forged: another address’s marker',
      [['24.0', 1, 'eve@example.com', marker('ava@example.com')]],
      {},
      NONE,
    ],
    [
      'forged: a marker signed with another key',
      [
        [
          '24.0',
          1,
          'ava@example.com',
          marker('ava@example.com', 'another-key-that-is-long-enough-000'),
        ],
      ],
      {},
      NONE,
    ],
    [
      'forged: an unclaimed line first does not take the offer from a claimed one',
      [
        ['30.0', 1, 'eve@example.com', null],
        ['24.0', 1, 'ava@example.com'],
      ],
      {},
      off(1, 9.6),
    ],
    [
      'replayed: an email an order already used',
      [['24.0', 1, 'ava@example.com']],
      {used: ['AVA@example.com']},
      NONE,
    ],
    ...[
      'a.va@gmail.com',
      'ava+second@gmail.com',
      'ava@gmail.com.',
      'Ava@GoogleMail.com',
      'ａｖａ@gmail.com',
    ].map((spelling): [string, LineSpec[], Spec, CartLinesDiscountsGenerateRunResult] => [
      `replayed: the used address spelt ${spelling}`,
      [['24.0', 1, spelling]],
      {used: ['ava@gmail.com']},
      NONE,
    ]),
    [
      'forged: a Cyrillic look-alike letter makes no new address',
      [['24.0', 1, 'аva@gmail.com']],
      {used: ['ava@gmail.com']},
      NONE,
    ],
    ['no signing key configured', [['24.0', 1, 'ava@example.com']], {key: null}, NONE],
    ['forged: no email', [['24.0', 1, '']], {}, NONE],
    ['forged: not an email', [['24.0', 1, '<script>@x']], {}, NONE],
    ['forged: a null value', [['24.0', 1, null]], {}, NONE],
    [
      'a discount without the PRODUCT class',
      [['24.0', 1, 'a@example.com']],
      {classes: ['ORDER']},
      NONE,
    ],
  ])('%s', (_label, lines, spec, expected) => {
    expect(run(input(lines, spec))).toEqual(expected);
  });
});

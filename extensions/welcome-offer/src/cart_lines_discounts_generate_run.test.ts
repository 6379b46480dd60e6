import {describe, expect, it} from 'vitest';
import type {CartLinesDiscountsGenerateRunResult} from '@brush/rules/function-api';
import {welcomeEmailDigest} from '@brush/rules/used-markers';
import {signWelcomeMarker} from '@brush/rules/welcome-marker';
import {runBundle} from '../../shared/run-bundle';
import {
  type cartLinesDiscountsGenerateRun,
  type WelcomeOfferInput,
} from './cart_lines_discounts_generate_run';

const KEY = 'survey-proof-key-for-the-function-tests';
const CART = 'gid://shopify/Cart/c1?key=k';
const marker = (email: string, key = KEY) =>
  signWelcomeMarker(key, {email, cartId: CART});

/** The tagged email and the marker beside it; `undefined` email: an untagged line. */
type LineSpec = [
  price: string,
  quantity: number,
  email: string | null | undefined,
  proof?: string | null,
];

interface Spec {
  used?: string[];
  classes?: WelcomeOfferInput['discount']['discountClasses'];
  key?: string | null;
}

function input(
  lines: LineSpec[],
  {used, classes = ['PRODUCT'], key = KEY}: Spec = {},
): WelcomeOfferInput {
  return {
    cart: {
      lines: lines.map(([amount, quantity, email, proof], index) => ({
        id: `gid://shopify/CartLine/${index}`,
        quantity,
        cost: {amountPerQuantity: {amount, currencyCode: 'USD'}},
        welcomeBonus: email === undefined ? null : {value: email},
        welcomeBonusProof:
          proof === null
            ? null
            : {value: proof ?? (typeof email === 'string' ? marker(email) : '')},
      })),
    },
    shop: {
      usedWelcomeEmails: used
        ? {value: JSON.stringify(used.map((email) => welcomeEmailDigest(email)))}
        : null,
    },
    discount: {
      discountClasses: classes,
      configuration: key === null ? null : {jsonValue: {signingKey: key}},
    },
  };
}

const off = (index: number, amount: number): CartLinesDiscountsGenerateRunResult => ({
  operations: [
    {
      productDiscountsAdd: {
        candidates: [
          {
            targets: [{cartLine: {id: `gid://shopify/CartLine/${index}`}}],
            value: {fixedAmount: {amount}},
            message: 'welcome offer',
          },
        ],
        selectionStrategy: 'ALL',
      },
    },
  ],
});

const NONE = {operations: []};

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

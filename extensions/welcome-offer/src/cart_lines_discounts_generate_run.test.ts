import {describe, expect, it} from 'vitest';
import type {CartLinesDiscountsGenerateRunResult} from '../../shared/function-api';
import {
  cartLinesDiscountsGenerateRun,
  type WelcomeOfferInput,
} from './cart_lines_discounts_generate_run';

type LineSpec = [price: string, quantity: number, email: string | null | undefined];

function input(
  lines: LineSpec[],
  classes: WelcomeOfferInput['discount']['discountClasses'] = ['PRODUCT'],
): WelcomeOfferInput {
  return {
    cart: {
      lines: lines.map(([amount, quantity, email], index) => ({
        id: `gid://shopify/CartLine/${index}`,
        quantity,
        cost: {amountPerQuantity: {amount, currencyCode: 'USD'}},
        welcomeBonus: email === undefined ? null : {value: email},
      })),
    },
    discount: {discountClasses: classes},
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

describe('welcome offer: cart.lines.discounts.generate.run', () => {
  it.each<[string, LineSpec[], CartLinesDiscountsGenerateRunResult]>([
    ['no tagged line', [['24.0', 1, undefined]], NONE],
    ['40% off the tagged line', [['24.0', 1, 'ava@example.com']], off(0, 9.6)],
    ['one unit only of a line of 3', [['24.0', 3, 'ava@example.com']], off(0, 9.6)],
    [
      'the first tagged line only',
      [
        ['30.0', 1, 'a@example.com'],
        ['24.0', 1, 'b@example.com'],
      ],
      off(0, 12),
    ],
    ['forged: no email', [['24.0', 1, '']], NONE],
    ['forged: not an email', [['24.0', 1, '<script>@x']], NONE],
    ['forged: a null value', [['24.0', 1, null]], NONE],
  ])('%s', (_label, lines, expected) => {
    expect(cartLinesDiscountsGenerateRun(input(lines))).toEqual(expected);
  });

  it('gives nothing when the discount has no PRODUCT class', () => {
    expect(
      cartLinesDiscountsGenerateRun(input([['24.0', 1, 'a@example.com']], ['ORDER'])),
    ).toEqual(NONE);
  });
});

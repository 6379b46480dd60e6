import {describe, expect, it} from 'vitest';
import {
  COMPLIMENTARY_DISCOUNT_TITLE,
  CUSTOM_PRICE_DISCOUNT_TITLE,
  INVALID_CUSTOM_PRICE_MESSAGE,
  NOT_COMPLIMENTARY_MESSAGE,
  NO_CUSTOM_PRICE_MESSAGE,
} from '#rules/merchant-rules';
import {
  priceCart,
  type CartAttribute,
  type CartSnapshot,
  type SnapshotLine,
} from '../../emulators/commerce/src/cart/pipeline';
import {MERCHANT_RULES} from '../../emulators/commerce/src/cart/rules';

interface LineSpec {
  sku?: string;
  tags?: string[];
  attributes?: CartAttribute[];
  unitPriceCents?: number;
  quantity?: number;
}

let lineCount = 0;
function line({
  sku = 'EB01-US',
  tags = [],
  attributes = [],
  unitPriceCents = 2400,
  quantity = 1,
}: LineSpec): SnapshotLine {
  lineCount += 1;
  return {
    id: `gid://shopify/CartLine/line-${lineCount}`,
    quantity,
    attributes,
    variant: {id: `v${lineCount}`, sku, title: 'US', priceUsd: 24},
    product: {id: `p${lineCount}`, title: 'Brush', handle: 'brush', tags},
    unitPriceCents,
  };
}

function price(lines: SnapshotLine[], currencyCode = 'USD') {
  const cart: CartSnapshot = {
    currencyCode,
    countryCode: 'US',
    attributes: [],
    lines,
    buyer: {email: null, customer: null},
  };
  return priceCart(cart, MERCHANT_RULES);
}

const complimentary = (country = 'US') => [{key: '_complimentary', value: country}];
const customPrice = (value: string) => [{key: '_customPrice', value}];
const PWYW = ['pwyw'];

describe('complimentary rule', () => {
  it('makes a COMPLIMENTARY variant marked _complimentary free', () => {
    const result = price([
      line({
        sku: 'GW01-COMPLIMENTARY-US',
        attributes: complimentary(),
        unitPriceCents: 1800,
      }),
    ]);
    expect(result.lines[0]).toMatchObject({
      subtotalCents: 1800,
      totalCents: 0,
      allocations: [
        {title: COMPLIMENTARY_DISCOUNT_TITLE, kind: 'automatic', amountCents: 1800},
      ],
    });
    expect(result.refusals).toEqual([]);
  });

  it.each([
    ['a COMPLIMENTARY variant without the attribute', 'GW01-COMPLIMENTARY-US', [], []],
    [
      'a forged _complimentary on a normal variant',
      'EB01-US',
      complimentary(),
      [NOT_COMPLIMENTARY_MESSAGE],
    ],
  ])('charges full price for %s', (_name, sku, attributes, messages) => {
    const result = price([line({sku, attributes})]);
    expect(result.lines[0]?.totalCents).toBe(2400);
    expect(result.lines[0]?.allocations).toEqual([]);
    expect(result.refusals.map((refusal) => refusal.message)).toEqual(messages);
  });

  it('gives one free unit per cart (spec 5 limits): further units pay', () => {
    const result = price([
      line({sku: 'GW01-COMPLIMENTARY-US', attributes: complimentary(), quantity: 3}),
      line({sku: 'GW02-COMPLIMENTARY-US', attributes: complimentary()}),
    ]);
    expect(result.lines.map((l) => l.totalCents)).toEqual([4800, 2400]);
  });
});

describe('pay-what-you-want rule', () => {
  it.each([
    ['a price below the variant price', '12.50', 2400, 1250, 1150],
    ['zero', '0', 2400, 0, 2400],
    ['zero with decimals', '0.00', 2400, 0, 2400],
    ['exactly the variant price', '24.00', 2400, 2400, null],
    ['a price above the variant price (clamped)', '99', 2400, 2400, null],
    ['a price in a rounded currency (GBP 21)', '20.5', 2100, 2050, 50],
  ])('honours %s', (_name, value, unitPriceCents, total, discount) => {
    const result = price([
      line({tags: PWYW, attributes: customPrice(value), unitPriceCents}),
    ]);
    expect(result.lines[0]?.totalCents).toBe(total);
    expect(result.lines[0]?.allocations).toEqual(
      discount === null
        ? []
        : [
            {
              title: CUSTOM_PRICE_DISCOUNT_TITLE,
              kind: 'custom',
              rule: 'pwyw',
              amountCents: discount,
            },
          ],
    );
    expect(result.refusals).toEqual([]);
  });

  it.each([
    ['a negative price', PWYW, '-5', INVALID_CUSTOM_PRICE_MESSAGE],
    ['NaN', PWYW, 'NaN', INVALID_CUSTOM_PRICE_MESSAGE],
    ['words', PWYW, 'twelve', INVALID_CUSTOM_PRICE_MESSAGE],
    ['an empty value', PWYW, '', INVALID_CUSTOM_PRICE_MESSAGE],
    ['fractions of a cent', PWYW, '1.001', INVALID_CUSTOM_PRICE_MESSAGE],
    ['an exponent', PWYW, '1e1', INVALID_CUSTOM_PRICE_MESSAGE],
    ['a product without pwyw', [], '1.00', NO_CUSTOM_PRICE_MESSAGE],
  ])('refuses %s and charges full price', (_name, tags, value, message) => {
    const result = price([line({tags, attributes: customPrice(value)})]);
    expect(result.lines[0]?.totalCents).toBe(2400);
    expect(result.lines[0]?.allocations).toEqual([]);
    expect(result.refusals).toMatchObject([
      {rule: 'pwyw', attributeKey: '_customPrice', message},
    ]);
  });

  it('prices one unit per cart at the custom price (spec 5 limits)', () => {
    const result = price([
      line({tags: PWYW, attributes: customPrice('4.00'), quantity: 2}),
      line({tags: PWYW, attributes: customPrice('4.00')}),
    ]);
    expect(result.lines.map((l) => l.totalCents)).toEqual([400 + 2400, 2400]);
    expect(result.totalCents).toBe(5200);
  });

  it('leaves lines without price attributes alone and sums the cart', () => {
    const result = price([
      line({unitPriceCents: 1999, quantity: 2}),
      line({tags: PWYW, attributes: customPrice('5')}),
      line({sku: 'GW01-COMPLIMENTARY-US', attributes: complimentary()}),
    ]);
    expect(result.lines.map((l) => l.totalCents)).toEqual([3998, 500, 0]);
    expect(result).toMatchObject({subtotalCents: 4498, totalCents: 4498});
  });
});

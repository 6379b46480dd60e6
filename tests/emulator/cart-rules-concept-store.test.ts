import {describe, expect, it} from 'vitest';
import {
  CONCEPT_STORE_DISCOUNT_TITLE,
  NO_CONCEPT_STORE_PRICE_MESSAGE,
} from '#rules/merchant-rules';
import {
  priceCart,
  type CartAttribute,
  type CartSnapshot,
  type SnapshotLine,
} from '../../emulators/commerce/src/cart/pipeline';
import {MERCHANT_RULES} from '../../emulators/commerce/src/cart/rules';
import {NOT_IN_CONCEPT_STORE_MESSAGE} from '../../emulators/commerce/src/cart/rules/concept-store';
import {
  CART_LINES_ADD,
  VARIANT,
  cartToken,
  createCart,
  sharedPlatform,
  type Json,
} from './cart-platform';

const CONCEPT_STORE: CartAttribute[] = [{key: '_conceptStore', value: 'true'}];
const KUMO_TAGS = ['eye', 'concept-store', 'conceptStorePrice:18'];
const TSUKI_TAGS = [
  'eye',
  'concept-store',
  'conceptStorePrice:15',
  'conceptStorePrice:EB02:14',
];

interface LineSpec {
  sku: string;
  tags: string[];
  unitPriceCents: number;
  attributes?: CartAttribute[];
  quantity?: number;
  handle?: string;
}

let lineCount = 0;
function line({
  sku,
  tags,
  unitPriceCents,
  attributes = CONCEPT_STORE,
  quantity = 1,
  handle = 'brush',
}: LineSpec): SnapshotLine {
  lineCount += 1;
  return {
    id: `gid://shopify/CartLine/concept-${lineCount}`,
    quantity,
    attributes,
    variant: {id: `v${lineCount}`, sku, title: 'US', priceUsd: unitPriceCents / 100},
    product: {id: `p${lineCount}`, title: 'Brush', handle, tags},
    unitPriceCents,
  };
}

function price(lines: SnapshotLine[], currencyCode = 'USD') {
  const cart: CartSnapshot = {
    currencyCode,
    countryCode: currencyCode === 'USD' ? 'US' : 'DE',
    attributes: [],
    lines,
    buyer: {email: null, customer: null},
  };
  return priceCart(cart, MERCHANT_RULES);
}

describe('concept-store rule (pipeline)', () => {
  it.each([
    {
      case: 'a whole-product price',
      spec: {sku: 'EB01-US', tags: KUMO_TAGS, unitPriceCents: 2400},
      total: 1800,
    },
    {
      case: 'the whole-product price on a dearer edition',
      spec: {sku: 'EB01-PRO-US', tags: KUMO_TAGS, unitPriceCents: 2800},
      total: 1800,
    },
    {
      case: 'the variant price winning over the product price',
      spec: {sku: 'EB02-US', tags: TSUKI_TAGS, unitPriceCents: 1800},
      total: 1400,
    },
    {
      case: 'the product price for a variant without its own',
      spec: {sku: 'EB02-PRO-US', tags: TSUKI_TAGS, unitPriceCents: 2200},
      total: 1500,
    },
    {
      case: 'every unit of the line',
      spec: {sku: 'EB01-US', tags: KUMO_TAGS, unitPriceCents: 2400, quantity: 3},
      total: 5400,
    },
  ])('prices $case', ({spec, total}) => {
    const result = price([line(spec)]);
    expect(result.lines[0]?.totalCents).toBe(total);
    expect(result.lines[0]?.allocations).toEqual([
      {
        title: CONCEPT_STORE_DISCOUNT_TITLE,
        kind: 'automatic',
        rule: 'conceptStore',
        amountCents: (result.lines[0]?.subtotalCents ?? 0) - total,
      },
    ]);
    expect(result.refusals).toEqual([]);
  });

  it("converts the tag's USD price to the cart's currency (GBP 18 * 0.85, rounded up)", () => {
    const result = price(
      [line({sku: 'EB01-EU', tags: KUMO_TAGS, unitPriceCents: 2100})],
      'GBP',
    );
    expect(result.lines[0]?.totalCents).toBe(1600);
  });

  it('never raises a price: a tag above the unit price leaves the line alone', () => {
    const result = price([
      line({
        sku: 'EB01-US',
        tags: ['concept-store', 'conceptStorePrice:30'],
        unitPriceCents: 2400,
      }),
    ]);
    expect(result.lines[0]?.totalCents).toBe(2400);
    expect(result.lines[0]?.allocations).toEqual([]);
    expect(result.refusals).toEqual([]);
  });

  it.each([
    {
      case: 'a product outside the concept store',
      spec: {sku: 'EB03-US', tags: ['eye', 'best-seller'], unitPriceCents: 2200},
      message: NOT_IN_CONCEPT_STORE_MESSAGE,
    },
    {
      case: 'a price tag on a product outside the concept store',
      spec: {sku: 'EB03-US', tags: ['eye', 'conceptStorePrice:1'], unitPriceCents: 2200},
      message: NOT_IN_CONCEPT_STORE_MESSAGE,
    },
    {
      case: 'a concept-store product without a price tag',
      spec: {sku: 'EB03-US', tags: ['concept-store'], unitPriceCents: 2200},
      message: NO_CONCEPT_STORE_PRICE_MESSAGE,
    },
    {
      case: 'a malformed price tag',
      spec: {
        sku: 'EB03-US',
        tags: ['concept-store', 'conceptStorePrice:-5'],
        unitPriceCents: 2200,
      },
      message: NO_CONCEPT_STORE_PRICE_MESSAGE,
    },
  ])('refuses a forged _conceptStore on $case', ({spec, message}) => {
    const result = price([line(spec)]);
    expect(result.lines[0]?.totalCents).toBe(spec.unitPriceCents);
    expect(result.lines[0]?.allocations).toEqual([]);
    expect(result.refusals).toMatchObject([
      {rule: 'conceptStore', attributeKey: '_conceptStore', message},
    ]);
  });

  it('leaves unmarked concept-store products at their catalog price', () => {
    const result = price([
      line({sku: 'EB01-US', tags: KUMO_TAGS, unitPriceCents: 2400, attributes: []}),
    ]);
    expect(result.lines[0]?.totalCents).toBe(2400);
    expect(result.refusals).toEqual([]);
  });
});

describe('concept-store rule (Storefront API)', () => {
  const platform = sharedPlatform();
  /** Hoshi Tapered Crease Brush, $22: not in the concept store. */
  const hoshiUs = 'gid://shopify/ProductVariant/43000000000301';
  /** Tsuki Pencil Brush (EB02), $18: its variant's concept-store price is $14. */
  const tsukiUs = 'gid://shopify/ProductVariant/43000000000201';

  async function storedState(cartId: string) {
    const response = await platform.admin('GET', `/admin/carts/${cartToken(cartId)}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Json;
  }

  it('prices a marked line at the concept-store price, with the discount titled', async () => {
    const cart = await createCart(platform, {
      lines: [
        {merchandiseId: VARIANT.kumoUs, attributes: CONCEPT_STORE},
        {merchandiseId: tsukiUs, quantity: 2, attributes: CONCEPT_STORE},
      ],
    });
    const [kumo, tsuki] = cart.lines.nodes;
    expect(kumo.cost.totalAmount).toEqual({amount: '18.0', currencyCode: 'USD'});
    expect(kumo.discountAllocations).toEqual([
      {
        __typename: 'CartAutomaticDiscountAllocation',
        title: CONCEPT_STORE_DISCOUNT_TITLE,
        discountedAmount: {amount: '6.0', currencyCode: 'USD'},
      },
    ]);
    expect(tsuki.cost.totalAmount).toEqual({amount: '28.0', currencyCode: 'USD'});
    expect(cart.cost.totalAmount).toEqual({amount: '46.0', currencyCode: 'USD'});
  });

  it('prices it in the buyer currency (Germany: EUR)', async () => {
    const cart = await createCart(platform, {
      buyerIdentity: {countryCode: 'DE'},
      lines: [{merchandiseId: VARIANT.kumoEu, attributes: CONCEPT_STORE}],
    });
    expect(cart.lines.nodes[0].cost.totalAmount).toEqual({
      amount: '18.0',
      currencyCode: 'EUR',
    });
  });

  it('refuses a forged _conceptStore with VALIDATION_CUSTOM and changes nothing', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.yukiUs}]});
    const before = await storedState(cart.id);
    const response = await platform.gql(CART_LINES_ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: hoshiUs, attributes: CONCEPT_STORE}],
    });
    const payload = response.data?.cartLinesAdd as Json;
    expect(payload.userErrors).toEqual([
      {
        code: 'VALIDATION_CUSTOM',
        field: ['lines', '0', 'attributes'],
        message: NOT_IN_CONCEPT_STORE_MESSAGE,
      },
    ]);
    expect(payload.cart.cost.totalAmount.amount).toBe('58.0');
    expect(await storedState(cart.id)).toEqual(before);
  });
});

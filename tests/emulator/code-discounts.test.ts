import {describe, expect, it} from 'vitest';
import {LOCAL_APP_ACCESS_TOKEN} from '../../dev/local-env';
import {
  CART_DISCOUNT_CODES_UPDATE,
  createCart,
  sharedPlatform,
  VARIANT,
  type Json,
} from './cart-platform';
import {payFromPage, getPage} from './checkout-pages';

/**
 * Code discounts as a merchant creates them through the Admin API and as a cart applies them:
 * a percentage or an amount off the order, its dates, its minimum subtotal, and how it combines
 * with the shop's automatic discounts (switched on by shop:setup, which combine with product
 * and order discounts).
 */
const platform = sharedPlatform();

const CREATE = `mutation Create($input: DiscountCodeBasicInput!) {
  discountCodeBasicCreate(basicCodeDiscount: $input) {
    codeDiscountNode {
      id
      codeDiscount {
        ... on DiscountCodeBasic {
          title status summary startsAt endsAt
          codes(first: 1) { nodes { code } }
          combinesWith { orderDiscounts productDiscounts shippingDiscounts }
          customerGets {
            value {
              ... on DiscountPercentage { percentage }
              ... on DiscountAmount { amount { amount currencyCode } appliesOnEachItem }
            }
            items { ... on AllDiscountItems { allItems } }
          }
          minimumRequirement {
            ... on DiscountMinimumSubtotal { greaterThanOrEqualToSubtotal { amount currencyCode } }
          }
        }
      }
    }
    userErrors { field message code }
  }
}`;

async function adminApi(
  query: string,
  variables: Record<string, unknown>,
  token = LOCAL_APP_ACCESS_TOKEN,
): Promise<Json> {
  const response = await fetch(`${platform.url}/admin/api/2026-10/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Access-Token': token},
    body: JSON.stringify({query, variables}),
  });
  return response.json();
}

/** A code discount on the whole order, for every buyer, from the seed's day on. */
async function createCode(input: Record<string, unknown>): Promise<Json> {
  const body = await adminApi(CREATE, {
    input: {
      title: String(input.code),
      startsAt: platform.clock.now.toISOString(),
      customerGets: {items: {all: true}, value: {percentage: 0.2}},
      ...input,
    },
  });
  return body.data.discountCodeBasicCreate;
}

/** A cart of the country with these lines and codes: its codes, cart discounts and total. */
async function cartWithCodes(
  lines: {merchandiseId: string; quantity?: number}[],
  codes: string[],
  country = 'US',
): Promise<{
  codes: {code: string; applicable: boolean}[];
  discounts: string[];
  total: string;
  checkoutUrl: string;
}> {
  const cart = await createCart(
    platform,
    {buyerIdentity: {countryCode: country}, lines},
    country,
  );
  const {data} = await platform.gql(CART_DISCOUNT_CODES_UPDATE, {
    cartId: cart.id,
    discountCodes: codes,
  });
  const updated = data?.cartDiscountCodesUpdate.cart;
  return {
    codes: updated.discountCodes,
    discounts: updated.discountAllocations.map(
      (allocation: Json) => allocation.discountedAmount.amount,
    ),
    total: updated.cost.totalAmount.amount,
    checkoutUrl: updated.checkoutUrl,
  };
}

const KUMO = {merchandiseId: VARIANT.kumoUs};

describe('code discounts created through the Admin API', () => {
  it('answers a percentage code as Shopify describes it', async () => {
    const created = await createCode({code: 'SPRING20', title: 'Spring 20%'});
    expect(created.userErrors).toEqual([]);
    expect(created.codeDiscountNode).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/DiscountCodeNode\/\d+$/),
      codeDiscount: {
        title: 'Spring 20%',
        status: 'ACTIVE',
        summary: '20% off entire order',
        codes: {nodes: [{code: 'SPRING20'}]},
        combinesWith: {orderDiscounts: false, productDiscounts: false},
        customerGets: {value: {percentage: 0.2}, items: {allItems: true}},
        minimumRequirement: null,
      },
    });
  });

  it.each([
    [
      'a percentage above 100%',
      {code: 'TOO-MUCH', customerGets: {items: {all: true}, value: {percentage: 1.5}}},
      'VALUE_OUTSIDE_RANGE',
    ],
    ['no code', {code: ' '}, 'BLANK'],
    ['a code taken, in another case', {code: 'spring20'}, 'TAKEN'],
    [
      'an end before the start',
      {code: 'BACKWARDS', endsAt: '2020-01-01T00:00:00Z'},
      'INVALID',
    ],
    [
      'a usage limit, which the platform does not emulate',
      {code: 'ONCE', usageLimit: 1},
      'NOT_SUPPORTED',
    ],
  ])('refuses %s with a userError', async (_name, input, code) => {
    const created = await createCode(input);
    expect(created.codeDiscountNode).toBeNull();
    expect(created.userErrors).toEqual([expect.objectContaining({code})]);
  });

  it('needs write_discounts', async () => {
    const token = (await (
      await platform.admin('POST', '/admin/app-tokens', {scopes: ['read_products']})
    ).json()) as {accessToken: string};
    const body = await adminApi(
      CREATE,
      {input: {code: 'NOPE', title: 'Nope'}},
      token.accessToken,
    );
    expect(body.errors[0].extensions.code).toBe('ACCESS_DENIED');
  });
});

describe('a cart applies its codes as Shopify does', () => {
  it('takes a percentage off the order, shown as the code on the cart', async () => {
    await createCode({code: 'TAKE20'});
    const cart = await cartWithCodes([KUMO], ['take20']);
    expect(cart.codes).toEqual([{code: 'take20', applicable: true}]);
    expect(cart.discounts).toEqual(['4.8']);
    expect(cart.total).toBe('19.2');
    const {data} = await platform.gql(
      `query ($id: ID!) { cart(id: $id) { discountAllocations { ... on CartCodeDiscountAllocation { code } } } }`,
      {
        id: cart.checkoutUrl.replace(
          /.*\/cn\/(\w+)\?key=(\w+)/,
          'gid://shopify/Cart/$1?key=$2',
        ),
      },
    );
    expect(data?.cart.discountAllocations).toEqual([{code: 'TAKE20'}]);
  });

  it('answers a code it does not know as not applicable, and charges the full price', async () => {
    const cart = await cartWithCodes([KUMO], ['NO-SUCH-CODE']);
    expect(cart.codes).toEqual([{code: 'NO-SUCH-CODE', applicable: false}]);
    expect(cart.total).toBe('24.0');
  });

  it('applies an amount off only once the cart reaches its minimum subtotal', async () => {
    await createCode({
      code: 'BIG10',
      customerGets: {items: {all: true}, value: {discountAmount: {amount: '10'}}},
      minimumRequirement: {subtotal: {greaterThanOrEqualToSubtotal: '50'}},
    });
    const under = await cartWithCodes([{...KUMO, quantity: 2}], ['BIG10']);
    expect(under.codes).toEqual([{code: 'BIG10', applicable: false}]);
    expect(under.total).toBe('48.0');
    const over = await cartWithCodes([{...KUMO, quantity: 3}], ['BIG10']);
    expect(over.codes).toEqual([{code: 'BIG10', applicable: true}]);
    expect(over.total).toBe('62.0');
  });

  it("converts an amount off into the cart's currency", async () => {
    const cart = await cartWithCodes([{merchandiseId: VARIANT.kumoEu}], ['BIG10'], 'DE');
    expect(cart.codes).toEqual([{code: 'BIG10', applicable: false}]);
    const three = await cartWithCodes(
      [{merchandiseId: VARIANT.kumoEu, quantity: 3}],
      ['BIG10'],
      'DE',
    );
    expect(three.total).toBe('62.0');
  });

  it('applies a code only between its dates', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = platform.clock.now.getTime();
    await createCode({code: 'LATER', startsAt: new Date(now + day).toISOString()});
    await createCode({
      code: 'OVER',
      startsAt: new Date(now - 2 * day).toISOString(),
      endsAt: new Date(now - day).toISOString(),
    });
    const cart = await cartWithCodes([KUMO], ['LATER', 'OVER']);
    expect(cart.codes).toEqual([
      {code: 'LATER', applicable: false},
      {code: 'OVER', applicable: false},
    ]);
    expect(cart.total).toBe('24.0');
  });

  describe('beside an automatic discount (Canada: 10% off the order)', () => {
    it('adds up with it when both allow order discounts', async () => {
      await createCode({code: 'WITH-CANADA', combinesWith: {orderDiscounts: true}});
      const cart = await cartWithCodes([KUMO], ['WITH-CANADA'], 'CA');
      expect(cart.codes).toEqual([{code: 'WITH-CANADA', applicable: true}]);
      expect(cart.discounts.sort()).toEqual(['2.4', '4.8']);
      expect(cart.total).toBe('16.8');
    });

    it('replaces it when they do not combine and the code saves more', async () => {
      const cart = await cartWithCodes([KUMO], ['TAKE20'], 'CA');
      expect(cart.codes).toEqual([{code: 'TAKE20', applicable: true}]);
      expect(cart.discounts).toEqual(['4.8']);
      expect(cart.total).toBe('19.2');
    });

    it('gives way to it when they do not combine and the code saves less', async () => {
      await createCode({
        code: 'SMALL5',
        customerGets: {items: {all: true}, value: {percentage: 0.05}},
      });
      const cart = await cartWithCodes([KUMO], ['SMALL5'], 'CA');
      expect(cart.codes).toEqual([{code: 'SMALL5', applicable: false}]);
      expect(cart.discounts).toEqual(['2.4']);
      expect(cart.total).toBe('21.6');
    });
  });

  it('takes two codes only when both allow order discounts, the better one otherwise', async () => {
    await createCode({
      code: 'FIRST10',
      customerGets: {items: {all: true}, value: {percentage: 0.1}},
    });
    const cart = await cartWithCodes([KUMO], ['FIRST10', 'TAKE20']);
    expect(cart.codes).toEqual([
      {code: 'FIRST10', applicable: false},
      {code: 'TAKE20', applicable: true},
    ]);
    expect(cart.total).toBe('19.2');
  });

  it('charges the discounted total at checkout, naming the code on the page and the order', async () => {
    const cart = await cartWithCodes([KUMO], ['TAKE20']);
    const page = await getPage(cart.checkoutUrl);
    expect(page.html).toContain('TAKE20');
    const paid = await payFromPage(cart.checkoutUrl);
    expect(paid.status).toBe(303);
    const thanks = await getPage(`${platform.url}${paid.location}`);
    expect(thanks.html).toContain('TAKE20');
    expect(thanks.html).toMatch(/\$29\.19/);
  });
});

import {describe, expect, it} from 'vitest';
import {LOCAL_APP_ACCESS_TOKEN} from '../../dev/local-env';
import {sharedPlatform, type Json} from './cart-platform';

/**
 * The platform's Admin GraphQL API: tokens and their scopes, metafieldsSet's compare-and-set and
 * atomicity, and the order as settlement reads it.
 */
const platform = sharedPlatform();

async function admin(
  query: string,
  variables: Record<string, unknown> = {},
  token = LOCAL_APP_ACCESS_TOKEN,
  version = '2026-10',
): Promise<{status: number; body: Json}> {
  const response = await fetch(`${platform.url}/admin/api/${version}/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Access-Token': token},
    body: JSON.stringify({query, variables}),
  });
  return {status: response.status, body: await response.json()};
}

async function tokenWith(scopes: string[]): Promise<string> {
  const response = await platform.admin('POST', '/admin/app-tokens', {scopes});
  return ((await response.json()) as {accessToken: string}).accessToken;
}

const AVA = 'gid://shopify/Customer/6600000000101';

const CREDIT = `query Credit($id: ID!) {
  customer(id: $id) { credit: metafield(namespace: "credit", key: "balance") { value compareDigest } }
}`;

const SET = `mutation Set($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) {
    metafields { namespace key value compareDigest }
    userErrors { code field message elementIndex }
  }
}`;

async function credit(): Promise<{value: string; compareDigest: string}> {
  return (await admin(CREDIT, {id: AVA})).body.data.customer.credit;
}

async function shopId(): Promise<string> {
  return (await admin('{ shop { id } }')).body.data.shop.id;
}

describe('the Admin GraphQL API', () => {
  it('refuses a token it never issued with 401, and an unknown version with 404', async () => {
    expect((await admin('{ shop { id } }', {}, 'shpat_forged')).status).toBe(401);
    expect(
      (await admin('{ shop { id } }', {}, LOCAL_APP_ACCESS_TOKEN, '2019-04')).status,
    ).toBe(404);
  });

  it('sets a metafield only while its compareDigest still matches', async () => {
    const before = await credit();
    const set = (value: string, compareDigest: string | null) =>
      admin(SET, {
        metafields: [
          {ownerId: AVA, namespace: 'credit', key: 'balance', value, compareDigest},
        ],
      });
    const first = await set('19.5', before.compareDigest);
    expect(first.body.data.metafieldsSet.userErrors).toEqual([]);
    const stale = await set('1.0', before.compareDigest);
    expect(stale.body.data.metafieldsSet.userErrors[0]).toMatchObject({
      code: 'STALE_OBJECT',
      elementIndex: 0,
    });
    const mustBeNew = await set('2.0', null);
    expect(mustBeNew.body.data.metafieldsSet.userErrors[0].code).toBe('STALE_OBJECT');
    expect((await credit()).value).toBe('19.5');
    const customer = await (
      await platform.admin('GET', '/admin/customers/ava%40example.com')
    ).json();
    expect(customer.storeCredit).toBe(19.5);
  });

  it('writes all of a call or none of it', async () => {
    const shop = await shopId();
    const before = await credit();
    const answer = await admin(SET, {
      metafields: [
        {
          ownerId: shop,
          namespace: 'test',
          key: 'first',
          type: 'json',
          value: '[1]',
          compareDigest: null,
        },
        {
          ownerId: AVA,
          namespace: 'credit',
          key: 'balance',
          value: '0.5',
          compareDigest: 'not-the-digest',
        },
      ],
    });
    expect(answer.body.data.metafieldsSet.userErrors[0]).toMatchObject({elementIndex: 1});
    const read = await admin(
      `{ shop { metafield(namespace: "test", key: "first") { value } } }`,
    );
    expect(read.body.data.shop.metafield).toBeNull();
    expect((await credit()).value).toBe(before.value);
  });

  it('takes at most 25 metafields a call, and refuses a value its type cannot hold', async () => {
    const shop = await shopId();
    const many = Array.from({length: 26}, (_, index) => ({
      ownerId: shop,
      namespace: 'test',
      key: `k${index}`,
      type: 'number_integer',
      value: '1',
    }));
    expect(
      (await admin(SET, {metafields: many})).body.data.metafieldsSet.userErrors[0].code,
    ).toBe('LESS_THAN_OR_EQUAL_TO');
    const bad = await admin(SET, {
      metafields: [
        {
          ownerId: shop,
          namespace: 'test',
          key: 'n',
          type: 'number_integer',
          value: '1.5',
        },
      ],
    });
    expect(bad.body.data.metafieldsSet.userErrors[0].code).toBe('INVALID_VALUE');
  });

  it("refuses, with ACCESS_DENIED and nothing written, what a token's scopes do not cover", async () => {
    const ordersOnly = await tokenWith(['read_orders']);
    const before = await credit();
    const write = await admin(
      SET,
      {metafields: [{ownerId: AVA, namespace: 'credit', key: 'balance', value: '999.0'}]},
      ordersOnly,
    );
    expect(write.body.errors[0].extensions).toMatchObject({
      code: 'ACCESS_DENIED',
      requiredAccess: '`write_customers` access scope.',
    });
    expect((await credit()).value).toBe(before.value);
    const order = await admin(
      '{ order(id: "gid://shopify/Order/5400000000101") { name customer { id } } }',
      {},
      ordersOnly,
    );
    expect(order.body.data.order.name).toBe('#1001');
    expect(order.body.errors[0].extensions.requiredAccess).toBe(
      '`read_customers` access scope.',
    );
    const discounts = await admin(
      '{ discountNodes(first: 5) { nodes { id } } }',
      {},
      ordersOnly,
    );
    expect(discounts.body.errors[0].extensions.code).toBe('ACCESS_DENIED');
  });

  it("lists the app's functions as deployed", async () => {
    const answer = await admin(
      '{ shopifyFunctions(first: 25) { nodes { handle apiType } } }',
    );
    expect(answer.body.data.shopifyFunctions.nodes).toEqual(
      expect.arrayContaining([
        {handle: 'store-credit', apiType: 'DISCOUNT'},
        {handle: 'cart-checks', apiType: 'CART_CHECKOUT_VALIDATION'},
      ]),
    );
  });
});

import {describe, expect, it} from 'vitest';
import {CONCEPT_STORE_COLLECTION_HANDLE} from '@brush/rules/promos';
import {localPlatformUpstream} from './support/upstream';
import {signedSessionCookie, workerAgainst} from './support/worker';

/**
 * The storefront's long lists (a customer's orders, a secret shop, the promo listings) in one
 * Storefront request each, as Hydrogen reads a page of up to 250 (decision 0132): counted at
 * the platform, and each page shows what one read of the whole list holds.
 */

const storefront = localPlatformUpstream({warm: false});
const worker = workerAgainst(storefront);

/** Seeded with four orders, and tagged for the spring-preview secret shop. */
const AVA = 'ava@example.com';
const AVA_SECRET_COLLECTION = 'spring-preview';

/** Titles as the page's HTML writes them. */
function inHtml(title: string): string {
  return title.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
}

/** The page, rendered for a session, and how many times the worker sent each operation. */
async function render(path: string, cookie?: string) {
  storefront.reset();
  const {response, body} = await worker.get(path, cookie ? {Cookie: cookie} : {});
  const sent: Record<string, number> = {};
  for (const name of storefront.operations()) sent[name] = (sent[name] ?? 0) + 1;
  return {status: response.status, body, sent};
}

async function collectionTitles(handle: string): Promise<string[]> {
  const answer = await storefront.gql(
    `query Titles($handle: String!) {
      collection(handle: $handle) { products(first: 250) { nodes { title } } }
    }`,
    {handle},
  );
  return answer.data.collection.products.nodes.map(
    (product: {title: string}) => product.title,
  );
}

describe('a long list is one Storefront request', () => {
  it("shows each of a customer's orders with all its lines from one CustomerOrders request", async () => {
    const token = await storefront.signIn(AVA);
    const whole = await storefront.gql(
      `query AllOrders($token: String!) {
        customer(customerAccessToken: $token) {
          orders(first: 250, sortKey: PROCESSED_AT, reverse: true) {
            nodes { name lineItems(first: 250) { nodes { title } } }
          }
        }
      }`,
      {token: token.accessToken},
    );
    const orders: {name: string; lineItems: {nodes: {title: string}[]}}[] =
      whole.data.customer.orders.nodes;
    // More than the three a request the ceiling allowed.
    expect(orders.length).toBeGreaterThan(3);

    const page = await render(
      '/account/orders',
      await signedSessionCookie({customerAccessToken: token}),
    );
    expect(page.status).toBe(200);
    expect(page.sent.CustomerOrders).toBe(1);
    expect(page.sent.OrderParts).toBeUndefined();
    for (const order of orders) {
      expect(page.body).toContain(order.name);
      for (const line of order.lineItems.nodes)
        expect(page.body).toContain(inHtml(line.title));
    }
  });

  it("shows a secret shop's products from the SecretShop request itself", async () => {
    const titles = await collectionTitles(AVA_SECRET_COLLECTION);
    // More than the two a request the ceiling allowed.
    expect(titles.length).toBeGreaterThan(2);

    const page = await render(
      '/secret',
      await signedSessionCookie({customerAccessToken: await storefront.signIn(AVA)}),
    );
    expect(page.status).toBe(200);
    expect(page.sent.SecretShop).toBe(1);
    expect(page.sent.SecretShopProducts).toBeUndefined();
    for (const title of titles) expect(page.body).toContain(inHtml(title));
  });

  it("shows the concept store's products from one ConceptStore request", async () => {
    const titles = await collectionTitles(CONCEPT_STORE_COLLECTION_HANDLE);
    expect(titles.length).toBeGreaterThan(0);

    const page = await render('/concept-store');
    expect(page.status).toBe(200);
    expect(page.sent.ConceptStore).toBe(1);
    for (const title of titles) expect(page.body).toContain(inHtml(title));
  });

  it('lists the pay-what-you-want products from one PwywProducts request', async () => {
    const page = await render('/pwyw-products');
    expect(page.status).toBe(200);
    expect(page.sent.PwywProducts).toBe(1);
  });
});

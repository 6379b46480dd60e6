import {readFileSync} from 'node:fs';
import {describe, expect, it, vi} from 'vitest';
import {
  APP_ACCESS_SCOPES,
  LOCAL_ADMIN_TOKEN,
  LOCAL_APP_ACCESS_TOKEN,
  LOCAL_SECRET_SHOP_COLLECTIONS,
  LOCAL_SHARED_SHOP_KEY,
  LOCAL_SURVEY_PROOF_KEY,
} from '../../dev/local-env';
import {settleOrder} from '../../app/features/programmes/settlement.server';
import {adminClient} from '../../app/server/admin-client.server';
import {setUpShop} from '../../ops/setup';
import {adminGraphql, CART_CREATE} from './cart-platform';
import {settlementShop} from './settlement-shop';

/**
 * Orders settle from the platform's webhooks through the storefront's route (decision 0131):
 * what an attacker or the network can do to a delivery, and what cancellations and refunds
 * give back. What each order spent is read back from the shop's metafields.
 */
const shop = settlementShop();
const KEYS = {
  surveyProofKey: LOCAL_SURVEY_PROOF_KEY,
  sharedShopKey: LOCAL_SHARED_SHOP_KEY,
};
const PROTOTYPE_LINER = 'gid://shopify/ProductVariant/43000000003801';

describe('a delivery', () => {
  it('with a forged signature is refused with 401 and changes nothing', async () => {
    const buyer = await shop.buyer(20);
    shop.hold();
    const placed = await shop.order(buyer, {
      creditRedeemed: 5,
      secret: null,
      whiteCheek: false,
      survey: null,
    });
    const [genuine] = shop
      .deliveries()
      .filter((delivery) => delivery.topic === 'orders/paid')
      .slice(-1);
    if (!placed || !genuine) throw new Error('the order was not placed');
    const forged = await shop.deliver(genuine, {
      'X-Shopify-Hmac-Sha256': 'Zm9yZ2VkIHNpZ25hdHVyZQ==',
    });
    const otherShop = await shop.deliver(genuine, {
      'X-Shopify-Shop-Domain': 'another.myshopify.com',
    });
    const tampered = await shop.deliver(
      {...genuine, body: genuine.body.replace('}', ',"x":1}')},
      {
        'X-Shopify-Hmac-Sha256': (await import('node:crypto'))
          .createHmac('sha256', 'not-the-client-secret')
          .update(genuine.body.replace('}', ',"x":1}'))
          .digest('base64'),
      },
    );
    expect([forged, otherShop, tampered]).toEqual([401, 401, 401]);
    expect((await shop.state(buyer)).creditCents).toBe(2000);
    shop.release();
    await shop.shop().settled();
    expect((await shop.state(buyer)).creditCents).toBe(1500);
  });

  it('replayed, later and after the order was cancelled, changes nothing twice', async () => {
    const buyer = await shop.buyer(30);
    const placed = await shop.order(buyer, {
      creditRedeemed: 10,
      secret: PROTOTYPE_LINER,
      whiteCheek: false,
      survey: null,
    });
    await shop.shop().settled();
    const paid = shop
      .deliveries()
      .filter((delivery) => delivery.body.includes(placed?.id ?? '-'))[0];
    if (!placed || !paid) throw new Error('the order was not placed');
    expect(await shop.state(buyer)).toMatchObject({
      creditCents: 2000,
      claimed: ['SS02'],
      sharedCopy: ['SS02'],
    });

    expect(await shop.deliver(paid)).toBe(200);
    expect(await shop.deliver({...paid, webhook_id: 'a-replay-with-a-new-id'})).toBe(200);
    expect(await shop.state(buyer)).toMatchObject({creditCents: 2000, claimed: ['SS02']});

    await shop.cancel(placed.id);
    await shop.shop().settled();
    expect(await shop.state(buyer)).toMatchObject({
      creditCents: 3000,
      claimed: [],
      sharedCopy: [],
    });
    expect(await shop.deliver({...paid, webhook_id: 'the-paid-one-again'})).toBe(200);
    expect(await shop.state(buyer)).toMatchObject({creditCents: 3000, claimed: []});
  });

  it('handled twice at once, by two isolates, settles once', async () => {
    const buyer = await shop.buyer(40);
    shop.hold();
    const placed = await shop.order(buyer, {
      creditRedeemed: 15,
      secret: null,
      whiteCheek: true,
      survey: 'twice-at-once',
    });
    if (!placed) throw new Error('the order was not placed');
    const admin = () => adminClient(shop.platform().url, LOCAL_APP_ACCESS_TOKEN);
    await Promise.all([0, 1, 2, 3].map(() => settleOrder(admin(), placed.id, KEYS)));
    expect(await shop.state(buyer)).toMatchObject({creditCents: 2500, whiteCheek: 1});
    expect((await shop.state(buyer)).usedResponses).toContain('twice-at-once');
    shop.release();
    await shop.shop().settled();
    expect(await shop.state(buyer)).toMatchObject({creditCents: 2500, whiteCheek: 1});
  });

  it('that failed is retried, and settles once the storefront is back', async () => {
    const buyer = await shop.buyer(25);
    const {receiver} = shop.shop();
    receiver.down = true;
    const placed = await shop.order(buyer, {
      creditRedeemed: 5,
      secret: null,
      whiteCheek: false,
      survey: null,
    });
    if (!placed) throw new Error('the order was not placed');
    await vi.waitFor(() =>
      expect(receiver.received.some((entry) => entry.status === 503)).toBe(true),
    );
    expect((await shop.state(buyer)).creditCents).toBe(2500);
    receiver.down = false;
    await shop.shop().settled();
    expect((await shop.state(buyer)).creditCents).toBe(2000);
    const attempts = receiver.received
      .filter((entry) => entry.topic === 'orders/paid')
      .slice(-2);
    expect(attempts.map((entry) => entry.status)).toEqual([503, 200]);
    expect(attempts[0]?.webhookId).toBe(attempts[1]?.webhookId);
  });

  it('for a product keeps its price tags in custom.price_tags', async () => {
    const product = 'gid://shopify/Product/7100000000101';
    const read = async () =>
      (
        await adminGraphql(
          shop.platform(),
          `query P($id: ID!) { product(id: $id) { tags m: metafield(namespace: "custom", key: "price_tags") { value } } }`,
          {id: product},
        )
      ).product;
    const before = await read();
    expect(JSON.parse(before.m.value)).toEqual(['conceptStorePrice:18']);
    await adminGraphql(
      shop.platform(),
      `mutation U($product: ProductUpdateInput!) { productUpdate(product: $product) { userErrors { message } } }`,
      {
        product: {
          id: product,
          tags: [
            ...before.tags.filter((tag: string) => !tag.startsWith('conceptStorePrice')),
            'conceptStorePrice:16',
          ],
        },
      },
    );
    await shop.shop().settled();
    expect(JSON.parse((await read()).m.value)).toEqual(['conceptStorePrice:16']);
  });
});

describe('two orders spending the same credit before either webhook lands', () => {
  it('both pay; the second settles as a debt the next credit pays first', async () => {
    const buyer = await shop.buyer(24);
    shop.hold();
    const first = await shop.order(buyer, {
      creditRedeemed: 24,
      secret: null,
      whiteCheek: false,
      survey: null,
    });
    const second = await shop.order(buyer, {
      creditRedeemed: 24,
      secret: null,
      whiteCheek: false,
      survey: null,
    });
    // The cart checks refuse a redemption above the balance: each order took at most 24.
    expect([first?.creditCents, second?.creditCents]).toEqual([2400, 2400]);
    shop.release();
    await shop.shop().settled();
    expect((await shop.state(buyer)).creditCents).toBe(-2400);
    const next = await shop.platform().gql(CART_CREATE, {
      input: {
        lines: [{merchandiseId: 'gid://shopify/ProductVariant/43000000000401'}],
        attributes: [{key: 'creditRedeemed', value: '10.00'}],
        buyerIdentity: {countryCode: 'US', customerAccessToken: buyer.token},
      },
      country: 'US',
    });
    expect(next.data.cartCreate.cart.discountAllocations).toEqual([]);
  });
});

describe('what a cancelled or refunded order gives back', () => {
  it('a cancellation gives back everything, even delivered before the payment', async () => {
    const buyer = await shop.buyer(30);
    shop.hold();
    const placed = await shop.order(buyer, {
      creditRedeemed: 12,
      secret: PROTOTYPE_LINER,
      whiteCheek: true,
      survey: 'cancelled-first',
    });
    if (!placed) throw new Error('the order was not placed');
    await shop.cancel(placed.id);
    const [paid, cancelled] = shop.deliveries().slice(-2);
    if (!paid || !cancelled) throw new Error('no deliveries');
    expect([paid.topic, cancelled.topic]).toEqual(['orders/paid', 'orders/cancelled']);
    expect(await shop.deliver(cancelled)).toBe(200);
    expect(await shop.deliver(paid)).toBe(200);
    expect(await shop.state(buyer)).toMatchObject({
      creditCents: 3000,
      claimed: [],
      whiteCheek: 0,
    });
    expect((await shop.state(buyer)).usedResponses).not.toContain('cancelled-first');
    shop.release();
    await shop.shop().settled();
  });

  it('a refund gives back the credit of the refunded units, and keeps the claim, the brush and the survey spent', async () => {
    const buyer = await shop.buyer(30);
    const placed = await shop.order(buyer, {
      creditRedeemed: 12,
      secret: PROTOTYPE_LINER,
      whiteCheek: true,
      survey: 'refunded',
    });
    if (!placed) throw new Error('the order was not placed');
    await shop.shop().settled();
    expect(await shop.state(buyer)).toMatchObject({
      creditCents: 1800,
      claimed: ['SS02'],
      whiteCheek: 1,
    });
    await shop.refundAll(placed.id);
    await shop.shop().settled();
    expect(await shop.state(buyer)).toMatchObject({
      creditCents: 3000,
      claimed: ['SS02'],
      whiteCheek: 1,
    });
    expect((await shop.state(buyer)).usedResponses).toContain('refunded');
  });
});

describe("the app's scopes", () => {
  it('are the ones extensions/shopify.app.toml declares', () => {
    const toml = readFileSync(
      new URL('../../extensions/shopify.app.toml', import.meta.url),
      'utf8',
    );
    const declared = /^scopes = "([^"]*)"/m.exec(toml)?.[1]?.split(',');
    expect(declared).toEqual([...APP_ACCESS_SCOPES]);
  });

  it.each([['none', 'works'], ...APP_ACCESS_SCOPES.map((scope) => [scope, 'refused'])])(
    'are the fewest that work: without %s, setup or settlement is %s',
    async (missing, expected) => {
      const response = await fetch(`${shop.platform().url}/admin/app-tokens`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${LOCAL_ADMIN_TOKEN}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          scopes: APP_ACCESS_SCOPES.filter((scope) => scope !== missing),
        }),
      });
      const {accessToken} = (await response.json()) as {accessToken: string};
      const outcome = (run: Promise<unknown>) =>
        run.then(
          () => 'works',
          () => 'refused',
        );
      const setup = outcome(
        setUpShop({
          shop: shop.platform().url,
          token: accessToken,
          storefrontOrigin: shop.shop().receiver.url,
          surveyProofKey: LOCAL_SURVEY_PROOF_KEY,
          sharedShopKey: LOCAL_SHARED_SHOP_KEY,
          secretShopCollections: [LOCAL_SECRET_SHOP_COLLECTIONS],
          dryRun: true,
        }),
      );
      const buyer = await shop.buyer(10);
      shop.hold();
      const placed = await shop.order(buyer, {
        creditRedeemed: 0,
        secret: PROTOTYPE_LINER,
        whiteCheek: false,
        survey: null,
      });
      if (!placed) throw new Error('the order was not placed');
      const settlement = outcome(
        settleOrder(adminClient(shop.platform().url, accessToken), placed.id, KEYS),
      );
      const outcomes = [await setup, await settlement];
      shop.release();
      await shop.shop().settled();
      if (expected === 'works') expect(outcomes).toEqual(['works', 'works']);
      else expect(outcomes).toContain('refused');
    },
  );
});

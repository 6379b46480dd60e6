import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  LOCAL_ADMIN_TOKEN,
  LOCAL_APP_ACCESS_TOKEN,
  LOCAL_SECRET_SHOP_COLLECTIONS,
  LOCAL_SHARED_SHOP_KEY,
  LOCAL_SURVEY_PROOF_KEY,
} from '../../dev/local-env';
import {
  startCommercePlatform,
  type CommercePlatform,
} from '../../emulators/commerce/src/server';
import {setUpShop, setupReport, type SetupOptions} from '../../ops/setup';
import {SEED_NOW, type Json} from './cart-platform';
import {checkOutAs} from './checkout-pages';
import {specialCart, type CartsPlatform} from './functions-carts';
import {
  startSettlementReceiver,
  storefrontGql,
  type SettlementReceiver,
} from './settlement-receiver';

/**
 * npm run shop:setup against the local platform as it starts, a shop no one has set up: no
 * function prices a cart until setup has run; a dry run changes nothing; a second run changes
 * nothing and says so; then a cart with every special price is bought and its order settled.
 */
let platform: CommercePlatform;
let receiver: SettlementReceiver;
let shop: CartsPlatform;

beforeAll(async () => {
  platform = await startCommercePlatform({
    port: 0,
    dbPath: ':memory:',
    now: () => new Date(SEED_NOW),
  });
  receiver = await startSettlementReceiver(platform.url);
  shop = {
    gql: (query, variables) => storefrontGql(platform.url, query, variables),
    close: async () => undefined,
  };
});

afterAll(async () => {
  await platform.close();
  await receiver.close();
});

const options = (changes: Partial<SetupOptions> = {}): SetupOptions => ({
  shop: platform.url,
  token: LOCAL_APP_ACCESS_TOKEN,
  storefrontOrigin: receiver.url,
  surveyProofKey: LOCAL_SURVEY_PROOF_KEY,
  sharedShopKey: LOCAL_SHARED_SHOP_KEY,
  secretShopCollections: [LOCAL_SECRET_SHOP_COLLECTIONS],
  dryRun: false,
  ...changes,
});

const titles = (cart: Json): string[] =>
  cart.lines.nodes.flatMap((line: Json) =>
    line.discountAllocations.map((allocation: Json) => allocation.title),
  );

const avaCredit = async (): Promise<number> =>
  (
    await (
      await fetch(`${platform.url}/admin/customers/ava%40example.com`, {
        headers: {Authorization: `Bearer ${LOCAL_ADMIN_TOKEN}`},
      })
    ).json()
  ).storeCredit;

describe('npm run shop:setup on a shop no one has set up', () => {
  it('plans in a dry run and changes nothing: no function prices a cart yet', async () => {
    const plan = await setUpShop(options({dryRun: true}));
    const actions = new Set(plan.items.map((item) => item.action));
    expect(actions).toEqual(new Set(['create']));
    expect(plan.items.map((item) => item.what)).toEqual(
      expect.arrayContaining([
        'automatic discount "store credit" (store-credit)',
        'checkout validation "cart checks" (cart-checks)',
        `webhook ORDERS_PAID → ${receiver.url}/webhooks`,
        'metafield definition customer credit.balance',
      ]),
    );
    expect(setupReport(plan, true)).toMatch(/^Plan \(dry run, nothing changed\):/);
    expect(titles((await specialCart(shop, 6)).cart)).toEqual([]);
  });

  it('sets the shop up, and a second run changes nothing and says so', async () => {
    const first = await setUpShop(options());
    expect(first.items.filter((item) => item.action === 'create').length).toBeGreaterThan(
      20,
    );
    expect(first.lacks).toEqual([]);
    const second = await setUpShop(options());
    expect(second.items.every((item) => item.action === 'unchanged')).toBe(true);
    expect(setupReport(second, false)).toMatch(/^No change: the shop is set up/);
  });

  it('reports what it cannot create', async () => {
    const result = await setUpShop(
      options({
        dryRun: true,
        secretShopCollections: [
          LOCAL_SECRET_SHOP_COLLECTIONS,
          'winter-preview:450000000999',
        ],
      }),
    );
    expect(result.lacks).toEqual([
      'the secret-shop collection winter-preview (450000000999)',
    ]);
  });

  it('then sells every special price, and the order settles from its webhook', async () => {
    const before = await avaCredit();
    const {cart, userErrors} = await specialCart(shop, 6);
    expect(userErrors).toEqual([]);
    expect(titles(cart)).toEqual(
      expect.arrayContaining([
        'concept store',
        'secret shop',
        'survey discount',
        'pay what you want',
        'welcome offer',
      ]),
    );
    const checkoutUrl = (
      await shop.gql(`query($id: ID!) { cart(id: $id) { checkoutUrl } }`, {id: cart.id})
    ).data.cart.checkoutUrl;
    expect(await checkOutAs(checkoutUrl, 'ava@example.com')).toBe(true);
    await platform.core.webhooks?.idle();
    expect(await avaCredit()).toBe(before - 10);
  });
});

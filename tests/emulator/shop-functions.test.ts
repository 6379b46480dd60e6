import {executeSync} from 'graphql';
import {describe, expect, it} from 'vitest';
import {LOCAL_SHARED_SHOP_KEY, LOCAL_SURVEY_PROOF_KEY} from '../../dev/local-env';
import {
  FREE_ITEM_LIMIT_MESSAGE,
  NOT_COMPLIMENTARY_MESSAGE,
  NOT_IN_SECRET_SHOP_MESSAGE,
  ONE_SPECIAL_PRICE_MESSAGE,
  ONE_UNIT_ONLY_MESSAGE,
  SECRET_SHOP_CLAIMED_MESSAGE,
  SURVEY_NOT_COMPLETED_MESSAGE,
} from '@brush/functions-shared/merchant-rules';
import {signSurveyProof} from '@brush/rules/survey-proof';
import {signWelcomeMarker} from '@brush/rules/welcome-marker';
import {
  priceCart,
  type CartSnapshot,
  type SnapshotLine,
} from '../../emulators/commerce/src/cart/pipeline';
import {functionInputRoot} from '../../emulators/commerce/src/functions/input';
import {
  shopFunctions,
  type ShopFunctions,
} from '../../emulators/commerce/src/functions/installed';
import {
  discountNodeGid,
  migrateFunctionInstalls,
} from '../../emulators/commerce/src/admin-api/functions';
import {
  migrateMetafields,
  storeMetafield,
} from '../../emulators/commerce/src/admin-api/metafields';
import {openDatabase} from '../../emulators/commerce/src/db/database';
import {
  CART_ATTRIBUTES_UPDATE,
  CART_LINES_ADD,
  CART_LINES_UPDATE,
  VARIANT,
  createCart,
  multipassAccessToken,
  sharedPlatform,
  SEED_NOW,
  type Json,
} from './cart-platform';
import {
  snapshotLine,
  snapshot,
  stub,
  onLine,
  products,
  order,
  installed,
} from './function-stubs';

describe('how the platform combines the functions’ discounts', () => {
  const cart = snapshot([snapshotLine(0, 2000, 2), snapshotLine(1, 1000)]);

  it.each<[string, ShopFunctions, [number, number], number]>([
    ['no functions', installed(), [4000, 1000], 5000],
    [
      'a percentage of the targeted units',
      installed(stub('a', products([onLine(0, {percentage: {value: 25}}, '25%', 1)]))),
      [3500, 1000],
      4500,
    ],
    [
      'a fixed amount on each item',
      installed(
        stub(
          'a',
          products([
            onLine(0, {fixedAmount: {amount: 3, appliesToEachItem: true}}, 'each'),
          ]),
        ),
      ),
      [3400, 1000],
      4400,
    ],
    [
      'a fixed amount across the line',
      installed(stub('a', products([onLine(0, {fixedAmount: {amount: 3}}, 'across')]))),
      [3700, 1000],
      4700,
    ],
    [
      'FIRST takes the first candidate',
      installed(
        stub(
          'a',
          products(
            [
              onLine(1, {fixedAmount: {amount: 1}}, 'one'),
              onLine(0, {fixedAmount: {amount: 5}}, 'five'),
            ],
            'FIRST',
          ),
        ),
      ),
      [4000, 900],
      4900,
    ],
    [
      'MAXIMUM takes the candidate worth most',
      installed(
        stub(
          'a',
          products(
            [
              onLine(1, {fixedAmount: {amount: 1}}, 'one'),
              onLine(0, {fixedAmount: {amount: 5}}, 'five'),
            ],
            'MAXIMUM',
          ),
        ),
      ),
      [3500, 1000],
      4500,
    ],
    [
      'two functions stack, each on the undiscounted price, never below zero',
      installed(
        stub('a', products([onLine(1, {percentage: {value: 60}}, 'sixty')])),
        stub('b', products([onLine(1, {percentage: {value: 60}}, 'sixty again')])),
      ),
      [4000, 0],
      4000,
    ],
    [
      'order discounts come after product discounts, capped at the cart',
      installed(
        stub('a', products([onLine(0, {percentage: {value: 100}}, 'free')])),
        stub('b', order(50)),
      ),
      [0, 1000],
      0,
    ],
    [
      'a function that throws gives nothing',
      installed(stub('a', new Error('boom'))),
      [4000, 1000],
      5000,
    ],
    [
      'output the API refuses (a negative amount) gives nothing',
      installed(stub('a', products([onLine(0, {fixedAmount: {amount: -5}}, 'minus')]))),
      [4000, 1000],
      5000,
    ],
    [
      'output with a field the API does not have gives nothing',
      installed(
        stub('a', {
          operations: [
            {productDiscountsAdd: {candidates: [], selectionStrategy: 'ALL', extra: 1}},
          ],
        }),
      ),
      [4000, 1000],
      5000,
    ],
    [
      'a target that is not in the cart is skipped',
      installed(stub('a', products([onLine(7, {percentage: {value: 50}}, 'ghost')]))),
      [4000, 1000],
      5000,
    ],
  ])('%s', (_label, functions, [first, second], total) => {
    const priced = priceCart(cart, functions);
    expect(priced.lines.map((line) => line.totalCents)).toEqual([first, second]);
    expect(priced.totalCents).toBe(total);
  });

  it('records the failed runs, and the allocations under each function and message', () => {
    const priced = priceCart(
      cart,
      installed(
        stub('broken', new Error('boom')),
        stub('a', products([onLine(1, {percentage: {value: 10}}, 'ten')])),
      ),
    );
    expect(priced.failures).toEqual([{handle: 'broken', reason: 'Error: boom'}]);
    expect(priced.lines[1]?.allocations).toEqual([
      {title: 'ten', rule: 'a', amountCents: 100},
    ]);
  });
});

describe('a function’s input is what its query asks for', () => {
  const conceptStore = 'gid://shopify/Collection/450000000105';
  /** Programme prices as shop:setup switches them on, in a database of their own. */
  const db = openDatabase(':memory:');
  migrateMetafields(db);
  migrateFunctionInstalls(db);
  db.prepare('INSERT INTO discounts (data, created_at) VALUES (?, ?)').run(
    JSON.stringify({
      __typename: 'DiscountAutomaticApp',
      title: 'programme prices',
      functionHandle: 'programme-prices',
      discountClasses: ['PRODUCT'],
      combinesWith: {
        productDiscounts: true,
        orderDiscounts: true,
        shippingDiscounts: false,
      },
      startsAt: '2025-01-01T00:00:00Z',
      endsAt: null,
    }),
    new Date(SEED_NOW).toISOString(),
  );
  storeMetafield(db, discountNodeGid(1), {
    namespace: '$app:programme-prices',
    key: 'function-configuration',
    type: 'json',
    value: JSON.stringify({
      conceptStoreCollectionIds: [conceptStore],
      secretShopTags: ['secretShopCollection:spring-preview:450000000201'],
      secretShopCollectionIds: ['gid://shopify/Collection/450000000201'],
      sharedShopSigningKey: LOCAL_SHARED_SHOP_KEY,
    }),
  });
  const [programmePrices] = shopFunctions({db, now: () => new Date(SEED_NOW)}).discounts;

  it('gives programme prices the lines, tags, collections and buyer it names, and nothing else', () => {
    if (!programmePrices) throw new Error('programme prices is installed first');
    const line: SnapshotLine = {
      ...snapshotLine(0, 2400),
      attributes: [
        {key: '_conceptStore', value: 'true'},
        {key: 'details', value: 'gift wrap'},
      ],
      product: {
        id: 'gid://shopify/Product/1',
        title: 'Kumo',
        handle: 'kumo',
        tags: ['eye', 'concept-store', 'conceptStorePrice:18'],
        collectionIds: [conceptStore],
        metafields: [
          {
            namespace: 'custom',
            key: 'price_tags',
            type: 'list.single_line_text_field',
            value: '["conceptStorePrice:18"]',
          },
        ],
      },
    };
    const cart: CartSnapshot = {
      ...snapshot([line]),
      shopMetafields: [
        {namespace: 'custom', key: 'free_item_rules', type: 'json', value: '[]'},
        {
          namespace: 'custom',
          key: 'menu_note',
          type: 'single_line_text_field',
          value: 'x',
        },
      ],
      buyer: {
        email: 'ava@example.com',
        customer: {
          id: 1,
          email: 'ava@example.com',
          tags: ['eligible', 'secretShopCollection:spring-preview:450000000201'],
          storeCreditUsd: 25,
          secretShopClaimed: ['SS01'],
          metafields: [],
        },
      },
    };
    const result = executeSync({
      schema: programmePrices.schema,
      document: programmePrices.query,
      rootValue: functionInputRoot(cart, {
        discountClasses: ['PRODUCT'],
        metafields: programmePrices.metafields,
      }),
      variableValues: programmePrices.variables,
    });
    expect(result.errors).toBeUndefined();
    const input = result.data as Json;
    expect(input.cart.lines).toEqual([
      {
        id: 'gid://shopify/CartLine/0',
        quantity: 1,
        cost: {amountPerQuantity: {amount: '24.00', currencyCode: 'USD'}},
        complimentary: null,
        customPrice: null,
        conceptStore: {value: 'true'},
        secretShop: null,
        secretShopFree: null,
        sharedShop: null,
        surveyDiscount: null,
        welcomeBonus: null,
        merchandise: {
          __typename: 'ProductVariant',
          id: 'gid://shopify/ProductVariant/0',
          sku: 'EB00-US',
          product: {
            offersCustomPrice: false,
            inConceptStore: true,
            secretShopMembership: [
              {collectionId: 'gid://shopify/Collection/450000000201', isMember: false},
            ],
            priceTags: {jsonValue: ['conceptStorePrice:18']},
          },
        },
      },
    ]);
    expect(input.cart.buyerIdentity).toEqual({
      customer: {
        secretShopGrants: [
          {tag: 'secretShopCollection:spring-preview:450000000201', hasTag: true},
        ],
        claimedSkus: {value: '["SS01"]'},
      },
    });
    expect(input.shop).toEqual({
      localTime: {date: '2025-03-01'},
      freeItemRules: {value: '[]'},
      bogoOffers: null,
      sharedClaims: null,
    });
    expect(input.discount.discountClasses).toEqual(['PRODUCT']);
    expect(input.discount.configuration.jsonValue.conceptStoreCollectionIds).toEqual([
      conceptStore,
    ]);
  });
});

describe('carts priced by the functions (Storefront API and checkout)', () => {
  const platform = sharedPlatform();
  const hoshiUs = 'gid://shopify/ProductVariant/43000000000301';
  const hoshiEu = 'gid://shopify/ProductVariant/43000000000302';
  /** The Mini Kabuki Gift (EU) the shop's free-item rule gives in the Netherlands. */
  const giftEu = 'gid://shopify/ProductVariant/43000000003604';
  const kumoMiniEu = 'gid://shopify/ProductVariant/43000000001502';
  /** Prototype Liner No. 7 (SS02), $22, secretShopPrice:10, in Ava's secret shop. */
  const prototypeUs = 'gid://shopify/ProductVariant/43000000003801';
  /** Spring Preview Blender (SS01), which Ava has already claimed. */
  const springUs = 'gid://shopify/ProductVariant/43000000003701';
  const mark = (key: string, value = 'true') => [{key, value}];
  const signedIn = async (email = 'ava@example.com') => ({
    customerAccessToken: await multipassAccessToken(platform, email),
  });

  async function checkoutHtml(cart: Json): Promise<string> {
    const response = await fetch(cart.checkoutUrl);
    expect(response.status).toBe(200);
    return response.text();
  }

  async function refused(
    mutation: string,
    variables: Record<string, unknown>,
    field: string,
  ) {
    const response = await platform.gql(mutation, variables);
    const payload = Object.values(response.data ?? {})[0] as Json;
    return payload.userErrors.map((error: Json) => {
      expect(error.code).toBe('VALIDATION_CUSTOM');
      expect(error.field?.[0]).toBe(field);
      return error.message;
    });
  }

  it('every programme in one cart: the checkout shows each discount and the right total', async () => {
    const cart = await createCart(platform, {
      buyerIdentity: await signedIn(),
      lines: [
        {merchandiseId: VARIANT.kumoUs, attributes: mark('_conceptStore')},
        {merchandiseId: prototypeUs, attributes: mark('_secretShop')},
      ],
    });
    const proof = signSurveyProof(LOCAL_SURVEY_PROOF_KEY, {
      responseId: 'resp-1',
      cartId: cart.id,
    });
    const attributes = await platform.gql(CART_ATTRIBUTES_UPDATE, {
      cartId: cart.id,
      attributes: [
        {key: 'discountSurvey', value: proof},
        {key: 'creditRedeemed', value: '10.00'},
      ],
    });
    expect(attributes.data?.cartAttributesUpdate.userErrors).toEqual([]);
    const added = await platform.gql(CART_LINES_ADD, {
      cartId: cart.id,
      lines: [
        {
          merchandiseId: VARIANT.yukiUs,
          attributes: [
            ...mark('_welcomeBonus', 'ava@example.com'),
            // The worker's marker for that email on this cart.
            ...mark(
              '_welcomeBonusProof',
              signWelcomeMarker(LOCAL_SURVEY_PROOF_KEY, {
                email: 'ava@example.com',
                cartId: cart.id,
              }),
            ),
          ],
        },
        {merchandiseId: hoshiUs, quantity: 2, attributes: mark('_surveyDiscount')},
      ],
    });
    const priced = added.data?.cartLinesAdd;
    expect(priced.userErrors).toEqual([]);
    expect(
      priced.cart.lines.nodes.map((line: Json) => [
        line.cost.totalAmount.amount,
        line.discountAllocations.map((allocation: Json) => allocation.title),
      ]),
    ).toEqual([
      ['18.0', ['concept store']],
      ['10.0', ['secret shop']],
      ['34.8', ['welcome offer']],
      ['28.6', ['survey discount']],
    ]);

    const html = await checkoutHtml(priced.cart);
    for (const shown of [
      'concept store (−$6.00)',
      'secret shop (−$12.00)',
      'welcome offer (−$23.20)',
      'survey discount (−$15.40)',
    ]) {
      expect(html).toContain(shown);
    }
    expect(html).toMatch(/<dt>Subtotal<\/dt><dd>\$91\.40<\/dd>/);
    expect(html).toMatch(/<dt>store credit<\/dt><dd>−\$10\.00<\/dd>/);
    expect(html).toMatch(/<dd class="total">\$81\.40 /);
  });

  it('closes the gift hole: _complimentary frees only what a free-item rule grants, once', async () => {
    const cart = await createCart(
      platform,
      {lines: [{merchandiseId: VARIANT.kumoEu}]},
      'NL',
    );
    expect(
      await refused(
        CART_LINES_ADD,
        {
          cartId: cart.id,
          lines: [{merchandiseId: hoshiEu, attributes: mark('_complimentary', 'NL')}],
        },
        'lines',
      ),
    ).toEqual([NOT_COMPLIMENTARY_MESSAGE]);
    expect(
      await refused(
        CART_LINES_ADD,
        {
          cartId: cart.id,
          lines: [
            {
              merchandiseId: giftEu,
              quantity: 3,
              attributes: mark('_complimentary', 'NL'),
            },
          ],
        },
        'lines',
      ),
    ).toEqual([ONE_UNIT_ONLY_MESSAGE]);
    const us = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    expect(
      await refused(
        CART_LINES_ADD,
        {
          cartId: us.id,
          lines: [
            {
              merchandiseId: VARIANT.giftComplimentaryUs,
              attributes: mark('_complimentary', 'US'),
            },
          ],
        },
        'lines',
      ),
    ).toEqual([NOT_COMPLIMENTARY_MESSAGE]);
  });

  it('closes the double-free hole: pay what you want at 0 beside the gift is refused', async () => {
    const cart = await createCart(
      platform,
      {lines: [{merchandiseId: giftEu, attributes: mark('_complimentary', 'NL')}]},
      'NL',
    );
    expect(cart.cost.totalAmount.amount).toBe('0.0');
    expect(
      await refused(
        CART_LINES_ADD,
        {
          cartId: cart.id,
          lines: [{merchandiseId: kumoMiniEu, attributes: mark('_customPrice', '0.00')}],
        },
        'lines',
      ),
    ).toEqual([FREE_ITEM_LIMIT_MESSAGE]);
  });

  it('gives secret-shop prices only to the customer whose tags grant them, and never for a claimed SKU', async () => {
    expect(
      await refused(
        CART_LINES_ADD,
        {
          cartId: (await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]}))
            .id,
          lines: [{merchandiseId: prototypeUs, attributes: mark('_secretShop')}],
        },
        'lines',
      ),
    ).toEqual([NOT_IN_SECRET_SHOP_MESSAGE]);
    const ben = await createCart(platform, {
      buyerIdentity: await signedIn('ben@example.com'),
      lines: [{merchandiseId: VARIANT.kumoUs}],
    });
    expect(
      await refused(
        CART_LINES_ADD,
        {
          cartId: ben.id,
          lines: [{merchandiseId: prototypeUs, attributes: mark('_secretShopFree')}],
        },
        'lines',
      ),
    ).toEqual([NOT_IN_SECRET_SHOP_MESSAGE]);
    const ava = await createCart(platform, {
      buyerIdentity: await signedIn(),
      lines: [{merchandiseId: VARIANT.kumoUs}],
    });
    expect(
      await refused(
        CART_LINES_ADD,
        {
          cartId: ava.id,
          lines: [{merchandiseId: springUs, attributes: mark('_secretShop')}],
        },
        'lines',
      ),
    ).toEqual([SECRET_SHOP_CLAIMED_MESSAGE]);
  });

  it('gives the survey discount only with a proof the worker signed for a completed survey', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: hoshiUs}]});
    await platform.gql(CART_ATTRIBUTES_UPDATE, {
      cartId: cart.id,
      attributes: [{key: 'discountSurvey', value: 'true'}],
    });
    expect(
      await refused(
        CART_LINES_UPDATE,
        {
          cartId: cart.id,
          lines: [
            {
              id: cart.lines.nodes[0].id,
              quantity: 1,
              attributes: mark('_surveyDiscount'),
            },
          ],
        },
        'lines',
      ),
    ).toEqual([SURVEY_NOT_COMPLETED_MESSAGE]);
  });

  it('redeems store credit for the signed-in customer only, capped by their balance', async () => {
    const asks = [{key: 'creditRedeemed', value: '100.00'}];
    const guest = await createCart(platform, {
      attributes: asks,
      lines: [{merchandiseId: VARIANT.yukiUs}],
    });
    expect(guest.cost.totalAmount.amount).toBe('58.0');
    expect(await checkoutHtml(guest)).not.toContain('store credit');
    const ava = await createCart(platform, {
      buyerIdentity: await signedIn(),
      attributes: asks,
      lines: [{merchandiseId: VARIANT.yukiUs}],
    });
    expect(ava.cost.totalAmount.amount).toBe('33.0');
    expect(await checkoutHtml(ava)).toMatch(/<dt>store credit<\/dt><dd>−\$25\.00<\/dd>/);
  });

  it('refuses a line asking for two special prices', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    expect(
      await refused(
        CART_LINES_ADD,
        {
          cartId: cart.id,
          lines: [
            {
              merchandiseId: VARIANT.kumoMiniUs,
              attributes: [
                ...mark('_customPrice', '0.00'),
                ...mark('_welcomeBonus', 'a@example.com'),
              ],
            },
          ],
        },
        'lines',
      ),
    ).toEqual([ONE_SPECIAL_PRICE_MESSAGE]);
  });
});

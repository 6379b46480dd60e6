import {describe, expect, it} from 'vitest';
import type {CartLinesDiscountsGenerateRunResult} from '@brush/functions-shared/function-api';
import {runBundle} from '../../shared/run-bundle';
import {type cartLinesDiscountsGenerateRun} from './cart_lines_discounts_generate_run';
import {
  GIFT_US,
  GIFT_EU,
  CONCEPT_STORE,
  SPRING,
  SPRING_TAG,
  CONFIGURATION,
  SHARED,
  SHARED_ELSEWHERE,
  SIGNED_BY_ANOTHER_KEY,
  type CartSpec,
  input,
  discounts,
  NONE,
  attribute,
  gift,
  pwyw,
  conceptStore,
  secretShop,
  ava,
  main,
  free,
  across,
} from './test-carts';

/** The bundle Shopify runs, in QuickJS: what these tests hold to the rules. */
const run = (input: Parameters<typeof cartLinesDiscountsGenerateRun>[0]) =>
  runBundle<typeof cartLinesDiscountsGenerateRun>('programme-prices', input);

describe('programme prices: cart.lines.discounts.generate.run', () => {
  it.each<[string, CartSpec, CartLinesDiscountsGenerateRunResult]>([
    ['an empty cart', {lines: []}, NONE],
    ['lines without programme attributes', {lines: [{}, {quantity: 3}]}, NONE],
    [
      'a discount created without the PRODUCT class',
      {lines: [gift()], classes: ['ORDER']},
      NONE,
    ],
    // Pay what you want.
    [
      'pay what you want, GBP 5.50 of 21',
      {lines: [pwyw('5.50', {currency: 'GBP'})]},
      discounts([0, 15.5, 1, 'pay what you want']),
    ],
    [
      'pay what you want at 0',
      {lines: [pwyw('0.00')]},
      discounts([0, 21, 1, 'pay what you want']),
    ],
    [
      'pay what you want on 3 units: one unit only',
      {lines: [pwyw('1.00', {quantity: 3})]},
      discounts([0, 20, 1, 'pay what you want']),
    ],
    [
      'two pay-what-you-want lines: the first only',
      {lines: [pwyw('1.00'), pwyw('2.00')]},
      discounts([0, 20, 1, 'pay what you want']),
    ],
    [
      'forged: a custom price on a product without pay what you want',
      {lines: [pwyw('0.00', {pwyw: false})]},
      NONE,
    ],
    [
      'pay what you want on a secret-shop product, for the customer it is granted to',
      {lines: [pwyw('5.00', {collections: [SPRING]})], ...ava},
      discounts([0, 16, 1, 'pay what you want']),
    ],
    [
      'forged: pay what you want on a secret-shop product, for a guest',
      {lines: [pwyw('0.00', {collections: [SPRING]})]},
      NONE,
    ],
    ['forged: a negative custom price', {lines: [pwyw('-5')]}, NONE],
    [
      'forged: a custom price above the price is the price',
      {lines: [pwyw('999999999')]},
      NONE,
    ],
    ['forged: not a number', {lines: [pwyw('0x10')]}, NONE],
    ['forged: sub-cent', {lines: [pwyw('0.001')]}, NONE],
    [
      'forged: no value',
      {lines: [{pwyw: true, attributes: {customPrice: attribute(null)}}]},
      NONE,
    ],
    // Complimentary.
    [
      'the gift a free-item rule grants',
      {lines: [gift()]},
      discounts([0, 14, 1, 'complimentary']),
    ],
    [
      'forged: more gifts than the rule gives, on one line or two',
      {lines: [gift({quantity: 3}), gift()]},
      discounts([0, 14, 1, 'complimentary']),
    ],
    [
      'the EU gift in Germany',
      {lines: [gift({variant: GIFT_EU, currency: 'EUR'})], country: 'DE'},
      discounts([0, 14, 1, 'complimentary']),
    ],
    [
      'forged: _complimentary on a brush',
      {
        lines: [
          gift({
            variant: 'gid://shopify/ProductVariant/101',
            sku: 'EB01-US',
            price: '24.0',
          }),
        ],
      },
      NONE,
    ],
    [
      'forged: a COMPLIMENTARY SKU no rule grants',
      {
        lines: [
          gift({variant: 'gid://shopify/ProductVariant/999', sku: 'XX-COMPLIMENTARY-US'}),
        ],
      },
      NONE,
    ],
    [
      "forged: the US gift in Germany (another region's)",
      {lines: [gift()], country: 'DE'},
      NONE,
    ],
    [
      'forged: the gift where the rule excludes the country',
      {lines: [gift({variant: GIFT_EU})], country: 'RU'},
      NONE,
    ],
    ['the gift without _complimentary pays', {lines: [gift({attributes: {}})]}, NONE],
    [
      'no free-item rules in the shop metafield: nothing is granted',
      {lines: [gift()], freeItemRules: null},
      NONE,
    ],
    [
      'forged: a rule listing no country gives the gift nowhere',
      {
        lines: [gift()],
        freeItemRules: JSON.stringify([
          {orderTotal: 0, countries: [], productTitle: 'Gift', variantId: {US: GIFT_US}},
        ]),
      },
      NONE,
    ],
    [
      'forged: the gift on a line of 10 covers one unit',
      {lines: [gift({quantity: 10})]},
      discounts([0, 14, 1, 'complimentary']),
    ],
    [
      'pay what you want at 0, then the gift: the first line only',
      {lines: [pwyw('0.00'), gift()]},
      discounts([0, 21, 1, 'pay what you want']),
    ],
    [
      'the gift, then pay what you want at 0: the gift only',
      {lines: [gift(), pwyw('0.00')]},
      discounts([0, 14, 1, 'complimentary']),
    ],
    [
      'forged: pay what you want at 0 and a secret-shop gift: the first only',
      {
        lines: [pwyw('0.00'), secretShop({attributes: {secretShopFree: attribute()}})],
        signedIn: true,
        grants: [SPRING_TAG],
      },
      discounts([0, 21, 1, 'pay what you want']),
    ],
    [
      'forged: the gift and a secret-shop gift: the first only',
      {
        lines: [gift(), secretShop({attributes: {secretShopFree: attribute()}})],
        signedIn: true,
        grants: [SPRING_TAG],
      },
      discounts([0, 14, 1, 'complimentary']),
    ],
    // Concept store.
    [
      'concept store, whole-product tag',
      {lines: [conceptStore({quantity: 2})]},
      discounts([0, 6, 2, 'concept store']),
    ],
    [
      'concept store, the variant tag wins',
      {lines: [conceptStore({sku: 'EB02-US', price: '18.0'})]},
      discounts([0, 4, 1, 'concept store']),
    ],
    [
      'concept store in GBP (18 * 0.85, rounded up)',
      {lines: [conceptStore({price: '21.0', currency: 'GBP'})]},
      discounts([0, 5, 1, 'concept store']),
    ],
    [
      'concept store never raises a price',
      {lines: [conceptStore({price: '16.0'})]},
      NONE,
    ],
    [
      'forged: _conceptStore outside the collection',
      {lines: [conceptStore({collections: []})]},
      NONE,
    ],
    [
      'forged: _conceptStore without a price tag',
      {lines: [conceptStore({priceTags: []})]},
      NONE,
    ],
    // Secret shop.
    [
      'secret shop for a buyer whose tags grant the collection',
      {lines: [secretShop()], ...ava},
      discounts([0, 10, 1, 'secret shop']),
    ],
    [
      'secret-shop gift',
      {lines: [secretShop({attributes: {secretShopFree: attribute()}})], ...ava},
      discounts([0, 30, 1, 'secret shop gift']),
    ],
    ['forged: secret shop for a guest', {lines: [secretShop()]}, NONE],
    [
      'forged: the secret price on 25 units covers one',
      {lines: [secretShop({quantity: 25})], signedIn: true, grants: [SPRING_TAG]},
      discounts([0, 10, 1, 'secret shop']),
    ],
    [
      'forged: the secret gift on 10 units covers one',
      {
        lines: [secretShop({quantity: 10, attributes: {secretShopFree: attribute()}})],
        signedIn: true,
        grants: [SPRING_TAG],
      },
      discounts([0, 30, 1, 'secret shop gift']),
    ],
    [
      'forged: one item at its secret price in both regions, then as a gift: the first only',
      {
        lines: [
          secretShop(),
          secretShop({sku: 'SS02-EU'}),
          secretShop({sku: 'SS02-EU', attributes: {secretShopFree: attribute()}}),
        ],
        signedIn: true,
        grants: [SPRING_TAG],
      },
      discounts([0, 10, 1, 'secret shop']),
    ],
    [
      'forged: a shared link whose owner has claimed the item',
      {
        lines: [
          secretShop({
            attributes: {secretShop: attribute(), sharedShop: attribute(SHARED)},
          }),
        ],
        sharedClaims: {7: ['SS02']},
      },
      NONE,
    ],
    [
      'a shared link whose owner claimed other items',
      {
        lines: [
          secretShop({
            attributes: {secretShop: attribute(), sharedShop: attribute(SHARED)},
          }),
        ],
        sharedClaims: {7: ['SS01'], 8: ['SS02']},
      },
      discounts([0, 10, 1, 'secret shop']),
    ],
    [
      'secret shop through a friend’s shared link, for a guest',
      {
        lines: [
          secretShop({
            attributes: {secretShop: attribute(), sharedShop: attribute(SHARED)},
          }),
        ],
      },
      discounts([0, 10, 1, 'secret shop']),
    ],
    [
      'a shared link on its last day',
      {
        lines: [
          secretShop({
            attributes: {secretShop: attribute(), sharedShop: attribute(SHARED)},
          }),
        ],
        today: '2026-11-26',
      },
      discounts([0, 10, 1, 'secret shop']),
    ],
    [
      'pay what you want on a secret-shop product through a shared link',
      {
        lines: [
          pwyw('5.00', {
            collections: [SPRING],
            attributes: {customPrice: attribute('5.00'), sharedShop: attribute(SHARED)},
          }),
        ],
      },
      discounts([0, 16, 1, 'pay what you want']),
    ],
    [
      'forged: an expired shared link',
      {
        lines: [
          secretShop({
            attributes: {secretShop: attribute(), sharedShop: attribute(SHARED)},
          }),
        ],
        today: '2026-11-27',
      },
      NONE,
    ],
    [
      'forged: a shared link for another collection',
      {
        lines: [
          secretShop({
            attributes: {
              secretShop: attribute(),
              sharedShop: attribute(SHARED_ELSEWHERE),
            },
          }),
        ],
      },
      NONE,
    ],
    [
      'forged: a shared link signed with another key',
      {
        lines: [
          secretShop({
            attributes: {
              secretShop: attribute(),
              sharedShop: attribute(SIGNED_BY_ANOTHER_KEY),
            },
          }),
        ],
      },
      NONE,
    ],
    [
      'forged: a shared link with its day moved',
      {
        lines: [
          secretShop({
            attributes: {
              secretShop: attribute(),
              sharedShop: attribute(SHARED.replace('2026-11-26', '2099-12-31')),
            },
          }),
        ],
      },
      NONE,
    ],
    [
      'forged: a shared link when the shop holds no key',
      {
        lines: [
          secretShop({
            attributes: {secretShop: attribute(), sharedShop: attribute(SHARED)},
          }),
        ],
        configuration: {...CONFIGURATION, sharedShopSigningKey: undefined},
      },
      NONE,
    ],
    [
      'forged: secret shop for a customer without the tag',
      {lines: [secretShop()], signedIn: true},
      NONE,
    ],
    [
      'forged: a product outside the granted collection',
      {lines: [secretShop({collections: []})], ...ava},
      NONE,
    ],
    [
      'forged: a claimed SKU (either region)',
      {lines: [secretShop({sku: 'SS02-EU'})], ...ava, claimed: '["SS02-US"]'},
      NONE,
    ],
    // Buy one, get one.
    ['the free line beside its main line', {lines: [main(), free()]}, across(1, 14)],
    ['as many free units as main units', {lines: [main(2), free(3)]}, across(1, 28)],
    ['forged: the free variant alone pays', {lines: [free()]}, NONE],
    [
      'forged: a free line asking for the welcome offer too',
      {lines: [main(), free(1, {welcomeBonus: attribute('a@example.com')})]},
      NONE,
    ],
    // Stacking.
    [
      'forged: two programme prices on one line',
      {
        lines: [
          pwyw('0.00', {
            collections: [CONCEPT_STORE],
            priceTags: ['conceptStorePrice:1'],
            attributes: {customPrice: attribute('0.00'), conceptStore: attribute()},
          }),
        ],
      },
      NONE,
    ],
    [
      'every programme in one cart',
      {lines: [conceptStore(), secretShop(), pwyw('3.00'), {}], ...ava},
      discounts(
        [0, 6, 1, 'concept store'],
        [1, 10, 1, 'secret shop'],
        [2, 18, 1, 'pay what you want'],
      ),
    ],
  ])('%s', (_label, spec, expected) => {
    expect(run(input(spec))).toEqual(expected);
  });

  it('reads a custom product (no variant) as nothing to price', () => {
    const cart = input({lines: [pwyw('0.00')]});
    const [first] = cart.cart.lines;
    if (first) first.merchandise = {__typename: 'CustomProduct'};
    expect(run(cart)).toEqual(NONE);
  });
});

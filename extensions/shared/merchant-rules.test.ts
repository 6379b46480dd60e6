import {describe, expect, it} from 'vitest';
import {
  COMPLIMENTARY_DISCOUNT_TITLE,
  CUSTOM_PRICE_DISCOUNT_TITLE,
  BOGO_DISCOUNT_TITLE,
} from '@brush/rules/discount-titles';
import {
  INVALID_CUSTOM_PRICE_MESSAGE,
  NOT_COMPLIMENTARY_MESSAGE,
  NO_CUSTOM_PRICE_MESSAGE,
  FREE_ITEM_LIMIT_MESSAGE,
  ONE_UNIT_ONLY_MESSAGE,
  SECRET_SHOP_ONE_PER_ORDER_MESSAGE,
  asksForOneSpecialPriceAtMost,
  exceedsOnePerCustomerQuantity,
  programmeAllowances,
  whiteCheekBrushRefusals,
  bogoForCart,
  complimentaryLinePrice,
  conceptStoreLinePrice,
  customPriceForLine,
  secretShopLinePrice,
  surveyDiscountForCart,
  welcomeBonusForCart,
  type AllowanceLine,
  type LineAllowance,
  type LineDecision,
  type LineVerdict,
  type RuleLine,
} from './merchant-rules';
import {offersCustomPrice} from '@brush/rules/pwyw';

const complimentary = [{key: '_complimentary', value: 'US'}];

describe('complimentaryLinePrice', () => {
  it.each<[string, boolean, {key: string; value: string}[], number, LineVerdict]>([
    [
      'a gift a free-item rule grants, marked by the free-item flow',
      true,
      complimentary,
      18,
      {kind: 'discount', amount: 18, title: COMPLIMENTARY_DISCOUNT_TITLE},
    ],
    [
      'the EU gift',
      true,
      [{key: '_complimentary', value: 'DE'}],
      12.5,
      {kind: 'discount', amount: 12.5, title: COMPLIMENTARY_DISCOUNT_TITLE},
    ],
    [
      'forged attribute on a variant no rule grants',
      false,
      complimentary,
      24,
      {kind: 'refused', message: NOT_COMPLIMENTARY_MESSAGE},
    ],
    ['a granted gift without the attribute', true, [], 18, {kind: 'none'}],
    ['a normal line', false, [{key: '_customPrice', value: '1.00'}], 24, {kind: 'none'}],
  ])('%s', (_label, granted, attributes, unitPrice, expected) => {
    expect(complimentaryLinePrice({granted, attributes, unitPrice})).toEqual(expected);
  });
});

describe('customPriceForLine', () => {
  const custom = (value: string) => [{key: '_customPrice', value}];
  it.each<[string, {key: string; value: string | null}[], string[], number, LineVerdict]>(
    [
      [
        'a custom price on a pwyw product',
        custom('12.50'),
        ['pwyw'],
        24,
        {kind: 'discount', amount: 11.5, title: CUSTOM_PRICE_DISCOUNT_TITLE},
      ],
      [
        'zero',
        custom('0.00'),
        ['pwyw'],
        24,
        {kind: 'discount', amount: 24, title: CUSTOM_PRICE_DISCOUNT_TITLE},
      ],
      [
        'a preset price',
        custom('3.60'),
        ['eye', 'pwyw'],
        24,
        {kind: 'discount', amount: 20.4, title: CUSTOM_PRICE_DISCOUNT_TITLE},
      ],
      ['the full price', custom('24.00'), ['pwyw'], 24, {kind: 'none'}],
      ['above the price, clamped', custom('99'), ['pwyw'], 24, {kind: 'none'}],
      [
        'cents against float noise',
        custom('19.89'),
        ['pwyw'],
        19.99,
        {kind: 'discount', amount: 0.1, title: CUSTOM_PRICE_DISCOUNT_TITLE},
      ],
      [
        'forged on a product without the tag',
        custom('1.00'),
        ['eye'],
        24,
        {kind: 'refused', message: NO_CUSTOM_PRICE_MESSAGE},
      ],
      [
        'forged on an untagged product with a malformed value',
        custom('free'),
        [],
        24,
        {kind: 'refused', message: NO_CUSTOM_PRICE_MESSAGE},
      ],
      [
        'negative',
        custom('-5'),
        ['pwyw'],
        24,
        {kind: 'refused', message: INVALID_CUSTOM_PRICE_MESSAGE},
      ],
      [
        'not a number',
        custom('twelve'),
        ['pwyw'],
        24,
        {kind: 'refused', message: INVALID_CUSTOM_PRICE_MESSAGE},
      ],
      [
        'sub-cent',
        custom('1.001'),
        ['pwyw'],
        24,
        {kind: 'refused', message: INVALID_CUSTOM_PRICE_MESSAGE},
      ],
      [
        'empty',
        custom(''),
        ['pwyw'],
        24,
        {kind: 'refused', message: INVALID_CUSTOM_PRICE_MESSAGE},
      ],
      [
        'null value',
        [{key: '_customPrice', value: null}],
        ['pwyw'],
        24,
        {kind: 'refused', message: INVALID_CUSTOM_PRICE_MESSAGE},
      ],
      ['no custom price on a pwyw product', [], ['pwyw'], 24, {kind: 'none'}],
    ],
  )('%s', (_label, attributes, productTags, unitPrice, expected) => {
    expect(
      customPriceForLine({
        attributes,
        offersCustomPrice: offersCustomPrice(productTags),
        unitPrice,
      }),
    ).toEqual(expected);
  });
});

describe('conceptStoreLinePrice', () => {
  const marked = [{key: '_conceptStore', value: 'true'}];
  const tags = ['conceptStorePrice:18', 'conceptStorePrice:EB01-PRO:30'];
  it.each<
    [
      string,
      string,
      {key: string; value: string}[],
      string[],
      number,
      string,
      LineVerdict,
    ]
  >([
    [
      'product tag price, USD',
      'EB01-US',
      marked,
      tags,
      24,
      'USD',
      {kind: 'discount', amount: 6, title: 'concept store'},
    ],
    [
      'product tag price in GBP (18 USD -> 16 GBP)',
      'EB01-US',
      marked,
      tags,
      21,
      'GBP',
      {kind: 'discount', amount: 5, title: 'concept store'},
    ],
    [
      'variant tag above the price',
      'EB01-PRO-US',
      marked,
      tags,
      28,
      'USD',
      {kind: 'none'},
    ],
    ['no _conceptStore', 'EB01-US', [], tags, 24, 'USD', {kind: 'none'}],
    [
      'no tag price',
      'EB01-US',
      marked,
      ['pwyw'],
      24,
      'USD',
      {kind: 'refused', message: 'this item has no concept store price.'},
    ],
  ])('%s', (_label, sku, attributes, productTags, unitPrice, currency, expected) => {
    expect(
      conceptStoreLinePrice({sku, attributes, productTags, unitPrice, currency}),
    ).toEqual(expected);
  });
});

describe('secretShopLinePrice', () => {
  const shop = [{key: '_secretShop', value: 'true'}];
  const free = [{key: '_secretShopFree', value: 'true'}];
  const tags = ['secretShopPrice:SS01:9.5'];
  it.each<
    [string, {key: string; value: string}[], boolean, boolean, string[], LineVerdict]
  >([
    [
      'entitled, tag price',
      shop,
      true,
      false,
      tags,
      {kind: 'discount', amount: 10.5, title: 'secret shop'},
    ],
    [
      'entitled, free',
      free,
      true,
      false,
      [],
      {kind: 'discount', amount: 20, title: 'secret shop gift'},
    ],
    [
      'not entitled',
      shop,
      false,
      false,
      tags,
      {kind: 'refused', message: 'this item is not in your secret shop.'},
    ],
    [
      'not entitled, free',
      free,
      false,
      false,
      [],
      {kind: 'refused', message: 'this item is not in your secret shop.'},
    ],
    [
      'already claimed',
      shop,
      true,
      true,
      tags,
      {kind: 'refused', message: 'this secret shop item was already claimed.'},
    ],
    [
      'no tag price',
      shop,
      true,
      false,
      [],
      {kind: 'refused', message: 'this item has no secret shop price.'},
    ],
    ['no attribute', [], false, false, tags, {kind: 'none'}],
  ])('%s', (_label, attributes, entitled, claimed, productTags, expected) => {
    expect(
      secretShopLinePrice({
        sku: 'SS01-US',
        attributes,
        productTags,
        unitPrice: 20,
        currency: 'USD',
        entitled,
        claimed,
      }),
    ).toEqual(expected);
  });
});

describe('surveyDiscountForCart', () => {
  const survey = [{key: '_surveyDiscount', value: 'true'}];
  const done = [{key: 'discountSurvey', value: 'true'}];
  const line = (
    id: string,
    quantity: number,
    unitPrice: number,
    attributes = survey,
  ): RuleLine => ({
    id,
    quantity,
    unitPrice,
    attributes,
  });
  it.each<[string, {key: string; value: string}[], RuleLine[], LineDecision[]]>([
    [
      'three units across lines, highest priced first',
      done,
      [line('a', 1, 10), line('b', 2, 30), line('c', 1, 20)],
      [
        {lineId: 'b', kind: 'discount', amount: 21, title: 'survey discount'},
        {lineId: 'c', kind: 'discount', amount: 7, title: 'survey discount'},
      ],
    ],
    [
      'one line of five units: three discounted',
      done,
      [line('a', 5, 24)],
      [{lineId: 'a', kind: 'discount', amount: 25.2, title: 'survey discount'}],
    ],
    [
      'brushes added after the survey count as the marked ones do',
      done,
      [line('a', 1, 50, []), line('b', 1, 10)],
      [
        {lineId: 'a', kind: 'discount', amount: 17.5, title: 'survey discount'},
        {lineId: 'b', kind: 'discount', amount: 3.5, title: 'survey discount'},
      ],
    ],
    [
      'the highest priced units of the whole cart, marked or not',
      done,
      [line('a', 2, 10), line('b', 1, 40, []), line('c', 1, 30, [])],
      [
        {lineId: 'b', kind: 'discount', amount: 14, title: 'survey discount'},
        {lineId: 'c', kind: 'discount', amount: 10.5, title: 'survey discount'},
        {lineId: 'a', kind: 'discount', amount: 3.5, title: 'survey discount'},
      ],
    ],
    [
      'lines at another special price take no part',
      done,
      [
        line('gift', 1, 90, [{key: '_complimentary', value: 'US'}]),
        line('pwyw', 1, 80, [{key: '_customPrice', value: '5.00'}]),
        line('welcome', 1, 70, [{key: '_welcomeBonus', value: 'a@example.com'}]),
        line('secret', 1, 60, [{key: '_secretShopFree', value: 'true'}]),
        line('plain', 1, 10, []),
      ],
      [{lineId: 'plain', kind: 'discount', amount: 3.5, title: 'survey discount'}],
    ],
    [
      'cents per unit',
      done,
      [line('a', 1, 19.99)],
      [{lineId: 'a', kind: 'discount', amount: 7, title: 'survey discount'}],
    ],
    [
      'no completed survey: marked lines refused',
      [],
      [line('a', 1, 10), line('b', 1, 10, [])],
      [
        {
          lineId: 'a',
          kind: 'refused',
          message: 'the survey discount needs a completed survey.',
        },
      ],
    ],
    ['an empty cart', done, [], []],
    ['a removed line', done, [line('a', 0, 10)], []],
  ])('%s', (_label, cartAttributes, lines, expected) => {
    expect(surveyDiscountForCart({cartAttributes, lines})).toEqual(expected);
  });

  it.each<[string, RuleLine[], [string, number][], LineDecision[]]>([
    [
      'a free BOGO line is left out, its paying units are not',
      [line('main', 1, 20, []), line('free', 2, 50, [])],
      [['free', 1]],
      [
        {lineId: 'free', kind: 'discount', amount: 17.5, title: 'survey discount'},
        {lineId: 'main', kind: 'discount', amount: 7, title: 'survey discount'},
      ],
    ],
    [
      'a line given away whole is left out',
      [line('gift', 1, 90, []), line('plain', 1, 10, [])],
      [['gift', 1]],
      [{lineId: 'plain', kind: 'discount', amount: 3.5, title: 'survey discount'}],
    ],
  ])('%s', (_label, lines, free, expected) => {
    expect(
      surveyDiscountForCart({cartAttributes: done, lines, freeUnits: new Map(free)}),
    ).toEqual(expected);
  });
});

describe('welcomeBonusForCart', () => {
  const welcome = (email: string) => [{key: '_welcomeBonus', value: email}];
  it.each<[string, RuleLine[], LineDecision[]]>([
    [
      'one unit of the first welcome line',
      [{id: 'a', quantity: 2, unitPrice: 25, attributes: welcome('ava@example.com')}],
      [{lineId: 'a', kind: 'discount', amount: 10, title: 'welcome offer'}],
    ],
    [
      'a second welcome line is refused',
      [
        {id: 'a', quantity: 1, unitPrice: 25, attributes: welcome('ava@example.com')},
        {id: 'b', quantity: 1, unitPrice: 40, attributes: welcome('ava@example.com')},
      ],
      [
        {lineId: 'a', kind: 'discount', amount: 10, title: 'welcome offer'},
        {
          lineId: 'b',
          kind: 'refused',
          message: 'the welcome offer is valid for 1 item only.',
        },
      ],
    ],
    [
      'an invalid email is refused',
      [{id: 'a', quantity: 1, unitPrice: 25, attributes: welcome('not-an-email')}],
      [{lineId: 'a', kind: 'refused', message: 'the welcome offer needs a valid email.'}],
    ],
    [
      'unmarked lines are left alone',
      [{id: 'a', quantity: 1, unitPrice: 25, attributes: []}],
      [],
    ],
  ])('%s', (_label, lines, expected) => {
    expect(welcomeBonusForCart({lines})).toEqual(expected);
  });
});

describe('asksForOneSpecialPriceAtMost', () => {
  it.each<[string, {key: string; value: string}[], boolean]>([
    ['no attributes', [], true],
    ['one special price', [{key: '_conceptStore', value: 'true'}], true],
    [
      'a special price beside attributes that set no price',
      [
        {key: '_surveyDiscount', value: 'true'},
        {key: 'details', value: 'travel case'},
        {key: '_backorder', value: 'true'},
      ],
      true,
    ],
    [
      'pay what you want and the welcome offer',
      [
        {key: '_customPrice', value: '0.00'},
        {key: '_welcomeBonus', value: 'a@example.com'},
      ],
      false,
    ],
    [
      'complimentary and secret-shop free',
      [
        {key: '_complimentary', value: 'US'},
        {key: '_secretShopFree', value: 'true'},
      ],
      false,
    ],
  ])('%s', (_label, attributes, expected) => {
    expect(asksForOneSpecialPriceAtMost(attributes)).toBe(expected);
  });
});

describe('bogoForCart', () => {
  const offers = [{mainVariantIds: ['main'], freeVariantIds: ['free']}];
  const bogoLine = (id: string, variantId: string, quantity: number, unitPrice = 10) => ({
    id,
    variantId,
    quantity,
    unitPrice,
    attributes: [] as {key: string; value: string}[],
  });
  const free = (lineId: string, amount: number): LineDecision => ({
    lineId,
    kind: 'discount',
    amount,
    title: BOGO_DISCOUNT_TITLE,
  });
  it.each<[string, ReturnType<typeof bogoLine>[], LineDecision[]]>([
    [
      'a free line beside its main line',
      [bogoLine('a', 'main', 1, 50), bogoLine('b', 'free', 1)],
      [free('b', 10)],
    ],
    [
      'the same quantity at most',
      [bogoLine('a', 'main', 2, 50), bogoLine('b', 'free', 5)],
      [free('b', 20)],
    ],
    [
      'main units shared by free lines in order',
      [bogoLine('a', 'main', 2, 50), bogoLine('b', 'free', 1), bogoLine('c', 'free', 4)],
      [free('b', 10), free('c', 10)],
    ],
    ['no main line: nothing', [bogoLine('b', 'free', 1)], []],
    ['a main line without a free line: nothing', [bogoLine('a', 'main', 3)], []],
    [
      'a quantity of 0 counts for nothing',
      [bogoLine('a', 'main', 0), bogoLine('b', 'free', 1)],
      [],
    ],
    [
      'a main line asking for another price counts for nothing',
      [
        {...bogoLine('a', 'main', 1), attributes: [{key: '_customPrice', value: '0.00'}]},
        bogoLine('b', 'free', 1),
      ],
      [],
    ],
  ])('%s', (_label, lines, expected) => {
    expect(bogoForCart({offers, lines})).toEqual(expected);
  });
});

describe('programmeAllowances', () => {
  const ask = (
    attributeKey: string,
    quantity = 1,
    itemKey = 'SS01',
    priced = true,
  ): AllowanceLine => ({attributeKey, quantity, itemKey, priced});
  const all = (units: number): LineAllowance => ({units, message: null});
  const cut = (units: number, message: string): LineAllowance => ({units, message});

  it.each<[string, AllowanceLine[], LineAllowance[]]>([
    ['one secret-shop price', [ask('_secretShop')], [all(1)]],
    [
      'a secret-shop price for 25 units covers one',
      [ask('_secretShop', 25)],
      [cut(1, ONE_UNIT_ONLY_MESSAGE)],
    ],
    [
      'the same item on a second line (the other region) pays',
      [ask('_secretShop'), ask('_secretShop', 1, 'SS01')],
      [all(1), cut(0, SECRET_SHOP_ONE_PER_ORDER_MESSAGE)],
    ],
    [
      'a secret price and a secret gift of one item: the first line only',
      [ask('_secretShop'), ask('_secretShopFree')],
      [all(1), cut(0, SECRET_SHOP_ONE_PER_ORDER_MESSAGE)],
    ],
    [
      'two different secret-shop items',
      [ask('_secretShop', 1, 'SS01'), ask('_secretShop', 1, 'SS02')],
      [all(1), all(1)],
    ],
    [
      'pay what you want, then a secret-shop gift: the gift pays',
      [ask('_customPrice', 1, 'KM01'), ask('_secretShopFree')],
      [all(1), cut(0, FREE_ITEM_LIMIT_MESSAGE)],
    ],
    [
      'the complimentary gift, then a secret-shop gift: the gift pays',
      [ask('_complimentary', 1, 'GIFT'), ask('_secretShopFree')],
      [all(1), cut(0, FREE_ITEM_LIMIT_MESSAGE)],
    ],
    [
      'a secret-shop gift, then the complimentary gift: cart order decides',
      [ask('_secretShopFree'), ask('_complimentary', 1, 'GIFT')],
      [all(1), cut(0, FREE_ITEM_LIMIT_MESSAGE)],
    ],
    [
      'two pay-what-you-want lines',
      [ask('_customPrice', 1, 'KM01'), ask('_customPrice', 1, 'KM02')],
      [all(1), cut(0, FREE_ITEM_LIMIT_MESSAGE)],
    ],
    [
      'pay what you want for 10 units covers one',
      [ask('_customPrice', 10, 'KM01')],
      [cut(1, ONE_UNIT_ONLY_MESSAGE)],
    ],
    [
      'a refused line uses up nothing',
      [ask('_customPrice', 1, 'KM01', false), ask('_secretShopFree')],
      [all(1), all(1)],
    ],
    [
      'a secret-shop price is not a free item',
      [ask('_secretShop'), ask('_customPrice', 1, 'KM01')],
      [all(1), all(1)],
    ],
    ['the concept store has no bound', [ask('_conceptStore', 5, 'CS01')], [all(5)]],
    ['no units', [ask('_secretShop', 0)], [all(0)]],
  ])('%s', (_label, lines, expected) => {
    expect(programmeAllowances(lines)).toEqual(expected);
  });
});

describe('exceedsOnePerCustomerQuantity', () => {
  it.each<[string, string, number, boolean]>([
    ['pay what you want, 2 units', '_customPrice', 2, true],
    ['welcome offer, 10 units', '_welcomeBonus', 10, true],
    ['complimentary, 25 units', '_complimentary', 25, true],
    ['secret-shop price, 2 units', '_secretShop', 2, true],
    ['secret-shop gift, 2 units', '_secretShopFree', 2, true],
    ['secret-shop gift, 1 unit', '_secretShopFree', 1, false],
    ['concept store, 5 units', '_conceptStore', 5, false],
    ['survey discount, 3 units', '_surveyDiscount', 3, false],
  ])('%s', (_label, key, quantity, expected) => {
    expect(exceedsOnePerCustomerQuantity([{key, value: '1'}], quantity)).toBe(expected);
  });
});

describe('whiteCheekBrushRefusals', () => {
  const white = (quantity: number) => ({whiteCheekBrush: true, quantity});
  const other = (quantity: number) => ({whiteCheekBrush: false, quantity});
  it.each<[string, {whiteCheekBrush: boolean; quantity: number}[], number, number[]]>([
    ['one brush', [other(3), white(1)], 0, []],
    ['25 on one line', [white(25)], 0, [0]],
    ['one on each of two lines', [white(1), other(1), white(1)], 0, [2]],
    ['one, bought one before', [white(1)], 1, [0]],
    ['none in the cart, bought one before', [other(2)], 1, []],
    ['a line of none', [white(0), white(1)], 0, []],
  ])('%s', (_label, lines, bought, expected) => {
    expect(whiteCheekBrushRefusals(lines, bought)).toEqual(expected);
  });
});

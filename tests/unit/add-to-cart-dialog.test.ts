import {describe, expect, it} from 'vitest';

import {
  DIALOG_STEPS,
  addToCartAttributes,
  canCloseDialog,
  dialogTransition,
  entryStep,
  exceedsWhiteCheekBrushLimit,
  hasFreeOrPwywItem,
  isWhiteCheekBrush,
  type AddToCartOptions,
  type DialogEntry,
  type DialogEvent,
  type DialogNext,
  type DialogStep,
  type PurchaseType,
} from '@brush/rules/add-to-cart-dialog';
import type {Attribute} from '@brush/rules/cart-attributes';

const entry = (type: PurchaseType, extra: Partial<DialogEntry> = {}): DialogEntry => ({
  hasVariant: true,
  type,
  freeOrPwywInCart: false,
  secondWhiteCheekBrush: false,
  ...extra,
});

describe('entryStep (docs/product/cart.md#add-to-cart-dialog)', () => {
  it.each<[string, DialogEntry, DialogStep]>([
    ['no variant chosen', entry('pwyw', {hasVariant: false}), 'VARIANT_SELECT'],
    [
      'no variant, welcome bonus',
      entry('welcome-bonus', {hasVariant: false}),
      'VARIANT_SELECT',
    ],
    ['welcome-bonus', entry('welcome-bonus'), 'WELCOME_BONUS'],
    [
      'welcome-bonus with a free item in cart',
      entry('welcome-bonus', {freeOrPwywInCart: true}),
      'WELCOME_BONUS',
    ],
    ['pwyw', entry('pwyw'), 'PWYW'],
    ['secret-shop-pwyw', entry('secret-shop-pwyw'), 'PWYW'],
    ['pwyw, one already in cart', entry('pwyw', {freeOrPwywInCart: true}), 'LIMITED'],
    [
      'secret-shop-pwyw, one already in cart',
      entry('secret-shop-pwyw', {freeOrPwywInCart: true}),
      'LIMITED',
    ],
    [
      'secret-shop-free, one already in cart',
      entry('secret-shop-free', {freeOrPwywInCart: true}),
      'LIMITED',
    ],
    ['secret-shop-free', entry('secret-shop-free'), 'LOADING'],
    ['concept-store', entry('concept-store'), 'LOADING'],
    [
      'concept-store with a free item in cart',
      entry('concept-store', {freeOrPwywInCart: true}),
      'LOADING',
    ],
    ['secret-shop', entry('secret-shop'), 'LOADING'],
    ['backorder', entry('backorder'), 'LOADING'],
    ['standard', entry('standard'), 'LOADING'],
    [
      'second white cheek brush',
      entry('standard', {secondWhiteCheekBrush: true}),
      'SAIBIKOHO_LIMITED',
    ],
    [
      'second white cheek brush as pwyw',
      entry('pwyw', {secondWhiteCheekBrush: true}),
      'SAIBIKOHO_LIMITED',
    ],
    [
      'limit beats the white cheek brush',
      entry('pwyw', {secondWhiteCheekBrush: true, freeOrPwywInCart: true}),
      'LIMITED',
    ],
  ])('%s -> %s', (_label, input, step) => {
    expect(entryStep(input)).toBe(step);
  });
});

describe('dialogTransition', () => {
  const chosen = (type: PurchaseType): DialogEvent => ({
    type: 'VARIANT_CHOSEN',
    entry: {type, freeOrPwywInCart: false, secondWhiteCheekBrush: false},
  });
  it.each<[DialogStep, DialogEvent, DialogNext]>([
    ['VARIANT_SELECT', chosen('pwyw'), 'PWYW'],
    ['VARIANT_SELECT', chosen('concept-store'), 'LOADING'],
    ['VARIANT_SELECT', chosen('welcome-bonus'), 'WELCOME_BONUS'],
    ['PWYW', chosen('concept-store'), 'PWYW'],
    ['PWYW', {type: 'SUBMIT'}, 'LOADING'],
    ['WELCOME_BONUS', {type: 'SUBMIT'}, 'LOADING'],
    ['LOADING', {type: 'ADD_SUCCEEDED'}, 'COMPLETED'],
    ['LOADING', {type: 'ADD_FAILED'}, 'ERROR'],
    ['LOADING', {type: 'CLOSE'}, 'LOADING'],
    ['LOADING', {type: 'SUBMIT'}, 'LOADING'],
    ['COMPLETED', {type: 'CLOSE'}, 'CLOSED'],
    ['ERROR', {type: 'CLOSE'}, 'CLOSED'],
    ['LIMITED', {type: 'CLOSE'}, 'CLOSED'],
    ['LIMITED', {type: 'SUBMIT'}, 'LIMITED'],
    ['SAIBIKOHO_LIMITED', {type: 'CLOSE'}, 'CLOSED'],
    ['VARIANT_SELECT', {type: 'CLOSE'}, 'CLOSED'],
    ['VARIANT_SELECT', {type: 'ADD_SUCCEEDED'}, 'VARIANT_SELECT'],
    ['COMPLETED', {type: 'ADD_FAILED'}, 'COMPLETED'],
  ])('%s + %j -> %s', (step, event, next) => {
    expect(dialogTransition(step, event)).toBe(next);
  });

  it.each(DIALOG_STEPS.map((step) => [step, step !== 'LOADING'] as const))(
    'canCloseDialog(%s) = %s',
    (step, expected) => {
      expect(canCloseDialog(step)).toBe(expected);
    },
  );
});

describe('hasFreeOrPwywItem', () => {
  it.each([
    [
      'a pwyw line',
      [{quantity: 1, attributes: [{key: '_customPrice', value: '3.00'}]}],
      true,
    ],
    [
      'a secret-shop free line',
      [{quantity: 1, attributes: [{key: '_secretShopFree', value: 'true'}]}],
      true,
    ],
    [
      'a removed pwyw line',
      [{quantity: 0, attributes: [{key: '_customPrice', value: '3.00'}]}],
      false,
    ],
    [
      'a complimentary line (the free item)',
      [{quantity: 1, attributes: [{key: '_complimentary', value: 'US'}]}],
      true,
    ],
    ['a normal line', [{quantity: 2, attributes: []}], false],
    ['no lines', null, false],
  ])('%s -> %s', (_label, lines, expected) => {
    expect(hasFreeOrPwywItem(lines)).toBe(expected);
  });
});

describe('addToCartAttributes', () => {
  it.each<[AddToCartOptions, Attribute[]]>([
    [{}, []],
    [{conceptStore: true}, [{key: '_conceptStore', value: 'true'}]],
    [{conceptStore: false, backorder: true}, [{key: '_backorder', value: 'true'}]],
    [
      {secretShop: true, secretShopFree: true},
      [
        {key: '_secretShopFree', value: 'true'},
        {key: '_secretShop', value: 'true'},
      ],
    ],
    [{surveyDiscount: true}, [{key: '_surveyDiscount', value: 'true'}]],
    [{customPrice: 12.5}, [{key: '_customPrice', value: '12.50'}]],
    [{customPrice: 0}, [{key: '_customPrice', value: '0.00'}]],
    [{customPrice: -1}, []],
    [{customPrice: NaN}, []],
    [{customPrice: Infinity}, []],
    [{customPrice: null}, []],
  ])('%j -> %j', (options, attributes) => {
    expect(addToCartAttributes(options)).toEqual(attributes);
  });
});

describe('white cheek brush limit (docs/product/cart.md#white-cheek-brush: one per cart)', () => {
  const white = ['face', 'white-cheek-brush'];
  const other = ['face'];
  const line = (id: string, quantity: number, productTags: string[]) => ({
    id,
    quantity,
    productTags,
  });

  it.each<[string, Parameters<typeof exceedsWhiteCheekBrushLimit>, boolean]>([
    [
      'the first one added',
      [[], {adds: [{quantity: 1, productTags: white}], updates: []}],
      false,
    ],
    ['two at once', [[], {adds: [{quantity: 2, productTags: white}], updates: []}], true],
    [
      'a second one added',
      [[line('a', 1, white)], {adds: [{quantity: 1, productTags: white}], updates: []}],
      true,
    ],
    [
      'another brush beside it',
      [[line('a', 1, white)], {adds: [{quantity: 3, productTags: other}], updates: []}],
      false,
    ],
    [
      'its quantity raised to 2',
      [[line('a', 1, white)], {adds: [], updates: [{id: 'a', quantity: 2}]}],
      true,
    ],
    [
      'another line switched to it',
      [
        [line('a', 1, white), line('b', 1, other)],
        {adds: [], updates: [{id: 'b', quantity: 1, productTags: white}]},
      ],
      true,
    ],
    [
      'a cart over the limit brought down',
      [[line('a', 3, white)], {adds: [], updates: [{id: 'a', quantity: 2}]}],
      false,
    ],
    [
      'removed (quantity 0)',
      [[line('a', 1, white)], {adds: [], updates: [{id: 'a', quantity: 0}]}],
      false,
    ],
    [
      'a line changed without a quantity keeps it',
      [
        [line('a', 1, white), line('b', 1, other)],
        {adds: [], updates: [{id: 'b', productTags: white}]},
      ],
      true,
    ],
    [
      'an unknown line id',
      [[line('a', 1, white)], {adds: [], updates: [{id: 'zz', quantity: 5}]}],
      false,
    ],
  ])('%s', (_name, args, refused) => {
    expect(exceedsWhiteCheekBrushLimit(...args)).toBe(refused);
  });

  it.each<[string[] | null, boolean]>([
    [['white-cheek-brush'], true],
    [[' white-cheek-brush '], true],
    [['white-cheek'], false],
    [null, false],
  ])('isWhiteCheekBrush(%j) is %s', (tags, expected) => {
    expect(isWhiteCheekBrush(tags)).toBe(expected);
  });
});

import {describe, expect, it} from 'vitest';
import {
  changesLockedLine,
  isQuantityLocked,
  limitRepair,
  type WrittenLine,
} from '~/features/cart/line-limits';

const PLAIN = {sku: 'HOSHI-US'};
const COMPLIMENTARY_SKU = {sku: 'KUMO-COMPLIMENTARY-US'};

describe('isQuantityLocked', () => {
  it.each([
    {case: 'a plain line', line: {merchandise: PLAIN}, locked: false},
    {
      case: 'a concept-store line',
      line: {merchandise: PLAIN, attributes: [{key: '_conceptStore', value: 'true'}]},
      locked: false,
    },
    {
      case: 'a pay-what-you-want line',
      line: {merchandise: PLAIN, attributes: [{key: '_customPrice', value: '3.60'}]},
      locked: true,
    },
    {
      case: 'a welcome-offer line',
      line: {merchandise: PLAIN, attributes: [{key: '_welcomeBonus', value: 'a@b.co'}]},
      locked: true,
    },
    {
      case: 'a free item',
      line: {merchandise: PLAIN, attributes: [{key: '_complimentary', value: 'US'}]},
      locked: true,
    },
    {case: 'a complimentary SKU', line: {merchandise: COMPLIMENTARY_SKU}, locked: true},
    {
      case: 'a secret-shop line',
      line: {merchandise: PLAIN, attributes: [{key: '_secretShop', value: 'true'}]},
      locked: true,
    },
    {
      case: 'a secret-shop gift',
      line: {merchandise: PLAIN, attributes: [{key: '_secretShopFree', value: 'true'}]},
      locked: true,
    },
  ])('$case: $locked', ({line, locked}) => {
    expect(isQuantityLocked(line)).toBe(locked);
  });
});

const PWYW_LINE = {
  id: 'gid://shopify/CartLine/pwyw',
  quantity: 1,
  attributes: [{key: '_customPrice', value: '3.60'}],
  merchandise: {id: 'gid://shopify/ProductVariant/1', sku: 'KUMO-US'},
};
const PLAIN_LINE = {
  id: 'gid://shopify/CartLine/plain',
  quantity: 1,
  attributes: [],
  merchandise: {id: 'gid://shopify/ProductVariant/2', sku: 'HOSHI-US'},
};

describe('changesLockedLine', () => {
  it.each([
    {
      case: 'raising a locked line',
      update: {id: PWYW_LINE.id, quantity: 2},
      refused: true,
    },
    {
      case: 'switching a locked line to another variant',
      update: {id: PWYW_LINE.id, merchandiseId: 'gid://shopify/ProductVariant/9'},
      refused: true,
    },
    {
      case: 'removing a locked line',
      update: {id: PWYW_LINE.id, quantity: 0},
      refused: false,
    },
    {
      case: 'restating its one unit',
      update: {id: PWYW_LINE.id, quantity: 1},
      refused: false,
    },
    {
      case: 'raising a plain line',
      update: {id: PLAIN_LINE.id, quantity: 5},
      refused: false,
    },
    {
      case: 'a line not in the cart',
      update: {id: 'gid://x', quantity: 5},
      refused: false,
    },
  ])('$case: refused $refused', ({update, refused}) => {
    expect(changesLockedLine([PWYW_LINE, PLAIN_LINE], [update])).toBe(refused);
  });
});

const WHITE = {
  id: 'gid://shopify/ProductVariant/77',
  product: {tags: ['white-cheek-brush']},
};
const PWYW = {id: 'gid://shopify/ProductVariant/15', product: {tags: ['pwyw']}};
const SECRET = {id: 'gid://shopify/ProductVariant/38', product: {tags: []}};
const OTHER = {id: 'gid://shopify/ProductVariant/3', product: {tags: []}};

function line(
  id: string,
  merchandise: WrittenLine['merchandise'],
  quantity: number,
  attributes: WrittenLine['attributes'] = [],
): WrittenLine {
  return {id, quantity, merchandise, attributes};
}

describe('limitRepair', () => {
  it.each([
    {
      case: 'a white cheek brush raced to 2: this request takes back its unit',
      before: [line('w', WHITE, 1)],
      after: [line('w', WHITE, 2)],
      own: {addedMerchandiseIds: [WHITE.id], updatedLineIds: []},
      repair: {breach: 'whiteCheekLimit', updates: [{id: 'w', quantity: 1}]},
    },
    {
      case: 'two racing first adds: each takes back only what it added',
      before: [],
      after: [line('w', WHITE, 2)],
      own: {addedMerchandiseIds: [WHITE.id], updatedLineIds: []},
      repair: {breach: 'whiteCheekLimit', updates: [{id: 'w', quantity: 1}]},
    },
    {
      case: 'one white cheek brush is within the limit',
      before: [],
      after: [line('w', WHITE, 1)],
      own: {addedMerchandiseIds: [WHITE.id], updatedLineIds: []},
      repair: null,
    },
    {
      case: 'another request raised the brush: not this one to take back',
      before: [line('o', OTHER, 1)],
      after: [line('o', OTHER, 2), line('w', WHITE, 2)],
      own: {addedMerchandiseIds: [OTHER.id], updatedLineIds: []},
      repair: null,
    },
    {
      case: 'a pay-what-you-want line beside a secret-shop gift added at the same moment',
      before: [],
      after: [
        line('p', PWYW, 1, [{key: '_customPrice', value: '3.60'}]),
        line('s', SECRET, 1, [{key: '_secretShopFree', value: 'true'}]),
      ],
      own: {addedMerchandiseIds: [PWYW.id], updatedLineIds: []},
      repair: {breach: 'pwywLimit', updates: [{id: 'p', quantity: 0}]},
    },
    {
      case: 'one free item and a plain add',
      before: [line('p', PWYW, 1, [{key: '_customPrice', value: '3.60'}])],
      after: [
        line('p', PWYW, 1, [{key: '_customPrice', value: '3.60'}]),
        line('o', OTHER, 1),
      ],
      own: {addedMerchandiseIds: [OTHER.id], updatedLineIds: []},
      repair: null,
    },
  ])('$case', ({before, after, own, repair}) => {
    expect(limitRepair(before, after, own)).toEqual(repair);
  });
});

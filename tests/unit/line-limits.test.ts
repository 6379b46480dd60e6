import {describe, expect, it} from 'vitest';
import {SHOP_CART_LINES_LIMIT} from '@brush/rules/cart-validity';
import {
  addsPastLineLimit,
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

/** A full cart: SHOP_CART_LINES_LIMIT lines told apart by their notes. */
const fullCart = Array.from({length: SHOP_CART_LINES_LIMIT}, (_, index) =>
  line(`n${index}`, OTHER, 1, [{key: 'details', value: `line ${index}`}]),
);

describe('addsPastLineLimit', () => {
  const note = (value: string) => [{key: 'details', value}];
  it('lets a cart reach the limit and refuses a line more', () => {
    expect(addsPastLineLimit(fullCart.slice(1), [{merchandiseId: OTHER.id}])).toBe(false);
    expect(
      addsPastLineLimit(fullCart, [{merchandiseId: OTHER.id, attributes: note('new')}]),
    ).toBe(true);
  });

  it('lets a full cart take more of a line it holds, whatever order the attributes are in', () => {
    const held = line('h', OTHER, 1, [
      {key: 'details', value: 'line 0'},
      {key: 'gift', value: 'yes'},
    ]);
    const cart = [...fullCart.slice(1), held];
    expect(
      addsPastLineLimit(cart, [
        {
          merchandiseId: OTHER.id,
          attributes: [
            {key: 'gift', value: 'yes'},
            {key: 'details', value: 'line 0'},
          ],
        },
      ]),
    ).toBe(false);
  });

  it('counts one add naming the same new line twice as one line', () => {
    const adds = [
      {merchandiseId: OTHER.id, attributes: note('twice')},
      {merchandiseId: OTHER.id, attributes: note('twice')},
    ];
    expect(addsPastLineLimit(fullCart.slice(1), adds)).toBe(false);
  });
});

describe('limitRepair at the line limit', () => {
  it('takes back the lines this request added when a racing add filled the cart first', () => {
    const before = fullCart.slice(2);
    const after = [...fullCart, line('mine', WHITE, 1)];
    expect(
      limitRepair(before, after, {addedMerchandiseIds: [WHITE.id], updatedLineIds: []}),
    ).toEqual({breach: 'cartLinesLimit', updates: [{id: 'mine', quantity: 0}]});
  });
});

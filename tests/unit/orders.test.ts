import {describe, expect, it} from 'vitest';

import {
  isPurchasedOrder,
  purchasedOrders,
  trackingEntries,
} from '~/features/account/orders';

describe('isPurchasedOrder', () => {
  it.each([
    [{canceledAt: null}, true],
    [{}, true],
    [{canceledAt: ''}, true],
    [{canceledAt: '2026-01-02T10:00:00Z'}, false],
  ])('%j -> %s', (order, expected) => {
    expect(isPurchasedOrder(order)).toBe(expected);
  });

  it('purchasedOrders keeps order and drops cancelled ones', () => {
    const orders = [
      {id: 1, canceledAt: null},
      {id: 2, canceledAt: '2026-01-02T10:00:00Z'},
      {id: 3},
    ];
    expect(purchasedOrders(orders).map((order) => order.id)).toEqual([1, 3]);
    expect(purchasedOrders(null)).toEqual([]);
  });
});

describe('trackingEntries', () => {
  it.each([
    [
      [
        {
          trackingCompany: 'UPS',
          trackingInfo: [{number: '1Z', url: 'https://ups.example/1Z'}],
        },
        {trackingCompany: '', trackingInfo: [{number: null, url: null}, {number: 'LX1'}]},
      ],
      [
        {company: 'UPS', number: '1Z', url: 'https://ups.example/1Z'},
        {company: null, number: 'LX1', url: null},
      ],
    ],
    [[{trackingCompany: 'DHL', trackingInfo: null}], []],
    [null, []],
  ])('%j', (fulfillments, entries) => {
    expect(trackingEntries(fulfillments)).toEqual(entries);
  });
});

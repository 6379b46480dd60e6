import {describe, expect, it} from 'vitest';

import {trackingEntries} from '~/features/account/orders';

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

import {describe, expect, it} from 'vitest';

import {
  bogoChoices,
  bogoFreeLines,
  bogoSwapUpdate,
  bogoSyncPlan,
  parseBogoOffers,
  type BogoCartLine,
  type BogoOfferEntry,
} from '@brush/rules/bogo';
import {bogoOfferVariants} from '@brush/functions-shared/merchant-rules';

const OFFER: BogoOfferEntry = {
  main: {US: 'soap-us', EU: 'soap-eu'},
  free: [
    {US: 'guards-us', EU: 'guards-eu'},
    {US: 'pouch-us', EU: 'pouch-eu'},
  ],
};
const TITLES = new Map([
  ['guards-us', 'Brush Guards'],
  ['pouch-us', 'Travel Pouch'],
]);
const DETAILS = (free: string) => [{key: 'details', value: `${free}, free with Soap`}];

function line(
  id: string,
  variant: string,
  quantity: number,
  attributes: BogoCartLine['attributes'] = [],
  title = variant.startsWith('soap') ? 'Soap' : 'Other',
): BogoCartLine {
  return {id, quantity, attributes, merchandise: {id: variant, product: {title}}};
}

describe('parseBogoOffers', () => {
  it.each<[string, string | null, BogoOfferEntry[]]>([
    ['a list of offers', JSON.stringify([OFFER]), [OFFER]],
    ['no metafield', null, []],
    ['text that is not JSON', '[{', []],
    ['JSON that is no list', JSON.stringify(OFFER), []],
    [
      'offers without a main variant or free choices are left out',
      JSON.stringify([
        {main: {}, free: OFFER.free},
        {main: OFFER.main, free: []},
        {main: OFFER.main, free: 'guards'},
        7,
        OFFER,
      ]),
      [OFFER],
    ],
    [
      'choices naming no region the shop has are dropped',
      JSON.stringify([
        {main: OFFER.main, free: [{APAC: 'x'}, {US: 'guards-us', EU: ''}]},
      ]),
      [{main: OFFER.main, free: [{US: 'guards-us'}]}],
    ],
  ])('%s', (_label, value, expected) => {
    expect(parseBogoOffers(value)).toEqual(expected);
  });
});

describe('bogoOfferVariants and bogoChoices', () => {
  it('the pricing function takes every region in two lists', () => {
    expect(bogoOfferVariants(OFFER)).toEqual({
      mainVariantIds: ['soap-us', 'soap-eu'],
      freeVariantIds: ['guards-us', 'guards-eu', 'pouch-us', 'pouch-eu'],
    });
  });

  it.each([
    ['US', ['guards-us', 'pouch-us']],
    ['EU', ['guards-eu', 'pouch-eu']],
  ] as const)('the choices in %s', (region, expected) => {
    expect(bogoChoices(OFFER, region)).toEqual(expected);
  });
});

// docs/product/cart.md#buy-one-get-one
describe('bogoSyncPlan (quantity change)', () => {
  const plan = (lines: BogoCartLine[], titles = TITLES) =>
    bogoSyncPlan([OFFER], {region: 'US', lines, titles});

  it.each<[string, BogoCartLine[], ReturnType<typeof plan>]>([
    [
      'a main line gets the first choice at its quantity',
      [line('m', 'soap-us', 2)],
      {
        updates: [],
        adds: [
          {merchandiseId: 'guards-us', quantity: 2, attributes: DETAILS('Brush Guards')},
        ],
      },
    ],
    [
      'a free line in step changes nothing',
      [line('m', 'soap-us', 2), line('f', 'pouch-us', 2, DETAILS('Travel Pouch'))],
      {updates: [], adds: []},
    ],
    [
      'a free line follows its main line up',
      [line('m', 'soap-us', 3), line('f', 'guards-us', 1, DETAILS('Brush Guards'))],
      {
        updates: [
          {id: 'm', quantity: 3},
          {id: 'f', quantity: 3},
        ],
        adds: [],
      },
    ],
    [
      'a free line goes when its main line has gone',
      [line('f', 'guards-us', 1, DETAILS('Brush Guards'))],
      {updates: [{id: 'f', quantity: 0}], adds: []},
    ],
    [
      'a second free line goes',
      [
        line('m', 'soap-us', 1),
        line('f', 'guards-us', 1, DETAILS('Brush Guards')),
        line('g', 'pouch-us', 1, DETAILS('Travel Pouch')),
      ],
      {updates: [{id: 'g', quantity: 0}], adds: []},
    ],
    [
      'a choice the shopper bought is an ordinary line, not the free one',
      [line('m', 'soap-us', 1), line('p', 'pouch-us', 1)],
      {
        updates: [],
        adds: [
          {merchandiseId: 'guards-us', quantity: 1, attributes: DETAILS('Brush Guards')},
        ],
      },
    ],
    ['nothing without a main line', [line('p', 'pouch-us', 1)], {updates: [], adds: []}],
    [
      'the other region’s main line is not this one',
      [line('m', 'soap-eu', 1)],
      {updates: [], adds: []},
    ],
  ])('%s', (_label, lines, expected) => {
    expect(plan(lines)).toEqual(expected);
  });

  it('adds nothing while the first choice cannot be had (no title)', () => {
    expect(plan([line('m', 'soap-us', 1)], new Map())).toEqual({updates: [], adds: []});
  });
});

// docs/product/cart.md#buy-one-get-one
describe('bogoFreeLines and bogoSwapUpdate (free-item swap)', () => {
  const lines = [
    line('m', 'soap-us', 2),
    line('f', 'guards-us', 2, DETAILS('Brush Guards')),
  ];

  it('finds the free line with its main line’s title', () => {
    expect(bogoFreeLines([OFFER], {region: 'US', lines})).toEqual([
      {lineId: 'f', offer: OFFER, mainTitle: 'Soap'},
    ]);
  });

  it.each<[string, string, string, ReturnType<typeof bogoSwapUpdate>]>([
    [
      'another choice, same quantity, details refreshed',
      'f',
      'pouch-us',
      {
        id: 'f',
        merchandiseId: 'pouch-us',
        quantity: 2,
        attributes: DETAILS('Travel Pouch'),
      },
    ],
    ['a variant that is no choice', 'f', 'soap-us', null],
    ['the other region’s choice', 'f', 'pouch-eu', null],
    ['a line that is not free', 'm', 'pouch-us', null],
    ['a line not in the cart', 'x', 'pouch-us', null],
  ])('%s', (_label, lineId, merchandiseId, expected) => {
    expect(
      bogoSwapUpdate([OFFER], {
        region: 'US',
        lines,
        lineId,
        merchandiseId,
        title: 'Travel Pouch',
      }),
    ).toEqual(expected);
  });
});

import {describe, expect, it} from 'vitest';
import {chargedInBaseCurrency} from '~/features/cart/cart-currency';
import {
  carriesSurveyDiscount,
  discountLines,
  discountTitleKey,
} from '~/lib/discount-lines';

const money = (amount: string) => ({amount, currencyCode: 'USD'});

describe('discountLines', () => {
  it.each([
    {case: 'none', allocations: [], lines: []},
    {
      case: 'one per title, summed in cents',
      allocations: [
        {discountedAmount: money('0.10'), title: 'store credit'},
        {discountedAmount: money('0.20'), title: 'store credit'},
        {discountedAmount: money('2.40'), title: 'canada'},
      ],
      lines: [
        {label: 'store credit', amount: 0.3},
        {label: 'canada', amount: 2.4},
      ],
    },
    {
      case: 'a code by its code; nothing for 0',
      allocations: [
        {discountedAmount: money('5.00'), code: 'HELLO'},
        {discountedAmount: money('0.00'), title: 'survey discount'},
      ],
      lines: [{label: 'HELLO', amount: 5}],
    },
  ])('$case', ({allocations, lines}) => {
    expect(discountLines(allocations)).toEqual(lines);
  });
});

describe('discountTitleKey', () => {
  it.each([
    {title: 'store credit', key: 'storeCredit'},
    {title: 'Survey Discount', key: 'survey'},
    {title: 'welcome offer', key: 'welcomeOffer'},
    {title: 'Canada extra discount', key: 'canada'},
    {title: 'canada extra discount', key: 'canada'},
    {title: 'something new', key: null},
  ])('$title: $key', ({title, key}) => {
    expect(discountTitleKey(title)).toBe(key);
  });
});

describe('carriesSurveyDiscount', () => {
  it.each([
    {case: 'no allocation', allocations: [], carries: false},
    {
      case: 'the survey discount',
      allocations: [{discountedAmount: money('8.40'), title: 'survey discount'}],
      carries: true,
    },
    {
      case: 'another discount only',
      allocations: [{discountedAmount: money('8.40'), title: 'welcome offer'}],
      carries: false,
    },
    {
      case: 'a survey allocation of 0',
      allocations: [{discountedAmount: money('0.00'), title: 'survey discount'}],
      carries: false,
    },
  ])('$case: $carries', ({allocations, carries}) => {
    expect(carriesSurveyDiscount(allocations)).toBe(carries);
  });
});

describe('chargedInBaseCurrency', () => {
  it.each([
    {
      case: 'a Canadian cart in USD',
      shown: 'CAD',
      cart: 'USD',
      total: 24,
      charged: {currency: 'CAD', local: 32},
    },
    {
      case: 'an Australian cart in USD',
      shown: 'AUD',
      cart: 'USD',
      total: 10,
      charged: {currency: 'AUD', local: 16},
    },
    {case: 'a US cart', shown: 'USD', cart: 'USD', total: 24, charged: null},
    {case: 'a euro cart', shown: 'EUR', cart: 'EUR', total: 24, charged: null},
  ])('$case', ({shown, cart, total, charged}) => {
    expect(chargedInBaseCurrency(shown, cart, total)).toEqual(charged);
  });
});

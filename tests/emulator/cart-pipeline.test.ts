import {describe, expect, it} from 'vitest';
import {
  priceCart,
  type CartSnapshot,
  type MerchantRule,
  type SnapshotLine,
} from '../../emulators/commerce/src/cart/pipeline';

function line(id: string, unitPriceCents: number, quantity = 1): SnapshotLine {
  return {
    id,
    quantity,
    attributes: [],
    variant: {
      id: `v-${id}`,
      sku: `${id}-US`,
      title: 'Default',
      priceUsd: unitPriceCents / 100,
    },
    product: {id: `p-${id}`, title: id, handle: id, tags: []},
    unitPriceCents,
  };
}

function cart(...lines: SnapshotLine[]): CartSnapshot {
  return {
    currencyCode: 'USD',
    countryCode: 'US',
    attributes: [],
    lines,
    buyer: {email: null, customer: null},
  };
}

function lineDiscount(name: string, lineId: string, amountCents: number): MerchantRule {
  return {
    name,
    apply: () => ({lines: [{lineId, title: name, kind: 'automatic', amountCents}]}),
  };
}

describe('priceCart', () => {
  it('prices lines and cart with no rules', () => {
    const result = priceCart(cart(line('a', 2400, 2), line('b', 1050)), []);
    expect(result.lines.map((l) => [l.subtotalCents, l.totalCents])).toEqual([
      [4800, 4800],
      [1050, 1050],
    ]);
    expect(result).toMatchObject({subtotalCents: 5850, totalCents: 5850, refusals: []});
  });

  it('applies line discounts: subtotal before, total after, allocations recorded', () => {
    const result = priceCart(cart(line('a', 2400, 2)), [lineDiscount('half', 'a', 2400)]);
    expect(result.lines[0]).toMatchObject({
      subtotalCents: 4800,
      totalCents: 2400,
      allocations: [{title: 'half', kind: 'automatic', rule: 'half', amountCents: 2400}],
    });
    expect(result.subtotalCents).toBe(2400);
  });

  it('never takes a line below zero, and later rules see what is left', () => {
    const seen: number[] = [];
    const observer: MerchantRule = {
      name: 'observer',
      apply: (_cart, progress) => {
        seen.push(progress.lineRemainingCents('a'));
        return {};
      },
    };
    const result = priceCart(cart(line('a', 1000)), [
      lineDiscount('first', 'a', 700),
      observer,
      lineDiscount('second', 'a', 700),
    ]);
    expect(seen).toEqual([300]);
    expect(result.lines[0]?.totalCents).toBe(0);
    expect(result.lines[0]?.allocations.map((a) => a.amountCents)).toEqual([700, 300]);
  });

  it.each([
    ['zero', 0],
    ['negative', -500],
  ])('drops a %s discount', (_name, amountCents) => {
    const result = priceCart(cart(line('a', 1000)), [
      lineDiscount('x', 'a', amountCents),
    ]);
    expect(result.lines[0]?.allocations).toEqual([]);
    expect(result.totalCents).toBe(1000);
  });

  it('ignores adjustments for lines that are not in the cart', () => {
    const result = priceCart(cart(line('a', 1000)), [lineDiscount('x', 'ghost', 500)]);
    expect(result.totalCents).toBe(1000);
  });

  it('takes cart-level discounts after line discounts, capped at what is left', () => {
    const credit: MerchantRule = {
      name: 'credit',
      apply: () => ({cart: [{title: 'Store credit', kind: 'custom', amountCents: 5000}]}),
    };
    const result = priceCart(cart(line('a', 1000), line('b', 2000)), [
      lineDiscount('line', 'b', 500),
      credit,
    ]);
    expect(result.subtotalCents).toBe(2500);
    expect(result.cartAllocations).toEqual([
      {title: 'Store credit', kind: 'custom', rule: 'credit', amountCents: 2500},
    ]);
    expect(result.totalCents).toBe(0);
  });

  it('collects refusals with the rule that made them', () => {
    const strict: MerchantRule = {
      name: 'strict',
      apply: () => ({
        refusals: [{lineId: 'a', attributeKey: '_customPrice', message: 'not offered'}],
      }),
    };
    expect(priceCart(cart(line('a', 1000)), [strict]).refusals).toEqual([
      {rule: 'strict', lineId: 'a', attributeKey: '_customPrice', message: 'not offered'},
    ]);
  });
});

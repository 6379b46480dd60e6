import {describe, expect, it} from 'vitest';

import {
  hasComplimentaryPart,
  hasEuPart,
  hasProPart,
  skuBase,
  skuParts,
} from '@brush/rules/sku';

describe('skuParts', () => {
  it.each([
    ['EB01-US', ['EB01', 'US']],
    ['EB01-PRO-EU', ['EB01', 'PRO', 'EU']],
    ['EB01', ['EB01']],
    ['EB01--US-', ['EB01', 'US']],
    [' EB01 - US ', ['EB01', 'US']],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%j -> %j', (sku, parts) => {
    expect(skuParts(sku)).toEqual(parts);
  });
});

describe('skuBase', () => {
  it.each([
    ['EB01-US', 'EB01'],
    ['EB01-EU', 'EB01'],
    ['EB01-PRO-US', 'EB01-PRO'],
    ['EB01-PRO-EU', 'EB01-PRO'],
    ['EB01-COMPLIMENTARY-US', 'EB01-COMPLIMENTARY'],
    ['FB03-GB', 'FB03-GB'],
    ['US-EB01-EU', 'EB01'],
    ['EB01', 'EB01'],
    ['EB01-USA', 'EB01-USA'],
    ['EB01-us', 'EB01-us'],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (sku, base) => {
    expect(skuBase(sku)).toBe(base);
  });
});

describe('part predicates', () => {
  it.each([
    // sku, complimentary, pro, eu
    ['EB01-US', false, false, false],
    ['EB01-EU', false, false, true],
    ['EB01-PRO-US', false, true, false],
    ['EB01-PRO-EU', false, true, true],
    ['GW01-COMPLIMENTARY-EU', true, false, true],
    ['GW01-COMPLIMENTARY-US', true, false, false],
    ['PROBRUSH-US', false, false, false],
    ['EB01-EUR', false, false, false],
    ['COMPLIMENTARYKIT-US', false, false, false],
    ['', false, false, false],
    [null, false, false, false],
  ])('%j: complimentary %s, pro %s, eu %s', (sku, complimentary, pro, eu) => {
    expect(hasComplimentaryPart(sku)).toBe(complimentary);
    expect(hasProPart(sku)).toBe(pro);
    expect(hasEuPart(sku)).toBe(eu);
  });
});

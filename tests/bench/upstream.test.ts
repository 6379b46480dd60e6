import {describe, expect, it} from 'vitest';
import {isShopperOperation} from '../../bench/platform';
import {
  isCritical,
  pageUpstream,
  shellOperations,
  type RenderCount,
} from '../../bench/upstream';
import {operationNameOf} from '../../bench/upstream-proxy';

const render = (catalog: string[], shopper: string[] = []): RenderCount => ({
  status: 200,
  firstByteMs: 100,
  operations: [...catalog, ...shopper],
  catalog,
  shopper,
});

describe('isShopperOperation', () => {
  it.each([
    [{mutation: true, rootFields: ['cartLinesAdd']}, true],
    [{mutation: false, rootFields: ['cart']}, true],
    [{mutation: false, rootFields: ['customer']}, true],
    [{mutation: false, rootFields: ['product']}, false],
    [{mutation: false, rootFields: ['shop', 'localization', 'menu']}, false],
  ])('%o → %s', (operation, expected) => {
    expect(isShopperOperation(operation)).toBe(expected);
  });
});

describe('shellOperations', () => {
  it('is what every cold page asked for', () => {
    expect(
      shellOperations([
        render(['Footer', 'Layout', 'HomeProducts']),
        render(['Layout', 'Product', 'Footer']),
        render(['Footer', 'Layout'], ['CartQuery']),
      ]),
    ).toEqual(['Footer', 'Layout']);
  });

  it('is empty with no pages', () => {
    expect(shellOperations([])).toEqual([]);
  });
});

describe('pageUpstream', () => {
  it("counts a page's own catalog requests cold, critical apart, and every catalog request warm", () => {
    const result = pageUpstream(
      'product',
      render(['Footer', 'Layout', 'Product', 'Recommendations'], ['CartQuery']),
      render(['Product'], ['CartQuery']),
      ['Footer', 'Layout'],
      new Set(['Layout', 'Product']),
    );
    expect(result.coldPageRequests).toBe(2);
    expect(result.coldPageOperations).toEqual(['Product', 'Recommendations']);
    expect(result.coldCriticalRequests).toBe(1);
    expect(result.criticalOperations).toEqual(['Product']);
    expect(result.deferredOperations).toEqual(['Recommendations']);
    expect(result.warmCatalogRequests).toBe(1);
  });
});

describe('isCritical', () => {
  it.each([
    {baseline: 120, delayed: 2150, critical: true},
    {baseline: 120, delayed: 1120, critical: true},
    {baseline: 120, delayed: 1119, critical: false},
    {baseline: 120, delayed: 400, critical: false},
    {baseline: 900, delayed: 300, critical: false},
  ])(
    'first byte $baseline → $delayed ms with a 2000 ms hold: $critical',
    ({baseline, delayed, critical}) => {
      expect(isCritical(baseline, delayed, 2000)).toBe(critical);
    },
  );
});

describe('operationNameOf', () => {
  it.each([
    [
      {
        query:
          'query Product($handle: String!) @inContext(country: US) { product { id } }',
      },
      'Product',
    ],
    [
      {
        query:
          '#graphql\n  mutation cartCreate($input: CartInput!) { cartCreate { cart { id } } }',
      },
      'cartCreate',
    ],
    [{query: '{ shop { name } }'}, 'shop'],
    [{query: 'query { shop { name } }', operationName: 'Named'}, 'Named'],
    [{variables: {}}, null],
  ])('%o → %s', (body, expected) => {
    expect(operationNameOf(JSON.stringify(body))).toBe(expected);
  });

  it('is null for a body that is not JSON', () => {
    expect(operationNameOf('query=x')).toBeNull();
  });
});

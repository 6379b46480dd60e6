import {describe, expect, it} from 'vitest';
import {isShopperOperation} from '../../bench/platform';
import {pageUpstream, shellOperations, type RenderCount} from '../../bench/upstream';

const render = (catalog: string[], shopper: string[] = []): RenderCount => ({
  status: 200,
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
  it("counts a page's own catalog requests cold and every catalog request warm", () => {
    const result = pageUpstream(
      'product',
      render(['Footer', 'Layout', 'Product', 'Recommendations'], ['CartQuery']),
      render(['Product'], ['CartQuery']),
      ['Footer', 'Layout'],
    );
    expect(result.coldPageRequests).toBe(2);
    expect(result.coldPageOperations).toEqual(['Product', 'Recommendations']);
    expect(result.warmCatalogRequests).toBe(1);
  });
});

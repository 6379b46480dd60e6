import {describe, expect, it} from 'vitest';

import {ERROR_STACK_MAX_LENGTH, errorReport} from '~/lib/error-report';

describe('errorReport', () => {
  // docs/product/operations.md#error-reports
  it('builds the documented payload from a cart and an Error', () => {
    const error = new TypeError('boom');
    error.stack = 'TypeError: boom\n    at x';
    expect(
      errorReport({
        path: '/cart',
        geo: {country: 'DE', region: 'EU', currency: 'EUR'},
        customerId: '9001',
        cartId: 'gid://shopify/Cart/c1?key=k',
        lines: {
          nodes: [
            {
              quantity: 2,
              attributes: [{key: '_customPrice', value: '3.00'}],
              merchandise: {sku: 'EB01-EU', product: {title: 'Eye Brush 01'}},
            },
          ],
        },
        error,
      }),
    ).toEqual({
      path: '/cart',
      geo: {country: 'DE', region: 'EU', currency: 'EUR'},
      customerId: '9001',
      cartId: 'gid://shopify/Cart/c1?key=k',
      cartLines: [
        {
          title: 'Eye Brush 01',
          variantSku: 'EB01-EU',
          quantity: 2,
          customAttributes: [{key: '_customPrice', value: '3.00'}],
        },
      ],
      error: {name: 'TypeError', message: 'boom', stack: 'TypeError: boom\n    at x'},
    });
  });

  it.each([
    ['a string', 'cart exploded', {name: 'Error', message: 'cart exploded', stack: null}],
    ['a number', 42, {name: 'Error', message: '42', stack: null}],
    ['null', null, {name: 'Error', message: 'null', stack: null}],
  ])('describes %s thrown', (_label, thrown, described) => {
    const report = errorReport({path: '/', geo: {}, error: thrown});
    expect(report.error).toEqual(described);
    expect(report).toMatchObject({
      geo: {country: null, region: null, currency: null},
      customerId: null,
      cartId: null,
      cartLines: [],
    });
  });

  it('cuts long stacks', () => {
    const error = new Error('long');
    error.stack = 'x'.repeat(ERROR_STACK_MAX_LENGTH + 100);
    expect(errorReport({path: '/', geo: {}, error}).error.stack).toHaveLength(
      ERROR_STACK_MAX_LENGTH,
    );
  });
});
